// A chunk of its own (bin/build.mjs), imported by the reference part the first time a reader opens
// the tab of a language the page does not carry: it writes that language's request sample from
// the operation's request (`data-request`) with the build's own generators (src/shared/samples/),
// as the code block the build would have written (src/shared/code-block-html.ts).
import { codeBlockHtml } from '../shared/code-block-html.js';
import { languageById } from '../shared/samples/languages.js';
import type { SampleRequest } from '../shared/samples/request.js';

/** The code block of `lang`'s sample of `request` (`copy`: the page's word for its copy button); undefined for a language that is not built in. */
export function sampleBlockHtml(lang: string, request: SampleRequest, copy: string): string | undefined {
  const language = languageById(lang);
  return language ? codeBlockHtml(language.generate(request).html, language.highlightLang, language.label, false, copy) : undefined;
}

// Machine-readable outputs beside the HTML: each markdown page as `<route>.md` (directives
// expanded), each API reference as `<base><route>.md`, llms.txt, llms-full.txt and the search index.
import type { SiteContent } from '../content/index.js';
import { markdownUrl } from '../content/markdown-url.js';
import { referenceMarkdown } from '../content/reference-markdown.js';
import type { SiteModel } from '../model/types.js';
import { buildSearchIndex } from '../search/build-index.js';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsInput } from './llms.js';
import { hashText, memoInBuild } from '../pipeline-cache.js';
import { neutraliseMarkdown } from '../markdown/neutralise.js';

export function buildMachineOutputs(site: SiteModel, content?: SiteContent): Map<string, string> {
  const out = new Map<string, string>();
  const { config } = site;
  const base = config.baseUrl.replace(/^\//, '');
  const file = (url: string) => url.replace(/^\//, '');
  const expand = content?.expand ?? ((markdown: string) => markdown);
  for (const page of site.pages) {
    if (page.kind !== 'markdown') continue;
    out.set(file(markdownUrl(config, page.route)), neutraliseMarkdown(expand(page.markdown)));
  }
  if (!content) return out;

  const origin = config.url.replace(/\/+$/, '');
  const references = new Map(content.specs.map((spec) => [spec.entry.id, memoInBuild(() => `reference-md:${hashText(origin, JSON.stringify(spec.entry), spec.url, spec.text)}`, () => neutraliseMarkdown(referenceMarkdown(spec, origin)))]));
  for (const spec of content.specs) out.set(file(markdownUrl(config, spec.entry.route)), references.get(spec.entry.id)!);
  const llms: LlmsInput = { site, specs: content.specs, pageMarkdown: (page) => neutraliseMarkdown(expand(page.markdown)), references };
  out.set(`${base}llms.txt`, neutraliseMarkdown(renderLlmsTxt(llms)));
  out.set(`${base}llms-full.txt`, renderLlmsFullTxt(llms));
  for (const [path, text] of buildSearchIndex(site, content.specs).files) out.set(path, text);
  return out;
}

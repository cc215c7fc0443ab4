// The right column of a reference page as HTML strings: request samples as tabs (the languages
// the site chose), request and response examples, each a highlighted code block with its copy
// button. Like the schema trees (schema-html.ts), these are thousands of small elements per page
// that React rendered slowly on a cold start; the code inside them was already a string. Same
// escaping and attribute forms as React's, so the bytes are those the components wrote.
import type { BodyView, CodeSamplesView, ExampleView, MediaView, OperationView, ResponseView } from '../../model/reference/view-model.js';
import { tabPanelOpenHtml, tabsOpenHtml, type TabHeader } from '../../markdown/tabs-markup.js';
import { escapeAsReact as escape } from '../../shared/escape-html.js';
import type { HeadingTag } from './headings.js';
import { en, type UiStrings } from '../../config/ui-strings/en.js';
import { filled } from '../../config/ui-strings/index.js';
import { codeBlockHtml, jsonTextBlockHtml } from '../../shared/code-block-html.js';
import { highlightJson } from '../../shared/json-highlight.js';

/**
 * A switcher: the tab set markdown's and MDX's tabs use (radio buttons, so it switches without
 * JavaScript; every panel shows where CSS cannot choose). `name` is unique on the page; sets of
 * one `groupId` switch together (the tabs part, src/client/tabs.ts).
 */
export function switcherHtml(name: string, tabs: readonly TabHeader[], panels: readonly string[], groupId?: string): string {
  let html = tabsOpenHtml(name, tabs, 0, groupId);
  tabs.forEach((tab, i) => (html += `${tabPanelOpenHtml(tab)}${panels[i]}</div>`));
  return `${html}</div>`;
}

/** The request samples: one set, or one per body the request can send, behind a switcher. */
export function requestSamplesHtml(op: OperationView, id: string, heading: HeadingTag, strings: UiStrings = en): string {
  const variants = op.sampleVariants;
  const body = variants
    ? switcherHtml(
        `${id}-body`,
        variants.map((v) => ({ value: `${v.mediaType} ${v.exampleName}`, label: v.label })),
        variants.map(
          (v, i) => `${v.descriptionHtml ? `<div class="example-description">${v.descriptionHtml}</div>` : ''}${bodyFileHtml(v.samplesBodyFile)}${codeSamplesHtml(v.samples, `${id}-${i}`, strings)}`,
        ),
      )
    : `${bodyFileHtml(op.samplesBodyFile)}${codeSamplesHtml(op.samples, id, strings)}`;
  return `<div class="sample-group"><${heading} class="sample-title">${escape(strings.refRequestSamples)}</${heading}>${body}</div>`;
}

/** What a sample sending its body from a file needs said: which file that is. */
function bodyFileHtml(file: string | undefined): string {
  return file ? `<p class="example-file">The request body is too long to write into each sample: they send the request body example, saved as <code>${escape(file)}</code>.</p>` : '';
}

export function statusClass(status: string): string {
  const first = status.charAt(0);
  return /[1-5]/.test(first) ? `status-${first}xx` : 'status-default';
}

/**
 * Request samples as tabs, `id` unique on the page. Without JavaScript the panels written into
 * the page show, each with its label (the first language, and the spec's own samples); the client
 * runtime unhides the tablist and hides the other panels.
 * The first panel is highlighted in the HTML; the spec's others are plain text until their tab is
 * first opened, and the other built-in languages are written by the browser then, from the request
 * in `data-request` (src/client/sample-code.ts): half of a reference page was its samples.
 */
export function codeSamplesHtml(samples: CodeSamplesView, id: string, strings: UiStrings = en): string {
  if (samples.items.length === 0) return '';
  let tabs = '';
  let panels = '';
  // Several of one language (the spec's x-codeSamples) are told apart by a count after the first.
  const seen = new Map<string, number>();
  samples.items.forEach((s, i) => {
    const lang = escape(s.lang);
    const nth = (seen.get(s.lang) ?? 0) + 1;
    seen.set(s.lang, nth);
    const key = nth === 1 ? lang : `${lang}~${nth}`;
    const [tab, panel] = [`${escape(id)}-tab-${key}`, `${escape(id)}-${key}`];
    tabs += `<button type="button" role="tab" id="${tab}" aria-controls="${panel}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-lang="${lang}">${escape(s.label)}</button>`;
    const attributes = `class="code-panel" role="tabpanel" id="${panel}" aria-labelledby="${tab}" data-lang="${lang}"`;
    panels += s.kind === 'written' ? `<div ${attributes}>${codeBlockHtml(s.highlighted, s.highlightLang, s.label, i > 0, strings.copy)}</div>` : `<div ${attributes} data-generate="" hidden=""></div>`;
  });
  const request = samples.requestJson ? ` data-request="${escape(samples.requestJson)}"` : '';
  return `<div class="code-samples" data-code-samples="true"${request}><div class="code-tabs" role="tablist" aria-label="${escape(strings.refRequestSamples)}" hidden="">${tabs}</div>${panels}</div>`;
}

/**
 * Request body examples (unless the request samples already switch between them) and the
 * response examples by status code; several media types or named examples behind a switcher.
 * `defer`: JSON examples as plain text, highlighted by the runtime near the viewport (every
 * operation but the page's first, which shows before any script runs).
 */
export function operationExamplesHtml(
  body: BodyView | undefined,
  responses: ResponseView[],
  id: string,
  heading: HeadingTag,
  /** The body's title: Request body, or a webhook's or callback's payload example. */
  bodyTitle: string,
  bodyInSamples = false,
  defer = false,
  strings: UiStrings = en,
): string {
  const bodyMedia = bodyInSamples ? [] : (body?.contents.filter((c) => c.examples.length > 0) ?? []);
  const withExamples = responses.filter((r) => r.contents.some((c) => c.examples.length > 0));
  let html = '';
  if (bodyMedia.length > 0) html += `<div class="sample-group"><${heading} class="sample-title">${escape(bodyTitle)}</${heading}>${examplesHtml(bodyMedia, `${id}-body`, false, defer, strings)}</div>`;
  if (withExamples.length > 0) {
    html += `<div class="sample-group"><${heading} class="sample-title">${escape(strings.refResponseSamples)}</${heading}>`;
    withExamples.forEach((r, i) => {
      const status = statusClass(r.status);
      html += `<details class="sample-response ${status}"${i === 0 ? ' open=""' : ''}><summary><span class="status ${status}">${escape(r.status)}</span> ${escape(r.statusText)}</summary>`;
      html += `${examplesHtml(r.contents, `${id}-${r.status}`, true, defer, strings)}</details>`;
    });
    html += '</div>';
  }
  return html;
}

/** The examples of a body: one shown as it is, several (media types × named examples) behind a switcher. */
function examplesHtml(contents: readonly MediaView[], name: string, alwaysNameMedia: boolean, defer: boolean, strings: UiStrings): string {
  const withExamples = contents.filter((m) => m.examples.length > 0);
  const all = withExamples.flatMap((m) => m.examples.map((example) => ({ media: m.mediaType, example })));
  if (all.length === 1) {
    const { media, example } = all[0];
    return `<div class="sample-media">${alwaysNameMedia || withExamples.length > 1 ? `<p class="media-type">${escape(media)}</p>` : ''}${exampleHtml(example, defer, strings)}</div>`;
  }
  const severalMedia = withExamples.length > 1;
  const tabs = all.map(({ media, example }) => {
    const named = example.summary ?? (example.name === 'example' ? undefined : example.name);
    return { value: `${media} ${example.name}`, label: severalMedia ? (named ? `${named} (${media})` : media) : (named ?? media) };
  });
  return switcherHtml(
    name,
    tabs,
    all.map(({ media, example }) => `<div class="sample-media">${alwaysNameMedia && !severalMedia ? `<p class="media-type">${escape(media)}</p>` : ''}${exampleHtml(example, defer, strings)}</div>`),
  );
}

/** One example: its description (named examples), then the code. */
function exampleHtml(example: ExampleView, defer: boolean, strings: UiStrings): string {
  return `<div class="example">${example.descriptionHtml ? `<div class="example-description">${example.descriptionHtml}</div>` : ''}${exampleCodeHtml(example, defer, strings)}</div>`;
}

/**
 * An example's code block: a JSON example highlighted here, or, with `defer` (every operation but
 * the page's first), sent as text for the browser to highlight; an example too big for a page
 * shows its first lines and links its file.
 */
export function exampleCodeHtml(example: ExampleView, defer: boolean, strings: UiStrings = en): string {
  const { code: written } = example;
  const { copy } = strings;
  const code =
    written.kind === 'html'
      ? codeBlockHtml(written.html, example.language, undefined, false, copy)
      : defer
        ? jsonTextBlockHtml(written.text, copy)
        : codeBlockHtml(highlightJson(written.value), example.language, undefined, false, copy);
  const { file } = example;
  if (!file) return code;
  const name = file.url.slice(file.url.lastIndexOf('/') + 1);
  const [before, after] = filled(strings.refShortened, { lines: file.lines.toLocaleString('en-US'), size: sizeLabel(file.bytes) }).split('{link}');
  return `${code}<p class="example-file">${escape(before)}<a href="${escape(file.url)}" download="${escape(name)}">${escape(name)}</a>${escape(after ?? '')}</p>`;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

// The right column of a reference page as HTML strings: request samples in six languages as
// tabs, request and response examples, each a highlighted code block with its copy button. Like
// the schema trees (schema-html.ts), these are thousands of small elements per page that React
// rendered slowly on a cold start; the code inside them was already a string. Same escaping and
// attribute forms as React's, so the bytes are those the components wrote.
import type { BodyView, CodeSampleView, ExampleView, ResponseView } from '../../model/reference/view-model.js';
import { escape } from './schema-html.js';

export function statusClass(status: string): string {
  const first = status.charAt(0);
  return /[1-5]/.test(first) ? `status-${first}xx` : 'status-default';
}

/** A highlighted code block with the copy button the client runtime enables. */
export function codeBlockHtml(highlighted: string, language: string, label?: string): string {
  const lang = escape(language);
  return `<div class="code-block" data-lang="${lang}">${label ? `<span class="code-label">${escape(label)}</span>` : ''}<button type="button" class="copy-button" data-copy="true" hidden="">Copy</button><pre><code class="language-${lang}">${highlighted}</code></pre></div>`;
}

/**
 * Request samples as tabs, `id` unique on the page. Without JavaScript every panel shows, each
 * with its label; the client runtime sets `data-tabs-ready` on the container, unhides the tablist
 * and hides other panels.
 */
export function codeSamplesHtml(samples: CodeSampleView[], id: string): string {
  if (samples.length === 0) return '';
  let tabs = '';
  let panels = '';
  samples.forEach((s, i) => {
    const lang = escape(s.lang);
    const [tab, panel] = [`${escape(id)}-tab-${lang}`, `${escape(id)}-${lang}`];
    tabs += `<button type="button" role="tab" id="${tab}" aria-controls="${panel}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-lang="${lang}">${escape(s.label)}</button>`;
    panels += `<div class="code-panel" role="tabpanel" id="${panel}" aria-labelledby="${tab}" data-lang="${lang}">${codeBlockHtml(s.highlighted, s.highlightLang, s.label)}</div>`;
  });
  return `<div class="code-samples" data-code-samples="true"><div class="code-tabs" role="tablist" aria-label="Request samples" hidden="">${tabs}</div>${panels}</div>`;
}

/** Request body example and the response examples by status code. */
export function operationExamplesHtml(body: BodyView | undefined, responses: ResponseView[], bodyTitle = 'Request body'): string {
  const bodyMedia = body?.contents.filter((c) => c.examples.length > 0) ?? [];
  const withExamples = responses.filter((r) => r.contents.some((c) => c.examples.length > 0));
  let html = '';
  if (bodyMedia.length > 0) {
    html += `<div class="sample-group"><h4 class="sample-title">${escape(bodyTitle)}</h4>`;
    for (const m of bodyMedia) html += `<div class="sample-media">${bodyMedia.length > 1 ? `<p class="media-type">${escape(m.mediaType)}</p>` : ''}${exampleListHtml(m.examples)}</div>`;
    html += '</div>';
  }
  if (withExamples.length > 0) {
    html += '<div class="sample-group"><h4 class="sample-title">Response samples</h4>';
    withExamples.forEach((r, i) => {
      const status = statusClass(r.status);
      html += `<details class="sample-response ${status}"${i === 0 ? ' open=""' : ''}><summary><span class="status ${status}">${escape(r.status)}</span> ${escape(r.statusText)}</summary>`;
      for (const m of r.contents) if (m.examples.length > 0) html += `<div class="sample-media"><p class="media-type">${escape(m.mediaType)}</p>${exampleListHtml(m.examples)}</div>`;
      html += '</details>';
    });
    html += '</div>';
  }
  return html;
}

/** Named examples of one body; each labelled by its summary when there are several. */
function exampleListHtml(examples: ExampleView[]): string {
  return examples
    .map((e) => `<div class="example">${examples.length > 1 ? `<p class="example-label">${escape(e.summary ?? e.name)}</p>` : ''}${codeBlockHtml(e.highlighted, e.language)}</div>`)
    .join('');
}

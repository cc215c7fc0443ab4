// Result groups → HTML: a heading per group (Guides, API reference V2, V1) and one link per hit,
// with the query's matches highlighted in the title and the excerpt.
import { escapeHtml, NUMERIC_ENTITIES } from '../../shared/escape-html.js';
import { highlight } from './highlight.js';
import { LABELS } from './strings.js';
import type { Hit, ResultGroup } from './load-index.js';

/** Each kind of hit's word (a new kind without one is a compile error). */
const KIND_LABELS: Record<Hit['kind'], keyof typeof LABELS> = {
  page: 'searchKindPage',
  section: 'searchKindSection',
  operation: 'searchKindOperation',
  webhook: 'searchKindWebhook',
  schema: 'searchKindSchema',
};

function terms(hit: Hit): string[] {
  return [...hit.terms, ...hit.queryTerms];
}

/**
 * `listbox`: the dialog's results are options of its listbox (the arrow keys move through them);
 * the search page's are plain lists of links (an option outside a listbox is invalid ARIA). In the
 * listbox a group holds only options: its heading is presentational, and still names the group.
 */
export function renderGroups(groups: ResultGroup[], idPrefix: string, listbox: boolean): string {
  let n = 0;
  const item = listbox ? '<li role="presentation">' : '<li>';
  return groups
    .map((group) => {
      const headingId = `${idPrefix}-group-${group.id}`;
      const hits = group.hits
        .map((hit) => {
          const context = hit.kind === 'page' ? LABELS.searchKindPage : `${LABELS[KIND_LABELS[hit.kind]]} · ${hit.page}`;
          return (
            `${item}<a class="sp-search-hit"${listbox ? ` role="option" aria-selected="false" id="${idPrefix}-option-${n++}"` : ''} href="${escapeHtml(hit.url, NUMERIC_ENTITIES)}">` +
            `<span class="sp-search-hit-title">${highlight(hit.title, terms(hit))}</span>` +
            `<span class="sp-search-hit-context">${escapeHtml(context, NUMERIC_ENTITIES)}</span>` +
            (hit.excerpt ? `<span class="sp-search-hit-excerpt">${highlight(hit.excerpt, terms(hit))}</span>` : '') +
            `</a></li>`
          );
        })
        .join('');
      return `<section class="sp-search-group"${listbox ? ' role="group"' : ''} aria-labelledby="${headingId}"><h2 class="sp-search-group-title"${listbox ? ' role="presentation"' : ''} id="${headingId}">${escapeHtml(group.label, NUMERIC_ENTITIES)}</h2><ul${listbox ? ' role="presentation"' : ''}>${hits}</ul></section>`;
    })
    .join('');
}

/** The suggestions come from the site's own index (its first operation and webhook event), never a fixed list. */
export function noResults(query: string, examples: { operation?: string; webhook?: string } = {}): string {
  const ideas = ['fewer or different words'];
  if (examples.operation) ideas.push(`an operationId such as <code>${escapeHtml(examples.operation, NUMERIC_ENTITIES)}</code>`);
  if (examples.webhook) ideas.push(`an event such as <code>${escapeHtml(examples.webhook, NUMERIC_ENTITIES)}</code>`);
  const list = ideas.length > 1 ? `${ideas.slice(0, -1).join(', ')}, or ${ideas[ideas.length - 1]}` : ideas[0];
  return `<p class="sp-search-empty">No results for “${escapeHtml(query, NUMERIC_ENTITIES)}”. Try ${list}.</p>`;
}

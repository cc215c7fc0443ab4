// Match highlighting that cannot inject markup: the text is split at the matches, every piece is
// HTML-escaped (as numeric references, as this runtime always wrote them), and only the matched
// pieces are wrapped in <mark>.
import { escapeHtml, NUMERIC_ENTITIES } from '../../shared/escape-html.js';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` as safe HTML with each occurrence of a term (case-insensitive, at a word start) in <mark>. */
export function highlight(text: string, terms: readonly string[]): string {
  const words = [...new Set(terms.filter((t) => t.length > 0).map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return escapeHtml(text, NUMERIC_ENTITIES);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    html += `${escapeHtml(text.slice(last, at), NUMERIC_ENTITIES)}<mark>${escapeHtml(match[0], NUMERIC_ENTITIES)}</mark>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(text.slice(last), NUMERIC_ENTITIES);
}

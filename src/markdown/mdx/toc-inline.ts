// TOCInline's list, written where the component left its placeholder once the page is rendered:
// only then are its headings (partials' and components' included) and their ids known.
import { escapeHtml } from '../../shared/escape-html.js';
import type { Heading } from '../render-markdown.js';
import { TOC_INLINE_MARK } from './components/docusaurus.js';

const PLACEHOLDER = new RegExp(`<div class="toc-inline" ${TOC_INLINE_MARK}="(\\d+),(\\d+)"></div>`, 'g');

/** `html` with each TOCInline placeholder replaced by a nested list of the headings in its levels. */
export function withTocInline(html: string, headings: readonly Heading[]): string {
  return html.replace(PLACEHOLDER, (_whole, min: string, max: string) => `<div class="toc-inline">${tocList(headings.filter((h) => h.level >= Number(min) && h.level <= Number(max)))}</div>`);
}

function tocList(headings: readonly Heading[]): string {
  if (headings.length === 0) return '';
  let html = '';
  const open: number[] = [];
  for (const heading of headings) {
    if (open.length === 0 || heading.level > open[open.length - 1]) {
      html += '<ul>';
      open.push(heading.level);
    } else {
      html += '</li>';
      while (open.length > 1 && heading.level < open[open.length - 1]) {
        html += '</ul></li>';
        open.pop();
      }
    }
    html += `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a>`;
  }
  html += '</li>';
  while (open.length > 0) {
    html += '</ul>';
    if (open.length > 1) html += '</li>';
    open.pop();
  }
  return html;
}

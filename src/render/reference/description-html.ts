// Spec descriptions → sanitised HTML through the project's renderMarkdown, cached per text: the
// reference's view model is given this (model/reference/context.ts ReferenceHtml) and renders
// nothing itself. Most descriptions are one plain line, perhaps with `code` spans; those skip the parser and the
// sanitiser (the output is what markdown-it would produce: an escaped paragraph).
import { renderMarkdown } from '../../markdown/render-markdown.js';
import { escapeHtml, KEEP_APOSTROPHE_ENTITIES } from '../../shared/escape-html.js';
import { linkBaseResolver } from '../../model/written-links.js';

/** Text outside code spans that markdown-it renders as itself (no emphasis, links, HTML, lists). */
const PLAIN = /^[A-Za-z0-9 ,.;:()?%=/'"!+-]*$/;
const BLOCK_START = /^(\d+[.)](\s|$)|[-+=]|\s)/;
const LINKISH = /:\/\/|www\.|@|\w\.[a-z]{2,}/i;

/**
 * `linkBase` (specs[].linkBase): the site the spec's text was written for. Its root-relative links
 * (`/docs/guides/x`) are links to that site, not to this one.
 */
export function markdownCache(linkBase?: string): (text: unknown) => string {
  const cache = new Map<string, string>();
  const resolveLink = linkBaseResolver(linkBase);
  return (text) => {
    if (typeof text !== 'string' || text.trim() === '') return '';
    let html = cache.get(text);
    if (html === undefined) {
      html = simpleLine(text) ?? renderMarkdown(text, { resolveLink, plain: true }).html;
      cache.set(text, html);
    }
    return html;
  };
}

/** A one-line description of plain words and `code` spans, rendered directly; else undefined. */
export function simpleLine(text: string): string | undefined {
  if (text.includes('\n') || BLOCK_START.test(text) || /\s$/.test(text)) return undefined;
  const parts = text.split('`');
  if (parts.length % 2 === 0) return undefined;
  let html = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 1) {
      if (part === '' || part.trim() === '') return undefined;
      html += `<code>${escapeHtml(part, KEEP_APOSTROPHE_ENTITIES)}</code>`;
    } else {
      if (!PLAIN.test(part) || LINKISH.test(part)) return undefined;
      html += escapeHtml(part, KEEP_APOSTROPHE_ENTITIES);
    }
  }
  return `<p>${html}</p>\n`;
}

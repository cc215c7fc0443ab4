// Parts of the runtime that only some pages need (tab sets, diagrams, the API reference): the
// build links a page's parts in its head (<link rel="modulepreload" data-sp-part>, written where
// src/render/page-parts.ts finds their markup), client navigation brings the next page's links
// (site-data.ts), and after each render every linked part enhances the page. A page without parts
// pays for this loop only, whatever parts exist.
import { PAGE_PART_ATTRIBUTE } from '../shared/site-data-types.js';
import { decodeHash } from './dom.js';
import { devWarn, errorText } from './warn.js';

/** What every part module exports (src/client/tabs.ts, reference-part.ts, diagrams-render.ts). */
export interface PagePart {
  enhance(page: HTMLElement): unknown;
}

/** The part links of a page's head (this document's, or a fetched page's). */
export const PART_LINKS = `link[${PAGE_PART_ATTRIBUTE}]`;

/** A part link as the build writes it (templates/document.hbs), for a page reached by navigation. */
export function partLink(href: string): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
  link.setAttribute(PAGE_PART_ATTRIBUTE, '');
  return link;
}

export function enhanceParts(page: HTMLElement): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(PART_LINKS))
    import(link.href).then((part: PagePart) => keepingLinkedAnchor(() => part.enhance(page))).catch((error: unknown) => devWarn(link.href, errorText(error)));
}

/**
 * A part arrives after the browser has scrolled to the linked anchor, and may change heights
 * above it (the API reference shows one sample language where every one showed without
 * JavaScript): the anchor stays where the reader was taken. Measured only on a page opened
 * at an anchor below its top, so other pages pay no layout for it.
 */
function keepingLinkedAnchor(enhance: () => unknown): unknown {
  const id = location.hash.length > 1 && window.scrollY > 0 ? decodeHash(location.hash) : '';
  const anchor = id ? document.getElementById(id) : null;
  const before = anchor?.getBoundingClientRect().top;
  const result = enhance();
  if (anchor && before !== undefined) {
    const shift = anchor.getBoundingClientRect().top - before;
    if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
  }
  return result;
}

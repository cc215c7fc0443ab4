// What the client router needs, shared by the build (src/render/site-data.ts writes it) and the
// browser runtime (reads it). Types only; no DOM and no Node.
import type { ClientStrings } from './client-strings.js';

/** The page regions client navigation replaces, with the selector each is found by in a page. */
export const PAGE_REGION_SELECTORS = {
  page: '#sp-page',
  navbar: 'nav.navbar',
  menu: '#sp-mobile-panel',
} as const;

export type RegionName = keyof typeof PAGE_REGION_SELECTORS;

/**
 * Marks a page's runtime parts in its head (`<link rel="modulepreload" data-sp-part>`, written by
 * templates/document.hbs for src/render/page-parts.ts): the runtime imports each after a render,
 * and client navigation replaces them with the next page's.
 */
export const PAGE_PART_ATTRIBUTE = 'data-sp-part';

/**
 * Embedded in every page as <script type="application/json" id="sp-site-data">. It does not list
 * the pages (that would make every page grow with the site): any path under the base URL that is
 * not a file (see isPagePath) is fetched and swapped in place, and one that turns out not to be
 * a page (a redirect, a 404) is loaded by the browser instead.
 */
export interface SiteData {
  baseUrl: string;
  trailingSlash: boolean;
  /** Page URLs too large to prefetch just because a link is visible (only on hover/focus): the API references. */
  heavy: string[];
  /** The runtime's strings in the page's language, where they are not English (src/client/strings.ts). */
  strings?: Partial<ClientStrings>;
}

/** Whether a path names a page rather than a file: its last segment has no extension, or `.html`. */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || /\.html?$/i.test(last);
}

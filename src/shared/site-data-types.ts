// The route manifest shared by the build (src/render/site-data.ts writes it) and the browser
// runtime (reads it). Types only; no DOM and no Node.

/** The page regions client navigation replaces, with the selector each is found by in a page. */
export const PAGE_REGION_SELECTORS = {
  page: '#sp-page',
  navbar: 'nav.navbar',
  menu: '#sp-mobile-panel',
} as const;

export type RegionName = keyof typeof PAGE_REGION_SELECTORS;

/** The manifest embedded in every page as <script type="application/json" id="sp-site-data">. */
export interface SiteData {
  baseUrl: string;
  trailingSlash: boolean;
  /** Route → URL of its page, for every route the runtime may swap in place. */
  routes: Record<string, string>;
  /** Page URLs too large to prefetch just because a link is visible (only on hover/focus): the API references. */
  heavy: string[];
}

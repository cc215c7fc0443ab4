// The route data shared by the build (src/render/route-payload.ts writes it) and the runtime
// (reads it). Types only; no DOM and no Node.

/** The page regions a payload replaces, with the selector the runtime finds each by. */
export const PAYLOAD_REGION_SELECTORS = {
  page: '#sp-page',
  navbar: 'nav.navbar',
  menu: '#sp-mobile-panel',
} as const;

export type RegionName = keyof typeof PAYLOAD_REGION_SELECTORS;

export interface PayloadRegion {
  /** Attributes of the region's element (the runtime copies all but id). */
  attrs: Record<string, string>;
  /** Its inner HTML. */
  html: string;
}

export interface PayloadHead {
  title: string;
  description?: string;
  canonical: string;
  alternates: { type: string; href: string }[];
}

/** One route's payload: `<base>assets/routes/<slug>.<hash>.json`. */
export interface RoutePayload extends PayloadHead {
  route: string;
  regions: Record<RegionName, PayloadRegion>;
}

/** The manifest embedded in every page as <script type="application/json" id="sp-site-data">. */
export interface SiteData {
  baseUrl: string;
  trailingSlash: boolean;
  /** Route → URL of its payload. */
  routes: Record<string, string>;
  /** Payload URLs too large to prefetch just because a link is visible (only on hover/focus). */
  heavy: string[];
}

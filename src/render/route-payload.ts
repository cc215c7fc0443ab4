// Route payloads for client-side navigation. Each page of the site gets a small JSON file with
// what changes between pages (head fields, the page region, and the chrome whose active state
// depends on the page), named with a content hash so hosts may cache it forever. A manifest
// (route → payload URL) is embedded in every page as <script id="sp-site-data">.
// The payload is cut from the same server-rendered body a reader gets without JavaScript, so
// client navigation can never show something the static page would not.
import { createHash } from 'node:crypto';
import type { PageModel, SiteModel } from '../model/types.js';
import type { Route } from '../shared/routes.js';
import type { PayloadHead, RegionName, RoutePayload, SiteData } from '../shared/payload-types.js';
import { findRegion } from './html-regions.js';
import type { RenderedBody } from './render-page.js';

// The payload and manifest types are shared with the browser runtime, which reads them.
export type { PayloadHead, RoutePayload, SiteData };

/** How each payload region's element starts in the server markup (selectors: payload-types.ts). */
const REGION_OPENING_TAGS: Record<RegionName, string> = {
  page: '<div id="sp-page"',
  navbar: '<nav class="navbar"',
  menu: '<div class="mobile-menu"',
};

/** The payload of one page: its head fields and its regions, cut from the server-rendered body. */
export function routePayload(route: Route, head: PayloadHead, body: RenderedBody): RoutePayload | undefined {
  const regions = {} as RoutePayload['regions'];
  for (const [name, open] of Object.entries(REGION_OPENING_TAGS) as [RegionName, string][]) {
    // The page region, most of a big page, was rendered on its own: no need to search for its end.
    const region = name === 'page' ? body.page : findRegion(body.html, open);
    if (!region) return undefined;
    regions[name] = region;
  }
  return { route, ...head, regions };
}

/**
 * Payloads above this size (an API reference of a few hundred operations is megabytes) are not
 * prefetched when their link scrolls into view, only when the reader points at the link.
 */
export const HEAVY_PAYLOAD_BYTES = 256 * 1024;

/** `guides/setup` → `guides__setup`; the home route is `index`. */
export function routeSlug(route: Route): string {
  return route === '' ? 'index' : route.replace(/[^a-zA-Z0-9._-]+/g, '__');
}

/** The payload JSON of one page, or '' when its body lacks the standard regions. */
export function routePayloadJson(route: Route, head: PayloadHead, body: RenderedBody): string {
  const payload = routePayload(route, head, body);
  return payload ? JSON.stringify(payload) : '';
}

/**
 * Payload files and the manifest, page by page: `add` names a page's payload JSON (see
 * routePayloadJson; '' leaves the page to full page loads) by its content and returns the output
 * path to write it to; `siteData` is the manifest once every page was added. The not-found page
 * has none: unknown routes load from the server.
 */
export function routeManifest(site: SiteModel): { add(page: PageModel, json: string): string | undefined; siteData(): string } {
  const { baseUrl, trailingSlash } = site.config;
  const dir = `${baseUrl.replace(/^\//, '')}assets/routes/`;
  const routes: Record<Route, string> = {};
  const heavy: string[] = [];
  return {
    add(page, json) {
      if (!json) return undefined;
      const name = `${dir}${routeSlug(page.route)}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
      routes[page.route] = `/${name}`;
      if (Buffer.byteLength(json) > HEAVY_PAYLOAD_BYTES) heavy.push(`/${name}`);
      return name;
    },
    siteData() {
      const data: SiteData = { baseUrl, trailingSlash, routes, heavy };
      return embedJson(data);
    },
  };
}

/** JSON inside <script type="application/json">: `<` is escaped so no `</script>` can close it. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// The route manifest every page embeds: the routes the browser runtime swaps in place (it fetches
// the page itself and takes its regions, see src/client/site-data.ts), and the pages too large to
// prefetch just because a link to them is in view. It depends only on the site's routes, so it is
// known before any page renders.
import type { SiteModel } from '../model/types.js';
import type { SiteData } from '../shared/site-data-types.js';
import { embedJson } from './embed-json.js';

export function siteDataJson(site: SiteModel): string {
  const { baseUrl, trailingSlash } = site.config;
  const data: SiteData = { baseUrl, trailingSlash, routes: {}, heavy: [] };
  for (const page of site.pages) {
    // A redirect is left to the browser (a full load follows its meta refresh).
    if (page.kind === 'redirect') continue;
    data.routes[page.route] = page.url;
    if (page.kind === 'reference') data.heavy.push(page.url);
  }
  return embedJson(data);
}

// What every page embeds for client navigation (src/client/router.ts): the base URL, the URL style
// and the pages too large to prefetch just because a link to them is in view. Not the list of
// pages: that would make every page grow with the site.
import type { SiteModel } from '../model/types.js';
import type { SiteData } from '../shared/site-data-types.js';
import { embedJson } from './embed-json.js';

export function siteDataJson(site: SiteModel): string {
  const { baseUrl, trailingSlash } = site.config;
  // An operation's own page (`reference.layout: operation`) is light, like a docs page, and there are
  // as many as operations: listing them would put GitHub's 1,223 URLs in every page of the site.
  const data: SiteData = { baseUrl, trailingSlash, heavy: site.pages.flatMap((page) => (page.kind === 'reference' && !page.operationPage ? [page.url] : [])) };
  return embedJson(data);
}

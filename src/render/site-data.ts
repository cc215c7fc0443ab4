// What every page embeds for client navigation (src/client/router.ts): the base URL, the URL style
// and the pages too large to prefetch just because a link to them is in view. Not the list of
// pages: that would make every page grow with the site.
import type { SiteModel } from '../model/types.js';
import type { ClientStrings } from '../shared/client-strings.js';
import type { SiteData } from '../shared/site-data-types.js';
import { embedJson } from './embed-json.js';

export function siteDataJson(site: SiteModel): string {
  const { baseUrl, trailingSlash } = site.config;
  // An operation's own page (`reference.layout: operation`) is light, like a docs page, and there are
  // as many as operations: listing them would put GitHub's 1,223 URLs in every page of the site.
  const data: SiteData = { baseUrl, trailingSlash, heavy: site.pages.flatMap((page) => (page.kind === 'reference' && !page.operationPage ? [page.url] : [])) };
  return embedJson(data);
}

/**
 * The site data of a page whose runtime speaks another language than English: the site's, with
 * the runtime's strings of the page's locale added (an English page's is the site's, unchanged).
 */
export function withPageStrings(siteData: string, strings: Partial<ClientStrings> | undefined): string {
  return strings ? `${siteData.slice(0, -1)},"strings":${embedJson(strings)}}` : siteData;
}

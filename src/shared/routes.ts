// URLs are computed here and only here; both the build and the browser runtime use it.
import { hasScheme } from './url-schemes.js';

/** A route is the path under the base URL without slashes at either end: '' (home), 'authentication', 'guides/setup'. */
export type Route = string;

export function normalizeRoute(route: string): Route {
  return route
    .replace(/(^|\/)index(\.html?|\.md)?$/, '')
    .replace(/\.html?$/, '')
    .replace(/^\/+|\/+$/g, '');
}

export function routeUrl(baseUrl: string, route: Route, trailingSlash = false): string {
  if (route === '') return baseUrl;
  return `${baseUrl}${route}${trailingSlash ? '/' : ''}`;
}

/** The output file of a route, relative to the output folder. */
export function routeOutputFile(baseUrl: string, route: Route): string {
  const base = baseUrl.replace(/^\/+/, '');
  return route === '' ? `${base}index.html` : `${base}${route}/index.html`;
}

/**
 * Turns a requested path into a route: strips the base URL, `.html`, `/index.html` and slashes.
 * Returns undefined when the path is not under the base URL.
 */
export function pathToRoute(baseUrl: string, pathname: string): Route | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!withSlash.startsWith(baseUrl)) return undefined;
  return normalizeRoute(pathname.slice(baseUrl.length));
}

/** A file path from the config (logo, favicon): relative or from the site root, it lives under the base URL. */
export function assetUrl(baseUrl: string, path: string): string {
  if (hasScheme(path) || path.startsWith('//')) return path;
  return resolveSiteLink({ baseUrl, trailingSlash: false }, `/${path.replace(/^\.?\/+/, '')}`);
}

/** What a written link resolves against: the site's base path and URL style. */
export interface LinkStyle {
  baseUrl: string;
  trailingSlash: boolean;
}

/**
 * The one resolver of links written by authors (navbar and footer `to`, markdown links and
 * images, sidebar entries): a link from the site root (`/guide#install`, `/img/logo.png`) gets the
 * base URL, as in Docusaurus, unless it already starts with it; page links follow `trailingSlash`;
 * `?query` and `#hash` stay in place, after the path. External URLs, `#hash` alone and relative
 * paths are returned as written (relative `.md` links are resolved by the markdown stage).
 */
export function resolveSiteLink(style: LinkStyle, link: string): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const cut = link.search(/[?#]/);
  const path = cut === -1 ? link : link.slice(0, cut);
  const rest = cut === -1 ? '' : link.slice(cut);
  const base = style.baseUrl;
  const inSite = path === base.replace(/\/$/, '') || path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, '');
  // A file (an image, a download, a page named by its .html file): kept as a file path under the base.
  if (/\.[a-z0-9]+$/i.test(inSite)) return `${base}${inSite}${rest}`;
  return `${routeUrl(base, normalizeRoute(inSite), style.trailingSlash)}${rest}`;
}

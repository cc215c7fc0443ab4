// The one link resolver's pure part: route ↔ URL ↔ output file, the base URL, trailing slashes,
// a link's path split from its `?query#hash`, and which route a link on a page reaches. URLs are
// computed here and only here; the build and the browser runtime (client/router.ts) both use it.
// Links to docs files (`./setup.md`), which need the site's page table, are model/written-links.ts's.
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
  if (leavesSite(path)) return path;
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
  const [path, rest] = splitLink(link);
  const base = style.baseUrl;
  const inSite = path === base.replace(/\/$/, '') || path.startsWith(base) ? path.slice(base.length) : path.replace(/^\/+/, '');
  // A file (an image, a download, a page named by its .html file): kept as a file path under the base.
  if (/\.[a-z0-9]+$/i.test(inSite)) return `${base}${inSite}${rest}`;
  return `${routeUrl(base, normalizeRoute(inSite), style.trailingSlash)}${rest}`;
}

/** A link split where its path ends: `/guide?tab=1#install` → [`/guide`, `?tab=1#install`]. */
export function splitLink(link: string): [path: string, rest: string] {
  const cut = link.search(/[?#]/);
  return cut === -1 ? [link, ''] : [link.slice(0, cut), link.slice(cut)];
}

/** Whether a link leaves the site as written: a scheme (`https:`, `mailto:`) or another host (`//cdn.example.com`). */
export function leavesSite(link: string): boolean {
  return hasScheme(link) || link.startsWith('//');
}

/** A path with its %-escapes decoded as a browser shows it (decodeURI); undefined when an escape is malformed. */
export function decodedPath(path: string): string | undefined {
  try {
    return decodeURI(path);
  } catch {
    return undefined;
  }
}

/** The element id a link's `#fragment` (given without `#`) names, decoded; as written when an escape is malformed. */
export function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** The origin links are resolved against: only the path of what it resolves to is this site's. */
export const LINK_ORIGIN = 'http://site';

/** A link on the page at `fromUrl` (a path from the host's root) as a browser resolves it (`../a`, `b?x`, `/c#d`); throws when it cannot be parsed. */
export function resolveLinkUrl(href: string, fromUrl: string): URL {
  return new URL(href, `${LINK_ORIGIN}${fromUrl}`);
}

/**
 * The path a link on the page at `fromUrl` reaches on this site, decoded (kept as is when an
 * escape is malformed): the page itself for a bare `?query` or `#hash`; undefined for a link that
 * leaves the site. Throws when the link cannot be parsed.
 */
export function linkedPath(href: string, fromUrl: string): string | undefined {
  if (leavesSite(href)) return undefined;
  const [path] = splitLink(href);
  const absolute = path === '' ? fromUrl : resolveLinkUrl(path, fromUrl).pathname;
  return decodedPath(absolute) ?? absolute;
}

/** The route a link on the page at `fromUrl` reaches: undefined when it leaves the site or its base URL, or cannot be parsed. */
export function linkedRoute(baseUrl: string, href: string, fromUrl: string): Route | undefined {
  try {
    const path = linkedPath(href, fromUrl);
    return path === undefined ? undefined : pathToRoute(baseUrl, path);
  } catch {
    return undefined;
  }
}

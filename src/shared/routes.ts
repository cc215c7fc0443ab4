// URLs are computed here and only here; both the build and the browser runtime use it.

/** A route is the path under the base URL without slashes at either end: '' (home), 'authentication', 'guides/setup'. */
export type Route = string;

export function normalizeRoute(route: string): Route {
  return route.replace(/(^|\/)index(\.html?|\.md)?$/, '').replace(/\.html?$/, '').replace(/^\/+|\/+$/g, '');
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

/** A path from the config (logo, favicon): site-relative paths are resolved under the base URL. */
export function assetUrl(baseUrl: string, path: string): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|\/)/i.test(path)) return path;
  return `${baseUrl}${path.replace(/^\.?\/+/, '')}`;
}

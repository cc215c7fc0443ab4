// The preferred API version: chosen in the Versions menu, remembered in localStorage, and used by
// the other navbar links that point at a version (e.g. 'API Reference' opens the preferred one).
import { pathToRoute } from '../shared/routes.js';
import { closest } from './dom.js';
import { storage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

const VERSION_LINKS = '[data-role="versions"] a[href]';

export function startVersions(baseUrl: string): void {
  document.addEventListener('click', (event) => {
    const link = closest<HTMLAnchorElement>(event.target, VERSION_LINKS);
    const route = link ? pathToRoute(baseUrl, new URL(link.href).pathname) : undefined;
    if (route !== undefined) storage.set(STORAGE_KEYS.preferredVersion, route);
  });
}

/** After each render: links to a version that is not the preferred one point at the preferred one. */
export function enhanceVersionLinks(baseUrl: string): void {
  const preferred = storage.get(STORAGE_KEYS.preferredVersion);
  if (preferred === null) return;
  const routeOf = (a: HTMLAnchorElement) => pathToRoute(baseUrl, new URL(a.href).pathname);
  const versions = new Map<string, string>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>(VERSION_LINKS)) {
    const route = routeOf(a);
    if (route !== undefined) versions.set(route, a.getAttribute('href') ?? a.href);
  }
  const target = versions.get(preferred);
  if (target === undefined) return;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('nav.navbar a.navbar-link, #sp-mobile-panel .mobile-menu-primary a.navbar-link')) {
    if (a.closest('[data-role="versions"]')) continue;
    const route = routeOf(a);
    if (route !== undefined && route !== preferred && versions.has(route)) a.setAttribute('href', target);
  }
}

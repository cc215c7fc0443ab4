// The preferred API version: chosen in the Versions menu, remembered in localStorage, and used by
// the other navbar links that point at a version (e.g. 'API Reference' opens the preferred one).
import { pathToRoute } from '../shared/routes.js';
import { closest } from './dom.js';
import { storage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

const VERSION_LINKS = '[data-role="versions"] a[href]';

export function startVersions(baseUrl: string): void {
  // On a reference page the Versions menu leads to the same operation in the other version:
  // its links are pointed at the operation in view whenever the menu is about to be used.
  const follow = (event: Event) => {
    if (closest(event.target, '[data-role="versions"]')) pointVersionLinksAtOperation();
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, follow, { capture: true, passive: true });
  document.addEventListener('click', follow, { capture: true });
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

/** The operation the reader is at: the one in the URL hash while in view, else the first one on screen. */
function operationInView(): HTMLElement | undefined {
  const top = (document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0) + 8;
  const fromHash = location.hash.startsWith('#operation/') ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (fromHash) {
    const box = fromHash.getBoundingClientRect();
    if (box.bottom > top && box.top < window.innerHeight) return fromHash;
  }
  for (const section of document.querySelectorAll<HTMLElement>('section.operation')) {
    if (section.getBoundingClientRect().bottom > top) return section;
  }
  return undefined;
}

/** Points each version link at the counterpart of the operation in view, or back at the version's top. */
export function pointVersionLinksAtOperation(): void {
  const counterparts = (operationInView()?.dataset.counterparts ?? '').split(' ').filter(Boolean);
  for (const link of document.querySelectorAll<HTMLAnchorElement>(VERSION_LINKS)) {
    link.dataset.versionHref ??= link.getAttribute('href') ?? '';
    const top = link.dataset.versionHref;
    const path = new URL(top, location.href).pathname;
    const match = counterparts.find((url) => new URL(url, location.href).pathname === path);
    link.setAttribute('href', match ?? top);
  }
}

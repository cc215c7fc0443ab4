// Client-side navigation: links to pages of the site swap the page in place, from the page
// fetched in the background (see site-data.ts), instead of loading a new document. History (back/forward, scroll positions) is the
// browser's; every page stays a plain link that works without JavaScript.
import { decodedPath, pathToRoute, routeUrl } from '../shared/routes.js';
import { LABELS } from './strings.js';
import { closest, decodeHash } from './dom.js';
import { lazy, type LazyHandle } from './lazy.js';
import { isPagePath, type SiteData } from '../shared/site-data-types.js';
import { progress } from './progress.js';
import { addStylesheets, applyPayload, fetchPayload, RedirectPageError, type RoutePayload } from './site-data.js';
import { devWarn, errorText } from './warn.js';

export interface RouterHooks {
  /** Just before the regions are replaced (e.g. close the mobile menu). */
  beforeSwap(): void;
  /** Renders the new page region (the caller wraps it in the error boundary). */
  render(): void;
  /** Before the page jumps to a hash anchor (the navbar stays put). */
  anchorScroll(): void;
  /** When true the next navigation replaces the current history entry (the open mobile menu's). */
  replaceEntry(): boolean;
}

export interface Router {
  /** The URL of the page a link would fetch, or undefined when it is not a client-side navigation. */
  pageUrl(href: string): string | undefined;
  navigate(url: URL, options?: { push?: boolean; scrollY?: number }): Promise<void>;
}

interface EntryState {
  spScrollY?: number;
  [key: string]: unknown;
}

/** The route of a path, or undefined when it is outside the site or cannot be decoded (a warning). */
export function routeOfPath(baseUrl: string, pathname: string): string | undefined {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) {
    devWarn(`decode:${pathname}`, `The router cannot decode the path "${pathname}"; it is left to the browser.`);
    return undefined;
  }
  return pathToRoute(baseUrl, decoded);
}

export function startRouter(data: SiteData, hooks: RouterHooks): Router {
  const region = () => document.getElementById('sp-page');
  let currentRoute = region()?.dataset.route;
  let currentUrl = new URL(location.href);
  let navigation = 0;
  let pending: LazyHandle<RoutePayload> | undefined;

  const routeOf = (url: URL) => (url.origin === location.origin && isPagePath(url.pathname) ? routeOfPath(data.baseUrl, url.pathname) : undefined);
  const urlOf = (route: string) => routeUrl(data.baseUrl, route, data.trailingSlash);
  const state = (): EntryState => (history.state && typeof history.state === 'object' ? (history.state as EntryState) : {});
  const saveScroll = () => history.replaceState({ ...state(), spScrollY: window.scrollY }, '');

  const scrollToHash = (hash: string): boolean => {
    const id = decodeHash(hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return false;
    hooks.anchorScroll();
    target.scrollIntoView();
    return true;
  };

  async function navigate(url: URL, { push = true, scrollY }: { push?: boolean; scrollY?: number } = {}): Promise<void> {
    const route = routeOf(url);
    const pageUrl = route === undefined ? undefined : urlOf(route);
    const id = ++navigation;
    pending?.cancel();
    progress.done();
    if (pageUrl === undefined) {
      if (push) location.assign(url.href);
      else location.reload();
      return;
    }
    const previous = currentUrl;
    if (route === currentRoute) {
      // The same page: only the query or the hash differ, nothing to load.
      if (push && url.href !== location.href) history.pushState({}, '', url.href);
      currentUrl = url;
      if (url.search !== previous.search) return; // a query-only change never scrolls
      if (url.hash !== previous.hash) {
        if (scrollY !== undefined) window.scrollTo(0, scrollY);
        else if (url.hash) scrollToHash(url.hash);
      } else if (!url.hash) window.scrollTo(0, 0); // a link to the page itself: back to the top
      return;
    }
    if (push) saveScroll();
    progress.start();
    const page = region() ?? document.body;
    pending = lazy({
      container: page,
      load: () => fetchPayload(pageUrl).then(addStylesheets),
      errorTitle: LABELS.pageLoadFailed,
      onError: (error) => {
        progress.done();
        // Offline, a full load cannot work either: show the error with Retry. Otherwise (a
        // deployment changed the page, a broken file) the server renders the page.
        if (navigator.onLine === false) return false;
        if (!(error instanceof RedirectPageError)) console.warn(`[specpress] Could not load ${url.pathname} in place (${errorText(error)}); loading the page from the server.`);
        if (push) location.assign(url.href);
        else location.reload();
        return true;
      },
    });
    const payload = await pending.result;
    if (id !== navigation || !payload) return;
    progress.done();
    if (push) {
      if (hooks.replaceEntry()) history.replaceState({ spScrollY: 0 }, '', url.href);
      else history.pushState({ spScrollY: 0 }, '', url.href);
    }
    hooks.beforeSwap();
    applyPayload(payload);
    currentRoute = route;
    currentUrl = url;
    hooks.render();
    if (scrollY !== undefined) window.scrollTo(0, scrollY);
    else if (!(url.hash && scrollToHash(url.hash))) window.scrollTo(0, 0);
    document.getElementById('sp-main')?.focus({ preventScroll: true });
  }

  function onClick(event: MouseEvent): void {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = closest(event.target, 'a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin) return;
    if (url.pathname === location.pathname && url.search === location.search && url.hash) {
      hooks.anchorScroll(); // the browser jumps to the anchor itself
      return;
    }
    const route = routeOf(url);
    if (route === undefined) return;
    event.preventDefault();
    void navigate(url);
  }

  function onPopState(): void {
    const url = new URL(location.href);
    const previous = currentUrl;
    if (url.pathname === previous.pathname && url.search === previous.search) {
      // Same document entry (an anchor, or the mobile menu's entry): restore its position.
      currentUrl = url;
      if (url.hash === previous.hash) return;
      const y = state().spScrollY;
      if (typeof y === 'number') window.scrollTo(0, y);
      else if (!(url.hash && scrollToHash(url.hash))) window.scrollTo(0, 0);
      return;
    }
    const y = state().spScrollY;
    void navigate(url, { push: false, scrollY: typeof y === 'number' ? y : undefined });
  }

  // Scroll positions are restored by the runtime (content arrives after popstate), so the
  // browser's own restoration is off; a reload or a full-document back/forward gets it here.
  history.scrollRestoration = 'manual';
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const savedY = state().spScrollY;
  if ((entry?.type === 'reload' || entry?.type === 'back_forward') && typeof savedY === 'number') {
    window.scrollTo(0, savedY);
    // The page may not be full height yet (images, a slow stylesheet): try again once it is.
    if (window.scrollY !== savedY && document.readyState !== 'complete') window.addEventListener('load', () => window.scrollTo(0, savedY), { once: true });
  }
  let saveTimer: number | undefined;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(saveTimer);
      saveTimer = window.setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  window.addEventListener('pagehide', saveScroll);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);

  return {
    navigate,
    pageUrl(href) {
      const url = new URL(href, location.href);
      const route = routeOf(url);
      return route === undefined || route === currentRoute ? undefined : urlOf(route);
    },
  };
}

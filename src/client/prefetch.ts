// Prefetches the pages of links that enter the viewport or are hovered / focused / touched,
// so most navigations swap instantly. Skipped on 2g connections and with data-saver on. Heavy
// pages (see SiteData.heavy: the API references) wait for hover/focus/touch: a visible link is not enough.
import { closest } from './dom.js';
import type { SiteData } from '../shared/site-data-types.js';
import type { Router } from './router.js';
import { fetchPayload } from './site-data.js';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

export interface Prefetcher {
  /** Watches the links under `root` (called after every page render). */
  observe(root: ParentNode): void;
}

export function startPrefetch(router: Router, data: SiteData): Prefetcher {
  const requested = new Set<string>();
  const heavy = new Set(data.heavy ?? []);
  const prefetch = (anchor: Element | null, visibleOnly = false) => {
    if (!(anchor instanceof HTMLAnchorElement) || !prefetchAllowed()) return;
    const url = router.pageUrl(anchor.href);
    if (url === undefined || requested.has(url) || (visibleOnly && heavy.has(url))) return;
    requested.add(url);
    fetchPayload(url).catch(() => requested.delete(url));
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            prefetch(entry.target, true);
          }
        })
      : undefined;
  const onIntent = (event: Event) => prefetch(closest(event.target, 'a[href]'));
  for (const type of ['mouseover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
  return {
    observe(root) {
      if (!observer || !prefetchAllowed()) return;
      // A link to an anchor of this page (most of an API reference's: 735 of 761) is no page to
      // fetch, and resolving each one's URL took a big reference's runtime start 12 ms.
      for (const anchor of root.querySelectorAll('a[href]:not([href^="#"])')) if (router.pageUrl((anchor as HTMLAnchorElement).href) !== undefined) observer.observe(anchor);
    },
  };
}

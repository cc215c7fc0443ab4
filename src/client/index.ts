// The browser runtime of a specpress site. Every page is complete server-rendered HTML that
// works without JavaScript; this script enhances it: client-side navigation (pages fetched and swapped in)
// (with prefetching, a progress bar, a spinner / error box, an error boundary), the mobile menu,
// navbar and dropdown behaviours, colour mode, announcement bar, versions, TOC and copy buttons.
// What only some pages need (tab sets, diagrams, the API reference) is in parts of its own that
// those pages link (parts.ts).
//
// Why no React in the browser: the pages are rendered with React at build time, but nothing on
// them needs React's reconciler at runtime. Every behaviour is a small DOM enhancement of the
// server markup, and hydrating would need the full page props (the page HTML a second time)
// shipped as JSON plus ~42 KB gzip of react-dom, for no visible gain. Without it the whole
// runtime is a few KB (see bench/client.mjs), and the error boundary is a plain try/catch around
// the page render (boundary.ts). A future island that does need React can be a lazily imported
// chunk (bin/build.mjs splits; src/bundle/assets.ts copies the chunks).
import { startAnnouncement } from './announcement.js';
import { renderWithBoundary } from './boundary.js';
import { enhanceColorMode, startColorMode } from './color-mode.js';
import { enhanceCopy, startCopy } from './copy.js';
import { closeMobileMenu, enhanceMobileMenu, isMenuEntry, startMobileMenu } from './mobile-menu.js';
import { markAnchorScroll, startNavbar } from './navbar.js';
import { startPrefetch, type Prefetcher } from './prefetch.js';
import { enhanceParts } from './parts.js';
import { routeOfPath, startRouter } from './router.js';
import { enhanceScrollables } from './scrollables.js';
import { readSiteData } from './site-data.js';
import { LABELS } from './strings.js';
import { startToc } from './toc.js';
import { SIDEBAR_NAV_PATH_ATTRIBUTE, SIDEBAR_NAV_SRC_ATTRIBUTE } from '../shared/sidebar-nav-types.js';
import { enhanceVersionLinks, startVersions } from './versions.js';
import { devWarn } from './warn.js';

/** A closed category of a big sidebar gets its items when opened (a chunk, see sidebar-nav.ts). */
function fillSidebarCategory(details: Element): void {
  if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute(SIDEBAR_NAV_PATH_ATTRIBUTE))
    void import('./sidebar-nav.js').then(({ fillCategory }) => fillCategory(details, { pathAttribute: SIDEBAR_NAV_PATH_ATTRIBUTE, srcAttribute: SIDEBAR_NAV_SRC_ATTRIBUTE, warn: devWarn }));
}

function boot(): void {
  const data = readSiteData();
  // The page's words over the runtime's English ones (strings.ts).
  Object.assign(LABELS, data?.strings);
  const baseUrl = data?.baseUrl ?? document.documentElement.dataset.baseUrl ?? '/';
  // The current path must decode (a developer warning otherwise; the page still works).
  routeOfPath(baseUrl, location.pathname);

  startMobileMenu();
  startNavbar();
  startColorMode();
  startAnnouncement();
  startVersions(baseUrl);
  startCopy();
  // 'toggle' does not bubble: caught on its way down.
  document.addEventListener('toggle', (event) => event.target instanceof Element && fillSidebarCategory(event.target), true);
  const refreshToc = startToc();
  let prefetcher: Prefetcher | undefined;

  // Everything that depends on the swapped regions runs after each render, inside the boundary.
  const render = () => {
    const page = document.getElementById('sp-page');
    if (!page) return;
    renderWithBoundary(page, () => {
      enhanceColorMode();
      enhanceMobileMenu();
      enhanceVersionLinks(baseUrl);
      enhanceCopy(page);
      enhanceScrollables(page);
      refreshToc();
      prefetcher?.observe(document);
    });
    for (const details of page.querySelectorAll(`details[${SIDEBAR_NAV_PATH_ATTRIBUTE}][open]`)) fillSidebarCategory(details);
    // Tabs, diagrams and the API reference: parts of their own, on the pages that link them.
    enhanceParts(page);
  };

  if (data) {
    const router = startRouter(data, {
      beforeSwap: () => closeMobileMenu(true),
      render,
      anchorScroll: markAnchorScroll,
      replaceEntry: isMenuEntry,
    });
    prefetcher = startPrefetch(router, data);
  }
  render();
}

boot();
import './search/trigger.js'; // search dialog and page (a lazy chunk), "Copy page as markdown"

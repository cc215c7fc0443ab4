// Per-page data derived from the model (breadcrumbs, previous/next); components only display it.
// Every lookup goes through the sidebars' indexes (built once), so a page costs the same at 10
// pages or 10,000.
import type { PageModel, SiteModel } from '../model/types.js';
import { sidebarIndex } from '../model/sidebar.js';
import { firstByRoute } from '../model/site.js';
import { routeUrl, type Route } from '../shared/routes.js';
import type { DocPageData } from './components/DocPage.js';

/** `home`: the first crumb's label, in the page's language. */
export function docPageData(site: SiteModel, page: PageModel, home: string): DocPageData {
  const { config } = site;
  const url = (route: string) => routeUrl(config.baseUrl, route, config.trailingSlash);
  const { pageByRoute, labelOf } = siteLookups(site);
  const label = (route: string) => labelOf(route) ?? pageByRoute.get(route)?.title ?? route;
  // A translated page's trail starts at its locale's home (model/docs-locales.ts).
  const homeRoute = page.locales?.home ?? '';
  const crumbs: DocPageData['crumbs'] = [{ label: home, href: homeRoute === '' ? config.baseUrl : url(homeRoute) }];
  const sidebar = page.sidebarId !== undefined ? site.sidebars[page.sidebarId] : undefined;
  const index = sidebar ? sidebarIndex(sidebar) : undefined;
  for (const category of index?.trail.get(page.route) ?? []) crumbs.push({ label: category.label, href: category.route !== undefined ? url(category.route) : undefined });
  if (page.route !== homeRoute) crumbs.push({ label: labelOf(page.route) ?? page.title });
  else crumbs.length = 0; // the home page needs no trail
  if (!index) return { crumbs };
  const { order } = index;
  const at = index.position.get(page.route) ?? -1;
  const link = (route: string | undefined) => (route === undefined ? undefined : { label: label(route), href: url(route) });
  // Front matter pagination_prev / pagination_next name another page, or null for none.
  const chosen = page.kind === 'markdown' ? page.pagination : undefined;
  const pick = (override: string | null | undefined, fallback: string | undefined) => (override === null ? undefined : link(override ?? fallback));
  const previous = pick(chosen?.prev, at > 0 ? order[at - 1] : undefined);
  const next = pick(chosen?.next, at >= 0 && at < order.length - 1 ? order[at + 1] : undefined);
  // Starlight's `prev: Label` / `next: { label }`: the link's text.
  const labels = page.kind === 'markdown' ? page.pagerLabels : undefined;
  const relabel = (link: typeof previous, text: string | undefined) => (link && text !== undefined ? { ...link, label: text } : link);
  return { crumbs, previous: relabel(previous, labels?.prev), next: relabel(next, labels?.next) };
}

interface SiteLookups {
  pageByRoute: ReadonlyMap<Route, PageModel>;
  /** A route's label in the first sidebar that has it. */
  labelOf(route: Route): string | undefined;
}

const lookups = new WeakMap<SiteModel, SiteLookups>();

function siteLookups(site: SiteModel): SiteLookups {
  let found = lookups.get(site);
  if (found) return found;
  const pageByRoute = firstByRoute(site.pages);
  const indexes = Object.values(site.sidebars).map((entries) => sidebarIndex(entries));
  found = {
    pageByRoute,
    labelOf: (route) => {
      for (const index of indexes) {
        const label = index.label.get(route);
        if (label !== undefined) return label;
      }
      return undefined;
    },
  };
  lookups.set(site, found);
  return found;
}

// Per-page data derived from the model (breadcrumbs, previous/next); components only display it.
import type { PageModel, SiteModel } from '../model/types.js';
import { sidebarOrder, sidebarTrail, type SidebarEntry } from '../model/sidebar.js';
import { routeUrl } from '../shared/routes.js';
import type { DocPageData } from './components/DocPage.js';

export function docPageData(site: SiteModel, page: PageModel): DocPageData {
  const { config } = site;
  const url = (route: string) => routeUrl(config.baseUrl, route, config.trailingSlash);
  const label = (route: string) => {
    const target = site.pages.find((p) => p.route === route);
    return findSidebarLabel(site, route) ?? target?.title ?? route;
  };
  const crumbs: DocPageData['crumbs'] = [{ label: 'Home', href: config.baseUrl }];
  const sidebar = page.sidebarId !== undefined ? site.sidebars[page.sidebarId] : undefined;
  if (sidebar) for (const category of sidebarTrail(sidebar, page.route)) crumbs.push({ label: category.label, href: category.route !== undefined ? url(category.route) : undefined });
  if (page.route !== '') crumbs.push({ label: findSidebarLabel(site, page.route) ?? page.title });
  else crumbs.length = 0; // the home page needs no trail
  if (!sidebar) return { crumbs };
  const order = sidebarOrder(sidebar);
  const at = order.indexOf(page.route);
  const link = (route: string | undefined) => (route === undefined ? undefined : { label: label(route), href: url(route) });
  // Front matter pagination_prev / pagination_next name another page, or null for none.
  const chosen = page.kind === 'markdown' ? page.pagination : undefined;
  const pick = (override: string | null | undefined, fallback: string | undefined) => (override === null ? undefined : link(override ?? fallback));
  return { crumbs, previous: pick(chosen?.prev, at > 0 ? order[at - 1] : undefined), next: pick(chosen?.next, at >= 0 && at < order.length - 1 ? order[at + 1] : undefined) };
}

function findSidebarLabel(site: SiteModel, route: string): string | undefined {
  const find = (entries: readonly SidebarEntry[]): string | undefined => {
    for (const entry of entries) {
      if (entry.route === route && entry.kind === 'link') return entry.label;
      const inner = entry.kind === 'category' ? find(entry.items) : undefined;
      if (inner !== undefined) return inner;
      if (entry.route === route) return entry.label;
    }
    return undefined;
  };
  for (const entries of Object.values(site.sidebars)) {
    const found = find(entries);
    if (found !== undefined) return found;
  }
  return undefined;
}

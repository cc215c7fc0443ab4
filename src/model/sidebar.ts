import type { SidebarItem } from '../config/site-config.js';
export { sidebarLinkTarget } from '../config/sidebar-target.js';
import { normalizeRoute, type Route } from '../shared/routes.js';

/** A sidebar resolved against the pages: every doc item carries its route and label. */
export interface SidebarLink {
  kind: 'link';
  label: string;
  route?: Route;
  href?: string;
}
export interface SidebarCategory {
  kind: 'category';
  label: string;
  route?: Route;
  items: SidebarLink[];
}
export type SidebarEntry = SidebarLink | SidebarCategory;

export function resolveSidebar(items: readonly SidebarItem[], titleOf: (route: Route) => string | undefined): SidebarEntry[] {
  const link = (item: { doc?: string; label?: string; href?: string }): SidebarLink => {
    const route = item.doc !== undefined ? normalizeRoute(item.doc) : undefined;
    return { kind: 'link', route, href: item.href, label: item.label ?? (route !== undefined ? titleOf(route) : undefined) ?? item.href ?? route ?? '' };
  };
  return items.map((item) =>
    'items' in item ? { kind: 'category', label: item.label, route: item.link !== undefined ? normalizeRoute(item.link) : undefined, items: item.items.map(link) } : link(item),
  );
}

/** Routes in reading order: what previous/next links follow. */
export function sidebarOrder(entries: readonly SidebarEntry[]): Route[] {
  const out: Route[] = [];
  for (const entry of entries) {
    if (entry.route !== undefined) out.push(entry.route);
    if (entry.kind === 'category') for (const child of entry.items) if (child.route !== undefined) out.push(child.route);
  }
  return out;
}

/** The categories above a route (for breadcrumbs). */
export function sidebarTrail(entries: readonly SidebarEntry[], route: Route): SidebarCategory[] {
  for (const entry of entries) {
    if (entry.kind === 'category' && entry.items.some((child) => child.route === route)) return [entry];
  }
  return [];
}

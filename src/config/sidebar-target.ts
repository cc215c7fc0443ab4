// The page a configured sidebar leads to, read from the config alone: the config checks (a
// docSidebar navbar item needs one) and the navbar model both ask.
import { normalizeRoute, type Route } from '../shared/routes.js';
import type { SidebarItem } from './site-config.js';

/** The first route a sidebar leads to (what a docSidebar navbar item links to), if any. */
export function sidebarLinkTarget(items: readonly SidebarItem[]): Route | undefined {
  for (const item of items) {
    if ('items' in item) {
      if (item.link !== undefined) return normalizeRoute(item.link);
      const inner = item.items.find((child) => child.doc !== undefined);
      if (inner?.doc !== undefined) return normalizeRoute(inner.doc);
    } else if (item.doc !== undefined) {
      return normalizeRoute(item.doc);
    }
  }
  return undefined;
}

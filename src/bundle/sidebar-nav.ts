// The navigation file of each big sidebar (SiteModel.lazySidebars): the whole tree as compact
// JSON, content-hashed, written once and shared by every page, instead of repeated in each one.
// A page holds the top of the tree and its own open path; the runtime fills in a closed category
// from this file when a reader opens it.
import { contentHash } from './assets.js';
import type { SidebarEntry } from '../model/sidebar.js';
import type { SiteModel } from '../model/types.js';
import { routeUrl } from '../shared/routes.js';
import type { SidebarNavNode } from '../shared/sidebar-nav-types.js';
import { nameMap } from '../util/name-map.js';

export interface SidebarNavFiles {
  /** Output path → content. */
  files: Map<string, string>;
  /** Sidebar id → URL of its file. */
  hrefs: Record<string, string>;
}

export function buildSidebarNavFiles(site: SiteModel): SidebarNavFiles {
  const { baseUrl, trailingSlash } = site.config;
  const files = new Map<string, string>();
  // No prototype: a sidebar named `__proto__` or `constructor` that is not big must find nothing here.
  const hrefs: Record<string, string> = nameMap();
  const node = (entry: SidebarEntry): SidebarNavNode => {
    const h = entry.route !== undefined ? routeUrl(baseUrl, entry.route, trailingSlash) : entry.kind === 'link' ? (entry.href ?? '#') : undefined;
    if (entry.kind === 'link') return { t: entry.label, h: h ?? '#' };
    return { t: entry.label, ...(h !== undefined ? { h } : {}), i: entry.items.map(node), ...(entry.collapsed ? { c: 1 as const } : {}), ...(entry.collapsible ? {} : { f: 1 as const }) };
  };
  for (const id of site.lazySidebars) {
    const json = JSON.stringify(site.sidebars[id].map(node));
    const path = `${baseUrl.replace(/^\//, '')}assets/sidebar-${id.replace(/[^A-Za-z0-9_-]/g, '-')}.${contentHash(json)}.json`;
    files.set(path, json);
    hrefs[id] = `/${path}`;
  }
  return { files, hrefs };
}

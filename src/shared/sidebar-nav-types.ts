// The shared navigation file of a big sidebar (src/render/sidebar-nav.ts writes it, the browser
// runtime reads it, src/client/sidebar-nav.ts). Types only; no DOM and no Node. Short keys: the
// file lists every page of the sidebar, so a 10,000-page site's is read by every reader who opens
// a closed category.

export type SidebarNavNode = SidebarNavLink | SidebarNavCategory;

export interface SidebarNavLink {
  /** Label. */
  t: string;
  /** URL. */
  h: string;
}

export interface SidebarNavCategory {
  t: string;
  /** The category's page, if it has one. */
  h?: string;
  /** Its items. */
  i: SidebarNavNode[];
  /** 1: starts closed. */
  c?: 1;
  /** 1: cannot be closed (a plain labelled list). */
  f?: 1;
}

/** A category in the page's HTML is found in the file by this path of indexes: `2.0.5`. */
export const SIDEBAR_NAV_PATH_ATTRIBUTE = 'data-sp-nav';
/** On the sidebar's list: the URL of its navigation file. */
export const SIDEBAR_NAV_SRC_ATTRIBUTE = 'data-sp-nav-src';

import type { SidebarCategory, SidebarEntry, SidebarLink } from '../../model/sidebar.js';
import { sidebarIndex } from '../../model/sidebar.js';
import { routeUrl, type Route } from '../../shared/routes.js';
import { SIDEBAR_NAV_PATH_ATTRIBUTE, SIDEBAR_NAV_SRC_ATTRIBUTE } from '../../shared/sidebar-nav-types.js';
import { categoryFallbackLabel, categoryToggleLabel } from '../../shared/sidebar-nav-labels.js';
import type { SiteConfig } from '../../config/site-config.js';
import { renderToStaticMarkup } from 'react-dom/server';
import { createContext, useContext } from 'react';

interface Props {
  entries: SidebarEntry[];
  route: Route;
  config: SiteConfig;
  /**
   * Set for a big sidebar (SiteModel.lazySidebars): the URL of its navigation file. The page then
   * holds the top of the tree and the categories above the current page; every other category is
   * closed, with a link to its page in place of its items, until the runtime fills it in.
   */
  navSrc?: string;
}

/**
 * The docs sidebar. Categories nest to any depth; a collapsible one is a <details> (it opens and
 * closes without JavaScript), open when it does not start collapsed or holds the current page;
 * one with its own page shows its link first and the <details> toggle beside it.
 * A category that cannot collapse is a plain labelled list.
 */
export function Sidebar({ entries, route, config, navSrc }: Props) {
  // Read before the items' own render (renderToStaticMarkup), which ends this one's hooks.
  const told = useContext(SidebarToldContext);
  const { html, shared } = sidebarItemsHtml(entries, route, config, navSrc);
  if (told) told.sidebar = { shared, length: html.length };
  return <ul className="sidebar-menu" {...(navSrc !== undefined ? { [SIDEBAR_NAV_SRC_ATTRIBUTE]: navSrc } : {})} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a page's render tells of the sidebar it shows (the link check reads the sidebar's links
 * once per shared rendering, not on each of its pages): the items as rendered for every page that
 * opens the same categories, and the length of the page's own copy, which differs from them only
 * in the current page's link tag (its class and `aria-current`: the same href, no id, no src).
 */
export interface SidebarShown {
  /** The items rendered once, no link marked current: the same object for each page that shares them. */
  shared: { readonly html: string };
  /** The length of the items in this page's `<ul class="sidebar-menu">`. */
  length: number;
}

/** Given by a render that wants to know the sidebar it showed (pipeline/render.ts); filled by Sidebar. */
export const SidebarToldContext = createContext<{ sidebar?: SidebarShown } | undefined>(undefined);

/**
 * A sidebar's items rendered once for the categories a page opens (see sidebarItemsHtml), no link
 * marked current, and where each route's links are in it.
 */
interface RenderedItems {
  html: string;
  /** Per route, its links' tags: where each starts and ends in `html`, and its href, in order. */
  links: Map<Route | undefined, { start: number; end: number; href: string }[]>;
}

/** Per sidebar (its entries), the items rendered for each set of opened categories. */
const renderedItems = new WeakMap<readonly SidebarEntry[], Map<string, RenderedItems>>();
const LINK_MARKER = /<a data-sp-link="(\d+)" class="sidebar-link" href="([^"]*)">/g;

/**
 * The sidebar's items as HTML for the page at `route`. Pages that open the same categories (the
 * pages of one category) differ only in which link is the current page's, so the items are
 * rendered once per set of opened categories, and the current page's link is marked afterwards:
 * React renders a big site's sidebar once per category instead of once per page.
 */
function sidebarItemsHtml(entries: SidebarEntry[], route: Route, config: SiteConfig, navSrc: string | undefined): { html: string; shared: RenderedItems } {
  // The categories to open: every one holding the page (a small sidebar), or the first path to it (a big one).
  const openPath = navSrc !== undefined ? new Set(sidebarIndex(entries).trail.get(route) ?? []) : undefined;
  const holds = (category: SidebarCategory): boolean =>
    openPath ? openPath.has(category) : category.route === route || category.items.some((item) => (item.kind === 'link' ? item.route === route : holds(item)));
  const held: string[] = [];
  const walk = (items: readonly SidebarEntry[], path: string) =>
    items.forEach((entry, i) => {
      if (entry.kind !== 'category' || !holds(entry)) return;
      held.push(`${path}${i}`);
      walk(entry.items, `${path}${i}.`);
    });
  walk(entries, '');
  const key = JSON.stringify([config.baseUrl, config.trailingSlash, navSrc ?? null, held]);
  const forSidebar = renderedItems.get(entries) ?? new Map<string, RenderedItems>();
  renderedItems.set(entries, forSidebar);
  let rendered = forSidebar.get(key);
  if (!rendered) {
    const routes: (Route | undefined)[] = [];
    const html = renderToStaticMarkup(<SidebarItems entries={entries} config={config} big={navSrc !== undefined} holds={holds} routes={routes} />);
    rendered = unmarked(html, routes);
    forSidebar.set(key, rendered);
  }
  // Only the current page's link differs from page to page: it is put in the shared HTML's place.
  const { html, links } = rendered;
  const current = links.get(route);
  if (!current) return { html, shared: rendered };
  let out = '';
  let from = 0;
  for (const { start, end, href } of current) {
    out += html.slice(from, start) + `<a class="sidebar-link active" href="${href}" aria-current="page">`;
    from = end;
  }
  return { html: out + html.slice(from), shared: rendered };
}

/** The rendered items with each marked link's tag written plain, and where each route's links are. */
function unmarked(marked: string, routes: (Route | undefined)[]): RenderedItems {
  const links: RenderedItems['links'] = new Map();
  let html = '';
  let from = 0;
  for (const match of marked.matchAll(LINK_MARKER)) {
    html += marked.slice(from, match.index);
    const tag = `<a class="sidebar-link" href="${match[2]}">`;
    const route = routes[Number(match[1])];
    const found = links.get(route) ?? [];
    found.push({ start: html.length, end: html.length + tag.length, href: match[2] });
    links.set(route, found);
    html += tag;
    from = match.index + match[0].length;
  }
  return { html: html + marked.slice(from), links };
}

interface ItemsProps {
  entries: SidebarEntry[];
  config: SiteConfig;
  /** A big sidebar: only the categories that cannot close or hold the page list their items. */
  big: boolean;
  holds: (category: SidebarCategory) => boolean;
  /** Filled with the route of each link, by its marker's number. */
  routes: (Route | undefined)[];
}

/** The sidebar's items, each link marked with its number (sidebarItemsHtml marks the current page's). */
function SidebarItems({ entries, config, big, holds, routes }: ItemsProps) {
  const href = (link: { route?: Route; href?: string }) => (link.route !== undefined ? routeUrl(config.baseUrl, link.route, config.trailingSlash) : (link.href ?? '#'));
  const Link = ({ link }: { link: SidebarLink }) => {
    routes.push(link.route);
    return (
      <a data-sp-link={routes.length - 1} className="sidebar-link" href={href(link)}>
        {link.label}
      </a>
    );
  };
  const Items = ({ items, path }: { items: SidebarEntry[]; path: string }) => (
    <>
      {items.map((entry, i) =>
        entry.kind === 'link' ? (
          <li key={i}>
            <Link link={entry} />
          </li>
        ) : (
          <Category key={i} category={entry} path={path === '' ? `${i}` : `${path}.${i}`} />
        ),
      )}
    </>
  );
  const Category = ({ category, path }: { category: SidebarCategory; path: string }) => {
    const label = category.route !== undefined ? <Link link={{ kind: 'link', label: category.label, route: category.route }} /> : <span className="sidebar-category-label">{category.label}</span>;
    const holdsPage = holds(category);
    // In a big sidebar only the categories that cannot close or hold the page list their items here.
    const filled = !big || !category.collapsible || holdsPage;
    const list = (
      <ul>
        {filled ? (
          <Items items={category.items} path={path} />
        ) : (
          category.route !== undefined && (
            <li className="sidebar-more">
              <a className="sidebar-link" href={href(category)}>
                {categoryFallbackLabel(category.label)}
              </a>
            </li>
          )
        )}
      </ul>
    );
    if (!category.collapsible) {
      return (
        <li className="sidebar-category">
          {label}
          {list}
        </li>
      );
    }
    const open = !category.collapsed || holdsPage || undefined;
    const lazy = filled ? {} : { [SIDEBAR_NAV_PATH_ATTRIBUTE]: path };
    if (category.route !== undefined) {
      // A category with its own page: its link beside the toggle, not inside it (a link inside
      // a <summary> is a control inside a control, which keyboards and screen readers trip on).
      return (
        <li className="sidebar-category sidebar-category-linked">
          {label}
          <details className="sidebar-details" open={open} {...lazy}>
            <summary className="sidebar-summary sidebar-toggle" aria-label={categoryToggleLabel(category.label)} />
            {list}
          </details>
        </li>
      );
    }
    return (
      <li className="sidebar-category">
        <details className="sidebar-details" open={open} {...lazy}>
          <summary className="sidebar-summary">{label}</summary>
          {list}
        </details>
      </li>
    );
  };
  return <Items items={entries} path="" />;
}

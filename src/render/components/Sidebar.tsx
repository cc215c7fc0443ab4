import type { SidebarCategory, SidebarEntry, SidebarLink } from '../../model/sidebar.js';
import { sidebarIndex } from '../../model/sidebar.js';
import { routeUrl, type Route } from '../../shared/routes.js';
import { SIDEBAR_NAV_PATH_ATTRIBUTE, SIDEBAR_NAV_SRC_ATTRIBUTE } from '../../shared/sidebar-nav-types.js';
import { categoryFallbackLabel, categoryToggleLabel } from '../../shared/sidebar-nav-labels.js';
import type { SiteConfig } from '../../config/site-config.js';

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
  const href = (link: { route?: Route; href?: string }) => (link.route !== undefined ? routeUrl(config.baseUrl, link.route, config.trailingSlash) : (link.href ?? '#'));
  const Link = ({ link }: { link: SidebarLink }) => {
    const active = link.route === route;
    return (
      <a className={`sidebar-link${active ? ' active' : ''}`} href={href(link)} aria-current={active ? 'page' : undefined}>
        {link.label}
      </a>
    );
  };
  // The categories to open: every one holding the page (a small sidebar), or the first path to it (a big one).
  const openPath = navSrc !== undefined ? new Set(sidebarIndex(entries).trail.get(route) ?? []) : undefined;
  const holds = (category: SidebarCategory): boolean =>
    openPath ? openPath.has(category) : category.route === route || category.items.some((item) => (item.kind === 'link' ? item.route === route : holds(item)));
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
    const filled = openPath === undefined || !category.collapsible || holdsPage;
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
  return (
    <ul className="sidebar-menu" {...(navSrc !== undefined ? { [SIDEBAR_NAV_SRC_ATTRIBUTE]: navSrc } : {})}>
      <Items items={entries} path="" />
    </ul>
  );
}

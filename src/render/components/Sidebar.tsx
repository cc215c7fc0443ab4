import type { SidebarCategory, SidebarEntry, SidebarLink } from '../../model/sidebar.js';
import { routeUrl, type Route } from '../../shared/routes.js';
import type { SiteConfig } from '../../config/site-config.js';

interface Props {
  entries: SidebarEntry[];
  route: Route;
  config: SiteConfig;
}

/**
 * The docs sidebar. Categories nest to any depth; a collapsible one is a <details> (it opens and
 * closes without JavaScript), open when it does not start collapsed or holds the current page;
 * one with its own page shows its link first and the <details> toggle beside it.
 * A category that cannot collapse is a plain labelled list.
 */
export function Sidebar({ entries, route, config }: Props) {
  const href = (link: { route?: Route; href?: string }) => (link.route !== undefined ? routeUrl(config.baseUrl, link.route, config.trailingSlash) : (link.href ?? '#'));
  const Link = ({ link }: { link: SidebarLink }) => {
    const active = link.route === route;
    return (
      <a className={`sidebar-link${active ? ' active' : ''}`} href={href(link)} aria-current={active ? 'page' : undefined}>
        {link.label}
      </a>
    );
  };
  const holds = (category: SidebarCategory): boolean => category.route === route || category.items.some((item) => (item.kind === 'link' ? item.route === route : holds(item)));
  const Items = ({ items }: { items: SidebarEntry[] }) => (
    <>
      {items.map((entry, i) =>
        entry.kind === 'link' ? (
          <li key={i}>
            <Link link={entry} />
          </li>
        ) : (
          <Category key={i} category={entry} />
        ),
      )}
    </>
  );
  const Category = ({ category }: { category: SidebarCategory }) => {
    const label = category.route !== undefined ? <Link link={{ kind: 'link', label: category.label, route: category.route }} /> : <span className="sidebar-category-label">{category.label}</span>;
    const list = (
      <ul>
        <Items items={category.items} />
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
    const open = !category.collapsed || holds(category) || undefined;
    if (category.route !== undefined) {
      // A category with its own page: its link beside the toggle, not inside it (a link inside
      // a <summary> is a control inside a control, which keyboards and screen readers trip on).
      return (
        <li className="sidebar-category sidebar-category-linked">
          {label}
          <details className="sidebar-details" open={open}>
            <summary className="sidebar-summary sidebar-toggle" aria-label={`${category.label}: show or hide its pages`} />
            {list}
          </details>
        </li>
      );
    }
    return (
      <li className="sidebar-category">
        <details className="sidebar-details" open={open}>
          <summary className="sidebar-summary">{label}</summary>
          {list}
        </details>
      </li>
    );
  };
  return (
    <ul className="sidebar-menu">
      <Items items={entries} />
    </ul>
  );
}

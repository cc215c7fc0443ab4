import type { SidebarEntry, SidebarLink } from '../../model/sidebar.js';
import { routeUrl, type Route } from '../../shared/routes.js';
import type { SiteConfig } from '../../config/site-config.js';

interface Props {
  entries: SidebarEntry[];
  route: Route;
  config: SiteConfig;
}

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
  // Categories are always expanded (the spec: not auto-collapsed) and the sidebar cannot be hidden.
  return (
    <ul className="sidebar-menu">
      {entries.map((entry, i) =>
        entry.kind === 'link' ? (
          <li key={i}>
            <Link link={entry} />
          </li>
        ) : (
          <li key={i} className="sidebar-category">
            {entry.route !== undefined ? <Link link={{ kind: 'link', label: entry.label, route: entry.route }} /> : <span className="sidebar-category-label">{entry.label}</span>}
            <ul>
              {entry.items.map((child, j) => (
                <li key={j}>
                  <Link link={child} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}

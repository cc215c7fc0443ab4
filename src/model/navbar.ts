// Navbar items from the config, resolved to links with URLs. The item types are the ones
// declared in config/site-config.ts; this switch must cover each of them.
import type { NavbarItem, SiteConfig } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { normalizeRoute, pathToRoute, resolveSiteLink, routeUrl, splitLink, type Route } from '../shared/routes.js';
import { hasScheme } from '../shared/url-schemes.js';
import { sanitizeContentHtml } from '../markdown/sanitize.js';
import { firstRoute, sidebarOrder, type SidebarEntry } from './sidebar.js';
import { valueOfName } from '../util/name-map.js';

export type Position = 'left' | 'right';

export interface NavLink {
  kind: 'link';
  label: string;
  href: string;
  /** Set for links inside the site: the page is marked active when on this route. */
  route?: Route;
  /** Routes on which the link shows as active (a docs sidebar's pages); defaults to `route`. */
  activeRoutes?: ReadonlySet<Route>;
  external: boolean;
  position: Position;
  /** Config index of the item, for error messages. */
  index: number;
  /** Extra CSS classes from the item's `className`. */
  className?: string;
}
export interface NavDropdown {
  kind: 'dropdown';
  label: string;
  items: NavLink[];
  /** 'versions' and 'locales' get their own mobile-menu labels. */
  role?: 'versions' | 'locales';
  position: Position;
  index: number;
  className?: string;
}
export interface NavHtml {
  kind: 'html';
  html: string;
  position: Position;
  index: number;
}
export interface NavSearch {
  kind: 'search';
  position: Position;
  index: number;
}
export type NavItem = NavLink | NavDropdown | NavHtml | NavSearch;

export function resolveNavbar(
  config: SiteConfig,
  titleOf: (route: Route) => string | undefined,
  source: YamlSource | undefined,
  sidebars: Record<string, SidebarEntry[]>,
): { items: NavItem[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const items: NavItem[] = [];
  // `to` is written by the author (a path from the site root, maybe with the base, a query or a
  // hash); `route` is one specpress already knows (a doc id, a reference route).
  const link = (label: string, target: { to?: string; href?: string; route?: Route }, position: Position, index: number): NavLink => {
    if (target.href !== undefined) return { kind: 'link', label, href: target.href, external: hasScheme(target.href), position, index };
    if (target.route !== undefined) return { kind: 'link', label, href: routeUrl(config.baseUrl, target.route, config.trailingSlash), route: target.route, external: false, position, index };
    const href = resolveSiteLink(config, `/${(target.to ?? '').replace(/^\/+/, '')}`);
    return { kind: 'link', label, href, route: pathToRoute(config.baseUrl, splitLink(href)[0]) ?? '', external: false, position, index };
  };
  config.navbar.items.forEach((item: NavbarItem | undefined, index) => {
    if (!item) return;
    const position: Position = item.position ?? 'right';
    try {
      const resolved = resolveItem(item, index, position);
      const className = 'className' in item ? item.className : undefined;
      items.push(className && (resolved.kind === 'link' || resolved.kind === 'dropdown') ? { ...resolved, className } : resolved);
    } catch (error) {
      diagnostics.push(
        diagnostic(
          'navbar-item-failed',
          'error',
          `Navbar item ${index} (${item.type}) failed: ${(error as Error).message}`,
          source?.positionOf(['navbar', 'items', index]),
          'Check the configuration of this navbar item.',
        ),
      );
    }
  });
  return { items, diagnostics };

  function resolveItem(item: NavbarItem, index: number, position: Position): NavItem {
    switch (item.type) {
      case 'default':
        return link(item.label, item, position, index);
      case 'dropdown':
        return { kind: 'dropdown', label: item.label, items: item.items.map((child) => link(child.label, child, position, index)), position, index };
      case 'localeDropdown':
        return {
          kind: 'dropdown',
          role: 'locales',
          label: item.label ?? config.i18n.locales[config.i18n.currentLocale]?.label ?? 'Languages',
          items: Object.entries(config.i18n.locales).map(([locale, info]) => link(info.label, { to: locale === config.i18n.defaultLocale ? '' : locale }, position, index)),
          position,
          index,
        };
      case 'search':
        return { kind: 'search', position, index };
      case 'html':
        return { kind: 'html', html: sanitizeContentHtml(item.value), position, index };
      case 'doc': {
        const route = normalizeRoute(item.docId);
        const title = titleOf(route);
        if (title === undefined) throw new Error(`docId "${item.docId}" is not a page of the docs folder`);
        return link(item.label ?? title, { route }, position, index);
      }
      case 'docSidebar': {
        const entries = valueOfName(sidebars, item.sidebarId) ?? [];
        const target = firstRoute(entries);
        if (target === undefined) throw new Error(`sidebar "${item.sidebarId}" has no page to link to`);
        return { ...link(item.label ?? 'Documentation', { route: target }, position, index), activeRoutes: new Set(sidebarOrder(entries)) };
      }
      case 'docsVersion': {
        const spec = config.specs.find((entry) => entry.id === item.version) ?? config.specs[0];
        if (!spec) throw new Error('no versions are declared under specs');
        return link(item.label ?? spec.label, { route: normalizeRoute(spec.route) }, position, index);
      }
      case 'docsVersionDropdown': {
        const first = config.specs.find((entry) => entry.id === item.version);
        const ordered = first ? [first, ...config.specs.filter((entry) => entry !== first)] : config.specs;
        return {
          kind: 'dropdown',
          role: 'versions',
          label: item.label ?? 'Versions',
          items: [
            ...ordered.map((spec) => link(spec.label, { route: normalizeRoute(spec.route) }, position, index)),
            ...(item.dropdownItemsAfter ?? []).map((child) => link(child.label, child, position, index)),
          ],
          position,
          index,
        };
      }
    }
  }
}

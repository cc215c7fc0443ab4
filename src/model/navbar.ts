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
import type { DocsVariant } from '../load/docs-variants.js';

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
  /**
   * The docs versions' dropdown (a site with versions): on a page that has a version (PageModel's
   * docsVersion) its links are that page in each version, then these; `items` elsewhere.
   */
  docsVersions?: { after: NavLink[] };
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
  variants: readonly DocsVariant[] = [],
  firstRoutes: ReadonlyMap<string, Route | undefined> = new Map(),
): { items: NavItem[]; diagnostics: Diagnostic[] } {
  const versions = variants.filter((variant) => variant.version !== undefined);
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
        // On a versioned site the id is the latest version's sidebar, else the docs folder's (`current/<id>`).
        const entries = valueOfName(sidebars, item.sidebarId) ?? valueOfName(sidebars, `current/${item.sidebarId}`) ?? [];
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
        if (versions.length > 0) {
          // Docs versions: each version's first page here; each page links to itself in each version (docs-versions.ts).
          const after = (item.dropdownItemsAfter ?? []).map((child) => link(child.label, child, position, index));
          const tops = versions.map((variant) => link(variant.version?.label ?? variant.id, { route: firstRoutes.get(variant.id) ?? variant.routePrefix }, position, index));
          return { kind: 'dropdown', role: 'versions', label: item.label ?? 'Versions', items: [...tops, ...after], docsVersions: { after }, position, index };
        }
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

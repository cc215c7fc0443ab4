// Navbar items from the config, resolved to links with URLs. The item types are the ones
// declared in config/site-config.ts; this switch must cover each of them.
import type { NavbarItem, SiteConfig, SpecEntry } from '../config/site-config.js';
import { apiGroups, apiOf, hasSeveralApis, type ApiGroup } from '../config/api-groups.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { normalizeRoute, pathToRoute, resolveSiteLink, routeUrl, splitLink, type LinkStyle, type Route } from '../shared/routes.js';
import { routeHere } from './site-links-here.js';
import type { SiteLinksHere } from './types.js';
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
  /** Routes on which, and under which, the link shows as active (an API's versions and their pages). */
  activeUnder?: readonly Route[];
  external: boolean;
  position: Position;
  /** Config index of the item, for error messages. */
  index: number;
  /** Extra CSS classes from the item's `className`. */
  className?: string;
  /** A link to the page in another locale: its language (the runtime loads such a link whole). */
  hreflang?: string;
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
/**
 * On a site of several APIs, the versions menu of the API whose reference the page shows: one
 * menu per API with versions, picked per page (navItemsOnPage); on other pages there is none.
 */
export interface NavApiVersions {
  kind: 'apiVersions';
  menus: { routes: Route[]; dropdown: NavDropdown }[];
  position: Position;
  index: number;
}
export type NavItem = NavLink | NavDropdown | NavHtml | NavSearch | NavApiVersions;
/** What a page's navbar shows: the per-API versions menu resolved to the page's own. */
export type PageNavItem = Exclude<NavItem, NavApiVersions>;

/** Whether a route is an API version's route or a page under it (a split reference's, an operation's). */
export function isUnder(route: Route, routes: readonly Route[]): boolean {
  return routes.some((r) => route === r || route.startsWith(`${r}/`));
}

/**
 * The navbar of a page: the per-API versions menu resolved to the page's own; on a docs page of
 * another locale or version (`here`: its linksHere), links to docs pages lead to the same page there.
 */
export function navItemsOnPage(items: readonly NavItem[], route: Route, here?: SiteLinksHere, style?: LinkStyle): PageNavItem[] {
  const moved = (link: NavLink): NavLink => {
    if (!here || !style || link.route === undefined || link.external) return link;
    const there = routeHere(link.route, here);
    return there === link.route ? link : { ...link, route: there, href: `${routeUrl(style.baseUrl, there, style.trailingSlash)}${splitLink(link.href)[1]}` };
  };
  return items.flatMap((item): PageNavItem[] => {
    if (item.kind === 'link') return [moved(item)];
    if (item.kind === 'dropdown' && item.role === undefined && here) return [{ ...item, items: item.items.map(moved) }];
    if (item.kind !== 'apiVersions') return [item];
    const menu = item.menus.find((m) => isUnder(route, m.routes));
    return menu ? [menu.dropdown] : [];
  });
}

export function resolveNavbar(
  config: SiteConfig,
  titleOf: (route: Route) => string | undefined,
  source: YamlSource | undefined,
  sidebars: Record<string, SidebarEntry[]>,
  variants: readonly DocsVariant[] = [],
  firstRoutes: ReadonlyMap<string, Route | undefined> = new Map(),
  /** The route of a page named by its Docusaurus doc id where that is not its route (model/doc-pages.ts, docId). */
  routeOfDocId: (id: Route) => Route | undefined = () => undefined,
): { items: NavItem[]; diagnostics: Diagnostic[] } {
  // The versions of the default locale (a translated version's dropdown is its page's own: docs-versions.ts).
  const versions = variants.filter((variant) => variant.version !== undefined && (variant.locale === undefined || variant.locale.isDefault));
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
  items.push(...automaticApiItems(config, items.length));
  return { items, diagnostics };

  /** The versions of one API as a Versions menu, `first` leading. */
  function versionsDropdown(specs: SpecEntry[], first: SpecEntry | undefined, label: string | undefined, after: NavLink[], position: Position, index: number): NavDropdown {
    const ordered = first ? [first, ...specs.filter((entry) => entry !== first)] : specs;
    return {
      kind: 'dropdown',
      role: 'versions',
      label: label ?? 'Versions',
      items: [...ordered.map((spec) => link(spec.label, { route: normalizeRoute(spec.route) }, position, index)), ...after],
      position,
      index,
    };
  }

  /** A link to an API: its current version, active on every page of every version. */
  function apiLink(api: ApiGroup, label: string, position: Position, index: number): NavLink {
    return { ...link(label, { route: normalizeRoute(api.current.route) }, position, index), activeUnder: api.versions.map((v) => normalizeRoute(v.route)) };
  }

  /** The per-API versions menu (only APIs with more than one version have one). */
  function apiVersions(label: string | undefined, after: NavLink[], position: Position, index: number): NavApiVersions {
    const menus = apiGroups(config)
      .filter((api) => api.versions.length > 1)
      .map((api) => ({ routes: api.versions.map((v) => normalizeRoute(v.route)), dropdown: versionsDropdown(api.versions, undefined, label, after, position, index) }));
    return { kind: 'apiVersions', menus, position, index };
  }

  /**
   * A site of several APIs whose navbar names none of them gets an "APIs" menu (left), and, where
   * no item is a versions menu, the versions menu of the page's API (right).
   */
  function automaticApiItems(config: SiteConfig, index: number): NavItem[] {
    if (!hasSeveralApis(config)) return [];
    const types = new Set(config.navbar.items.map((item) => item?.type));
    return [
      ...(types.has('apiDropdown') || types.has('api') ? [] : [apisDropdown(undefined, 'left', index)]),
      ...(types.has('docsVersionDropdown') ? [] : [apiVersions(undefined, [], 'right', index)]),
    ];
  }

  function apisDropdown(label: string | undefined, position: Position, index: number): NavDropdown {
    return { kind: 'dropdown', label: label ?? 'APIs', items: apiGroups(config).map((api) => apiLink(api, api.label, position, index)), position, index };
  }

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
          // A site with several locales (load/docs-locales.ts): each locale's first page here; each docs page links to itself in each locale (docs-locales.ts).
          items: Object.entries(config.i18n.locales).map(([locale, info]) => {
            const variant = variants.find((one) => one.locale?.code === locale);
            return variant
              ? { ...link(info.label, { route: firstRoutes.get(variant.id) ?? variant.routePrefix }, position, index), hreflang: variant.locale?.htmlLang }
              : link(info.label, { to: locale === config.i18n.defaultLocale ? '' : locale }, position, index);
          }),
          position,
          index,
        };
      case 'search':
        return { kind: 'search', position, index };
      case 'html':
        return { kind: 'html', html: sanitizeContentHtml(item.value), position, index };
      case 'doc': {
        // A doc id names a page of the docs folder: under docs.routeBasePath when the site has one.
        const written = routeOfDocId(normalizeRoute(item.docId)) ?? normalizeRoute(item.docId);
        const base = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '');
        const route = titleOf(written) === undefined && base !== '' ? normalizeRoute(`${base}/${written}`) : written;
        const title = titleOf(route);
        if (title === undefined) throw new Error(`docId "${item.docId}" is not a page of the docs folder`);
        return link(item.label ?? title, { route }, position, index);
      }
      case 'docSidebar': {
        // On a versioned site the id is the latest version's sidebar, else the docs folder's (`current/<id>`),
        // or the default locale's when the docs have a route of their own (docs.routeBasePath) and locales.
        const defaultLocale = variants.find((variant) => variant.locale?.isDefault);
        const entries =
          valueOfName(sidebars, item.sidebarId) ??
          valueOfName(sidebars, `current/${item.sidebarId}`) ??
          (defaultLocale ? valueOfName(sidebars, `${defaultLocale.id}/${item.sidebarId}`) : undefined) ??
          [];
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
        const after = (item.dropdownItemsAfter ?? []).map((child) => link(child.label, child, position, index));
        if (versions.length > 0) {
          // Docs versions: each version's first page here; each page links to itself in each version (docs-versions.ts).
          const tops = versions.map((variant) => link(variant.version?.label ?? variant.id, { route: firstRoutes.get(variant.id) ?? variant.routePrefix }, position, index));
          return { kind: 'dropdown', role: 'versions', label: item.label ?? 'Versions', items: [...tops, ...after], docsVersions: { after }, position, index };
        }
        // Several APIs: the versions of the named API, else of the page's API (picked per page).
        if (item.api === undefined && hasSeveralApis(config)) return apiVersions(item.label, after, position, index);
        const specs = item.api !== undefined ? config.specs.filter((spec) => apiOf(spec) === item.api) : config.specs;
        return versionsDropdown(
          specs,
          specs.find((entry) => entry.id === item.version),
          item.label,
          after,
          position,
          index,
        );
      }
      case 'apiDropdown':
        return apisDropdown(item.label, position, index);
      case 'api': {
        const api = apiGroups(config).find((group) => group.id === item.api);
        if (!api) throw new Error(`api "${item.api}" has no entry under specs`);
        return apiLink(api, item.label ?? api.label, position, index);
      }
    }
  }
}

// The navbar's and footer's links to docs pages lead, on a docs page of another locale or version,
// to the same page in that page's locale (and version, as Docusaurus's doc items do): a French
// page's "Docs" leads to the French docs. The navbar is resolved once for the site (navbar.ts)
// and the footer is the config's; this gives each docs page the routes that lead elsewhere from
// it (one table per locale and version, shared by its pages), which the navbar and footer read
// when they write a link (render/components/Navbar.tsx, Footer.tsx).
import type { SiteConfig } from '../config/site-config.js';
import { routeInVariant, variantRoute, type DocsVariant } from '../load/docs-variants.js';
import { pathToRoute, resolveSiteLink, routeUrl, splitLink, type LinkStyle, type Route } from '../shared/routes.js';
import { variantOfRoute } from './docs-versions.js';
import type { NavItem, NavLink } from './navbar.js';
import type { PageModel, SiteLinksHere } from './types.js';

/** The site routes the navbar and footer link to (and the routes on which a navbar link shows as active). */
function linkedRoutes(navbar: readonly NavItem[], config: SiteConfig): Set<Route> {
  const routes = new Set<Route>();
  const addLink = (link: NavLink) => {
    if (link.external || link.route === undefined) return;
    routes.add(link.route);
    for (const route of link.activeRoutes ?? []) routes.add(route);
  };
  for (const item of navbar) {
    if (item.kind === 'link') addLink(item);
    // The locale and version dropdowns' links are each page's own (docs-locales.ts, docs-versions.ts).
    else if (item.kind === 'dropdown' && item.role === undefined) item.items.forEach(addLink);
  }
  for (const entry of config.footer?.links ?? []) {
    for (const link of 'items' in entry ? entry.items : [entry]) {
      if (link.href !== undefined) continue;
      const route = pathToRoute(config.baseUrl, splitLink(resolveSiteLink(config, `/${(link.to ?? '').replace(/^\/+/, '')}`))[0]);
      if (route !== undefined) routes.add(route);
    }
  }
  return routes;
}

/**
 * Sets `linksHere` on the docs pages of a locale or version other than the default locale's latest:
 * each linked route of a default-locale docs page → the same page in the page's locale and version
 * (for a link to the latest version) or in its locale (a link to a named version, and the footer's
 * links), where that page exists; a page without such a route is left without a table.
 */
export function giveSiteLinksHere(pages: readonly PageModel[], navbar: readonly NavItem[], variants: readonly DocsVariant[], config: SiteConfig): void {
  if (variants.length < 2) return;
  const linked = linkedRoutes(navbar, config);
  if (linked.size === 0) return;
  const docsRoutes = new Set(pages.flatMap((page) => (page.kind === 'markdown' || page.kind === 'react' || page.kind === 'category' ? [page.route] : [])));
  const defaults = variants.filter((variant) => variant.locale === undefined || variant.locale.isDefault);
  const isLatest = (variant: DocsVariant) => variant.version === undefined || variant.version.status === 'latest';
  const find = (locale: DocsVariant['locale'], version: DocsVariant['version']) => variants.find((one) => one.locale?.code === locale?.code && one.version?.name === version?.name);
  const tables = new Map<DocsVariant, SiteLinksHere | undefined>();
  const tableOf = (here: DocsVariant): SiteLinksHere | undefined => {
    // Without a prototype: a page may be named `constructor` or `__proto__`.
    const to: Record<Route, Route> = Object.create(null);
    const from: Record<Route, Route> = Object.create(null);
    const footer: Record<Route, Route> = Object.create(null);
    const there = (variant: DocsVariant | undefined, path: Route) => {
      const route = variant && variantRoute(variant, path);
      return route !== undefined && docsRoutes.has(route) ? route : undefined;
    };
    for (const route of linked) {
      const source = variantOfRoute(defaults, route);
      const path = source && routeInVariant(source, route);
      if (!source || path === undefined || source === here) continue;
      // The navbar follows the page's version too (a link to the latest version's page); the footer only its locale, as Docusaurus's do.
      const inLocale = there(find(here.locale, source.version), path);
      const target = (isLatest(source) ? there(here, path) : undefined) ?? inLocale;
      if (target !== undefined && target !== route) {
        to[route] = target;
        from[target] ??= route;
      }
      if (inLocale !== undefined && inLocale !== route) footer[route] = inLocale;
    }
    return Object.keys(to).length > 0 || Object.keys(footer).length > 0 ? { to, from, footer } : undefined;
  };
  for (const page of pages) {
    if (page.kind !== 'markdown' && page.kind !== 'react' && page.kind !== 'category') continue;
    const here = variantOfRoute(variants, page.route);
    if (!here || (defaults.includes(here) && isLatest(here))) continue;
    if (!tables.has(here)) tables.set(here, tableOf(here));
    const table = tables.get(here);
    if (table) page.linksHere = table;
  }
}

/** A table's own entry (a copied table has a prototype again: `constructor` is no route of it). */
export function ownRoute(table: Readonly<Record<Route, Route>> | undefined, route: Route): Route | undefined {
  return table && Object.hasOwn(table, route) ? table[route] : undefined;
}

/** A site route as the navbar leads to it from a page: the same page in the page's locale and version where linksHere says so. */
export function routeHere(route: Route, here: SiteLinksHere | undefined): Route {
  return ownRoute(here?.to, route) ?? route;
}

/** A link the footer wrote (resolveSiteLink's URL) as it leads from a page: to the same page in the page's locale where linksHere says so. */
export function footerHrefHere(href: string, here: SiteLinksHere | undefined, style: LinkStyle): string {
  if (!here) return href;
  const [path, rest] = splitLink(href);
  const route = pathToRoute(style.baseUrl, path);
  const there = route === undefined ? undefined : ownRoute(here.footer, route);
  return there === undefined ? href : `${routeUrl(style.baseUrl, there, style.trailingSlash)}${rest}`;
}

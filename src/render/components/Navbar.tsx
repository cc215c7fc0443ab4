import { isUnder, navItemsOnPage, type NavDropdown, type NavLink, type Position } from '../../model/navbar.js';
import { ownRoute } from '../../model/site-links-here.js';
import { resolveSiteLink, type Route } from '../../shared/routes.js';
import type { SiteConfig } from '../../config/site-config.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ThemedLogo } from './ThemedLogo.js';
import type { PageModel, SiteModel } from '../../model/types.js';
import { UiStringsContext, useUiStrings } from './ui-strings-context.js';
import { renderToStaticMarkup } from 'react-dom/server';
import type { UiStrings } from '../../config/ui-strings/en.js';

/** What of the page its dropdowns follow: its version and its locales (the dropdowns stay on the page). */
export type PageHere = Pick<PageModel, 'docsVersion' | 'locales' | 'linksHere'>;

/** A dropdown's links on a page: the docs versions' are the page in each version (model/docs-versions.ts), the locales' the page in each locale (model/docs-locales.ts). */
export function dropdownLinks(item: NavDropdown, here: PageHere | undefined): NavLink[] {
  const locales = here?.locales;
  if (item.role === 'locales' && locales)
    return locales.links.map((link): NavLink => ({
      kind: 'link',
      label: link.label,
      href: link.url,
      route: link.route,
      hreflang: link.lang,
      external: false,
      position: item.position,
      index: item.index,
    }));
  const version = here?.docsVersion;
  if (!item.docsVersions || !version) return item.items;
  const inVersions = version.links.map((link): NavLink => ({ kind: 'link', label: link.label, href: link.url, route: link.route, external: false, position: item.position, index: item.index }));
  return [...inVersions, ...item.docsVersions.after];
}

/** `here`: a docs page of another locale or version shows the links to the default locale's pages as active where they lead to it. */
function isActive(link: NavLink, route: Route, here?: PageHere): boolean {
  if (link.activeUnder) return isUnder(route, link.activeUnder);
  const from = ownRoute(here?.linksHere?.from, route);
  return link.activeRoutes ? link.activeRoutes.has(route) || (from !== undefined && link.activeRoutes.has(from)) : link.route !== undefined && link.route === route;
}

/**
 * A navbar link as one page shows it: what its tag is written from, no more. The navbar is
 * rendered once for each different set of these (see renderedOnce), so every per-page decision is
 * made here, in plain data, and the components below read nothing else of the page.
 */
export interface ShownLink {
  label: string;
  href: string;
  hreflang?: string;
  external: boolean;
  className?: string;
  /** In the link's section (its `activeRoutes` or `activeUnder`, or the page itself). */
  active: boolean;
  /** The page itself (`aria-current`; a mobile dropdown holding it starts open). */
  current: boolean;
}

/** A navbar item as one page shows it. */
export type ShownNavItem =
  | { kind: 'link'; position: Position; link: ShownLink }
  | {
      kind: 'dropdown';
      position: Position;
      label: string;
      role?: NavDropdown['role'];
      index: number;
      className?: string;
      links: ShownLink[];
      /** The navbar's summary: the active link's label (versions, a page's locales), else the dropdown's. */
      summary: string;
      containsActive: boolean;
    }
  | { kind: 'html'; position: Position; html: string }
  | { kind: 'search'; position: Position };

/** A page's navbar items as shown, and their JSON: the key of the navbar's and mobile menu's HTML. */
export interface ShownNav {
  items: ShownNavItem[];
  key: string;
}

/**
 * The navbar items of the page at `route`, with everything its navbar and mobile menu show of
 * them decided. `here`: the page's version and locales (the version and locale dropdowns' links stay on the page).
 */
export function shownNav(site: SiteModel, route: Route, here?: PageHere): ShownNav {
  const items = shownNavItems(site, route, here);
  return { items, key: JSON.stringify(items) };
}

function shownNavItems(site: SiteModel, route: Route, here?: PageHere): ShownNavItem[] {
  const shown = (link: NavLink): ShownLink => ({
    label: link.label,
    href: link.href,
    ...(link.hreflang !== undefined ? { hreflang: link.hreflang } : {}),
    external: link.external,
    ...(link.className !== undefined ? { className: link.className } : {}),
    active: isActive(link, route, here),
    current: link.route === route,
  });
  return navItemsOnPage(site.navbar, route, here?.linksHere, site.config).map((item): ShownNavItem => {
    switch (item.kind) {
      case 'link':
        return { kind: 'link', position: item.position, link: shown(item) };
      case 'html':
        return { kind: 'html', position: item.position, html: item.html };
      case 'search':
        return { kind: 'search', position: item.position };
      case 'dropdown': {
        const links = dropdownLinks(item, here);
        // A page under a version's route (a split reference's pages, an operation's page) is in that version.
        const inVersion = (link: NavLink) => item.role === 'versions' && !!link.route && route.startsWith(`${link.route}/`);
        const active = links.find((link) => isActive(link, route, here)) ?? links.find(inVersion);
        return {
          kind: 'dropdown',
          position: item.position,
          label: item.label,
          ...(item.role !== undefined ? { role: item.role } : {}),
          index: item.index,
          ...(item.className !== undefined ? { className: item.className } : {}),
          links: links.map(shown),
          summary: (item.role === 'versions' || (item.role === 'locales' && here?.locales)) && active ? active.label : item.label,
          containsActive: active !== undefined,
        };
      }
    }
  });
}

export function NavbarLink({ link, className }: { link: ShownLink; className: string }) {
  return (
    <a
      className={`${className}${link.className ? ` ${link.className}` : ''}${link.active ? ' active' : ''}`}
      href={link.href}
      aria-current={link.current ? 'page' : undefined}
      hrefLang={link.hreflang}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}

function Dropdown({ item }: { item: Extract<ShownNavItem, { kind: 'dropdown' }> }) {
  // <details> opens and closes without JavaScript; the runtime adds hover, outside click and Escape.
  return (
    <details className={`navbar-dropdown${item.className ? ` ${item.className}` : ''}${item.containsActive ? ' contains-active' : ''}`} data-role={item.role} data-nav-index={item.index}>
      <summary className="navbar-link">{item.summary}</summary>
      <ul className="dropdown-menu">
        {item.links.map((link, i) => (
          <li key={i}>
            <NavbarLink link={link} className="dropdown-link" />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function NavbarItemView({ item, site }: { item: ShownNavItem; site: SiteModel }): JSX.Element {
  const strings = useUiStrings();
  switch (item.kind) {
    case 'link':
      return <NavbarLink link={item.link} className="navbar-link" />;
    case 'dropdown':
      return <Dropdown item={item} />;
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      // Without JavaScript this is a plain form to the search page; the runtime opens a dialog.
      return (
        <form className="navbar-search" action={`${site.config.baseUrl}search`} method="get" role="search">
          <input type="search" name="q" placeholder={strings.search} aria-label={strings.search} autoComplete="off" />
        </form>
      );
  }
}

/** The navbar: rendered once per language and set of shown items (the pages of a section share it). */
export function Navbar({ site, shown }: { site: SiteModel; shown: ShownNav }) {
  const { config } = site;
  const strings = useUiStrings();
  const { items } = shown;
  const html = renderedOnce(site, strings, `navbar:${shown.key}`, () => <NavbarInner site={site} items={items} />);
  return <nav className="navbar" aria-label={strings.mainNavigation} data-hide-on-scroll={config.navbar.hideOnScroll ? 'true' : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}

function NavbarInner({ site, items }: { site: SiteModel; items: ShownNavItem[] }) {
  const { config } = site;
  const logo = config.navbar.logo;
  const strings = useUiStrings();
  const itemsAt = (position: Position) => items.filter((item) => item.position === position).map((item, i) => <NavbarItemView key={i} item={item} site={site} />);
  return (
    <div className="navbar-inner">
      {/* A <label> may not carry aria-label (it has no role); its name is its text, visually hidden. */}
      <label className="navbar-toggle" htmlFor="sp-mobile-menu">
        <span aria-hidden="true">☰</span>
        <span className="sp-visually-hidden">{strings.openMenu}</span>
      </label>
      {/* Without a logo or a title there is nothing to show: no empty (nameless, invisible) link. */}
      {(logo || config.navbar.title) && (
        <a className="navbar-brand" href={brandHref(config)}>
          {logo && <ThemedLogo logo={logo} alt={brandLogoAlt(logo.alt, config.title, config.navbar.title)} config={config} />}
          {config.navbar.title && <b className="navbar-title">{config.navbar.title}</b>}
        </a>
      )}
      <div className="navbar-items navbar-left">{itemsAt('left')}</div>
      <div className="navbar-items navbar-right">
        {itemsAt('right')}
        {!config.colorMode.disableSwitch && <ColorModeToggle respectPrefersColorScheme={config.colorMode.respectPrefersColorScheme} defaultMode={config.colorMode.defaultMode} />}
      </div>
    </div>
  );
}

/** Chrome rendered once per site, language and what a page shows of it (the pages of a site mostly differ in none of these). */
const renderedChrome = new WeakMap<SiteModel, WeakMap<UiStrings, Map<string, string>>>();

/**
 * `element`'s HTML in the page's language, rendered the first time `key` is asked for this site and
 * language (a render of its own: the page's strings are given to it again), kept after that.
 */
export function renderedOnce(site: SiteModel, strings: UiStrings, key: string, element: () => JSX.Element): string {
  let forSite = renderedChrome.get(site);
  if (!forSite) renderedChrome.set(site, (forSite = new WeakMap()));
  let forStrings = forSite.get(strings);
  if (!forStrings) forSite.set(strings, (forStrings = new Map()));
  let html = forStrings.get(key);
  if (html === undefined) forStrings.set(key, (html = renderToStaticMarkup(<UiStringsContext.Provider value={strings}>{element()}</UiStringsContext.Provider>)));
  return html;
}

/** Where the logo and title lead: `navbar.logo.href` (a site path or an external URL), else the home page. */
export function brandHref(config: SiteConfig): string {
  const href = config.navbar.logo?.href;
  return href === undefined ? config.baseUrl : resolveSiteLink(config, href);
}

/**
 * The navbar logo's text: the link's name is the logo and the title together, so beside a title
 * the logo is decorative ('') unless its alt says something the title does not.
 */
function brandLogoAlt(alt: string | undefined, siteTitle: string, shownTitle: string | undefined): string {
  if (shownTitle === undefined) return alt ?? siteTitle;
  return alt === undefined || alt.trim() === shownTitle.trim() ? '' : alt;
}

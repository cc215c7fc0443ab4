import { isUnder, navItemsOnPage, type NavDropdown, type NavLink, type PageNavItem } from '../../model/navbar.js';
import { ownRoute } from '../../model/site-links-here.js';
import { resolveSiteLink, type Route } from '../../shared/routes.js';
import type { SiteConfig } from '../../config/site-config.js';
import { ColorModeToggle } from './ColorModeToggle.js';
import { ThemedLogo } from './ThemedLogo.js';
import type { PageModel, SiteModel } from '../../model/types.js';

/** What of the page its dropdowns follow: its version and its locales (the dropdowns stay on the page). */
export type PageHere = Pick<PageModel, 'docsVersion' | 'locales' | 'linksHere'>;
import { useUiStrings } from './ui-strings-context.js';

interface Props {
  site: SiteModel;
  route: Route;
  /** The page's version and locales: the version and locale dropdowns' links stay on the page. */
  here?: PageHere;
}

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

export function NavbarLink({ link, route, className, here }: { link: NavLink; route: Route; className: string; here?: PageHere }) {
  const active = isActive(link, route, here);
  return (
    <a
      className={`${className}${link.className ? ` ${link.className}` : ''}${active ? ' active' : ''}`}
      href={link.href}
      aria-current={link.route === route ? 'page' : undefined}
      hrefLang={link.hreflang}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  );
}

function Dropdown({ item, route, here }: { item: NavDropdown; route: Route; here?: PageHere }) {
  const links = dropdownLinks(item, here);
  // A page under a version's route (a split reference's pages, an operation's page) is in that version.
  const inVersion = (link: NavLink) => item.role === 'versions' && !!link.route && route.startsWith(`${link.route}/`);
  const active = links.find((link) => isActive(link, route, here)) ?? links.find(inVersion);
  const containsActive = active !== undefined;
  // <details> opens and closes without JavaScript; the runtime adds hover, outside click and Escape.
  return (
    <details className={`navbar-dropdown${item.className ? ` ${item.className}` : ''}${containsActive ? ' contains-active' : ''}`} data-role={item.role} data-nav-index={item.index}>
      <summary className="navbar-link">{(item.role === 'versions' || (item.role === 'locales' && here?.locales)) && active ? active.label : item.label}</summary>
      <ul className="dropdown-menu">
        {links.map((link, i) => (
          <li key={i}>
            <NavbarLink link={link} route={route} className="dropdown-link" here={here} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function NavbarItemView({ item, route, site, here }: { item: PageNavItem; route: Route; site: SiteModel; here?: PageHere }): JSX.Element {
  const strings = useUiStrings();
  switch (item.kind) {
    case 'link':
      return <NavbarLink link={item} route={route} className="navbar-link" here={here} />;
    case 'dropdown':
      return <Dropdown item={item} route={route} here={here} />;
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

export function Navbar({ site, route, here }: Props) {
  const { config } = site;
  const items = navItemsOnPage(site.navbar, route, here?.linksHere, config);
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  const logo = config.navbar.logo;
  const strings = useUiStrings();
  return (
    <nav className="navbar" aria-label={strings.mainNavigation} data-hide-on-scroll={config.navbar.hideOnScroll ? 'true' : undefined}>
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
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <NavbarItemView key={i} item={item} route={route} site={site} here={here} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <NavbarItemView key={i} item={item} route={route} site={site} here={here} />
          ))}
          {!config.colorMode.disableSwitch && <ColorModeToggle respectPrefersColorScheme={config.colorMode.respectPrefersColorScheme} defaultMode={config.colorMode.defaultMode} />}
        </div>
      </div>
    </nav>
  );
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

import type { PageModel, SiteModel } from '../../model/types.js';
import { brandHref, dropdownLinks, NavbarLink, NavbarItemView } from './Navbar.js';
import { navItemsOnPage } from '../../model/navbar.js';
import { useUiStrings } from './ui-strings-context.js';

/**
 * Below 996 px the navbar items live here, and the page's secondary menu (docs sidebar or API
 * navigation) shows beside them: the page's own <aside>, placed over the panel by CSS rather than
 * copied into it (a big site's sidebar would double every page). CSS opens it from the navbar
 * toggle (a checkbox), so it works without JavaScript.
 */
export function MobileMenu({ site, page }: { site: SiteModel; page: PageModel }) {
  const sidebar = page.sidebarId !== undefined ? site.sidebars[page.sidebarId] : undefined;
  const hasSecondary = sidebar !== undefined || page.kind === 'reference';
  const strings = useUiStrings();
  const roleLabels = { versions: strings.versions, locales: strings.languages };
  return (
    <div className="mobile-menu" id="sp-mobile-panel" data-has-secondary={hasSecondary ? 'true' : 'false'}>
      <div className="mobile-menu-header">
        <a className="navbar-brand" href={brandHref(site.config)}>
          {site.config.navbar.title ?? site.config.title}
        </a>
        <label className="mobile-menu-close" htmlFor="sp-mobile-menu">
          <span aria-hidden="true">×</span>
          <span className="sp-visually-hidden">{strings.closeMenu}</span>
        </label>
      </div>
      <div className="mobile-menu-primary">
        <ul>
          {navItemsOnPage(site.navbar, page.route, page.linksHere, site.config).map((item, i) => (
            <li key={i}>
              {item.kind === 'dropdown' ? (
                <details className="mobile-dropdown" open={dropdownLinks(item, page).some((link) => link.route === page.route) || undefined} data-role={item.role}>
                  <summary>{item.role ? roleLabels[item.role] : item.label}</summary>
                  <ul>
                    {dropdownLinks(item, page).map((link, j) => (
                      <li key={j}>
                        <NavbarLink link={link} route={page.route} className="menu-link" here={page} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <NavbarItemView item={item} route={page.route} site={site} here={page} />
              )}
            </li>
          ))}
        </ul>
      </div>
      {hasSecondary && (
        <div className="mobile-menu-secondary">
          <button type="button" className="mobile-menu-back" hidden>
            {strings.backToMainMenu}
          </button>
        </div>
      )}
    </div>
  );
}

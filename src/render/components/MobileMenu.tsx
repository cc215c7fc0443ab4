import type { PageModel, SiteModel } from '../../model/types.js';
import { brandHref, NavbarLink, NavbarItemView, renderedOnce, type ShownNav, type ShownNavItem } from './Navbar.js';
import { useUiStrings } from './ui-strings-context.js';

/**
 * Below 996 px the navbar items live here, and the page's secondary menu (docs sidebar or API
 * navigation) shows beside them: the page's own <aside>, placed over the panel by CSS rather than
 * copied into it (a big site's sidebar would double every page). CSS opens it from the navbar
 * toggle (a checkbox), so it works without JavaScript. Rendered once per language and what a
 * page shows of the navbar items (see Navbar's renderedOnce).
 */
export function MobileMenu({ site, page, shown }: { site: SiteModel; page: PageModel; shown: ShownNav }) {
  const sidebar = page.sidebarId !== undefined ? site.sidebars[page.sidebarId] : undefined;
  const hasSecondary = sidebar !== undefined || page.kind === 'reference';
  const strings = useUiStrings();
  const { items } = shown;
  const html = renderedOnce(site, strings, `mobile:${hasSecondary}:${shown.key}`, () => <MobileMenuInner site={site} items={items} hasSecondary={hasSecondary} />);
  return <div className="mobile-menu" id="sp-mobile-panel" data-has-secondary={hasSecondary ? 'true' : 'false'} dangerouslySetInnerHTML={{ __html: html }} />;
}

function MobileMenuInner({ site, items, hasSecondary }: { site: SiteModel; items: ShownNavItem[]; hasSecondary: boolean }) {
  const strings = useUiStrings();
  const roleLabels = { versions: strings.versions, locales: strings.languages };
  return (
    <>
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
          {items.map((item, i) => (
            <li key={i}>
              {item.kind === 'dropdown' ? (
                <details className="mobile-dropdown" open={item.links.some((link) => link.current) || undefined} data-role={item.role}>
                  <summary>{item.role ? roleLabels[item.role] : item.label}</summary>
                  <ul>
                    {item.links.map((link, j) => (
                      <li key={j}>
                        <NavbarLink link={link} className="menu-link" />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <NavbarItemView item={item} site={site} />
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
    </>
  );
}

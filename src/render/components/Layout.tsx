import type { ReactNode } from 'react';
import type { PageModel, SiteModel } from '../../model/types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar, shownNav } from './Navbar.js';
import { baseUrlBannerScript } from '../inline-scripts.js';
import { useUiStrings } from './ui-strings-context.js';

/** The chrome every page shares; `children` is the page-specific part (swapped on client navigation). */
export function Layout({ site, page, children }: { site: SiteModel; page: PageModel; children: ReactNode }) {
  const { config } = site;
  const strings = useUiStrings();
  // What the navbar and the mobile menu show of the navbar items on this page, decided once for both.
  const shown = shownNav(site, page.route, page);
  return (
    <>
      {/* Not focusable: the skip link stays the first focusable element. No autocomplete: a
          restored form state must not reopen the menu on back navigation. */}
      <input type="checkbox" id="sp-mobile-menu" className="mobile-menu-state" tabIndex={-1} aria-hidden="true" autoComplete="off" />
      <a className="skip-link" href="#sp-main">
        {strings.skipToContent}
      </a>
      {config.announcementBar && <AnnouncementBar bar={config.announcementBar} />}
      <Navbar site={site} shown={shown} />
      <MobileMenu site={site} page={page} shown={shown} />
      <div id="sp-page" className={`page-wrapper layout-${page.kind}`} data-route={page.route}>
        {children}
      </div>
      {config.footer && <Footer footer={config.footer} config={config} here={page.linksHere} />}
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />
    </>
  );
}

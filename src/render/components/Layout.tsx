import type { PageModel, SiteModel } from '../../model/types.js';
import { AnnouncementBar } from './AnnouncementBar.js';
import { Footer } from './Footer.js';
import { MobileMenu } from './MobileMenu.js';
import { Navbar } from './Navbar.js';
import { baseUrlBannerScript } from '../inline-scripts.js';

export const SKIP_LINK_LABEL = 'Skip to main content';

/** Attributes of the page region, `<div id="sp-page">` (also sent in route payloads). */
export function pageRegionAttrs(page: PageModel): { id: string; class: string; 'data-route': string } {
  return { id: 'sp-page', class: `page-wrapper layout-${page.kind}`, 'data-route': page.route };
}

/**
 * The chrome every page shares; `pageHtml` is the page-specific part (swapped on client
 * navigation), rendered beforehand so that route payloads can take it without searching the body.
 */
export function Layout({ site, page, pageHtml }: { site: SiteModel; page: PageModel; pageHtml: string }) {
  const { config } = site;
  const region = pageRegionAttrs(page);
  return (
    <>
      {/* Not focusable: the skip link stays the first focusable element. No autocomplete: a
          restored form state must not reopen the menu on back navigation. */}
      <input type="checkbox" id="sp-mobile-menu" className="mobile-menu-state" tabIndex={-1} aria-hidden="true" autoComplete="off" />
      <a className="skip-link" href="#sp-main">
        {SKIP_LINK_LABEL}
      </a>
      {config.announcementBar && <AnnouncementBar bar={config.announcementBar} />}
      <Navbar site={site} route={page.route} />
      <MobileMenu site={site} page={page} />
      <div id={region.id} className={region.class} data-route={region['data-route']} dangerouslySetInnerHTML={{ __html: pageHtml }} />
      {config.footer && <Footer footer={config.footer} config={config} />}
      <script dangerouslySetInnerHTML={{ __html: baseUrlBannerScript() }} />
    </>
  );
}

// Which pages the site-wide outputs list (search index, sitemap, llms.txt): on a site with docs
// versions only the latest version's (docs-versions.ts gives pages their version); on a site with
// locales the default locale's, a locale's own search its own (docs-locales.ts). A module of
// its own with type imports only: the search indexer's thread reads it.
import type { PageModel } from './types.js';

/**
 * Whether a page is in the site's default scope: search index, sitemap and llms.txt list only the
 * latest version of the docs (a page of the current or an older version is left out, as
 * Docusaurus's search leaves it out of its default scope). Reference pages keep their own rules.
 */
export function inDefaultScope(page: PageModel): boolean {
  return inLocaleScope(page, undefined);
}

/** The latest version's pages of one locale (undefined: the default locale's and every page without a locale), translated pages only (a locale's search). */
export function inLocaleScope(page: PageModel, locale: string | undefined): boolean {
  return inLatestVersion(page) && page.locale === locale && page.untranslated === undefined;
}

/** The sitemap's pages: the latest version's, every locale's translated ones (an untranslated copy is left out, as Docusaurus and Starlight leave it). */
export function inSitemapScope(page: PageModel): boolean {
  return inLatestVersion(page) && page.untranslated === undefined;
}

function inLatestVersion(page: PageModel): boolean {
  return page.kind === 'reference' || page.docsVersion === undefined || page.docsVersion.status === 'latest';
}

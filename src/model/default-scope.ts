// Which pages the site-wide outputs list (search index, sitemap, llms.txt): on a site with docs
// versions only the latest version's (docs-versions.ts gives pages their version). A module of
// its own with type imports only: the search indexer's thread reads it.
import type { PageModel } from './types.js';

/**
 * Whether a page is in the site's default scope: search index, sitemap and llms.txt list only the
 * latest version of the docs (a page of the current or an older version is left out, as
 * Docusaurus's search leaves it out of its default scope). Reference pages keep their own rules.
 */
export function inDefaultScope(page: PageModel): boolean {
  return page.kind === 'reference' || page.docsVersion === undefined || page.docsVersion.status === 'latest';
}

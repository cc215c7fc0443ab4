// sitemap.xml (every listed page, a site with several locales naming each page's translations) and _redirects.
import type { PageModel, SiteModel } from '../model/types.js';
import { inSitemapScope } from '../model/default-scope.js';
import { escapeHtml, NUMERIC_ENTITIES } from '../shared/escape-html.js';

export function renderSitemap(site: SiteModel): string {
  const origin = site.config.url.replace(/\/+$/, '');
  const url = (path: string) => escapeHtml(`${origin}${path}`, NUMERIC_ENTITIES);
  const entries = site.pages
    .filter((page) => page.kind !== 'redirect' && !(page.kind === 'markdown' && page.unlisted) && inSitemapScope(page))
    .map((page) => ({ loc: `${origin}${page.url}`, alternates: sitemapAlternates(page) }))
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
    .map(
      ({ loc, alternates }) =>
        `  <url><loc>${escapeHtml(loc, NUMERIC_ENTITIES)}</loc>${alternates.map((one) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(one.lang, NUMERIC_ENTITIES)}" href="${url(one.url)}"/>`).join('')}</url>`,
    );
  // A site with several locales names each page's translations (and the xhtml namespace they need).
  const xhtml = site.pages.some((page) => page.locales !== undefined) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${entries.join('\n')}\n</urlset>\n`;
}

/** A page's translations (itself among them) and the default locale's copy as x-default, as Google's sitemap alternates are written. */
function sitemapAlternates(page: PageModel): { lang: string; url: string }[] {
  if (!page.locales) return [];
  const translated = page.locales.links.filter((link) => link.translated);
  if (translated.length < 2) return [];
  return [...translated.map((link) => ({ lang: link.lang, url: link.url })), ...(page.locales.fallback.translated ? [{ lang: 'x-default', url: page.locales.fallback.url }] : [])];
}

/** `_redirects` (Netlify, Cloudflare Pages): one `from to 301` line per redirect page; undefined without any. */
export function renderRedirectsFile(site: SiteModel): string | undefined {
  const lines = site.pages.flatMap((page) => (page.kind === 'redirect' ? [`${page.url} ${page.to} 301`] : []));
  return lines.length > 0 ? `${lines.sort().join('\n')}\n` : undefined;
}

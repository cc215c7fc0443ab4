import type { SiteModel } from '../model/types.js';
import { inSitemapScope } from '../model/default-scope.js';
import { escapeHtml, NUMERIC_ENTITIES } from '../shared/escape-html.js';

export function renderSitemap(site: SiteModel): string {
  const origin = site.config.url.replace(/\/+$/, '');
  const urls = site.pages
    .filter((page) => page.kind !== 'redirect' && !(page.kind === 'markdown' && page.unlisted) && inSitemapScope(page))
    .map((page) => `${origin}${page.url}`)
    .sort()
    .map((loc) => `  <url><loc>${escapeHtml(loc, NUMERIC_ENTITIES)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `_redirects` (Netlify, Cloudflare Pages): one `from to 301` line per redirect page; undefined without any. */
export function renderRedirectsFile(site: SiteModel): string | undefined {
  const lines = site.pages.flatMap((page) => (page.kind === 'redirect' ? [`${page.url} ${page.to} 301`] : []));
  return lines.length > 0 ? `${lines.sort().join('\n')}\n` : undefined;
}

import type { SiteModel } from '../model/types.js';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSitemap(site: SiteModel): string {
  const origin = site.config.url.replace(/\/+$/, '');
  const urls = site.pages
    .map((page) => `${origin}${page.url}`)
    .sort()
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

// Tags as Docusaurus has them, for docs pages and blog posts alike: a label's URL segment, and the
// docs' tag pages (`/tags/<tag>`, each listing its pages as cards, and the index `/tags`).
import type { SiteConfig } from '../../config/site-config.js';
import { routeOutputFile, routeUrl, type Route } from '../../shared/routes.js';
import { compareTitles } from '../../util/compare-text.js';
import type { CategoryPage, LinkListPage, MarkdownPage, PageModel } from '../types.js';

/** `Getting Started` → `getting-started`: letters and digits kept, lower-cased, every other run a dash. */
export function tagSlug(label: string): string {
  const slug = label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? encodeURIComponent(label) : slug;
}

/** The docs pages' tags: each page's `tags` linked, a page per tag, and the index, at `/tags`. */
export function docTagPages(pages: MarkdownPage[], config: SiteConfig, existing: ReadonlySet<Route>): PageModel[] {
  const url = (route: Route) => routeUrl(config.baseUrl, route, config.trailingSlash);
  const byTag = new Map<string, { label: string; pages: MarkdownPage[] }>();
  for (const page of pages) {
    const written = page.tags;
    if (!written || written.length === 0) continue;
    for (const tag of written) {
      const entry = byTag.get(tag.url) ?? { label: tag.label, pages: [] };
      if (!page.unlisted && !entry.pages.includes(page)) entry.pages.push(page);
      byTag.set(tag.url, entry);
    }
  }
  if (byTag.size === 0) return [];
  const out: PageModel[] = [];
  const sorted = [...byTag].sort(([, a], [, b]) => compareTitles(a.label, b.label));
  for (const [tagUrl, { label, pages: tagged }] of sorted) {
    const route = routeOfUrl(config, tagUrl);
    if (existing.has(route)) continue;
    const title = `${tagged.length} ${tagged.length === 1 ? 'doc' : 'docs'} tagged with "${label}"`;
    const tagPage: CategoryPage = {
      kind: 'category',
      route,
      url: tagUrl,
      outputFile: routeOutputFile(config.baseUrl, route),
      title,
      headings: [],
      items: tagged.sort((a, b) => compareTitles(a.title, b.title)).map((page) => ({ label: page.title, url: page.url, description: page.description })),
    };
    out.push(tagPage);
  }
  if (!existing.has('tags')) {
    const index: LinkListPage = {
      kind: 'linkList',
      route: 'tags',
      url: url('tags'),
      outputFile: routeOutputFile(config.baseUrl, 'tags'),
      title: 'Tags',
      headings: [],
      sections: [{ links: sorted.map(([tagUrl, { label, pages: tagged }]) => ({ label, url: tagUrl, count: tagged.length })) }],
    };
    out.push(index);
  }
  return out;
}

/** A docs page's tag, as a route (`tags/<slug>`, or `tags/<permalink>`). */
export function docTagRoute(label: string, permalink?: string): Route {
  return `tags/${permalink !== undefined ? permalink.replace(/^\/+|\/+$/g, '') : tagSlug(label)}`;
}

/** The route of a URL of this site that routeUrl made. */
export function routeOfUrl(config: SiteConfig, url: string): Route {
  return url.slice(config.baseUrl.length).replace(/\/$/, '');
}

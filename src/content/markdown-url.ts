// Where a page's markdown twin lives: `<route>.md` (the home page: `<base>index.md`); an API
// reference: `<base><route>.md`, e.g. /api-docs/api.md; an operation's page of `reference.layout:
// operation`: its own, `<base><route>/<operation>.md`.
import type { SiteConfig } from '../config/site-config.js';
import type { PageModel } from '../model/types.js';

export function markdownUrl(config: SiteConfig, route: string): string {
  return `${config.baseUrl}${route === '' ? 'index' : route.replace(/\/$/, '')}.md`;
}

/** The markdown URL of a page, or undefined when none is written for it (React pages, 404). */
export function pageMarkdownUrl(config: SiteConfig, page: PageModel): string | undefined {
  if (page.kind === 'reference') return markdownUrl(config, page.operationPage ? page.route : page.spec.route);
  return page.kind === 'markdown' ? markdownUrl(config, page.route) : undefined;
}

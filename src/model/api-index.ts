// The home page a site of several APIs gets when its docs folder has none: a card for each API
// (its name, its description, a link to its current version) and, under an API with several
// versions, a link to each. It is a generated index page, rendered like a category's.
import { apiGroups } from '../config/api-groups.js';
import type { SiteConfig } from '../config/site-config.js';
import { normalizeRoute, routeOutputFile, routeUrl } from '../shared/routes.js';
import type { CategoryPage } from './types.js';

export function apiIndexPage(config: SiteConfig): CategoryPage {
  const url = (route: string) => routeUrl(config.baseUrl, normalizeRoute(route), config.trailingSlash);
  return {
    kind: 'category',
    route: '',
    url: routeUrl(config.baseUrl, '', config.trailingSlash),
    outputFile: routeOutputFile(config.baseUrl, ''),
    title: config.title,
    description: config.tagline ?? `The APIs of ${config.title}.`,
    headings: [],
    items: apiGroups(config).map((api) => ({
      label: api.label,
      url: url(api.current.route),
      ...(api.description !== undefined ? { description: api.description } : {}),
      ...(api.versions.length > 1 ? { links: api.versions.map((v) => ({ label: versionLabel(v.label, v.deprecated), url: url(v.route) })) } : {}),
    })),
  };
}

/** A version's name in a list of them: deprecated ones say so. */
export function versionLabel(label: string, deprecated: boolean): string {
  return deprecated ? `${label} (deprecated)` : label;
}

// What each page of a versioned site knows of its version (PageVersion): which version it is in,
// the same page in every other version (the version dropdown stays on the page), and the latest
// copy of it (the banner's link). A page's counterpart is the page at the same path inside the
// other variant; without one, that version's first page. Reference pages join when a docs version
// names their spec (`docs.versions.<v>.spec`).
import type { SiteConfig } from '../config/site-config.js';
import { routeInVariant, variantRoute, type DocsVariant } from '../load/docs-variants.js';
import { normalizeRoute, routeUrl, type Route } from '../shared/routes.js';
import type { PageModel, PageVersion, VersionLink } from './types.js';

/** The variant a docs route is in: the one with the longest prefix that holds it. */
export function variantOfRoute(variants: readonly DocsVariant[], route: Route): DocsVariant | undefined {
  let found: DocsVariant | undefined;
  for (const variant of variants) {
    if (routeInVariant(variant, route) === undefined) continue;
    if (!found || variant.routePrefix.length > found.routePrefix.length) found = variant;
  }
  return found;
}

/**
 * Sets `docsVersion` on the docs pages (and the mapped references' pages) of a site with versions;
 * a site without versions is left as it is. `firstRoutes`: each variant's first page (its sidebar's).
 */
export function giveVersions(pages: readonly PageModel[], variants: readonly DocsVariant[], firstRoutes: ReadonlyMap<string, Route | undefined>, config: SiteConfig): void {
  const versioned = variants.filter((variant) => variant.version !== undefined);
  if (versioned.length === 0) return;
  const docsRoutes = new Set(pages.flatMap((page) => (page.kind === 'markdown' || page.kind === 'react' || page.kind === 'category' ? [page.route] : [])));
  const link = (variant: DocsVariant, route: Route): VersionLink => ({ label: variant.version?.label ?? variant.id, route, url: routeUrl(config.baseUrl, route, config.trailingSlash) });
  const specRoute = (variant: DocsVariant) => {
    const spec = variant.version?.spec !== undefined ? config.specs.find((entry) => entry.id === variant.version?.spec) : undefined;
    return spec ? normalizeRoute(spec.route) : undefined;
  };
  const firstOf = (variant: DocsVariant): Route => firstRoutes.get(variant.id) ?? variant.routePrefix;
  /** `among`: the versions the links are to (one locale's), in order. */
  const version = (variant: DocsVariant, among: readonly DocsVariant[], links: VersionLink[]): PageVersion => {
    const info = variant.version;
    const latest = among.find((other) => other.version?.status === 'latest') ?? among[0];
    const latestLink = links[among.indexOf(latest)];
    return { variant: variant.id, label: info?.label ?? variant.id, status: info?.status ?? 'latest', banner: info?.banner ?? 'none', links, latest: latestLink };
  };
  // A translated site has each version in each locale: a page's versions are those of its locale.
  const sameLocale = (variant: DocsVariant) => versioned.filter((other) => other.locale?.code === variant.locale?.code);
  const defaultLocale = versioned.filter((variant) => variant.locale === undefined || variant.locale.isDefault);
  for (const page of pages) {
    if (page.kind === 'markdown' || page.kind === 'react' || page.kind === 'category') {
      const variant = variantOfRoute(versioned, page.route);
      const path = variant && routeInVariant(variant, page.route);
      if (!variant || path === undefined) continue;
      const own = sameLocale(variant);
      const links = own.map((other) => {
        const same = variantRoute(other, path);
        return link(other, docsRoutes.has(same) ? same : firstOf(other));
      });
      page.docsVersion = version(variant, own, links);
    } else if (page.kind === 'reference') {
      const variant = defaultLocale.find((entry) => entry.version?.spec === page.spec.id);
      if (!variant) continue;
      page.docsVersion = version(
        variant,
        defaultLocale,
        defaultLocale.map((other) => link(other, specRoute(other) ?? firstOf(other))),
      );
    }
  }
}

// What each page of a site with several locales knows of them (load/docs-locales.ts reads the
// locales' trees): its locale (its `lang`, `dir` and words follow), the same page in every
// locale (the locale dropdown stays on the page, hreflang alternates, the sitemap's), and, for a
// page a locale lacks, the default locale's page built in that locale with a notice, so that
// every locale has every page and every link lands.
import type { SiteConfig } from '../config/site-config.js';
import { routeInVariant, variantRoute, type DocsVariant } from '../load/docs-variants.js';
import { routeUrl, type Route } from '../shared/routes.js';
import type { DocPageMeta } from './doc-pages.js';
import { variantOfRoute } from './docs-versions.js';
import type { LocaleLink, PageModel } from './types.js';

const localized = (variants: readonly DocsVariant[]) => variants.filter((variant) => variant.locale !== undefined);

/** The variants of the same version as `variant` (all of them on a site without versions): a page's translations are there. */
const sameVersion = (variants: readonly DocsVariant[], variant: DocsVariant) => variants.filter((other) => other.version?.name === variant.version?.name);

/** The default locale's variant of `variant`'s version: where its untranslated pages come from. */
const fallbackOf = (variants: readonly DocsVariant[], variant: DocsVariant) => sameVersion(variants, variant).find((other) => other.locale?.isDefault);

/**
 * The docs files' metas with a copy of each default-locale page that a locale lacks, at its route
 * in that locale (marked `untranslated`). A site with one locale is given its metas back.
 */
export function withUntranslatedCopies(metas: DocPageMeta[], variants: readonly DocsVariant[]): DocPageMeta[] {
  const locales = localized(variants);
  if (locales.length < 2) return metas;
  const have = new Set(metas.map((meta) => meta.route));
  const copies: DocPageMeta[] = [];
  for (const variant of locales) {
    const fallback = fallbackOf(locales, variant);
    if (!fallback || variant === fallback) continue;
    for (const meta of metas) {
      if (meta.source.variant.id !== fallback.id) continue;
      const path = routeInVariant(fallback, meta.route);
      if (path === undefined) continue;
      const route = variantRoute(variant, path);
      if (have.has(route)) continue;
      have.add(route);
      copies.push({ ...meta, source: { ...meta.source, variant }, route, untranslated: true });
    }
  }
  return copies.length === 0 ? metas : [...metas, ...copies];
}

/**
 * Sets `locale`, `locales` and `untranslated` on the docs pages of a site with several locales.
 * `metas`: the docs files' (with the untranslated copies); `firstRoutes`: each variant's first page.
 */
export function giveLocales(
  pages: readonly PageModel[],
  metas: readonly DocPageMeta[],
  variants: readonly DocsVariant[],
  firstRoutes: ReadonlyMap<string, Route | undefined>,
  config: SiteConfig,
): void {
  const all = localized(variants);
  if (all.length < 2) return;
  const untranslated = new Set(metas.flatMap((meta) => (meta.untranslated ? [meta.route] : [])));
  const docsRoutes = new Set(pages.flatMap((page) => (page.kind === 'markdown' || page.kind === 'react' || page.kind === 'category' ? [page.route] : [])));
  const link = (variant: DocsVariant, route: Route, translated: boolean): LocaleLink => ({
    code: variant.locale?.code ?? variant.id,
    label: config.i18n.locales[variant.locale?.code ?? variant.id]?.label ?? variant.id,
    lang: variant.locale?.htmlLang ?? variant.id,
    route,
    url: routeUrl(config.baseUrl, route, config.trailingSlash),
    translated,
  });
  for (const page of pages) {
    if (page.kind !== 'markdown' && page.kind !== 'react' && page.kind !== 'category') continue;
    const variant = variantOfRoute(all, page.route);
    const path = variant && routeInVariant(variant, page.route);
    if (!variant?.locale || path === undefined) continue;
    // Its translations: the same page in each locale of its version.
    const locales = sameVersion(all, variant);
    const fallback = fallbackOf(all, variant) ?? locales[0];
    if (!variant.locale.isDefault) page.locale = variant.locale.code;
    if (untranslated.has(page.route)) page.untranslated = { lang: fallback.locale?.htmlLang ?? config.i18n.defaultLocale };
    const links = locales.map((other) => {
      const same = variantRoute(other, path);
      return docsRoutes.has(same) ? link(other, same, !untranslated.has(same)) : link(other, firstRoutes.get(other.id) ?? other.routePrefix, false);
    });
    page.locales = { links, fallback: links[locales.indexOf(fallback)], home: variant.routePrefix };
  }
}

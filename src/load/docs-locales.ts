// Docs locales: a locale is another dimension of the docs variants (docs-variants.ts): a tree of
// docs pages under its own route prefix, read from Starlight's layout (a folder per locale code
// under the docs folder; the default locale's folder, or the docs folder's root when it has none)
// or Docusaurus's (`i18n/<code>/docusaurus-plugin-content-docs/current/` beside the config, the
// default locale being the docs folder; a version's translation in `version-<v>/` beside it). Only
// a site with more than one locale and a translated tree in one of the layouts is read so; any
// other site keeps its variants.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocsLocale, DocsVariant } from './docs-variants.js';
import type { YamlSource } from './yaml-source.js';

/** Where a site keeps its translated docs. */
export type LocaleLayout = 'starlight' | 'docusaurus';

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The folder of a locale's docs in Docusaurus's layout: its current docs, or a version's (`version-<v>`). */
export function docusaurusLocaleFolder(siteDir: string, code: string, version = 'current'): string {
  return resolve(siteDir, 'i18n', code, 'docusaurus-plugin-content-docs', version === 'current' ? 'current' : `version-${version}`);
}

/**
 * The site's variants with one per locale: the default locale's first (at the docs route, or at
 * its folder's route in Starlight's layout), then the others in the config's order under
 * `<code>/`. A versioned site in Docusaurus's layout gets one per locale and version (the
 * default locale's versions as they were, then each other locale's under `<code>/`, with the
 * version's sidebars). A site with one locale or without any locale's folder gets `variants` back.
 */
export function withLocales(
  variants: DocsVariant[],
  siteDir: string,
  docsDir: string,
  config: SiteConfig,
  configSource?: YamlSource,
): { variants: DocsVariant[]; layout?: LocaleLayout; diagnostics: Diagnostic[] } {
  const codes = Object.keys(config.i18n.locales);
  if (codes.length < 2) return { variants, diagnostics: [] };
  const defaultCode = config.i18n.defaultLocale;
  const locale = (code: string) => ({ code, htmlLang: config.i18n.locales[code]?.htmlLang ?? code, isDefault: code === defaultCode });
  const others = codes.filter((code) => code !== defaultCode);
  const starlight = codes.some((code) => isFolder(resolve(docsDir, code)));
  // Without a translated tree in either layout, the locales only name the pages' language: the site is built as before.
  const versioned = variants.length > 1 || variants[0]?.version !== undefined;
  const translated = (code: string) =>
    versioned ? variants.some((variant) => isFolder(docusaurusLocaleFolder(siteDir, code, variant.version?.name))) : isFolder(docusaurusLocaleFolder(siteDir, code));
  if (!starlight && !others.some(translated)) return { variants, diagnostics: [] };
  if (versioned && !starlight) return { variants: translatedVersions(variants, siteDir, defaultCode, others, locale), layout: 'docusaurus', diagnostics: [] };
  if (versioned) {
    return {
      variants,
      diagnostics: [
        diagnostic(
          'docs-locales-with-versions',
          'warning',
          "This site has docs versions and locales in Starlight's layout; translated docs are built for versions only in Docusaurus's layout, so only the default locale is built",
          configSource?.positionOf(['i18n', 'locales']) ?? {},
          "Move the translations to Docusaurus's layout (i18n/<code>/docusaurus-plugin-content-docs/current/ and version-<v>/), or remove the versions or the other locales.",
        ),
      ],
    };
  }
  if (starlight) {
    // Starlight's layout: the default locale in its own folder (its code stays in the URL, as Starlight's
    // does), or at the docs folder's root (Starlight's `root` locale), which then skips the others' folders.
    const ownFolder = isFolder(resolve(docsDir, defaultCode));
    const first: DocsVariant = ownFolder
      ? { id: defaultCode, routePrefix: defaultCode, folder: resolve(docsDir, defaultCode), locale: locale(defaultCode) }
      : { id: defaultCode, routePrefix: '', folder: docsDir, locale: locale(defaultCode), skipFolders: others };
    return {
      variants: [first, ...others.map((code): DocsVariant => ({ id: code, routePrefix: code, folder: resolve(docsDir, code), locale: locale(code) }))],
      layout: 'starlight',
      diagnostics: [],
    };
  }
  return {
    variants: [
      { id: defaultCode, routePrefix: '', folder: docsDir, locale: locale(defaultCode) },
      ...others.map((code): DocsVariant => ({ id: code, routePrefix: code, folder: docusaurusLocaleFolder(siteDir, code), locale: locale(code) })),
    ],
    layout: 'docusaurus',
    diagnostics: [],
  };
}

/**
 * Docusaurus's translated versions: the default locale's variants as they are (their routes and
 * ids unchanged), then for each other locale a copy of every version under `<code>/`, read from
 * `i18n/<code>/docusaurus-plugin-content-docs/<current|version-<v>>/` (a missing folder: every
 * page of that version is the default locale's, untranslated), with the version's own sidebars.
 */
function translatedVersions(variants: DocsVariant[], siteDir: string, defaultCode: string, others: string[], locale: (code: string) => DocsLocale): DocsVariant[] {
  const defaults = variants.map((variant): DocsVariant => ({ ...variant, locale: locale(defaultCode) }));
  const translations = others.flatMap((code) =>
    variants.map((variant): DocsVariant => ({
      ...variant,
      id: `${code}/${variant.id}`,
      routePrefix: variant.routePrefix === '' ? code : `${code}/${variant.routePrefix}`,
      folder: docusaurusLocaleFolder(siteDir, code, variant.version?.name),
      locale: locale(code),
    })),
  );
  return [...defaults, ...translations];
}

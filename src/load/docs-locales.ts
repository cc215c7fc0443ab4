// Docs locales: a locale is another dimension of the docs variants (docs-variants.ts): a tree of
// docs pages under its own route prefix, read from Starlight's layout (a folder per locale code
// under the docs folder; the default locale's folder, or the docs folder's root when it has none)
// or Docusaurus's (`i18n/<code>/docusaurus-plugin-content-docs/current/` beside the config, the
// default locale being the docs folder). Only a site with more than one locale and a translated
// tree in one of the layouts is read so; any other site keeps its one variant.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocsVariant } from './docs-variants.js';
import type { YamlSource } from './yaml-source.js';

/** Where a site keeps its translated docs. */
export type LocaleLayout = 'starlight' | 'docusaurus';

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The folder of a locale's docs in Docusaurus's layout. */
export function docusaurusLocaleFolder(siteDir: string, code: string): string {
  return resolve(siteDir, 'i18n', code, 'docusaurus-plugin-content-docs', 'current');
}

/**
 * The site's variants with one per locale: the default locale's first (at the docs route, or at
 * its folder's route in Starlight's layout), then the others in the config's order under
 * `<code>/`. A site with one locale, without any locale's folder, or with docs versions
 * (translated versions are not read), gets `variants` back as they are.
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
  if (!starlight && !others.some((code) => isFolder(docusaurusLocaleFolder(siteDir, code)))) return { variants, diagnostics: [] };
  if (variants.length > 1 || variants[0]?.version !== undefined) {
    return {
      variants,
      diagnostics: [
        diagnostic(
          'docs-locales-with-versions',
          'warning',
          'This site has docs versions and several locales; translated docs are not built for a versioned site, only the default locale',
          configSource?.positionOf(['i18n', 'locales']) ?? {},
          'Remove the versions or the other locales; specpress builds either versions or locales of the docs.',
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

// A Docusaurus site's translations (`i18n/<locale>/` beside the config) as `init --from` carries
// them: the config's i18n block becomes specpress's, and the translated docs stay where they are
// (`i18n/<locale>/docusaurus-plugin-content-docs/current/`: load/docs-locales.ts reads that layout
// in place, so nothing is copied). What else the folder holds is not read by specpress: the report
// names each part at the config's `i18n` and says what to do.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationReport } from './migration-report.js';

/** Docusaurus's default label of a locale: its own name for its language ("Français"), as Docusaurus writes it. */
export function localeLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * The locales whose translated docs are in the site (`i18n/<code>/docusaurus-plugin-content-docs/current/`),
 * with the default locale. Docusaurus builds a locale without them from the default locale's pages
 * (a site that downloads its translations at build time, from Crowdin, has none in the repository);
 * specpress builds a locale from its translated docs, so each other one is left out and reported:
 * carried, its menu entry would lead to pages that do not exist.
 */
export function localesWithDocs(siteDir: string, codes: readonly string[], defaultLocale: string, report: MigrationReport, path: readonly string[]): string[] {
  const kept = codes.filter((code) => code === defaultLocale || isFolder(join(siteDir, 'i18n', code, 'docusaurus-plugin-content-docs', 'current')));
  const left = codes.filter((code) => !kept.includes(code));
  if (left.length > 0)
    report.add(
      'migrate-changed',
      path,
      `The locale${left.length === 1 ? '' : 's'} ${left.join(', ')} ha${left.length === 1 ? 's' : 've'} no translated docs in i18n/<locale>/docusaurus-plugin-content-docs/current/; ${left.length === 1 ? 'it was' : 'they were'} not carried`,
      "Put each locale's translations there (as your Docusaurus build does, e.g. `crowdin download`), then add the locale under i18n.locales; specpress builds a locale from its translated docs.",
    );
  return kept;
}

const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The parts of `i18n/<code>/` that specpress does not read, and what to do about each. */
const NOT_READ: { name: string; what: string; hint: string }[] = [
  {
    name: 'code.json',
    what: 'the translated UI strings of components (<Translate id>, translate())',
    hint: 'specpress translates by locale folders: write the translated text in the pages of i18n/<locale>/docusaurus-plugin-content-docs/current/.',
  },
  { name: 'docusaurus-plugin-content-blog', what: 'the translated blog posts', hint: 'The blog is built in the default locale only; link the translated posts from a docs page, or leave them out.' },
  { name: 'docusaurus-plugin-content-pages', what: 'the translated pages of src/pages', hint: 'Move them into i18n/<locale>/docusaurus-plugin-content-docs/current/ as docs pages.' },
  {
    name: 'docusaurus-theme-classic',
    what: 'the translated navbar and footer labels',
    hint: 'specpress translates its own chrome (README: Versions and locales); the navbar and footer items keep their labels.',
  },
];

/**
 * Reports what `i18n/` holds that the migrated site will not show: for each locale other than the
 * default, the parts above, translated sidebar labels (`current.json`) and translated versions.
 */
export function reportTranslations(siteDir: string, codes: readonly string[], defaultLocale: string, report: MigrationReport, path: readonly string[]): void {
  for (const code of codes) {
    if (code === defaultLocale) continue;
    const folder = join(siteDir, 'i18n', code);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
    for (const part of NOT_READ)
      if (existsSync(join(folder, part.name))) report.add('migrate-no-counterpart', path, `i18n/${code}/${part.name} (${part.what}) is not read by specpress`, part.hint.replace('<locale>', code));
    const docs = join(folder, 'docusaurus-plugin-content-docs');
    if (!existsSync(docs) || !statSync(docs).isDirectory()) continue;
    const entries = readdirSync(docs).sort();
    if (entries.includes('current.json'))
      report.add(
        'migrate-no-counterpart',
        path,
        `i18n/${code}/docusaurus-plugin-content-docs/current.json (translated sidebar labels) is not read by specpress`,
        `Give the categories of i18n/${code}/docusaurus-plugin-content-docs/current/ their translated label in a _category_.json each.`,
      );
    const versions = entries.filter((name) => name.startsWith('version-') && statSync(join(docs, name)).isDirectory());
    if (versions.length > 0)
      report.add(
        'migrate-no-counterpart',
        path,
        `i18n/${code}/docusaurus-plugin-content-docs/${versions.join(', ')} (translated docs versions) are not read: specpress builds either versions or locales of the docs`,
        'Keep the versions (the other locales then show the default locale) or the locales (remove versions.json); the build says which it built.',
      );
  }
}

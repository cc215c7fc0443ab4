// Translated docs (i18n.locales with several locales): Starlight's layout (fixtures/locales-starlight:
// English at the root, Arabic and Japanese in their folders) and Docusaurus's
// (fixtures/locales-docusaurus: French under i18n/). Asserted on the written files: each locale's
// routes, the untranslated copies and their notice, lang/dir, hreflang alternates, the locale
// dropdown, the sitemap's alternates and the search index of each locale.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli } from '../helpers/cli.js';
import { siteSearch, type SiteSearch } from '../helpers/site-search.js';

/** The locale dropdown's links of a written page: [label, href]. */
function dropdown(html: string): [string, string][] {
  const menu = /<details class="navbar-dropdown[^"]*" data-role="locales"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  return [...menu.matchAll(/<a class="dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
}
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]);
const htmlTag = (html: string) => /<html [^>]*>/.exec(html)?.[0] ?? '';
const notice = (html: string) => /<div class="admonition admonition-note untranslated-notice" role="note"><p>([^<]*)<\/p><\/div>/.exec(html)?.[1];

describe('locales in Starlight’s layout (a folder per locale, the default at the root)', () => {
  it('writes each locale under /<code>/, and a page a locale lacks from the default locale’s, with a notice; the build passes its link check', async () => {
    const { run, out, read } = await generateFixture('locales-starlight');
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toMatch(/: (warning|error) /);
    for (const page of ['', 'guides/setup', 'guides/deploy', 'ar', 'ar/guides/setup', 'ar/guides/deploy', 'ja', 'ja/guides/setup', 'ja/guides/deploy'])
      expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
    // The other locales' folders are not pages of the default locale.
    expect(existsSync(join(out, 'ar/index/index.html'))).toBe(false);
    const translated = await read('ar/guides/setup/index.html');
    expect(translated).toContain('اكتب ملف الإعدادات');
    expect(notice(translated)).toBeUndefined();
    // Deploy is not translated: the English page, in the Arabic chrome, its content marked English.
    const copy = await read('ar/guides/deploy/index.html');
    expect(notice(copy)).toBe('لم تُترجم هذه الصفحة بعد.');
    expect(copy).toContain('<article class="markdown" lang="en">');
    expect(copy).toContain('Copy the output folder to any static host.');
    expect(notice(await read('ja/guides/deploy/index.html'))).toBe('このページはまだ翻訳されていません。');
    // The translated page's link to deploy.md lands on the copy in its own locale.
    expect(translated).toContain('href="/ar/guides/deploy"');
    // Its sidebar lists the translated title and the untranslated page.
    const sidebar = /<aside class="sidebar"[\s\S]*?<\/aside>/.exec(translated)?.[0] ?? '';
    expect(sidebar).toContain('>الإعداد</a>');
    expect(sidebar).toContain('href="/ar/guides/deploy"');
    // Its breadcrumbs start at the Arabic home.
    expect(translated).toContain('<li class="breadcrumb-item"><a href="/ar">الرئيسية</a></li>');
  });

  it('gives each page its locale’s lang and direction (Arabic right to left)', async () => {
    const { read } = await generateFixture('locales-starlight');
    expect(htmlTag(await read('guides/setup/index.html'))).toMatch(/lang="en" dir="ltr"/);
    expect(htmlTag(await read('ar/guides/setup/index.html'))).toMatch(/lang="ar" dir="rtl"/);
    expect(htmlTag(await read('ar/guides/deploy/index.html'))).toMatch(/lang="ar" dir="rtl"/);
    expect(htmlTag(await read('ja/guides/setup/index.html'))).toMatch(/lang="ja" dir="ltr"/);
  });

  it('links each page to its translations (hreflang) and the default locale’s (x-default); an untranslated locale is not named', async () => {
    const { read } = await generateFixture('locales-starlight');
    const all = [
      ['en', 'https://locales.example/guides/setup'],
      ['ar', 'https://locales.example/ar/guides/setup'],
      ['ja', 'https://locales.example/ja/guides/setup'],
      ['x-default', 'https://locales.example/guides/setup'],
    ];
    expect(alternates(await read('guides/setup/index.html'))).toEqual(all);
    expect(alternates(await read('ja/guides/setup/index.html'))).toEqual(all);
    expect(alternates(await read('ar/guides/deploy/index.html'))).toEqual([
      ['en', 'https://locales.example/guides/deploy'],
      ['x-default', 'https://locales.example/guides/deploy'],
    ]);
  });

  it('the locale dropdown leads to the same page in each locale and names the page’s locale', async () => {
    const { read } = await generateFixture('locales-starlight');
    const page = await read('ja/guides/deploy/index.html');
    expect(dropdown(page)).toEqual([
      ['English', '/guides/deploy'],
      ['العربية', '/ar/guides/deploy'],
      ['日本語', '/ja/guides/deploy'],
    ]);
    expect(page).toMatch(/<summary class="navbar-link">日本語<\/summary>/);
  });

  it('the sitemap lists translated pages with their alternates, and leaves the untranslated copies out', async () => {
    const { read } = await generateFixture('locales-starlight');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(sitemap).toContain(
      '<url><loc>https://locales.example/ar/guides/setup</loc><xhtml:link rel="alternate" hreflang="en" href="https://locales.example/guides/setup"/><xhtml:link rel="alternate" hreflang="ar" href="https://locales.example/ar/guides/setup"/><xhtml:link rel="alternate" hreflang="ja" href="https://locales.example/ja/guides/setup"/><xhtml:link rel="alternate" hreflang="x-default" href="https://locales.example/guides/setup"/></url>',
    );
    expect(sitemap).toContain('<loc>https://locales.example/guides/deploy</loc>');
    expect(sitemap).not.toContain('<loc>https://locales.example/ar/guides/deploy</loc>');
    expect(sitemap).not.toContain('<loc>https://locales.example/ja/guides/deploy</loc>');
  });

  it('each locale has its own search index of its translated pages; Japanese is cut into words, so a word from mid-sentence is found', async () => {
    const { read } = await generateFixture('locales-starlight');
    const urls = async (index: SiteSearch, query: string) => [...new Set((await index.search(query)).map((hit) => hit.url))];
    const english = await siteSearch(read, 'search-manifest.json');
    expect(await urls(english, 'output folder')).toEqual(['/guides/deploy']);
    expect(await urls(english, 'ビルド')).toEqual([]);
    expect(english.manifest.locales!.ar.segmented).toBeUndefined();
    expect(english.manifest.locales!.ja.segmented).toBe(true);
    const arabic = await siteSearch(read, 'search-manifest.json', 'ar');
    expect(await urls(arabic, 'البناء')).toEqual(['/ar/guides/setup']);
    // The untranslated copy is not in its locale's index.
    expect(await urls(arabic, 'output')).toEqual([]);
    const japanese = await siteSearch(read, 'search-manifest.json', 'ja');
    // 設定ファイル sits in the middle of 最初のビルドの前に設定ファイルを書いてください。
    expect(await urls(japanese, 'ファイル')).toEqual(['/ja/guides/setup']);
    expect(await urls(japanese, '設定')).toEqual(['/ja/guides/setup']);
  });
});

describe('locales in Docusaurus’s layout (i18n/<code>/docusaurus-plugin-content-docs/current/)', () => {
  it('writes French under /fr/, the untranslated guide from the English one, and the translated category label', async () => {
    const { run, out, read } = await generateFixture('locales-docusaurus');
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toMatch(/: (warning|error) /);
    for (const page of ['intro', 'guides/install', 'fr/intro', 'fr/guides/install']) expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
    const intro = await read('fr/intro/index.html');
    expect(htmlTag(intro)).toMatch(/lang="fr-FR" dir="ltr"/);
    expect(intro).toContain('Présentation');
    expect(intro).toContain('Guides (fr)');
    expect(notice(intro)).toBeUndefined();
    const install = await read('fr/guides/install/index.html');
    expect(notice(install)).toBe('Cette page n’est pas encore traduite.');
    expect(install).toContain('<article class="markdown" lang="en-US">');
    expect(dropdown(install)).toEqual([
      ['English', '/guides/install'],
      ['Français', '/fr/guides/install'],
    ]);
    // /fr has no home page of its own: it leads to French's first page (its sidebar's).
    expect(await read('fr/index.html')).toContain('url=/fr/guides/install');
  });
});

describe('locales and docs versions together', () => {
  it('builds the versions and warns, at the config’s locales, that translations in Starlight’s layout are not built for a versioned site', async () => {
    const site = await copyFixture('versioned-docs');
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    await writeFile(join(site, 'specpress.config.yaml'), `${config}i18n:\n  defaultLocale: en\n  locales:\n    en: { label: English }\n    fr: { label: Français }\n`);
    await mkdir(join(site, 'docs/fr'), { recursive: true });
    await writeFile(join(site, 'docs/fr/intro.md'), '# Introduction (fr)\n');
    const run = await runCli(['generate', '-o', 'out'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(
      /specpress\.config\.yaml:\d+:\d+: warning This site has docs versions and locales in Starlight's layout; translated docs are built for versions only in Docusaurus's layout, so only the default locale is built \[docs-locales-with-versions\]/,
    );
    expect(existsSync(join(site, 'out/1.0/intro/index.html'))).toBe(true);
    expect(existsSync(join(site, 'out/fr/intro/index.html'))).toBe(false);
  });
});

// A site's pages speak its locale: <html lang/dir>, the chrome's words and the runtime's (in the
// site data), from the shipped table with the config's own wording over it; a key that is not a
// UI string is a warning at its line. Asserted on the HTML the CLI wrote.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { html, texts } from '../helpers/html.js';

/** The JSON the page embeds for the runtime. */
function siteData(page: ReturnType<typeof html>): { strings?: Record<string, string> } {
  return JSON.parse(page.querySelector('#sp-site-data')!.text) as { strings?: Record<string, string> };
}

describe('a site whose default locale is French', () => {
  let run: CliRun;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, read } = await generateFixture('locale-strings'));
  });

  it('warns, at its line and column, about a key of `strings` that is not a UI string, and builds', () => {
    expect(run.exitCode).toBe(0);
    expect(run.output).toMatch(/specpress\.config\.yaml:14:9: warning Unknown UI string "onThisPge" in i18n\.locales\.fr\.strings; it is ignored \[config-unknown-ui-string\]/);
    expect(run.output).toContain('hint: Did you mean "onThisPage"?');
  });

  it('writes <html lang> from the locale, left to right, and the chrome in French', async () => {
    const page = html(await read('guides/install/index.html'));
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('fr-FR');
    expect(page.querySelector('html')?.getAttribute('dir')).toBe('ltr');
    expect(page.querySelector('.skip-link')?.text).toBe('Aller au contenu principal');
    expect(page.querySelector('.navbar-search input')?.getAttribute('placeholder')).toBe('Rechercher');
    expect(page.querySelector('nav.toc')?.getAttribute('aria-label')).toBe('Sur cette page');
    expect(page.querySelector('.toc-title')?.text).toBe('Sur cette page');
    expect(texts(page, '.breadcrumbs a')).toEqual(['Accueil']);
    expect(texts(page, '.pagination-sublabel')).toEqual(['Précédent', 'Suivant']);
    expect(page.querySelector('.copy-markdown')?.text).toBe('Copier la page en markdown');
    expect(page.querySelector('.color-mode-toggle')?.getAttribute('aria-label')).toBe('Basculer entre le mode sombre et le mode clair');
  });

  it("shows the config's own wording over the shipped one", async () => {
    const page = html(await read('guides/install/index.html'));
    expect(page.querySelector('.doc-edit-link')?.text.trim()).toBe('Proposer une modification');
  });

  it('gives the runtime its French words in the site data (copy buttons, search dialog, expand all)', async () => {
    const strings = siteData(html(await read('guides/install/index.html'))).strings;
    expect(strings).toMatchObject({ copy: 'Copier', copied: 'Copié', searchDialogPlaceholder: 'Rechercher dans les guides et la référence API', expandAll: 'Tout déplier' });
  });

  it('writes the 404 and search pages in French', async () => {
    const notFound = html(await read('404.html'));
    expect(notFound.querySelector('h1')?.text).toBe('Page introuvable');
    expect(notFound.querySelector('.not-found p:last-child')?.text).toBe("Allez à l'accueil de la documentation, ou utilisez la navigation ci-dessus.");
    const search = html(await read('search/index.html'));
    expect(search.querySelector('h1')?.text).toBe('Rechercher dans la documentation');
    expect(search.querySelector('.search-page-form button')?.text.trim()).toBe('Rechercher');
  });
});

describe('the same site in Arabic', () => {
  let out: string;
  let run: CliRun;
  beforeAll(async () => {
    const site = await copyFixture('locale-strings');
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('defaultLocale: fr', 'defaultLocale: ar'));
    out = join(await tempDir(), 'out');
    run = await runCli(['generate', '--out', out], site);
  });

  it('writes its pages right to left, with the chrome and the runtime in Arabic', async () => {
    expect(run.exitCode).toBe(0);
    const page = html(await readFile(join(out, 'guides/install/index.html'), 'utf8'));
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('ar');
    expect(page.querySelector('html')?.getAttribute('dir')).toBe('rtl');
    expect(page.querySelector('.toc-title')?.text).toBe('في هذه الصفحة');
    expect(page.querySelector('.navbar-search input')?.getAttribute('placeholder')).toBe('بحث');
    expect(texts(page, '.pagination-sublabel')).toEqual(['السابق', 'التالي']);
    // The fr locale's own wording is for its pages only.
    expect(page.querySelector('.doc-edit-link')?.text.trim()).toBe('تعديل هذه الصفحة');
    expect(siteData(page).strings?.copy).toBe('نسخ');
  });
});

describe('an English site', () => {
  it('embeds no strings for the runtime (it has them) and stays left to right', async () => {
    const { read } = await generateFixture('minimal');
    const page = html(await read('docs/guides/setup/index.html'));
    expect(page.querySelector('html')?.getAttribute('dir')).toBe('ltr');
    expect(siteData(page).strings).toBeUndefined();
  });
});

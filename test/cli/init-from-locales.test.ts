// `specpress init --from` on translated sites: a Docusaurus site's i18n block and its translated docs
// (read in place under i18n/<locale>/docusaurus-plugin-content-docs/current/), with what specpress
// does not read there named in the report; a Starlight site's locales with its language picker.
// The migrated site builds every locale, each page at its old URL in its language.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.js';

describe('specpress init --from, translated sites', () => {
  it('Docusaurus: carries the i18n block, reports what i18n/ holds that is not read, and builds every locale', async () => {
    const site = await copyFixture('migrate-docusaurus-i18n');
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    // Docusaurus's default labels: each language's own name.
    expect(config).toMatch(/^ {4}en:\n {6}label: English\n {4}fr:\n {6}label: Français\n {6}htmlLang: fr-FR$/m);
    for (const [part, what] of [
      ['code.json', 'the translated UI strings'],
      ['docusaurus-plugin-content-blog', 'the translated blog posts'],
      ['docusaurus-theme-classic', 'the translated navbar and footer labels'],
      ['docusaurus-plugin-content-docs/current.json', 'translated sidebar labels'],
    ])
      expect(run.stdout).toContain(`docusaurus.config.js:9:3: i18n/fr/${part} (${what}`);
    expect(run.stdout).toMatch(/not read by specpress → .*\[migrate-no-counterpart\]$/m);
    // A locale without translated docs (translations downloaded at build time, as from Crowdin) is left out: its menu entry would lead nowhere.
    expect(run.stdout).toContain('docusaurus.config.js:9:3: The locale de has no translated docs in i18n/<locale>/docusaurus-plugin-content-docs/current/; it was not carried');
    expect(config).not.toMatch(/^ {4}de:/m);

    const built = await runCli(['generate'], site);
    expect(built.exitCode, built.output).toBe(0);
    const page = async (path: string) => parse(await readFile(join(site, 'build', path, 'index.html'), 'utf8'));
    const french = await page('fr/docs/intro');
    expect(french.querySelector('html')?.getAttribute('lang')).toBe('fr-FR');
    expect(french.querySelector('article h1')?.text).toBe('Présentation');
    expect(french.querySelector('article a')?.getAttribute('href')).toBe('/fr/docs/guides/install');
    // The English pages keep their URLs; the page not translated yet is there in French too.
    expect((await page('docs/intro')).querySelector('article h1')?.text).toBe('Introduction');
    expect(existsSync(join(site, 'build/fr/docs/guides/upgrade/index.html'))).toBe(true);
    // The navbar's docSidebar item leads to the docs in the page's locale, as Docusaurus's does, and the locale dropdown.
    expect(french.querySelector('a.navbar-link')?.getAttribute('href')).toBe('/fr/docs/intro');
    expect(french.querySelectorAll('[data-role="locales"] a').map((a) => a.getAttribute('href'))).toContain('/fr/docs/intro');
  });

  it("Starlight: carries the locales and a language picker, and builds the locale's folder", async () => {
    const site = await copyFixture('migrate-starlight');
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(await readFile(join(site, 'specpress.config.yaml'), 'utf8')).toMatch(/- type: localeDropdown\n\s+position: right/);
    const built = await runCli(['generate'], site);
    expect(built.exitCode, built.output).toBe(0);
    const french = parse(await readFile(join(site, 'build/fr/guides/setup/index.html'), 'utf8'));
    expect(french.querySelector('html')?.getAttribute('lang')).toBe('fr');
    expect(french.querySelector('article h1')?.text).toBe('Installation');
    expect(french.querySelectorAll('[data-role="locales"] a').map((a) => a.textContent)).toEqual(expect.arrayContaining(['English', 'Français']));
    expect(existsSync(join(site, 'build/guides/setup/index.html'))).toBe(true);
  });
});

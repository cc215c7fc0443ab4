// Translated versions in Docusaurus's layout (fixtures/versioned-locales-docusaurus: versions.json
// with 1.0 the latest, docs/ "Next", French in i18n/fr/docusaurus-plugin-content-docs/current/ and
// version-1.0/). Asserted on the written files: each locale's versions at /fr/docs/<v>/, a page
// French lacks in a version built from that version's English page with the notice, the version
// and locale dropdowns staying on the page, the banner in French linking the French latest copy.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

/** A dropdown's links of a written page (role `versions` or `locales`): [label, href]. */
function dropdown(html: string, role: string): [string, string][] {
  const menu = new RegExp(`<details class="navbar-dropdown[^"]*" data-role="${role}"[\\s\\S]*?</details>`).exec(html)?.[0] ?? '';
  return [...menu.matchAll(/<a class="dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
}
const notice = (html: string) => /<div class="admonition admonition-note untranslated-notice" role="note"><p>([^<]*)<\/p><\/div>/.exec(html)?.[1];
const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('a versioned site translated in Docusaurus’s layout', () => {
  let run: CliRun;
  let out: string;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, out, read } = await generateFixture('versioned-locales-docusaurus'));
  });

  it('builds every version in every locale, without a warning, its links checked', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toMatch(/: (warning|error) /);
    for (const page of ['docs/intro', 'docs/guides/setup', 'docs/next/intro', 'docs/next/guides/setup', 'fr/docs/intro', 'fr/docs/guides/setup', 'fr/docs/next/intro', 'fr/docs/next/guides/setup'])
      expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
  });

  it("writes a locale's translation of a version, and the default locale's copy of that version where it lacks one", async () => {
    const translated = await read('fr/docs/next/intro/index.html');
    expect(lang(translated)).toBe('fr-FR');
    expect(translated).toContain('Gadget Next, en français.');
    expect(notice(translated)).toBeUndefined();
    // 1.0's intro is not translated: 1.0's English page (not Next's), in the French chrome.
    const copy = await read('fr/docs/intro/index.html');
    expect(notice(copy)).toBe('Cette page n’est pas encore traduite.');
    expect(copy).toContain('Gadget 1.0.');
    expect(copy).not.toContain('Gadget Next');
    // Its link leads to the French page of the same version.
    expect(copy).toContain('href="/fr/docs/guides/setup"');
    expect(await read('fr/docs/guides/setup/index.html')).toContain('Installer Gadget 1.0.');
  });

  it('keeps the version dropdown in the locale and the locale dropdown in the version, on the same page', async () => {
    const page = await read('fr/docs/next/guides/setup/index.html');
    expect(dropdown(page, 'versions')).toEqual([
      ['1.0', '/fr/docs/guides/setup'],
      ['Next', '/fr/docs/next/guides/setup'],
    ]);
    expect(dropdown(page, 'locales')).toEqual([
      ['English', '/docs/next/guides/setup'],
      ['Français', '/fr/docs/next/guides/setup'],
    ]);
    expect(dropdown(await read('docs/next/intro/index.html'), 'versions')).toEqual([
      ['1.0', '/docs/intro'],
      ['Next', '/docs/next/intro'],
    ]);
  });

  it("writes the unreleased version's banner in the page's language, linking the latest copy in that locale", async () => {
    const page = await read('fr/docs/next/intro/index.html');
    expect(page).toContain('Ceci est la documentation non publiée de Gadget, version Next.');
    expect(/<a class="version-banner-latest" href="([^"]*)">([^<]*)<\/a>/.exec(page)?.slice(1)).toEqual(['/fr/docs/intro', 'dernière version']);
  });
});

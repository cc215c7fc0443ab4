// The navbar's and footer's links to docs pages follow the page's locale and version
// (fixtures/locale-navbar-links: Docusaurus's layout, 1.0 the latest, "Next", French): asserted on
// the written pages, as a reader following "Docs" from a French page lands on the French docs.
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';

/** The navbar's own links (not its dropdowns'): [label, href, active]. */
function navbarLinks(html: string): [string, string, boolean][] {
  const navbar = /<nav class="navbar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...navbar.matchAll(/<a class="navbar-link([^"]*)" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[3], m[2], / active\b/.test(m[1])]);
}
const footerLinks = (html: string) => [...(/<footer[\s\S]*?<\/footer>/.exec(html)?.[0].matchAll(/<a class="footer-link" href="([^"]*)"[^>]*>([^<]*)<\/a>/g) ?? [])].map((m) => [m[2], m[1]]);

describe('navbar and footer links on pages of another locale or version', () => {
  it('lead from a French page to the French docs, as from an English page to the English ones', async () => {
    const { run, read } = await generateFixture('locale-navbar-links');
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain('0 warnings');
    expect(navbarLinks(await read('docs/guides/setup/index.html'))).toEqual([
      ['Docs', '/docs/intro', false],
      ['Setup', '/docs/guides/setup', true],
      ['Elsewhere', 'https://elsewhere.example', false],
    ]);
    // A translated page and an untranslated copy alike.
    for (const page of ['fr/docs/guides/setup', 'fr/docs/intro']) {
      const html = await read(`${page}/index.html`);
      expect(navbarLinks(html), page).toEqual([
        ['Docs', '/fr/docs/intro', page === 'fr/docs/intro'],
        ['Setup', '/fr/docs/guides/setup', page === 'fr/docs/guides/setup'],
        ['Elsewhere', 'https://elsewhere.example', false],
      ]);
      expect(footerLinks(html), page).toEqual([
        ['Introduction', '/fr/docs/intro'],
        ['Setup', '/fr/docs/guides/setup?from=footer'],
      ]);
    }
    expect(footerLinks(await read('docs/intro/index.html'))).toEqual([
      ['Introduction', '/docs/intro'],
      ['Setup', '/docs/guides/setup?from=footer'],
    ]);
  });

  it('lead from a page of another version to that version’s page (the navbar; the footer to the latest, in the page’s locale)', async () => {
    const { read } = await generateFixture('locale-navbar-links');
    const next = await read('docs/next/intro/index.html');
    expect(navbarLinks(next).slice(0, 2)).toEqual([
      ['Docs', '/docs/next/intro', true],
      ['Setup', '/docs/next/guides/setup', false],
    ]);
    expect(footerLinks(next)).toEqual([
      ['Introduction', '/docs/intro'],
      ['Setup', '/docs/guides/setup?from=footer'],
    ]);
    const frenchNext = await read('fr/docs/next/intro/index.html');
    expect(navbarLinks(frenchNext).slice(0, 2)).toEqual([
      ['Docs', '/fr/docs/next/intro', true],
      ['Setup', '/fr/docs/next/guides/setup', false],
    ]);
    expect(footerLinks(frenchNext)[0]).toEqual(['Introduction', '/fr/docs/intro']);
  });
});

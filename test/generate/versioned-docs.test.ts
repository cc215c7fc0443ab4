// Docs versions in Docusaurus's layout (fixtures/versioned-docs): where each version's pages are
// written, the version dropdown and banner they show, what the sitemap, search and llms.txt list,
// links checked inside each version, and `specpress docs:version`.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, repoRoot, runCli } from '../helpers/cli.js';
import { searchIndexText } from '../helpers/site-search.js';

/** The version dropdown's links of a written page: [label, href]. */
function dropdown(html: string): [string, string][] {
  const menu = /<details class="navbar-dropdown[^"]*" data-role="versions"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  return [...menu.matchAll(/<a class="dropdown-link[^"]*" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[2], m[1]]);
}
const banner = (html: string) => /<div class="admonition admonition-warning version-banner[\s\S]*?<\/div>/.exec(html)?.[0];

describe('docs versions (versions.json, versioned_docs/, versioned_sidebars/)', () => {
  it('writes the latest version at the docs route, the docs folder at /next/ and older versions at /<v>/', async () => {
    const { run, out } = await generateFixture('versioned-docs');
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toMatch(/: (warning|error) /);
    for (const page of ['intro', 'guides/setup', 'next/intro', 'next/new-in-next', '1.0/intro', '1.0/legacy', '1.0/guides/install']) expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
    // A page only some versions have is only there.
    // 1.0/LegacyApi.md has the front matter `id: legacy` (Docusaurus's doc id), which names its page.
    for (const page of ['new-in-next', 'legacy', '1.0/new-in-next', 'next/legacy', '1.0/LegacyApi', '1.0/legacyapi']) expect(existsSync(join(out, page, 'index.html')), page).toBe(false);
    expect(await readFile(join(out, 'intro/index.html'), 'utf8')).toContain('Widget 2.0 introduction');
    expect(await readFile(join(out, 'next/intro/index.html'), 'utf8')).toContain('Widget Next introduction');
  });

  it('each version has its own sidebar: its versioned_sidebars file, the config for /next/, else its folder', async () => {
    const { read } = await generateFixture('versioned-docs');
    const sidebar = (html: string) => [...(/<aside class="sidebar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(sidebar(await read('guides/setup/index.html'))).toEqual(['/intro', '/guides/setup', '/guides/install']);
    expect(await read('guides/setup/index.html')).toContain('Getting started');
    expect(sidebar(await read('next/intro/index.html'))).toEqual(['/next/intro', '/next/guides/setup', '/next/guides/install', '/next/new-in-next']);
    expect(sidebar(await read('1.0/intro/index.html')).sort()).toEqual(['/1.0/guides/install', '/1.0/guides/setup', '/1.0/intro', '/1.0/legacy']);
  });

  it('the version dropdown leads to the same page in each version, or to that version’s first page', async () => {
    const { read } = await generateFixture('versioned-docs');
    const setup = await read('1.0/guides/setup/index.html');
    expect(dropdown(setup)).toEqual([
      ['2.0', '/guides/setup'],
      ['Next', '/next/guides/setup'],
      ['1.0', '/1.0/guides/setup'],
    ]);
    expect(setup).toMatch(/<summary class="navbar-link">1\.0<\/summary>/);
    expect(dropdown(await read('next/new-in-next/index.html'))).toEqual([
      ['2.0', '/intro'],
      ['Next', '/next/new-in-next'],
      ['1.0', '/1.0/legacy'],
    ]);
  });

  it('pages of other versions than the latest carry a banner linking the same page in the latest version', async () => {
    const { read } = await generateFixture('versioned-docs');
    expect(banner(await read('1.0/guides/setup/index.html'))).toBe(
      '<div class="admonition admonition-warning version-banner" role="note" data-version-banner="unmaintained"><p>This is documentation for Widget 1.0, which is no longer actively maintained.</p><p>For up-to-date documentation, see the <a class="version-banner-latest" href="/guides/setup">latest version</a> (2.0).</p></div>',
    );
    expect(banner(await read('next/intro/index.html'))).toContain('This is unreleased documentation for Widget Next version.');
    expect(banner(await read('next/intro/index.html'))).toContain('href="/intro"');
    // A page the latest version lacks: its banner leads to the latest version's first page.
    expect(banner(await read('1.0/legacy/index.html'))).toContain('href="/intro"');
    expect(banner(await read('guides/setup/index.html'))).toBeUndefined();
  });

  it('links resolve inside their own version; a link from the root stays absolute', async () => {
    const { read } = await generateFixture('versioned-docs');
    expect(await read('1.0/guides/setup/index.html')).toContain('<a href="/1.0/guides/install#requirements">install it</a>, or go <a href="/intro">home</a>');
    expect(await read('next/guides/setup/index.html')).toContain('<a href="/next/guides/install#requirements">install it</a>');
  });

  it('the sitemap, the search index and llms.txt list only the latest version', async () => {
    const { out, read } = await generateFixture('versioned-docs');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://widget.example.com/guides/setup</loc>');
    expect(sitemap).not.toMatch(/\/next\/|\/1\.0\//);
    const text = await searchIndexText(join(out, 'assets'));
    expect(text).toContain('"/guides/setup"');
    expect(text).not.toMatch(/\/next\/|\/1\.0\//);
    expect(await read('llms.txt')).not.toMatch(/\/next\/|\/1\.0\//);
  });

  it('a docs version may name a spec: its reference pages show the dropdown, leading to the other versions’ specs or first pages', async () => {
    const site = await copyFixture('versioned-docs');
    for (const spec of ['v1.yaml', 'v2.yaml']) await writeFile(join(site, spec), await readFile(join(repoRoot, 'specs', spec), 'utf8'));
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    await writeFile(
      join(site, 'specpress.config.yaml'),
      `${config}  versions:\n    '2.0': { spec: v2 }\n    '1.0': { spec: v1 }\nspecs:\n  - { id: v2, label: API v2, file: v2.yaml, route: api-v2 }\n  - { id: v1, label: API v1, file: v1.yaml, route: api-v1 }\n`,
    );
    const run = await runCli(['generate', '-o', 'out'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(dropdown(await readFile(join(site, 'out/api-v1/index.html'), 'utf8'))).toEqual([
      ['2.0', '/api-v2'],
      ['Next', '/next/intro'],
      ['1.0', '/api-v1'],
    ]);
    // Docs pages keep leading to their own counterparts.
    expect(dropdown(await readFile(join(site, 'out/1.0/intro/index.html'), 'utf8'))[0]).toEqual(['2.0', '/intro']);
  });

  it('a version listed without its folder, and an entry that is no version name, are errors at versions.json', async () => {
    const site = await copyFixture('versioned-docs');
    await writeFile(join(site, 'versions.json'), '["3.0", "2.0", "1.0", 7]\n');
    const run = await runCli(['generate', '-o', 'out'], site);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('versions.json:1:2: error The docs version 3.0 has no folder versioned_docs/version-3.0; its pages are missing [docs-version-missing]');
    expect(run.output).toContain('versions.json:1:23: error versions.json entry 3 (7) is not a version name; it was left out [versions-file-invalid]');
    expect(existsSync(join(site, 'out'))).toBe(false);
  });

  it('checks links per version: a link to a page the version lacks is reported at its file and line', async () => {
    const site = await copyFixture('versioned-docs');
    await writeFile(join(site, 'versioned_docs/version-1.0/intro.md'), '# Introduction\n\nSee [what is new](./new-in-next.md).\n');
    const run = await runCli(['validate', '--strict'], site);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('versioned_docs/version-1.0/intro.md:3:19: error Markdown link "./new-in-next.md" points to a file that does not exist on page /1.0/intro [broken-markdown-link]');
  });
});

describe('specpress docs:version', () => {
  it('snapshots the docs folder, its sidebars and versions.json; the new version builds at /<v>/', async () => {
    const site = await copyFixture('versioned-docs');
    const run = await runCli(['docs:version', '3.0'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(JSON.parse(await readFile(join(site, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    expect(await readFile(join(site, 'versioned_docs/version-3.0/new-in-next.md'), 'utf8')).toBe(await readFile(join(site, 'docs/new-in-next.md'), 'utf8'));
    expect(JSON.parse(await readFile(join(site, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')).docs[0]).toEqual({ type: 'doc', id: 'intro' });
    const built = await runCli(['generate', '-o', 'out'], site);
    expect(built.exitCode, built.output).toBe(0);
    // 3.0 is now the latest: served at the root, and 2.0 moved to /2.0/.
    expect(await readFile(join(site, 'out/new-in-next/index.html'), 'utf8')).toContain('A page only the unreleased version has.');
    expect(existsSync(join(site, 'out/2.0/guides/setup/index.html'))).toBe(true);
  });

  it('refuses a version that exists: exit 1, a message at versions.json, nothing written', async () => {
    const site = await copyFixture('versioned-docs');
    const before = await readFile(join(site, 'versions.json'), 'utf8');
    const run = await runCli(['docs:version', '2.0'], site);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('versions.json:1:2: error The docs version 2.0 exists already in versions.json; nothing was written [docs-version-exists]');
    expect(await readFile(join(site, 'versions.json'), 'utf8')).toBe(before);
    expect(existsSync(join(site, 'versioned_sidebars/version-2.0-sidebars.json'))).toBe(true);
    expect((await readdir(join(site, 'versioned_docs'))).sort()).toEqual(['version-1.0', 'version-2.0']);
  });
});

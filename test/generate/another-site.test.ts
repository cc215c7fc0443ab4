// A site that has nothing to do with the repository's own (fixtures/library-site: a lending
// library, two OpenAPI 3.0 versions with x-webhooks, a reference split into tag pages): every link
// the build writes lands, its tables show only its own differences, and nothing of another
// product appears in its output — also under another baseUrl and with trailing slashes.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { searchIndexText } from '../helpers/site-search.js';
import { writeFile } from 'node:fs/promises';

async function allFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...(await allFiles(join(dir, entry.name), `${prefix}${entry.name}/`)));
    else out.push(`${prefix}${entry.name}`);
  }
  return out;
}

async function build(edit: (config: string) => string = (config) => config) {
  const site = await copyFixture('library-site');
  const configFile = join(site, 'specpress.config.yaml');
  await writeFile(configFile, edit(await readFile(configFile, 'utf8')));
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { run, out, read: (path: string) => readFile(join(out, path), 'utf8') };
}

/** Every id on every HTML page, by URL path (with and without a trailing slash). */
async function anchorsByPath(out: string): Promise<Map<string, Set<string>>> {
  const map = new Map<string, Set<string>>();
  for (const file of (await allFiles(out)).filter((f) => f.endsWith('index.html'))) {
    const ids = new Set(
      parse(await readFile(join(out, file), 'utf8'))
        .querySelectorAll('[id]')
        .map((el) => el.id),
    );
    const path = `/${file.replace(/index\.html$/, '')}`;
    map.set(path, ids);
    map.set(path.replace(/\/$/, '') || '/', ids);
  }
  return map;
}

const PROPOSAL_WORDS = /proposal|company_id|contact_id|account_name|trash can|createProposal|proposal_won|payload_url|mcp/i;

describe('another team’s site', () => {
  for (const [name, edit] of [
    ['as written', (config: string) => config],
    ['under baseUrl /docs/', (config: string) => config.replace('baseUrl: /', 'baseUrl: /docs/')],
    ['with trailingSlash: true', (config: string) => config.replace('baseUrl: /', 'baseUrl: /\ntrailingSlash: true')],
  ] as const) {
    it(`builds ${name} with every link of the search index, api.md, llms-full.txt and sitemap.xml landing on a page and an id that exist`, async () => {
      const { run, out, read } = await build(edit);
      expect(run.exitCode, run.output).toBe(0);
      expect(run.output).not.toMatch(/broken/);
      const base = name === 'under baseUrl /docs/' ? 'docs/' : '';
      const anchors = await anchorsByPath(out);
      const origin = 'https://developer.library.example';
      const index = await searchIndexText(join(out, base, 'assets'));
      const links = [...index.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
      for (const file of [`${base}api.md`, `${base}llms-full.txt`]) for (const m of (await read(file)).matchAll(/\]\(([^)\s]+)\)/g)) links.push(m[1]);
      for (const m of (await read(`${base}sitemap.xml`)).matchAll(/<loc>([^<]+)<\/loc>/g)) links.push(m[1]);
      const checked = links.filter((link) => link.startsWith('/') || link.startsWith(origin));
      expect(checked.length).toBeGreaterThan(20);
      for (const link of checked) {
        const url = new URL(link, origin);
        const ids = anchors.get(decodeURI(url.pathname));
        const isFile = /\.[a-z]+$/.test(url.pathname);
        if (isFile) continue;
        expect(ids, `${link}: no page`).toBeDefined();
        if (url.hash) expect(ids!.has(decodeURIComponent(url.hash.slice(1))), `${link}: no such id`).toBe(true);
      }
    });
  }

  it('has its own search page, its own migration differences, and no word of another product anywhere', async () => {
    const { run, out, read } = await build();
    expect(run.exitCode, run.output).toBe(0);
    const search = parse(await read('search/index.html'));
    expect(search.querySelector('[data-search-page] form')?.getAttribute('action')).toBe('/search');
    expect(search.querySelector('.search-page-nojs')?.text).toContain('the API reference (v2)');

    const changelog = parse(await read('guides/changelog/index.html'));
    const rows = changelog.querySelectorAll('table tr').map((tr) => tr.text.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(expect.arrayContaining([expect.stringMatching(/borrower_id\s*member_id\s*renamed/), expect.stringMatching(/borrower_joined\s*member_joined\s*renamed/)]));
    expect(rows.some((row) => /Get a borrower.*removed/.test(row))).toBe(true);

    const errors = parse(await read('guides/errors/index.html'));
    expect(errors.querySelectorAll('table th').map((th) => th.text)).toEqual(['Status', 'code', 'Meaning']);
    expect(errors.text).toContain('Nothing has this id.');

    for (const file of await allFiles(out)) {
      if (/\.(png|ico)$/.test(file)) continue;
      const text = await readFile(join(out, file), 'utf8');
      expect(PROPOSAL_WORDS.exec(text)?.[0], file).toBeUndefined();
    }
  });

  it('types a field the same in the reference, api.md and the docs tables (one model)', async () => {
    const { run, read } = await build();
    expect(run.exitCode, run.output).toBe(0);
    const loans = parse(await read('api/loans/index.html'));
    const head = loans.querySelectorAll('.field-head').find((el) => el.querySelector('.field-name')?.text === 'due');
    expect(head?.querySelector('.type')?.text).toBe('string <date>');
    expect(await read('api.md')).toContain('| `due` | `string <date>` |');
  });
});

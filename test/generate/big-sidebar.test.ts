// A sidebar too big to repeat in every page (hundreds of entries): a page holds the top of the
// tree and its own open path; the whole tree is one shared, content-hashed file; every category
// has a page of its own (its index page, or a generated one listing its items), so a reader
// without JavaScript reaches every page.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { writeBigDocsSite } from '../helpers/big-docs.js';

interface NavNode {
  t: string;
  h?: string;
  i?: NavNode[];
  c?: 1;
  f?: 1;
}

describe('a docs folder of 300 pages', () => {
  let run: CliRun;
  let out: string;
  let routes: string[];
  const read = async (route: string) => parse(await readFile(join(out, route, 'index.html'), 'utf8'));

  beforeAll(async () => {
    const site = await tempDir();
    routes = await writeBigDocsSite(site);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--out', out], site);
  });

  it('builds without a warning', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/, 0 warnings/);
  });

  it('gives each page the top of the tree and its open path, not every link of the site', async () => {
    const page = await read('part-1/section-2/page-3');
    const menu = page.querySelector('aside.sidebar ul.sidebar-menu')!;
    const links = menu.querySelectorAll('a.sidebar-link').map((a) => a.getAttribute('href'));
    // Its own section's 25 pages, the categories on the way and beside it, the top level — far from 300.
    expect(links).toContain('/part-1/section-2/page-25');
    expect(links.length).toBeLessThan(60);
    expect(links).not.toContain('/part-1/section-3/page-1');
    expect(menu.querySelector('a.active')?.getAttribute('href')).toBe('/part-1/section-2/page-3');
    // Part 1 and its section 2 are open; section 3 is closed, with a link to its page in place of its items.
    const section3 = menu.querySelector('li.sidebar-category-linked:has(> a[href="/part-1/section-3"]) > details')!;
    expect(section3.hasAttribute('open')).toBe(false);
    expect(section3.getAttribute('data-sp-nav')).toMatch(/^\d+(\.\d+)+$/);
    expect(section3.querySelectorAll('ul a').map((a) => [a.getAttribute('href'), a.text])).toEqual([['/part-1/section-3', 'All pages in “section-3”']]);
    // No second copy in the mobile menu: it shows this same sidebar.
    expect(page.querySelectorAll('a[href="/part-1/section-2/page-25"]')).toHaveLength(1);
    // The page does not list the site's routes either.
    expect(page.querySelector('#sp-site-data')!.text).not.toContain('page-25');
  });

  it('writes the whole tree once, as a content-hashed file every page of the sidebar links', async () => {
    const page = await read('part-2/section-4/page-25');
    const src = page.querySelector('ul.sidebar-menu')!.getAttribute('data-sp-nav-src')!;
    expect(src).toMatch(/^\/assets\/sidebar-default\.[0-9a-f]{10}\.json$/);
    expect((await read('intro')).querySelector('ul.sidebar-menu')!.getAttribute('data-sp-nav-src')).toBe(src);
    const tree = JSON.parse(await readFile(join(out, src), 'utf8')) as NavNode[];
    const hrefs: string[] = [];
    const walk = (nodes: NavNode[]) => nodes.forEach((node) => (hrefs.push(node.h!), node.i && walk(node.i)));
    walk(tree);
    // Every page, every category page.
    for (const route of routes) expect(hrefs).toContain(`/${route}`);
    expect(tree.map((node) => [node.t, node.c, node.f])).toEqual([
      ['Introduction', undefined, undefined],
      ['Part 1', 1, undefined],
      ['Part 2', undefined, undefined],
      ['Part 3', undefined, 1],
    ]);
  });

  it('gives every category a page: its index page, or a generated one listing its items', async () => {
    const overview = await read('part-1/section-1');
    expect(overview.querySelector('article h1')?.text).toBe('Section 1.1 overview');
    const generated = await read('part-1/section-3');
    expect(generated.querySelector('h1')?.text).toBe('section-3');
    expect(generated.querySelectorAll('.category-cards a').map((a) => a.getAttribute('href'))).toEqual(Array.from({ length: 25 }, (_, i) => `/part-1/section-3/page-${i + 1}`));
    // On its own page the category is open and lists its items.
    expect(generated.querySelector('aside.sidebar a[href="/part-1/section-3/page-25"]')).not.toBeNull();
    const part = await read('part-1');
    expect(part.querySelectorAll('.category-cards a').map((a) => a.getAttribute('href'))).toEqual(['/part-1/section-1', '/part-1/section-2', '/part-1/section-3', '/part-1/section-4']);
    // Breadcrumbs link each category's page.
    expect((await read('part-3/section-2/page-7')).querySelectorAll('.breadcrumbs a').map((a) => a.getAttribute('href'))).toEqual(['/', '/part-3', '/part-3/section-2']);
  });

  it('lists the items of a category that cannot close on every page', async () => {
    const page = await read('intro');
    const links = page.querySelectorAll('aside.sidebar a.sidebar-link').map((a) => a.getAttribute('href'));
    // Part 3 cannot close: its sections are listed (closed), not their pages.
    expect(links).toEqual(expect.arrayContaining(['/part-3/section-1', '/part-3/section-4']));
    expect(links).not.toContain('/part-3/section-1/page-1');
  });

  it('writes pages whose size does not follow the site: the same page is as big at 300 pages as at 1,200', async () => {
    const site = await tempDir();
    await writeBigDocsSite(site, { parts: 3, sectionsPerPart: 16, pagesPerSection: 25 });
    const bigOut = join(await tempDir(), 'build');
    const big = await runCli(['generate', '--out', bigOut], site);
    expect(big.exitCode, big.output).toBe(0);
    const size = async (root: string) => (await readFile(join(root, 'part-1/section-2/page-3/index.html'))).length;
    const [small, large] = [await size(out), await size(bigOut)];
    // 12 more sections in each of the 3 parts shown (a closed category each, about 300 bytes), not 900 more pages.
    expect(large - small).toBeLessThan(36 * 350);
    expect((await readdir(join(bigOut, 'part-1'))).length).toBeGreaterThan(16);
  });
});

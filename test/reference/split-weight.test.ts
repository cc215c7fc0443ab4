// The reference splits by weight, not only by operation count: a few heavy operations (long
// descriptions, big schemas) never make one page of many megabytes.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { html } from '../helpers/html.js';
import { buildSpecSite } from './helpers.js';

/** Builds a site whose one spec has `paths` with the real CLI; returns its output folder. */
async function buildSpec(title: string, paths: Record<string, unknown>): Promise<string> {
  const { run, out } = await buildSpecSite({ openapi: '3.1.0', info: { title, version: '1' }, paths });
  expect(run.exitCode, run.output).toBe(0);
  return out;
}

describe('split by weight', () => {
  it('40 heavy operations in 4 tags (far below splitAboveOperations) become pages under 2 MB, with an anchor map', async () => {
    const paragraph = 'This field describes one aspect of the resource in great detail. '.repeat(1200);
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) {
      paths[`/things-${i}`] = { get: { operationId: `getThing${i}`, tags: [`group-${i % 4}`], summary: `Get thing ${i}`, description: paragraph, responses: { '200': { description: 'ok' } } } };
    }
    const out = await buildSpec('Heavy', paths);

    const pages: [string, number][] = [];
    const walk = async (dir: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.name === 'index.html') pages.push([path.slice(out.length), (await stat(path)).size]);
      }
    };
    await walk(join(out, 'api'));
    expect(pages.length).toBeGreaterThan(1);
    for (const [path, size] of pages) expect(size, path).toBeLessThan(2_000_000);
    const map = JSON.parse(await readFile(join(out, 'api', 'anchors.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(map).filter((anchor) => anchor.startsWith('operation/'))).toHaveLength(40);
    expect(await readFile(join(out, 'api', 'index.html'), 'utf8')).toContain('data-anchor-map="/api/anchors.json"');
  });

  it("a long tag continued over several pages lists only each page's operations in the navigation, between links to its other pages", async () => {
    // Microsoft Graph's untagged 3,000 operations: each of 28 pages listed all of them (2.2 MB a page).
    const paragraph = 'This operation reads one record of the collection in detail. '.repeat(60);
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 400; i++)
      paths[`/records-${i}`] = { get: { operationId: `getRecord${i}`, tags: ['records'], summary: `Get record ${i}`, description: paragraph, responses: { '200': { description: 'ok' } } } };
    const out = await buildSpec('Long', paths);

    const map = JSON.parse(await readFile(join(out, 'api', 'anchors.json'), 'utf8')) as Record<string, string>;
    const partUrls = [...new Set(Object.entries(map).flatMap(([anchor, url]) => (anchor.startsWith('operation/') ? [url] : [])))];
    expect(partUrls.length).toBeGreaterThan(2);
    let listed = 0;
    for (const [i, url] of partUrls.entries()) {
      const page = html(await readFile(join(out, url.slice(1), 'index.html'), 'utf8'));
      const nav = page.querySelector('aside.reference-nav')!;
      const operations = nav.querySelectorAll('li.nav-operation a').map((a) => a.getAttribute('data-nav-target')!);
      // Exactly the operations of this page, as same-page links.
      expect(
        operations.every((anchor) => map[anchor] === url),
        url,
      ).toBe(true);
      expect(
        nav.querySelectorAll('li.nav-operation a').every((a) => a.getAttribute('href')!.startsWith('#operation/')),
        url,
      ).toBe(true);
      listed += operations.length;
      // Every page of the tag, in order: this one by its heading on the page, the others by URL.
      const parts = nav.querySelectorAll('li.nav-part a');
      expect(
        parts.map((a) => a.getAttribute('href')!.replace(/#.*/, '') || url),
        url,
      ).toEqual(partUrls);
      expect(parts[i].getAttribute('href'), url).toMatch(/^#tag\/records/);
      expect(parts[i].text).toMatch(new RegExp(`^Part ${i + 1} of ${partUrls.length}\\d+$`));
    }
    expect(listed).toBe(400);
  });
});

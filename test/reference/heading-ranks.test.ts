// Every page of a reference has an outline without gaps: one h1, and no heading more than one
// rank below the one before it (screen readers list a page by its headings; Lighthouse and axe
// flag a skipped rank). A page of a split reference has its tag as h1 and its operations as h2;
// an operation's own page has the operation as h1 and what it holds as h2.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture, buildSpecSite } from './helpers.js';

/** Each heading of the page's <main>, in order, as `h<rank> <text>` (without a heading's `#` anchor link). */
function outline(page: string): string[] {
  const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return [...main.matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/gs)].map(
    (m) =>
      `h${m[1]} ${m[2]
        .replace(/<a class="heading-anchor"[^]*?<\/a>/g, '')
        .replace(/<[^>]+>/g, '')
        .trim()}`,
  );
}

/** Where an outline skips a rank (or does not start with its only h1). */
function gaps(headings: string[]): string[] {
  const problems: string[] = [];
  const ranks = headings.map((h) => Number(h[1]));
  if (ranks[0] !== 1) problems.push(`starts with ${headings[0]}`);
  if (ranks.filter((rank) => rank === 1).length !== 1) problems.push(`${ranks.filter((rank) => rank === 1).length} h1`);
  ranks.forEach((rank, i) => {
    if (i > 0 && rank > ranks[i - 1] + 1) problems.push(`${headings[i - 1]} → ${headings[i]}`);
  });
  return problems;
}

async function referencePages(out: string, route: string): Promise<string[]> {
  const entries = await readdir(join(out, route), { recursive: true });
  return entries.filter((entry) => entry === 'index.html' || entry.endsWith('/index.html')).map((entry) => join(route, entry));
}

describe('heading ranks of reference pages', () => {
  it('a split reference: its first page under the API title, the others under their tag, webhooks or schemas', async () => {
    const site = await buildFixture('reference-split');
    expect(site.run.exitCode, site.run.output).toBe(0);
    const pages = await referencePages(site.out, 'docs/api');
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(gaps(outline(await site.read(page))), page).toEqual([]);
    expect(outline(await site.read('docs/api/schemas/index.html')).slice(0, 3)).toEqual(['h1 Schemas', 'h2 Pet', 'h3 Example']);
    expect(outline(await site.read('docs/api/webhooks/index.html')).slice(0, 3)).toEqual(['h1 Webhook events', 'h2 Adoption status changed', 'h3 Payload']);
  });

  it('one page per operation: the operation is the h1', async () => {
    const site = await buildFixture('reference-operation-pages');
    expect(site.run.exitCode, site.run.output).toBe(0);
    const pages = await referencePages(site.out, 'docs/api');
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(gaps(outline(await site.read(page))), relative('docs', page)).toEqual([]);
    expect(outline(await site.read('docs/api/list-pets/index.html'))).toEqual(['h1 List pets', 'h2 Responses', 'h2 Request samples', 'h2 Response samples']);
  });

  it("a description's own headings rank below the heading they sit under, on a split page and on one page", async () => {
    // GitHub's descriptions write `####` sub-titles under operations that are h2 on a split page.
    const describe = (title: string) => `Reads it.\n\n#### ${title}\n\nText.\n\n##### ${title}, in detail\n\nMore.`;
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Ranks', version: '1', description: '# Overview\n\nAbout.\n\n### Limits\n\nSome.' },
      tags: [{ name: 'a', description: '## Tag notes\n\nOn a.' }, { name: 'b' }],
      paths: {
        '/a': { get: { operationId: 'getA', tags: ['a'], summary: 'Get a', description: describe('Example A'), responses: { '200': { description: '### Shape\n\nThe a.' } } } },
        '/b': { get: { operationId: 'getB', tags: ['b'], summary: 'Get b', description: describe('Example B'), responses: { '200': { description: 'ok' } } } },
      },
    };
    for (const split of [1, 300]) {
      const { run, out } = await buildSpecSite(spec, { reference: { splitAboveOperations: split } });
      expect(run.exitCode, run.output).toBe(0);
      const pages = await referencePages(out, 'api');
      expect(pages.length).toBe(split === 1 ? 2 : 1);
      for (const page of pages) expect(gaps(outline(await readFile(join(out, page), 'utf8'))), `${split} ${page}`).toEqual([]);
      const first = outline(await readFile(join(out, 'api', 'index.html'), 'utf8'));
      expect(first.slice(0, 3)).toEqual(['h1 Ranks', 'h2 Overview', 'h3 Limits']);
      // Under its tag (h2) on the first page, the operation is h3; on a page of its own tag, h2.
      const fromOperation = first.slice(first.indexOf('h3 Get a'));
      expect(fromOperation.slice(0, 6)).toEqual(['h3 Get a', 'h4 Example A', 'h5 Example A, in detail', 'h4 Responses', 'h5 Shape', 'h4 Request samples']);
      expect(first).toContain('h3 Tag notes');
      if (split === 1) expect(outline(await readFile(join(out, 'api', 'b', 'index.html'), 'utf8')).slice(0, 4)).toEqual(['h1 b', 'h2 Get b', 'h3 Example B', 'h4 Example B, in detail']);
    }
  });
});

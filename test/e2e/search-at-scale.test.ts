// Search on a site of 10,000 pages (issue #36): a reader's first search downloads only the
// pieces of the index its words lead to, well under the 300 KB the issue allows for 30 queries,
// and finds the page whose heading it typed. The pages are generated here, in a temp folder:
// deterministic made-up words (a skewed draw from 27,000 of them), a title and three sections a page.
// The site's sidebar (config docs.sidebars) lists one page: a sidebar generated from the 100
// folders put 100 categories and a folder's 100 pages in every page, which made the build twice
// as long (rendering and link-checking 600 MB of HTML), and is not what this test is about (every
// page is still built and indexed; big generated sidebars are test/generate/big-sidebar.test.ts's).
import type { Browser } from 'playwright-core';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const PAGES = 10_000;
const PAGES_PER_FOLDER = 100;
/** What a first search may download, gzip: the search chunk, the manifest and the index's pieces. */
const FIRST_SEARCH_LIMIT = 100 * 1024;

const SYLLABLES = 'ka lo mi ren dus tor vel an si pra gu hem zo fi nar ul be qua ti mos ser dra ep ko lin ya wu cel ob rha'.split(' ');
const WORDS = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));

/** A deterministic generator: the same pages on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function words(next: () => number, count: number): string {
  return Array.from({ length: count }, () => WORDS[Math.floor(WORDS.length * next() ** 3)]).join(' ');
}

/** Writes the site; returns the heading searched for and the URL of its section. */
async function writeSite(dir: string): Promise<{ heading: string; url: string }> {
  const next = random(36);
  await writeFile(join(dir, 'specpress.config.yaml'), 'title: Search at scale\nurl: https://scale.example\nbaseUrl: /\ndocs:\n  sidebars:\n    default:\n      - doc: part-0/page-0\n');
  let target = { heading: '', url: '' };
  for (let folder = 0; folder < PAGES / PAGES_PER_FOLDER; folder++) {
    const folderDir = join(dir, 'docs', `part-${folder}`);
    await mkdir(folderDir, { recursive: true });
    const files: Promise<void>[] = [];
    for (let page = 0; page < PAGES_PER_FOLDER; page++) {
      const headings = [words(next, 3), words(next, 3), words(next, 3)];
      const body = headings.map((heading) => `## ${heading}\n\n${words(next, 40)}.\n\n${words(next, 30)}.\n`).join('\n');
      files.push(writeFile(join(folderDir, `page-${page}.md`), `# ${words(next, 2)} ${folder * PAGES_PER_FOLDER + page}\n\n${words(next, 25)}.\n\n${body}`));
      if (folder === 73 && page === 42) target = { heading: headings[1], url: `/part-73/page-42#${headings[1].replace(/ /g, '-')}` };
    }
    await Promise.all(files);
  }
  return target;
}

describeE2E('search on a site of 10,000 pages', () => {
  let browser: Browser;
  let server: StaticServer;
  let target: { heading: string; url: string };
  let out: string;

  beforeAll(async () => {
    const dir = await tempDir('specpress-search-scale-');
    target = await writeSite(dir);
    const run = await runCli(['generate', '--no-cache', '--out', 'build'], dir);
    expect(run.exitCode, run.output).toBe(0);
    out = join(dir, 'build');
    server = await startStaticServer({ root: out });
    browser = await launchBrowser();
  }, 600_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a first search downloads under 100 KB gzip and finds the page of the heading typed', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/part-0/page-0`);
    await page.waitForLoadState('networkidle');
    // Each file fetched, gzip, read from the output folder (the browser does not keep a big body for the protocol).
    // A page the runtime prefetches (a link of page-0 in view, whose turn can come after network idle on a loaded
    // machine) is a folder's index.html, fetched by the folder's URL: not a download of the search's.
    const responses: number[] = [];
    page.on('response', (response) => {
      const file = join(out, decodeURIComponent(new URL(response.url()).pathname));
      if (statSync(file, { throwIfNoEntry: false })?.isFile()) responses.push(gzipSync(readFileSync(file)).length);
    });
    await page.keyboard.press('/');
    await page.locator('.sp-search-dialog input').fill(target.heading);
    await page.locator(`.sp-search-hit[href="${target.url}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    const bytes = responses.reduce((sum, size) => sum + size, 0);
    expect(responses.length).toBeGreaterThan(2);
    expect(bytes).toBeLessThan(FIRST_SEARCH_LIMIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});

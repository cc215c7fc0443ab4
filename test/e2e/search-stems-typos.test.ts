// Search that forgives a word's form and a slip of the first letter (issue #36): on a site whose
// index is in pieces (term files chosen by a word's first letters), "configuring" finds a heading
// "Configure…" (English stems, in the index and in the query), and "vonfigure", whose first letter
// leads to another term file, finds it too (the files of the keys one edit away are read). The
// pages are generated here, in a temp folder: made-up words enough for the index to be cut into
// pieces, and one page with an English heading.
import type { Browser } from 'playwright-core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const PAGES = 240;
const SYLLABLES = 'ka lo mi ren dus tor vel an si pra gu hem zo fi nar ul be qua ti mos ser dra ep ko lin ya wu cel ob rha'.split(' ');
const WORDS = SYLLABLES.flatMap((a) => SYLLABLES.flatMap((b) => SYLLABLES.map((c) => `${a}${b}${c}`)));
const TARGET = '/guide/page-120#configure-webhook-deliveries';

async function writeSite(dir: string): Promise<void> {
  let state = 36;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = (count: number) => Array.from({ length: count }, () => WORDS[Math.floor(WORDS.length * next())]).join(' ');
  await writeFile(join(dir, 'specpress.config.yaml'), 'title: Stems and typos\nurl: https://stems.example\nbaseUrl: /\n');
  await mkdir(join(dir, 'docs', 'guide'), { recursive: true });
  for (let page = 0; page < PAGES; page++) {
    const english = page === 120 ? `## Configure webhook deliveries\n\nEach delivery is retried.\n\n` : '';
    await writeFile(join(dir, 'docs', 'guide', `page-${page}.md`), `# ${words(2)} ${page}\n\n${words(60)}.\n\n${english}## ${words(3)}\n\n${words(60)}.\n`);
  }
}

describeE2E('search: stems and a typo in the first letter', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const dir = await tempDir('specpress-search-stems-');
    await writeSite(dir);
    const run = await runCli(['generate', '--no-cache', '--out', 'build'], dir);
    expect(run.exitCode, run.output).toBe(0);
    const out = join(dir, 'build');
    // The index is in pieces: else every term is in one file and a typo anywhere is found anyway.
    expect(JSON.parse(await readFile(join(out, 'search-manifest.json'), 'utf8')).index.split.length).toBeGreaterThan(0);
    server = await startStaticServer({ root: out });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const query of ['configuring deliveries', 'vonfigure delivery']) {
    it(`"${query}" finds the heading "Configure webhook deliveries"`, async () => {
      const { context, page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/guide/page-0`);
      await page.keyboard.press('/');
      await page.locator('.sp-search-dialog input').fill(query);
      await page.locator(`.sp-search-hit[href="${TARGET}"]`).waitFor({ timeout: 5000 });
      expect(await page.locator('.sp-search-hit').first().getAttribute('href')).toBe(TARGET);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

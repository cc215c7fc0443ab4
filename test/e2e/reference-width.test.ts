// Long unbreakable text (paths, URLs, identifiers, schema names) wraps: no reference page is wider
// than the window at 390 or 1280 px, and the documentation column never runs under the samples pane.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('reference pages at any width', () => {
  let browser: Browser;
  let longPaths: StaticServer;
  let proposal: StaticServer;

  beforeAll(async () => {
    const [long, site] = await Promise.all([
      buildSite(join(repoRoot, 'fixtures', 'openapi', 'long-paths'), { key: 'long-paths' }),
      buildSite(repoRoot, { key: 'proposal', inputs: ['specpress.config.yaml', 'docs', 'specs'] }),
    ]);
    longPaths = await startStaticServer({ root: long.out });
    proposal = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await longPaths?.stop();
    await proposal?.stop();
  });

  for (const width of [390, 1280]) {
    it(`no page is wider than a ${width} px window, with and without JavaScript`, async () => {
      for (const [server, path] of [
        [longPaths, '/api'],
        [proposal, '/api-docs/api'],
        [proposal, '/api-docs/api-v1'],
      ] as const) {
        for (const javaScriptEnabled of [true, false]) {
          const { context, page } = await openPage(browser, { javaScriptEnabled, viewport: { width, height: 800 } });
          await page.goto(`${server.origin}${path}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${path} at ${width} px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`).toBeLessThanOrEqual(0);
          await context.close();
        }
      }
    });
  }

  it('the documentation column never runs under the samples pane at 1280 px', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${longPaths.origin}/api`);
    const overlap = await page.evaluate(() => {
      const samples = document.querySelector('.operation-samples')!.getBoundingClientRect();
      return [...document.querySelectorAll('.operation-docs *')].filter((el) => el.getBoundingClientRect().right > samples.left + 1).map((el) => el.textContent?.slice(0, 40));
    });
    expect(overlap).toEqual([]);
    await context.close();
  });
});

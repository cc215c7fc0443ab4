// On a phone the table of contents is an "On this page" disclosure above the page (the side
// column has no room), and a table wider than the page shows a shadow on the side it scrolls to.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('narrow screens', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(repoRoot, { inputs: ['specpress.config.yaml', 'docs', 'specs'] });
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows "On this page" above the page at 390 px and the side table at 1280 px', async () => {
    for (const [width, compact] of [
      [390, true],
      [1280, false],
    ] as const) {
      const { context, page } = await openPage(browser, { viewport: { width, height: 800 }, javaScriptEnabled: false });
      await page.goto(`${server.origin}/api-docs/authentication`);
      expect(await page.locator('details.toc-compact').isVisible(), `${width} px`).toBe(compact);
      expect(await page.locator('nav.toc').isVisible(), `${width} px`).toBe(!compact);
      if (compact) {
        await page.locator('details.toc-compact > summary').click();
        expect(await page.locator('details.toc-compact a').first().isVisible()).toBe(true);
      }
      await context.close();
    }
  });

  it('a table wider than its column has scroll shadows', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    await page.goto(`${server.origin}/api-docs/changelog`);
    const wrap = page.locator('.table-wrap').first();
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await wrap.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
    await context.close();
  });

  it('at 1280 px every changelog table fits its box: no column starts beyond it (long code in cells wraps)', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.origin}/api-docs/changelog`);
    const tables = await page
      .locator('article .table-wrap')
      .evaluateAll((wraps) => wraps.map((wrap, index) => ({ index, firstColumn: wrap.querySelector('th')?.textContent, scroll: wrap.scrollWidth, client: wrap.clientWidth })));
    expect(tables.length).toBeGreaterThan(3);
    for (const table of tables) expect(table.scroll, JSON.stringify(table)).toBeLessThanOrEqual(table.client);
    // The "Calls" table's last column ("Change") is inside the box.
    const calls = await page
      .locator('#calls ~ .table-wrap')
      .first()
      .evaluate((wrap) => {
        const box = wrap.getBoundingClientRect();
        const last = wrap.querySelector('thead th:last-child')!.getBoundingClientRect();
        return { text: wrap.querySelector('thead th:last-child')!.textContent, boxRight: box.right, lastRight: last.right };
      });
    expect(calls.text).toBe('Change');
    expect(calls.lastRight).toBeLessThanOrEqual(calls.boxRight + 0.5);
    await context.close();
  });
});

// Sidebar categories open and close without JavaScript (<details>), and the current page's
// category is open on arrival — with JavaScript on and off.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('sidebar categories', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'docusaurus-tree'), { key: 'docusaurus-tree' });
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`open and close with a click, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const { context, page } = await openPage(browser, { javaScriptEnabled });
      await page.goto(`${server.origin}/intro`);
      const deep = page.locator('aside.sidebar a[href="/guides/advanced/deep"]');
      expect(await deep.isVisible()).toBe(false); // Guides starts collapsed
      // Click the toggle beside the category's link (the link leads to the category page).
      const guides = page.locator('aside.sidebar .sidebar-category-linked', { has: page.locator('> a[href="/guides/overview"]') }).locator('> details');
      const box = (await guides.locator('> summary').boundingBox())!;
      await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
      await expect.poll(() => guides.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      expect(await page.locator('aside.sidebar a[href="/guides/overview"]').first().isVisible()).toBe(true);
      await page.mouse.click(box.x + box.width - 6, box.y + box.height / 2);
      await expect.poll(() => guides.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      await page.goto(`${server.origin}/guides/advanced/deep`);
      expect(await page.locator('aside.sidebar a.active[href="/guides/advanced/deep"]').isVisible()).toBe(true);
      await context.close();
    });
  }
});

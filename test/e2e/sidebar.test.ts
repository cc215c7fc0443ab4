// Sidebar categories open and close without JavaScript (<details>), and the current page's
// category is open on arrival — with JavaScript on and off.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot, tempDir } from '../helpers/cli.js';
import { writeBigDocsSite } from '../helpers/big-docs.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('sidebar categories', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'docusaurus-tree'));
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

describeE2E('a sidebar too big for every page (loaded on demand)', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const dir = await tempDir();
    await writeBigDocsSite(dir);
    const site = await buildSite(dir);
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fills a closed category from the shared file when it opens, nested categories too, and navigates in place', async () => {
    const { context, page, errors } = await openPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${server.origin}/part-1/section-2/page-3`);
    expect(await page.locator('aside.sidebar a[href="/part-1/section-3/page-1"]').count()).toBe(0);
    const section3 = page.locator('aside.sidebar li:has(> a[href="/part-1/section-3"]) > details');
    await section3.locator('> summary').click();
    await page.locator('aside.sidebar a[href="/part-1/section-3/page-25"]').waitFor({ state: 'visible' });
    expect(await section3.locator('> ul > li').count()).toBe(25);
    // Part 2 starts open: its sections are there, closed; opening one fills it from the same file (fetched once).
    const section21 = page.locator('aside.sidebar li:has(> a[href="/part-2/section-1"]) > details');
    await section21.locator('> summary').click();
    await page.locator('aside.sidebar a[href="/part-2/section-1/page-25"]').waitFor({ state: 'visible' });
    expect(fetched.filter((path) => /\/assets\/sidebar-default\.\w+\.json$/.test(path))).toHaveLength(1);
    // A filled link navigates in place (client-side): the new page shows its own open path.
    await page.click('aside.sidebar a[href="/part-2/section-1/page-25"]');
    await page.waitForSelector('#sp-page[data-route="part-2/section-1/page-25"]');
    expect(await page.locator('aside.sidebar a.active').getAttribute('href')).toBe('/part-2/section-1/page-25');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reaches every page without JavaScript: a closed category leads to its page, which lists its items', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.origin}/intro`);
    // Part 1 starts closed and is not filled in: opened, it holds a link to its page.
    const part = page.locator('aside.sidebar li:has(> a[href="/part-1"]) > details');
    await part.locator('> summary').click();
    await part.locator('a', { hasText: 'All pages in “Part 1”' }).click();
    await page.waitForURL(`${server.origin}/part-1`);
    // There Part 1 is open with its sections; section 4, closed, leads to its own page the same way.
    const section = page.locator('aside.sidebar li:has(> a[href="/part-1/section-4"]) > details');
    await section.locator('> summary').click();
    await section.locator('a', { hasText: 'All pages in “section-4”' }).click();
    await page.waitForURL(`${server.origin}/part-1/section-4`);
    await page.locator('.category-cards a[href="/part-1/section-4/page-12"]').click();
    await page.waitForURL(`${server.origin}/part-1/section-4/page-12`);
    expect(await page.textContent('article h1')).toBe('Page 1.4.12');
    await context.close();
  });

  it('shows the same sidebar in the mobile menu', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 500, height: 800 } });
    await page.goto(`${server.origin}/part-3/section-2/page-7`);
    await page.click('.navbar-toggle');
    await page.locator('aside.sidebar a.active[href="/part-3/section-2/page-7"]').waitFor({ state: 'visible' });
    const section = page.locator('aside.sidebar li:has(> a[href="/part-3/section-3"]) > details');
    await section.locator('> summary').click();
    await page.locator('aside.sidebar a[href="/part-3/section-3/page-1"]').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

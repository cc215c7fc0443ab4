// A page whose locale is written right to left (Arabic), as chromium lays it out: the sidebar on
// the right, the table of contents on the left, the pager mirrored, and the runtime's words (the
// search dialog's) in Arabic.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('right-to-left pages', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(fixtureDir('locale-strings'), { patch: (config) => config.replace('defaultLocale: fr', 'defaultLocale: ar') });
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('mirrors the layout: sidebar right of the text, table of contents left of it, Previous on the right', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/guides/install`);
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const [sidebar, article, toc, previous, next] = await Promise.all(['aside.sidebar', 'article.markdown', 'nav.toc', '.pagination-prev', '.pagination-next'].map(box));
    expect(sidebar.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x);
    expect(previous.x).toBeGreaterThan(next.x);
    // Text starts at the right edge of its column.
    expect(
      await page
        .locator('article.markdown p')
        .first()
        .evaluate((p) => getComputedStyle(p).textAlign),
    ).toBe('start');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes the search box and the search dialog in Arabic', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/guides/install`);
    expect(await page.getAttribute('form.navbar-search input', 'placeholder')).toBe('بحث');
    await page.click('form.navbar-search input');
    const input = page.locator('.sp-search-dialog input');
    await expect.poll(() => input.isVisible()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('ابحث في الأدلة ومرجع الواجهة البرمجية');
    expect(await page.locator('.sp-search-all').textContent()).toBe('كل النتائج');
    expect(await page.locator('.sp-search-footer span').textContent()).toBe('↑ ↓ للاختيار · Enter للفتح · Esc للإغلاق');
    expect(errors).toEqual([]);
    await context.close();
  });
});

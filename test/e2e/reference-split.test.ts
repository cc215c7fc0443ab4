// A deep link written for the unsplit reference (`/api#operation/x`) still reaches its anchor once
// the reference is split into pages: on load and on a hash change, the runtime forwards it.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('deep links into a split reference', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'reference-split'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an anchor that moved to another page is followed there, on load and on a hash change', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/docs/api#operation/getCategory`);
    await page.waitForURL(`${server.origin}/docs/api/categories#operation/getCategory`);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('operation/getCategory')!.getBoundingClientRect().top))).toBeLessThan(200);

    await page.goto(`${server.origin}/docs/api`);
    await page.evaluate(() => (location.hash = '#tag/categories'));
    await page.waitForURL(`${server.origin}/docs/api/categories#tag/categories`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an anchor on the page itself stays, and an unknown one does nothing', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.origin}/docs/api#operation/listPets`);
    await page.goto(`${server.origin}/docs/api#operation/noSuchOperation`);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${server.origin}/docs/api#operation/noSuchOperation`);
    await context.close();
  });
});

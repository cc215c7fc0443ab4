// `layout: operation`: a deep link written for the one-page reference (`/api#operation/x`) lands
// on x's own page (the runtime forwards it with anchors.json), client navigation moves between
// operation pages, and with JavaScript off the route page links every operation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AXE_SOURCE, buildSite, fixtureDir, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('a reference with a page per operation', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(fixtureDir('reference-operation-pages'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a deep link written for one page to the operation’s page, on load and on a hash change', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/docs/api#operation/listPets`);
    await page.waitForURL(`${server.origin}/docs/api/list-pets#operation/listPets`);
    expect(await page.title()).toBe('List pets · Shelter API V2 | Shelter');
    expect(await page.locator('h1.operation-title .anchor-link').innerText()).toBe('List pets');

    await page.goto(`${server.origin}/docs/api`);
    await page.evaluate(() => (location.hash = '#operation/get_pet'));
    await page.waitForURL(`${server.origin}/docs/api/get-pet-2#operation/get_pet`);
    // A tag's anchor stays on the route page, which lists the tag's operations.
    await page.goto(`${server.origin}/docs/api#tag/adoptions`);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${server.origin}/docs/api#tag/adoptions`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves to the next operation by its link, and the navigation follows', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/docs/api/list-pets`);
    await page.locator('.pagination-next').click();
    await page.waitForURL(`${server.origin}/docs/api/create-pet`);
    await expect.poll(() => page.locator('h1.operation-title .anchor-link').innerText()).toBe('POST /pets');
    expect(await page.title()).toBe('POST /pets · Shelter API V2 | Shelter');
    expect(await page.locator('aside.reference-nav .nav-tag-current > a').innerText()).toBe('Pets');
    // The navigation links each operation by its page's URL.
    await page.locator('aside.reference-nav a[href="/docs/api/get-pet"]').click();
    await page.waitForURL(`${server.origin}/docs/api/get-pet`);
    await expect.poll(() => page.locator('h1.operation-title .anchor-link').innerText()).toBe('Get a pet');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the route page links every operation to its page, and each link works', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.origin}/docs/api#operation/getPet`);
    const links = await page.locator('.tag-operations a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(links)).toEqual(
      // Each page by its own URL (its canonical one): the operation is the whole page.
      new Set(['/docs/api/list-pets', '/docs/api/create-pet', '/docs/api/get-pet', '/docs/api/get-pet-2', '/docs/api/post-adoptions', '/docs/api/get-adoption']),
    );
    await page.locator('.tag-operations a[href="/docs/api/get-pet"]').click();
    await page.waitForURL(`${server.origin}/docs/api/get-pet`);
    expect(await page.locator('h1.operation-title .anchor-link').innerText()).toBe('Get a pet');
    await context.close();
  });

  it('has no WCAG A/AA violation on the route page and an operation page, at 1280 and 390 px', async () => {
    const { context, page } = await openPage(browser);
    const found: string[] = [];
    // Each page is loaded once and audited at both widths, the viewport resized between them, as
    // accessibility.test.ts audits: a load and axe's injection per width repeated the same page.
    for (const path of ['/docs/api', '/docs/api/create-pet', '/docs/api/get-pet-2']) {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto(`${server.origin}${path}`);
      await page.addScriptTag({ content: AXE_SOURCE });
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        // Two animation frames: laid out at the new width, the runtime's resize observers run.
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        const violations = await page.evaluate(async () => {
          const { axe } = window as unknown as { axe: typeof import('axe-core') };
          const results = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], resultTypes: ['violations'] });
          return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        found.push(...violations.map((v) => `${path} at ${width}px: ${v}`));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}px`).toBeLessThanOrEqual(width);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

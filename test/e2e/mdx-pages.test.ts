// MDX pages as a reader uses them in chromium: the copy button copies the code as it runs (no
// `// highlight-next-line` comment), images in every form load, formulas and the diagram are
// visible, and a draft's URL is the site's 404 page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('MDX pages in the browser', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(fixtureDir('docusaurus-mdx'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('copies code without its highlight comments', async () => {
    const { context, page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${server.origin}/intro`);
    const block = page.locator('.md-code', { hasText: 'rocket.config.js' }).first();
    await block.hover();
    await block.locator('button.copy-button').first().click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe("export default {\n  payload: 'cubesat',\n  orbit: 'leo',\n};\n");
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads images written beside the page and from the site root', async () => {
    const { context, page, failed } = await openPage(browser);
    for (const [path, alt] of [
      ['/intro', 'Launch pad'],
      ['/guides/launch', 'Pad from the site root'],
    ]) {
      await page.goto(`${server.origin}${path}`);
      const image = page.locator(`article img[alt="${alt}"]`);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    }
    expect(failed).toEqual([]);
    await context.close();
  });

  it('loads the images of every other form: from ../, as JSX, through useBaseUrl', async () => {
    const { context, page, failed } = await openPage(browser);
    await page.goto(`${server.origin}/guides/code`);
    for (const alt of ['Shared chart', 'Pad as JSX', 'Rocket from useBaseUrl']) {
      const image = page.locator(`article img[alt="${alt}"]`);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), { message: alt }).toBe(true);
    }
    expect(failed).toEqual([]);
    await context.close();
  });

  it('shows the formulas (KaTeX, with its fonts) and draws the diagram', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    await page.goto(`${server.origin}/guides/launch`);
    const display = page.locator('.math-display .katex-html');
    expect(await display.isVisible()).toBe(true);
    const box = await display.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(20);
    // KaTeX's stylesheet applies: its own font, and the MathML copy is for screen readers only.
    expect(await display.evaluate((el) => getComputedStyle(el.querySelector('.mord')!).fontFamily)).toMatch(/KaTeX/);
    expect(
      await page
        .locator('.katex-mathml')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width <= 1),
    ).toBe(true);
    expect(await page.locator('.katex').count()).toBe(3);
    const diagram = page.locator('.sp-diagram svg');
    await diagram.waitFor();
    const drawn = await diagram.boundingBox();
    expect(drawn!.width).toBeGreaterThan(50);
    expect(await diagram.textContent()).toContain('Orbit');
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it("a draft's URL answers with the site's 404 page", async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto(`${server.origin}/guides/draft`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.content()).not.toContain('This page is a draft.');
    await context.close();
  });
});

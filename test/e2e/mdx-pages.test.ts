// MDX pages as a reader uses them in chromium: the copy button copies the code as it runs (no
// `// highlight-next-line` comment), and images written beside the page or from the site root load.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('MDX pages in the browser', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(fixtureDir('docusaurus-mdx'), { key: 'docusaurus-mdx' });
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
});

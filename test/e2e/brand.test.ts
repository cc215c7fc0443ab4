// A site carries its brand: its own stylesheets (after specpress's, so the --sp-* variables can be
// set), head tags and scripts from the config, seen in a real browser.
import type { Browser } from 'playwright-core';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('brand', () => {
  let browser: Browser;
  let server: StaticServer;
  let out: string;

  beforeAll(async () => {
    const site = await copyFixture('minimal');
    await mkdir(join(site, 'css'));
    await writeFile(join(site, 'css', 'brand.css'), ':root { --sp-color-primary: rgb(200, 0, 100); --sp-font-sans: Georgia, serif; }\n.brand-mark { outline: 3px solid rgb(1, 2, 3); }\n');
    await appendFile(
      join(site, 'specpress.config.yaml'),
      [
        'stylesheets: [css/brand.css]',
        'headTags:',
        '  - { tagName: meta, attributes: { name: google-site-verification, content: "abc\\"123" } }',
        '  - { tagName: script, innerHTML: "window.__brandHeadTag = 42;" }',
        'scripts:',
        '  - { src: /docs/analytics.js, defer: true }',
        '',
      ].join('\n'),
    );
    await writeFile(join(site, 'static', 'analytics.js'), 'window.__analyticsLoaded = true;\n');
    out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    if (run.exitCode !== 0) throw new Error(run.output);
    server = await startStaticServer({ root: out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the site stylesheet sets the brand colour and font over specpress defaults', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.origin}/docs/guides/setup`);
    const style = await page.evaluate(() => {
      const link = document.querySelector('article a')!;
      return { color: getComputedStyle(link).color, font: getComputedStyle(document.body).fontFamily };
    });
    expect(style.color).toBe('rgb(200, 0, 100)');
    expect(style.font).toBe('Georgia, serif');
    await context.close();
  });

  it('head tags and scripts from the config are on every page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.origin}/docs/`);
    expect(await page.getAttribute('meta[name="google-site-verification"]', 'content')).toBe('abc"123');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __analyticsLoaded?: boolean; __brandHeadTag?: number }).__analyticsLoaded && (window as unknown as { __brandHeadTag?: number }).__brandHeadTag),
      )
      .toBe(42);
    await context.close();
  });
});

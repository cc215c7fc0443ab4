// Long unbreakable text (paths, URLs, identifiers, schema names) wraps: no reference page is wider
// than the window at 390 or 1280 px, the documentation column never runs under the samples pane,
// and the list of links of a long oneOf is big enough to tap.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { AXE_SOURCE, buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('reference pages at any width', () => {
  let browser: Browser;
  let longPaths: StaticServer;
  let proposal: StaticServer;

  beforeAll(async () => {
    const [long, site] = await Promise.all([buildSite(join(repoRoot, 'fixtures', 'openapi', 'long-paths')), buildSite(repoRoot, { inputs: ['specpress.config.yaml', 'docs', 'specs'] })]);
    longPaths = await startStaticServer({ root: long.out });
    proposal = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await longPaths?.stop();
    await proposal?.stop();
  });

  const pages = () =>
    [
      [longPaths, '/api'],
      [proposal, '/api-docs/api'],
      [proposal, '/api-docs/api-v1'],
    ] as const;

  for (const width of [390, 1280]) {
    it(`no page is wider than a ${width} px window, with JavaScript`, async () => {
      // Loaded at this width: the runtime may lay out or move parts at load for the width it starts at.
      // One tab, each page a new document in it (a new tab costs chromium about 0.4 s of CPU; bench/README.md, session 21).
      const { context, page } = await openPage(browser, { viewport: { width, height: 800 } });
      for (const [server, path] of pages()) {
        await page.goto(`${server.origin}${path}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px (JavaScript on)`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }

  it('no page is wider than a 390 or a 1280 px window without JavaScript', async () => {
    // Without JavaScript nothing runs at load or on a resize: the layout is the stylesheets' for
    // the window's width, laid out again when it changes (chrome.test.ts checks the layout switch
    // the same way). So each page is loaded once (the megabyte references cost about a second of
    // chromium's CPU a load) and measured at both widths, as a load at each width would measure it.
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    for (const [server, path] of pages()) {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${server.origin}${path}`);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px (JavaScript off)`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });

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

  it("a long oneOf's list of links passes axe's target-size rule at 390 and 1280 px", async () => {
    // One tab, the page loaded again at each width.
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 800 } });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${longPaths.origin}/api?width=${width}`);
      // Every section laid out (content-visibility: auto leaves axe without sizes; see accessibility.test.ts).
      await page.addStyleTag({ content: '.operation { content-visibility: visible !important; }' });
      await page.addScriptTag({ content: AXE_SOURCE });
      const result = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: typeof import('axe-core') };
        const lists = document.querySelectorAll('.variant-links a').length;
        const run = await axe.run({ include: [['.variant-links']] }, { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] });
        return { lists, violations: run.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`)) };
      });
      expect(result.lists, `${width} px`).toBe(26);
      expect(result.violations, `${width} px`).toEqual([]);
    }
    await context.close();
  });
});

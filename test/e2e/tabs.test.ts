// Tabs in a real browser: they switch without JavaScript (radio buttons and CSS); with it, sets
// of one groupId switch together, the choice is remembered on the next page, and a link to a tab
// selects it. A page reached by client navigation brings its stylesheets and runtime parts. The proposal's authentication page shows its call in one language at a time.
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildProposalSite, buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** The text of each set's visible panel (without the runtime's copy buttons), in page order. */
const shown = (page: Page) =>
  page.$$eval('.sp-tabs', (sets) =>
    sets.map((set) =>
      [...set.querySelectorAll(':scope > .sp-tab-panel')]
        .filter((panel) => (panel as HTMLElement).offsetParent !== null)
        .map((panel) => {
          const copy = panel.cloneNode(true) as HTMLElement;
          for (const button of copy.querySelectorAll('button')) button.remove();
          return copy.textContent?.trim() ?? '';
        }),
    ),
  );

describeE2E('tabs', () => {
  let browser: Browser;
  let server: StaticServer;
  let proposal: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'docusaurus-mdx'));
    server = await startStaticServer({ root: site.out });
    const docs = await buildProposalSite();
    proposal = await startStaticServer({ root: docs.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await proposal?.stop();
  });

  it('switch without JavaScript, one set at a time', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.origin}/intro`);
    expect(await shown(page)).toEqual([['brew install rocket'], ['~/Library/Rocket/rocket.config.js']]);
    await page.locator('.sp-tabs').first().locator('label', { hasText: 'Windows' }).click();
    expect(await shown(page)).toEqual([['winget install rocket'], ['~/Library/Rocket/rocket.config.js']]);
    await context.close();
  });

  it('with JavaScript, switch together by groupId, are remembered on the next page and follow a link to a tab', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/intro`);
    await page.locator('.sp-tabs').first().locator('label', { hasText: 'Windows' }).click();
    await expect.poll(() => shown(page)).toEqual([['winget install rocket'], ['%APPDATA%\\Rocket\\rocket.config.js']]);
    // A client-side navigation to another page with the same group.
    await page.locator('article a[href="/guides/launch"]').click();
    await page.waitForURL(`${server.origin}/guides/launch`);
    await expect.poll(() => shown(page)).toEqual([['Press Launch in the task bar.']]);
    // A fresh load remembers it too, and a link to a tab wins.
    await page.goto(`${server.origin}/intro#tabs-1-mac`);
    await expect.poll(() => shown(page)).toEqual([['brew install rocket'], ['~/Library/Rocket/rocket.config.js']]);
    // The keyboard moves between tabs (radio buttons).
    await page.locator('#tabs-1-mac').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toEqual([['winget install rocket'], ['%APPDATA%\\Rocket\\rocket.config.js']]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("puts the reader's choice in the URL hash, without a history entry or a jump, so the copied address opens that tab", async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await page.goto(`${server.origin}/intro`);
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.sp-tabs').nth(1).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => scrollY);
    await page.locator('.sp-tabs').nth(1).locator('label', { hasText: 'Windows' }).click();
    await expect.poll(() => page.url()).toBe(`${server.origin}/intro#tabs-2-win`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // The address, opened fresh (nothing remembered), shows the tab.
    const fresh = await openPage(browser);
    await fresh.page.goto(page.url());
    await expect.poll(() => shown(fresh.page)).toEqual([['winget install rocket'], ['%APPDATA%\\Rocket\\rocket.config.js']]);
    expect(errors).toEqual([]);
    await fresh.context.close();
    await context.close();
  });

  it('a page reached by client navigation from a page without parts gets its stylesheets and parts: tabs switch, the footnotes and the diagram are styled', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    await page.goto(`${server.origin}/guides/hidden`, { waitUntil: 'networkidle' });
    // A plain page: no feature stylesheet, no runtime part.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(1);
    expect(await page.locator('head link[data-sp-part]').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    // The router takes any link of the site: one to the launch page, which has tabs, a footnote and a diagram.
    await page.evaluate(() => document.querySelector('#sp-main')!.append(Object.assign(document.createElement('a'), { href: '/guides/launch', textContent: 'Launch' })));
    await page.locator('#sp-main a[href="/guides/launch"]').click();
    await page.waitForURL(`${server.origin}/guides/launch`);
    await page.locator('.sp-diagram svg').waitFor();
    // No full load: the same document, now with the page's stylesheets and parts.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.locator('head link[data-sp-part]').count()).toBe(2);
    // Styled: one tab panel shown (components.css), the footnotes smaller (footnotes.css), the diagram centred (diagrams.css).
    expect(await shown(page)).toEqual([['Press Launch in the menu bar.']]);
    const style = (selector: string, property: 'fontSize' | 'textAlign') =>
      page
        .locator(selector)
        .first()
        .evaluate((node, name) => getComputedStyle(node)[name], property);
    expect(await style('section.footnotes', 'fontSize')).toBe('14.4px');
    expect(await style('.sp-diagram', 'textAlign')).toBe('center');
    // Working: a tab switches, and the tabs part puts the choice in the URL hash.
    await page.locator('.sp-tabs').first().locator('label', { hasText: 'Windows' }).click();
    await expect.poll(() => shown(page)).toEqual([['Press Launch in the task bar.']]);
    await expect.poll(() => page.url()).toBe(`${server.origin}/guides/launch#tabs-1-win`);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it("the proposal's authentication page shows one language at a time", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${proposal.origin}/api-docs/authentication`);
    const labels = await page.locator('.sp-tabs').first().locator('label').allTextContents();
    expect(labels).toEqual(['cURL', 'JavaScript', 'Python', 'PHP', 'Ruby']);
    expect((await shown(page))[0]).toHaveLength(1);
    expect((await shown(page))[0][0]).toContain('curl https://app.proposal.example');
    await page.locator('.sp-tabs').first().locator('label', { hasText: 'Python' }).click();
    await expect.poll(async () => (await shown(page))[0][0]).toContain('import requests');
    await context.close();
  });
});

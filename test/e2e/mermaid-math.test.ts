// Footnotes, formulas and diagrams as a reader sees them in chromium (fixtures/markdown-extras):
// formulas are KaTeX's HTML with its stylesheet and fonts, also after client navigation; a
// mermaid diagram is drawn as SVG by a chunk only a page with a diagram loads, follows the colour
// mode, and keeps its source readable with JavaScript off or when mermaid cannot draw it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** The scripts a page loaded, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return scripts;
}

describeE2E('footnotes, formulas and diagrams', () => {
  let browser: Browser;
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const site = await buildSite(fixtureDir('markdown-extras'));
    server = await startStaticServer({ root: site.out });
    origin = server.origin;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws a diagram as SVG in place; one mermaid cannot draw keeps its source with a short message', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    const scripts = scriptsOf(page);
    await page.goto(`${origin}/extras/diagrams`);
    const diagram = page.locator('.sp-diagram svg');
    await diagram.waitFor();
    expect(await page.locator('.sp-diagram').count()).toBe(1);
    const box = await diagram.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height).toBeGreaterThan(20);
    expect(await page.locator('.sp-diagram svg').textContent()).toContain('Accepted');
    // Its source is kept, hidden; the broken one stays in view with the message below it.
    const sources = page.locator('pre.mermaid');
    expect(await sources.nth(0).isVisible()).toBe(false);
    expect(await sources.nth(1).isVisible()).toBe(true);
    expect(await sources.nth(1).textContent()).toContain('A -->');
    const message = page.locator('.sp-diagram-error');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toMatch(/^This diagram could not be drawn: .{5,170}$/);
    expect(scripts.some((name) => /^mermaid-\w+\.js$/.test(name))).toBe(true);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('with JavaScript off, the diagram is its readable source', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${origin}/extras/diagrams`);
    const source = page.locator('pre.mermaid').first();
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toBe('flowchart LR\n  Draft --> Sent --> Accepted\n  Sent --> Declined');
    await context.close();
  });

  it('draws the diagram again in dark colours when the reader switches to dark mode', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${origin}/extras/diagrams`);
    await page.locator('.sp-diagram[data-theme="default"] svg').waitFor();
    const fill = () =>
      page
        .locator('.sp-diagram svg .node rect, .sp-diagram svg .node path')
        .first()
        .evaluate((node) => getComputedStyle(node).fill);
    const light = await fill();
    await page.locator('button.color-mode-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.locator('.sp-diagram[data-theme="dark"] svg').waitFor();
    expect(await page.locator('.sp-diagram').count()).toBe(1);
    expect(await fill()).not.toBe(light);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows formulas with a size, styled by KaTeX, on a page that loads no diagram code', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    const scripts = scriptsOf(page);
    await page.goto(`${origin}/extras/formulas`, { waitUntil: 'networkidle' });
    const formulas = page.locator('.katex');
    expect(await formulas.count()).toBe(7);
    for (const index of [0, 3]) {
      const box = await formulas.nth(index).boundingBox();
      expect(box!.width).toBeGreaterThan(5);
      expect(box!.height).toBeGreaterThan(5);
    }
    // KaTeX's stylesheet hides the MathML copy (it is for screen readers) and sets its fonts.
    expect(
      await page
        .locator('.katex-mathml')
        .first()
        .evaluate((node) => getComputedStyle(node).position),
    ).toBe('absolute');
    expect(
      await page
        .locator('.katex .mord.mathnormal')
        .first()
        .evaluate((node) => getComputedStyle(node).fontFamily),
    ).toContain('KaTeX_Math');
    expect(await page.evaluate(() => document.fonts.check('italic 16px KaTeX_Math'))).toBe(true);
    const display = await page.locator('.math-display').boundingBox();
    expect(display!.height).toBeGreaterThan(30);
    // The formula written wrong is its source, as code.
    expect(await page.locator('code.math-error').textContent()).toBe('$\\frac{1}{$');
    expect(scripts.filter((name) => !/^runtime\.\w+\.js$/.test(name))).toEqual([]);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('footnote references and back links jump both ways', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${origin}/extras/formulas`);
    await page.locator('sup.footnote-ref a').first().click();
    await page.waitForFunction(() => location.hash === '#fn1');
    expect(await page.locator('#fn1').isVisible()).toBe(true);
    await page.locator('#fn1 a.footnote-backref').first().click();
    await page.waitForFunction(() => location.hash === '#fnref1');
    expect(await page.locator('#fnref1').isVisible()).toBe(true);
    await context.close();
  });

  it('client navigation brings KaTeX’s stylesheet with a formula page, and draws diagrams after navigating', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    const scripts = scriptsOf(page);
    await page.goto(`${origin}/extras/`, { waitUntil: 'networkidle' });
    expect(await page.locator('link[href*="/katex."]').count()).toBe(0);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    await page.locator('article a[href="/extras/formulas"]').click();
    await page.waitForFunction(() => location.pathname === '/extras/formulas' && document.querySelector('.katex') !== null);
    // The same document (no full load), and KaTeX's stylesheet applied as the formulas appear.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(await page.locator('head link[href*="/katex."]').count()).toBe(1);
    expect(
      await page
        .locator('.katex-mathml')
        .first()
        .evaluate((node) => getComputedStyle(node).position),
    ).toBe('absolute');
    expect(scripts.some((name) => name.startsWith('mermaid-'))).toBe(false);
    await page.locator('aside.sidebar a[href="/extras/diagrams"]').click();
    await page.locator('.sp-diagram svg').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(scripts.some((name) => name.startsWith('mermaid-'))).toBe(true);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });
});

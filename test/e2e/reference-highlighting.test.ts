// Request samples are highlighted in the HTML for the first language only; the others are plain
// text with their token spans in `data-tokens`, restored by the runtime when their tab is first
// opened. JSON examples are highlighted in the HTML in the page's first operation only; the others
// are plain text the runtime highlights near the viewport, with the build's own JSON highlighter.
// In a real browser: a tab opened shows the same spans the build writes for a language shown
// first (the fixture built twice, its languages in opposite orders), an example scrolled to shows
// the build's spans for its value, and with JavaScript off every sample reads as plain text.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { highlightJson } from '../../src/shared/json-highlight.js';
import { buildProposalSite, buildSite, describeE2E, fixtureDir, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const LANGUAGES = 'curl, javascript, node, python, go, ruby, php, java, csharp, kotlin, swift, powershell';
const REVERSED = LANGUAGES.split(', ').reverse().join(', ');
const code = (lang: string) => `#operation\\/createPet .code-panel[data-lang="${lang}"] pre > code`;

/** A sample's code as the reader's browser holds it once its tab is opened. */
async function opened(page: Page, lang: string): Promise<{ html: string; text: string; spans: number }> {
  await page.click(`#operation\\/createPet [role="tab"][data-lang="${lang}"]`);
  return page.$eval(code(lang), (element) => ({ html: element.innerHTML, text: element.textContent ?? '', spans: element.querySelectorAll('span.token').length }));
}

describeE2E('reference: code samples highlighted when first shown', () => {
  let browser: Browser;
  let curlFirst: StaticServer;
  let powershellFirst: StaticServer;
  let proposal: StaticServer;

  beforeAll(async () => {
    proposal = await startStaticServer({ root: (await buildProposalSite()).out });
    const [a, b] = await Promise.all([
      buildSite(fixtureDir('openapi/code-samples'), { key: 'samples-curl-first' }),
      buildSite(fixtureDir('openapi/code-samples'), { key: 'samples-powershell-first', patch: (config) => config.replace(`[${LANGUAGES}]`, `[${REVERSED}]`) }),
    ]);
    [curlFirst, powershellFirst] = await Promise.all([startStaticServer({ root: a.out }), startStaticServer({ root: b.out })]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await curlFirst?.stop();
    await powershellFirst?.stop();
    await proposal?.stop();
  });

  it('restores, in a tab opened, the spans the build writes for that language shown first', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${curlFirst.origin}/api`);
    const deferred = await page.$eval(code('powershell'), (element) => ({ tokens: element.getAttribute('data-tokens'), spans: element.querySelectorAll('span').length }));
    expect(deferred.tokens).toMatch(/^[+\w. -]+$/);
    expect(deferred.spans).toBe(0);
    const restored = { curl: await opened(page, 'curl'), powershell: await opened(page, 'powershell') };
    expect(await page.getAttribute(code('powershell'), 'data-tokens')).toBeNull();

    const { context: other, page: reversed } = await openPage(browser);
    await reversed.goto(`${powershellFirst.origin}/api`);
    expect(await reversed.getAttribute(code('curl'), 'data-tokens')).not.toBeNull();
    const built = { curl: await opened(reversed, 'curl'), powershell: await opened(reversed, 'powershell') };
    for (const lang of ['curl', 'powershell'] as const) {
      expect(restored[lang].spans, lang).toBeGreaterThan(3);
      expect(restored[lang].html, lang).toBe(built[lang].html);
    }
    // Every other language gets its spans too, with the text it had as plain text.
    for (const lang of LANGUAGES.split(', ').slice(1, -1)) {
      const plain = await page.textContent(code(lang));
      const shown = await opened(page, lang);
      expect(shown.spans, lang).toBeGreaterThan(0);
      expect(shown.text, lang).toBe(plain);
    }
    expect(errors).toEqual([]);
    await context.close();
    await other.close();
  });

  it('without JavaScript, shows every language, the first highlighted and the others as plain text', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${curlFirst.origin}/api`);
    const panels = await page.$$eval('#operation\\/createPet .code-samples [role="tabpanel"]', (elements) =>
      elements.map((panel) => ({
        lang: panel.getAttribute('data-lang'),
        visible: (panel as HTMLElement).offsetParent !== null,
        spans: panel.querySelectorAll('code span.token').length,
        text: panel.querySelector('code')?.textContent ?? '',
      })),
    );
    expect(panels.map((p) => p.lang)).toEqual(LANGUAGES.split(', '));
    for (const panel of panels) {
      expect(panel.visible, panel.lang ?? '').toBe(true);
      expect(panel.text, panel.lang ?? '').toContain('/pets/');
    }
    expect(panels[0].spans).toBeGreaterThan(0);
    expect(panels.slice(1).every((p) => p.spans === 0)).toBe(true);
    await context.close();
  });

  it("highlights a JSON example of a later operation as the build does, once it comes near the viewport; the first operation's in the HTML", async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${proposal.origin}/api-docs/api`);
    const first = await page.$$eval('section.operation:not(.reference-intro) .operation-samples code.language-json', (codes) => ({
      deferred: codes[0].hasAttribute('data-highlight'),
      spans: codes[0].querySelectorAll('span.token').length,
    }));
    expect(first).toEqual({ deferred: false, spans: expect.any(Number) });
    expect(first.spans).toBeGreaterThan(3);
    // The last operation's first example: plain text until it is scrolled to.
    const last = page.locator('section.operation[id^="operation/"]').last().locator('.operation-samples code.language-json').first();
    expect(await last.getAttribute('data-highlight')).toBe('json');
    expect(await last.locator('span').count()).toBe(0);
    const text = (await last.textContent()) ?? '';
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.locator('span.token').count()).toBeGreaterThan(3);
    expect(await last.getAttribute('data-highlight')).toBeNull();
    expect(await last.textContent()).toBe(text);
    // The build's highlighting of the same value, as the browser serialises it.
    const built = await page.evaluate((html) => Object.assign(document.createElement('code'), { innerHTML: html }).innerHTML, highlightJson(JSON.parse(text)));
    expect(await last.evaluate((element) => element.innerHTML)).toBe(built);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, shows JSON examples as plain text', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${proposal.origin}/api-docs/api`);
    const last = page.locator('section.operation[id^="operation/"]').last().locator('.operation-samples code.language-json').first();
    await last.scrollIntoViewIfNeeded();
    expect(await last.isVisible()).toBe(true);
    expect(await last.locator('span').count()).toBe(0);
    expect(JSON.parse((await last.textContent()) ?? '')).toBeTruthy();
    await context.close();
  });
});

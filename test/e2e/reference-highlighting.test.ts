// Request samples: the first language is written into the page, highlighted; the other built-in
// languages are written by the browser from the request when their tab is first opened (the
// generators are a chunk loaded then); the spec's own samples (x-codeSamples) after the first are
// plain text with their token spans in `data-tokens`, restored when their tab is opened. JSON
// examples are highlighted in the HTML in the page's first operation only; the others are plain
// text the runtime highlights near the viewport, with the build's own JSON highlighter.
// In a real browser: a tab opened shows what the build writes for a language shown first (the
// fixture built twice, its languages in opposite orders), an example scrolled to shows the build's
// spans for its value, and with JavaScript off the samples written into the page read as text.
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
  // A language the page does not carry is written once the generators' chunk has loaded.
  await page.waitForSelector(code(lang));
  return page.$eval(code(lang), (element) => ({ html: element.innerHTML, text: element.textContent ?? '', spans: element.querySelectorAll('span.token').length }));
}

describeE2E('reference: code samples highlighted when first shown', () => {
  let browser: Browser;
  let curlFirst: StaticServer;
  let powershellFirst: StaticServer;
  let proposal: StaticServer;
  let polymorphic: StaticServer;

  beforeAll(async () => {
    proposal = await startStaticServer({ root: (await buildProposalSite()).out });
    polymorphic = await startStaticServer({ root: (await buildSite(fixtureDir('reference-polymorphic'))).out });
    const [a, b] = await Promise.all([
      buildSite(fixtureDir('openapi/code-samples')),
      buildSite(fixtureDir('openapi/code-samples'), { patch: (config) => config.replace(`[${LANGUAGES}]`, `[${REVERSED}]`) }),
    ]);
    [curlFirst, powershellFirst] = await Promise.all([startStaticServer({ root: a.out }), startStaticServer({ root: b.out })]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await curlFirst?.stop();
    await powershellFirst?.stop();
    await proposal?.stop();
    await polymorphic?.stop();
  });

  it('writes, in a tab first opened, the sample the build writes for that language shown first, loading the generators only then', async () => {
    const { context, page, errors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await page.goto(`${curlFirst.origin}/api`);
    // Only the first language is in the page: the others are empty panels and the request.
    expect(await page.$eval(code('curl'), (element) => element.querySelectorAll('span.token').length)).toBeGreaterThan(3);
    expect(await page.$$eval('#operation\\/createPet .code-panel[data-generate]', (panels) => panels.map((p) => [p.getAttribute('data-lang'), p.childElementCount].join(' ')))).toEqual(
      LANGUAGES.split(', ')
        .slice(1)
        .map((lang) => `${lang} 0`),
    );
    expect(await page.getAttribute('#operation\\/createPet .code-samples', 'data-request')).toContain('"method":"POST"');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('/sample-code-'))).toEqual([]);
    // A pointer over a tab starts loading them, so a click rarely waits.
    await page.hover('#operation\\/createPet [role="tab"][data-lang="powershell"]');
    await expect.poll(() => scripts.filter((url) => url.includes('/sample-code-')).length).toBe(1);
    const written = { curl: await opened(page, 'curl'), powershell: await opened(page, 'powershell') };
    expect(scripts.filter((url) => url.includes('/sample-code-'))).toHaveLength(1);

    const { context: other, page: reversed } = await openPage(browser);
    await reversed.goto(`${powershellFirst.origin}/api`);
    expect(await reversed.$eval('#operation\\/createPet .code-panel[data-lang="curl"]', (panel) => panel.childElementCount)).toBe(0);
    const built = { curl: await opened(reversed, 'curl'), powershell: await opened(reversed, 'powershell') };
    for (const lang of ['curl', 'powershell'] as const) {
      expect(written[lang].spans, lang).toBeGreaterThan(3);
      expect(written[lang].html, lang).toBe(built[lang].html);
    }
    // Every other language is written too, highlighted, with a copy button that copies it.
    for (const lang of LANGUAGES.split(', ').slice(1, -1)) {
      const shown = await opened(page, lang);
      expect(shown.spans, lang).toBeGreaterThan(0);
      expect(shown.text, lang).toContain('/pets');
      expect(await page.isVisible(`#operation\\/createPet .code-panel[data-lang="${lang}"] button.copy-button`), lang).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
    await other.close();
  });

  it('says so while the generators load, and says so when they cannot be loaded', async () => {
    const { context, page } = await openPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    let refuse = false;
    await page.route('**/sample-code-*.js', async (route) => {
      if (refuse) return route.abort();
      await held;
      await route.continue();
    });
    await page.goto(`${curlFirst.origin}/api`);
    const python = '#operation\\/createPet .code-panel[data-lang="python"]';
    await page.click('#operation\\/createPet [role="tab"][data-lang="python"]');
    await expect.poll(() => page.textContent(python)).toBe('Loading…');
    release();
    await page.waitForSelector(`${python} pre`);

    refuse = true;
    await page.reload();
    await page.click('#operation\\/createPet [role="tab"][data-lang="go"]');
    await expect.poll(() => page.textContent('#operation\\/createPet .code-panel[data-lang="go"]')).toBe('This sample could not be written. Reload the page to try again.');
    await context.close();
  });

  it("restores the spans of a spec's own sample (x-codeSamples) when its tab is first opened", async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${polymorphic.origin}/docs/api`);
    const java = '#operation\\/createPet .code-samples >> nth=0 >> .code-panel[data-lang="java"] pre > code';
    expect(await page.locator(java).getAttribute('data-tokens')).toMatch(/^[+\w. -]+$/);
    expect(await page.locator(java).locator('span').count()).toBe(0);
    const text = await page.locator(java).textContent();
    await page.locator('#operation\\/createPet .code-samples >> nth=0 >> [role="tab"][data-lang="java"]').click();
    await expect.poll(() => page.locator(java).locator('span.token').count()).toBeGreaterThan(0);
    expect(await page.locator(java).getAttribute('data-tokens')).toBeNull();
    expect(await page.locator(java).textContent()).toBe(text);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, shows the first language highlighted and the spec’s own samples as plain text; the other languages need JavaScript', async () => {
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
    expect(panels[0]).toMatchObject({ visible: true, text: expect.stringContaining('/pets') });
    expect(panels[0].spans).toBeGreaterThan(0);
    expect(panels.slice(1).filter((p) => p.visible)).toEqual([]);

    await page.goto(`${polymorphic.origin}/docs/api`);
    const shown = await page.$$eval('#operation\\/createPet .code-samples', (sets) =>
      [...sets[0].querySelectorAll<HTMLElement>('[role="tabpanel"]')]
        .filter((panel) => panel.offsetParent !== null)
        .map((panel) => `${panel.dataset.lang}: ${panel.querySelector('code')?.textContent?.trim()}`),
    );
    expect(shown).toEqual(['curl: curl -X POST https://eu.adopt.example/v1/pets -d @pet.json', 'java: Pet pet = client.pets().create(new Cat("Whiskers"));']);
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

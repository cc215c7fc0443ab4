// A reference's switchers in a real browser: the body a request sends (named examples, media
// types) picks the code samples shown, without JavaScript too; with it, the media-type switchers
// of the page follow the reader's choice together.
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** The visible curl sample of an operation, as the reader sees it. */
const visibleCurl = (page: Page) =>
  page.$$eval('#operation\\/addPet .operation-samples .code-panel[data-lang="curl"] pre', (blocks) =>
    blocks.filter((block) => (block as HTMLElement).offsetParent !== null).map((block) => block.textContent ?? ''),
  );

/** The label of the checked tab of each media-type switcher in the middle column. */
const checkedMedia = (page: Page) => page.$$eval('#operation\\/addPet .operation-docs .sp-tabs', (sets) => sets.map((set) => set.querySelector<HTMLInputElement>('.sp-tab-input:checked')?.value));

describeE2E('reference switchers', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'openapi', 'bodies-and-examples'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('without JavaScript, choosing a named example or a media type shows the code samples that send it', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.origin}/api`);
    const samples = page.locator('#operation\\/addPet .operation-samples .sp-tabs').first();
    expect(await visibleCurl(page)).toHaveLength(1);
    expect((await visibleCurl(page))[0]).toContain('"name": "Tom"');
    await samples.locator('label', { hasText: 'A dog with a tag' }).click();
    expect(await visibleCurl(page)).toHaveLength(1);
    expect((await visibleCurl(page))[0]).toContain('"tag": "good-boy"');
    await samples.locator('label', { hasText: 'application/xml' }).click();
    expect((await visibleCurl(page))[0]).toContain('<name>Tom</name>');
    // The example's description shows with its samples.
    await samples.locator('label', { hasText: 'A cat' }).click();
    await expect.poll(() => page.locator('#operation\\/addPet .operation-samples .example-description').first().isVisible()).toBe(true);
    await context.close();
  });

  it('with JavaScript, a media type chosen in one switcher is chosen in the others of the page', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/api`);
    expect(await checkedMedia(page)).toEqual(['application/json', 'application/json']);
    await page.locator('#operation\\/addPet .request-body .sp-tabs label', { hasText: 'application/xml' }).click();
    await expect.poll(() => checkedMedia(page)).toEqual(['application/xml', 'application/xml']);
    // The XML schema is the one shown.
    expect(await page.locator('#operation\\/addPet .request-body .media:visible .media-type').textContent()).toBe('application/xml');
    expect(errors).toEqual([]);
    await context.close();
  });
});

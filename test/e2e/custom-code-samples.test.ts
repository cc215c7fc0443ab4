// Two code samples of one language (a spec's x-codeSamples) in a real browser: each tab shows its
// own sample, and choosing a language elsewhere on the page still selects a tab of it.
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** The visible sample of an operation, as the reader sees it. */
const visibleSample = (page: Page, id: string) =>
  page.$$eval(`#operation\\/${id} .operation-samples .code-panel pre`, (blocks) =>
    blocks.filter((block) => (block as HTMLElement).offsetParent !== null).map((block) => block.textContent?.trim() ?? ''),
  );

describeE2E('custom code samples', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'openapi', 'custom-code-samples'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows each of two samples of one language in its own tab', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/api`);
    const tab = (label: string) => page.locator('#operation\\/listOrders .code-tabs [role="tab"]', { hasText: label });
    await expect.poll(() => visibleSample(page, 'listOrders')).toEqual(['curl https://eu.api.example.com/orders']);
    await tab('cURL (US)').click();
    await expect.poll(() => visibleSample(page, 'listOrders')).toEqual(['curl https://us.api.example.com/orders']);
    expect(await tab('cURL (US)').getAttribute('aria-selected')).toBe('true');
    expect(await tab('cURL (EU)').getAttribute('aria-selected')).toBe('false');
    await tab('HTTPie').click();
    await expect.poll(() => visibleSample(page, 'listOrders')).toEqual(['http GET https://api.example.com/orders']);
    await tab('cURL (EU)').click();
    await expect.poll(() => visibleSample(page, 'listOrders')).toEqual(['curl https://eu.api.example.com/orders']);
    // Choosing Python on the other operation selects it here too (the language is what the page remembers).
    await page.locator('#operation\\/getOrder .code-tabs [role="tab"]', { hasText: 'Python' }).click();
    await expect.poll(() => visibleSample(page, 'getOrder')).toEqual(['client.orders.get("o-1")']);
    await expect.poll(async () => (await visibleSample(page, 'listOrders'))[0]).toContain('import requests');
    expect(errors).toEqual([]);
    await context.close();
  });
});

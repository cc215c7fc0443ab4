// Schemas in a real browser: a named schema linked from an operation opens in place (a copy of
// the page's Schemas entry) and closes again; "Expand all" opens every collapsed part of an
// operation; without JavaScript the link leads to the Schemas section and no dead button shows.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('reference schemas', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'openapi', 'schema-shapes'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens a linked schema in place and closes it; Expand all opens every part of the operation', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/api`);
    const operation = page.locator('#operation\\/listVehicles');
    // The 200 answer starts open (2xx answers do).
    const response = operation.locator('details.response').first();
    expect(await response.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const driverLink = response.locator('a.schema-link', { hasText: 'Driver' });
    await driverLink.click();
    const inPlace = response.locator('.schema-in-place');
    await expect.poll(() => inPlace.count()).toBe(1);
    expect(await inPlace.locator('.field-name').allTextContents()).toEqual(['name', 'licence']);
    expect(await driverLink.getAttribute('aria-expanded')).toBe('true');
    expect(new URL(page.url()).hash).toBe('');
    await driverLink.click();
    await expect.poll(() => inPlace.count()).toBe(0);

    const button = operation.locator('button.expand-all');
    expect(await button.isVisible()).toBe(true);
    await button.click();
    const closed = () => operation.locator('details.response, details.schema-children').evaluateAll((all) => all.filter((d) => !(d as HTMLDetailsElement).open).length);
    await expect.poll(closed).toBe(0);
    expect(await button.textContent()).toBe('Collapse all');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, a schema link leads to the Schemas section and Expand all is not shown', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.origin}/api`);
    expect(await page.locator('#operation\\/listVehicles button.expand-all').isVisible()).toBe(false);
    expect(await page.locator('#operation\\/listVehicles a.schema-link', { hasText: 'Driver' }).first().getAttribute('href')).toBe('#schema/Driver');
    await context.close();
  });
});

// Search on a site that is not the repository's own: the page specpress builds at /search works,
// its results lead to the split reference page that holds each operation, and its suggestions
// come from the site's own index.
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

describeE2E('search on another team’s site', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', 'library-site'));
    server = await startStaticServer({ root: site.out });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the built-in search page finds an operation and links to the page that holds it', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.origin}/search?q=borrow`);
    // The operation's result links to the tag page it lives on, not to the first page of the reference.
    const hit = page.locator('.search-page-results a.sp-search-hit[href="/api/loans#operation/createLoan"]');
    await hit.waitFor();
    expect(await hit.locator('.sp-search-hit-title').textContent()).toBe('Borrow a book');
    await hit.click();
    await page.waitForURL(`${server.origin}/api/loans#operation/createLoan`);
    expect(await page.locator('[id="operation/createLoan"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests names from its own index when nothing matches', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.origin}/search?q=zzzqqq`);
    const empty = page.locator('.sp-search-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toBe('No results for “zzzqqq”. Try fewer or different words, an operationId such as listBooks, or an event such as loan_overdue.');
    await context.close();
  });
});

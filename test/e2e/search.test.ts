// Search in a real browser: the navbar search opens the dialog (loading the index only then),
// typing shows grouped, highlighted results, the keyboard follows one to its heading anchor, and
// the search page answers ?q=. Debian's chromium via playwright-core; without it the suite skips
// locally and fails on CI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildProposalSite } from '../content/site-build.js';
import { hasBrowser, launchBrowser, openPage } from './browser.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};
const suite = hasBrowser || process.env.CI ? describe : describe.skip;

/** A static server for the built site: bare paths map to <path>/index.html; it stops by itself. */
function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const base = normalize(join(root, path));
    const candidates = [base, join(base, 'index.html'), `${base}.html`];
    for (const file of candidates) {
      if (
        !file.startsWith(root) ||
        !(await stat(file).then(
          (s) => s.isFile(),
          () => false,
        ))
      )
        continue;
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end(await readFile(join(root, 'api-docs', '404.html')));
  });
  server.unref(); // never keeps the test process alive
  setTimeout(() => server.close(), 5 * 60_000).unref(); // and stops on its own
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

let browser: Browser;
let server: Server;
let origin: string;

suite('search in the browser', { retry: process.env.CI ? 1 : 0 }, () => {
  beforeAll(async () => {
    const site = await buildProposalSite();
    expect(site.run.exitCode).toBe(0);
    ({ server, origin } = await serve(site.out));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  async function open(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<{ context: BrowserContext; page: Page; requests: string[]; errors: string[] }> {
    const { context, page, errors } = await openPage(browser, options);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${origin}${path}`);
    return { context, page, requests, errors };
  }

  it('opens from the navbar, finds a guide heading and follows it with the keyboard', async () => {
    const { context, page, requests, errors } = await open('/api-docs/webhooks');
    await page.waitForLoadState('networkidle');
    expect(requests.some((url) => /\/assets\/search-[0-9a-f]{10}\//.test(url) || url.includes('search-manifest'))).toBe(false); // loaded on first open only
    await page.click('form.navbar-search input');
    const input = page.locator('.sp-search-dialog input');
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('send the key');
    const target = page.locator('.sp-search-hit[href="/api-docs/authentication#send-the-key"]');
    await target.waitFor();
    expect(requests.some((url) => /\/assets\/search-[0-9a-f]{10}\/t[-.]/.test(url))).toBe(true);
    expect(await page.locator('.sp-search-group-title').first().textContent()).toBe('Guides');
    expect(await target.locator('mark').count()).toBeGreaterThan(0);
    const hrefs = await page.locator('.sp-search-hit').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (let i = 0; i < hrefs.indexOf('/api-docs/authentication#send-the-key'); i++) await page.keyboard.press('ArrowDown');
    expect(await target.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/api-docs/authentication#send-the-key');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('send-the-key')!.getBoundingClientRect().top))).toBeLessThan(300);
    expect(await page.locator('.sp-search-backdrop').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on Ctrl+K and "/", groups reference results, and closes on Escape', async () => {
    const { context, page } = await open('/api-docs/errors');
    await page.keyboard.press('Control+k');
    const input = page.locator('.sp-search-dialog input');
    await expect.poll(() => input.isVisible()).toBe(true);
    await input.fill('createProposal');
    await page.locator('.sp-search-hit[href="/api-docs/api#operation/createProposal"]').waitFor();
    expect(await page.locator('.sp-search-group-title').allTextContents()).toEqual(expect.arrayContaining(['API reference V2 - latest', 'API reference V1 - deprecated']));
    await page.keyboard.press('Escape');
    await expect.poll(() => input.isVisible()).toBe(false);
    await page.keyboard.press('/');
    await expect.poll(() => input.isVisible()).toBe(true);
    await context.close();
  });

  it('shows results for ?q= on the search page and keeps the URL in sync', async () => {
    const { context, page } = await open('/api-docs/search?q=proposal_won');
    await page.locator('.search-page-results .sp-search-hit[href="/api-docs/api#webhook/proposal_won"]').waitFor();
    expect(await page.locator('.search-page-nojs').count()).toBe(0);
    await page.fill('#search-page-q', 'date_failed');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('date_failed');
    await context.close();
  });

  it('reveals "Copy page as markdown" and copies the page\'s .md twin', async () => {
    const { context, page } = await open('/api-docs/errors', { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.locator('button.copy-markdown');
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('# Errors');
    expect(copied).toContain('| 422 Unprocessable Entity |');
    await context.close();
  });

  it('shows a spinner, then an error box with Retry when the index cannot be loaded', async () => {
    const { context, page } = await openPage(browser);
    let fail = true;
    await page.route('**/search-manifest.json', async (route) => {
      // Long enough that the spinner (shown after 200 ms) is seen before the error, even on a loaded machine.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue();
    });
    await page.goto(`${origin}/api-docs/`);
    await page.keyboard.press('Control+k');
    await page.locator('.sp-search-dialog .sp-spinner').waitFor();
    await page.locator('.sp-search-dialog .sp-lazy-error').waitFor();
    expect(await page.locator('.sp-lazy-error-text').textContent()).toContain('HTTP 503');
    fail = false;
    await page.locator('.sp-search-dialog input').fill('webhook');
    await page.click('.sp-lazy-error button');
    await page.locator('.sp-search-hit').first().waitFor();
    await context.close();
  });
});

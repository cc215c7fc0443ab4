// Client-side navigation in a real browser (site-spec §2 "Page load behaviour"): pages fetched in place,
// history, prefetching, progress bar, spinner / error box / Retry, fallback to a full load,
// scrolling, `.html` paths and undecodable paths. Site: fixtures/e2e-features.
import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFeaturesSite, describeE2E, launchBrowser, openPage, SAVE_DATA } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

/** A page the runtime fetches for client navigation (a document load is a navigation, not a fetch). */
const isPageFetch = (request: Request) => request.resourceType() === 'fetch' && /^\/e2e\/(?!assets\/|search-manifest)/.test(new URL(request.url()).pathname);
/** Intercepts the runtime's fetch of one page; the browser's own load of it goes through. */
const routePageFetch = (page: Page, path: string, handle: (route: Route) => Promise<void> | void) =>
  page.route(`**${path}`, (route) => (route.request().resourceType() === 'fetch' ? handle(route) : route.fallback()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records, in page time, the click and when the progress bar / spinner / error box appear. */
const RECORDER = `
  window.__events = [];
  const at = (name, extra) => window.__events.push({ name, t: performance.now(), extra });
  document.addEventListener('click', () => at('click'), true);
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'attributes') { at('progress-value', m.target.dataset.progress); continue; }
      for (const node of m.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.id === 'sp-progress') at('progress');
        if (node.classList.contains('sp-lazy-loading')) at('spinner');
        if (node.classList.contains('sp-lazy-error')) at('error');
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-progress'] });
`;

interface Recorded {
  name: string;
  t: number;
  extra?: string;
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: Recorded[] }).__events);
const first = (list: Recorded[], name: string) => list.find((event) => event.name === name);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const setMarker = (page: Page) => page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

describeE2E('client runtime: navigation', () => {
  let browser: Browser;
  let server: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const site = await buildFeaturesSite();
    server = await startStaticServer({ root: site.out });
    origin = server.origin;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('swaps page, title, meta and TOC without a full load; back and forward work', async () => {
    const { context, page, errors, failed } = await openPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => isPageFetch(request) && fetched.push(new URL(request.url()).pathname));
    await page.goto(`${origin}/e2e/`);
    await setMarker(page);
    await page.click('article a[href="/e2e/long"]');
    await page.waitForURL(`${origin}/e2e/long`);
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(await page.title()).toBe('Long page | E2E Features');
    expect(await page.textContent('article h1')).toBe('Long page');
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBe('A long page for scrolling, the table of contents and copy buttons.');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://e2e.example/e2e/long');
    expect(await page.$$eval('.toc a', (links) => links.map((a) => a.textContent))).toContain('Section 8');
    expect(await page.getAttribute('.sidebar-link[aria-current="page"]', 'href')).toBe('/e2e/long');
    expect(await marker(page)).toBe(1); // same document
    expect(fetched).toContain('/e2e/long');

    await page.goBack();
    await page.waitForSelector('#sp-page[data-route=""]');
    expect(await page.title()).toBe('Home | E2E Features');
    await page.goForward();
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(await page.textContent('article h1')).toBe('Long page');
    expect(await marker(page)).toBe(1);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });

  it('prefetches pages of links in view or hovered, but not with data-saver or on 2g', async () => {
    const visit = async (init: string[]) => {
      const { context, page } = await openPage(browser, { init });
      const fetched: string[] = [];
      page.on('request', (request) => isPageFetch(request) && fetched.push(new URL(request.url()).pathname));
      await page.goto(`${origin}/e2e/second`);
      // The sidebar link to the long page is in view: it is fetched (allow for a busy machine).
      await page.waitForRequest((request) => isPageFetch(request) && request.url().endsWith('/e2e/long'), { timeout: init.length ? 800 : 10_000 }).catch(() => undefined);
      const inView = [...fetched];
      // The footer is below the fold: pointing at its "Home" link (no scrolling) prefetches the home page.
      await page.$eval('.footer a[href="/e2e/"]', (a) => a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      await sleep(200);
      await context.close();
      return { inView, all: fetched };
    };
    const normal = await visit([]);
    expect(normal.inView).toContain('/e2e/long'); // sidebar link in view
    expect(normal.all).toContain('/e2e/');
    expect((await visit([SAVE_DATA])).all).toEqual([]);
    const twoG = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: false, effectiveType: '2g' }) });`;
    expect((await visit([twoG])).all).toEqual([]);
  });

  it('shows the progress bar only after 200 ms, from 0.08, trickling 0.02 every 800 ms', async () => {
    const { context, page } = await openPage(browser, { init: [SAVE_DATA, RECORDER] });
    await routePageFetch(page, '/e2e/long', async (route) => {
      await sleep(2100);
      await route.continue();
    });
    await page.goto(`${origin}/e2e/`);
    await page.click('article a[href="/e2e/long"]');
    await page.waitForSelector('#sp-page[data-route="long"]', { timeout: 10_000 });
    await page.waitForSelector('#sp-progress', { state: 'detached' });
    const list = await events(page);
    const click = first(list, 'click')!.t;
    const shown = first(list, 'progress')!.t;
    expect(shown - click).toBeGreaterThanOrEqual(195);
    expect(shown - click).toBeLessThan(1000);
    const values = list.filter((event) => event.name === 'progress-value');
    expect(values[0].extra).toBe('0.080');
    const trickled = values.find((event) => event.extra === '0.100')!;
    expect(trickled.t - values[0].t).toBeGreaterThanOrEqual(780);
    expect(values.at(-1)!.extra).toBe('1.000');

    // A fast navigation (its page already fetched) never shows the bar.
    await page.click('.sidebar a[href="/e2e/"]');
    await page.waitForSelector('#sp-page[data-route=""]');
    await page.waitForSelector('#sp-progress', { state: 'detached' });
    await page.evaluate(() => ((window as unknown as { __events: unknown[] }).__events.length = 0));
    await page.click('article a[href="/e2e/long"]');
    await page.waitForSelector('#sp-page[data-route="long"]');
    await sleep(400);
    expect(first(await events(page), 'progress')).toBeUndefined();
    await context.close();
  });

  it('shows a spinner after 200 ms while a page loads, and an error box with Retry when it fails offline', async () => {
    const { context, page } = await openPage(browser, { init: [SAVE_DATA, RECORDER] });
    await routePageFetch(page, '/e2e/second', async (route) => {
      await sleep(900);
      await route.continue();
    });
    await page.goto(`${origin}/e2e/`);
    await page.click('article a[href="/e2e/second"]');
    await page.waitForSelector('#sp-page[data-route="second"]');
    let list = await events(page);
    const spinner = first(list, 'spinner');
    expect(spinner!.t - first(list, 'click')!.t).toBeGreaterThanOrEqual(195);
    expect(await page.$('.sp-lazy')).toBeNull(); // removed once loaded

    // Offline: a full load cannot help, so the error box offers Retry.
    await context.setOffline(true);
    await page.click('.sidebar a[href="/e2e/long"]');
    const box = await page.waitForSelector('.sp-lazy-error');
    expect(await box.textContent()).toContain('This page could not be loaded.');
    expect((await page.textContent('.sp-lazy-error-text'))!.length).toBeGreaterThan(0);
    expect(page.url()).toBe(`${origin}/e2e/second`);
    await context.setOffline(false);
    await page.click('.sp-lazy-error button:has-text("Retry")');
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(page.url()).toBe(`${origin}/e2e/long`);
    expect(await page.$('.sp-lazy-error')).toBeNull();
    await context.close();
  });

  it('warns and loads the page from the server when it cannot be fetched', async () => {
    const { context, page, warnings } = await openPage(browser, { init: [SAVE_DATA] });
    await routePageFetch(page, '/e2e/second', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.goto(`${origin}/e2e/`);
    await setMarker(page);
    await page.click('article a[href="/e2e/second"]');
    await page.waitForURL(`${origin}/e2e/second`);
    await page.waitForSelector('#sp-page[data-route="second"]');
    expect(await marker(page)).toBeUndefined(); // a new document
    expect(warnings.join('\n')).toMatch(/Could not load \/e2e\/second in place.*500/);
    await context.close();
  });

  it('scrolls to the hash target or the top; a query-only change keeps the position; back restores it', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 600 } });
    await page.goto(`${origin}/e2e/long`);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY === 1500);
    // A DOM click: page.click() would first scroll the link (at the bottom) into view.
    await page.$eval('article a[href="/e2e/second#section-c"]', (a) => (a as HTMLElement).click());
    await page.waitForSelector('#sp-page[data-route="second"]');
    const top = await page.evaluate(() => document.getElementById('section-c')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200); // just under the navbar (scroll-padding-top)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);

    // A reload keeps the position.
    await page.reload();
    await page.waitForFunction(() => window.scrollY === 1500);

    await page.click('.footer a[href="/e2e/second"]');
    await page.waitForSelector('#sp-page[data-route="second"]');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 700));
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/e2e/second?view=compact';
      a.id = 'query-link';
      a.textContent = 'query';
      a.style.cssText = 'position:fixed;top:200px;left:300px;z-index:999';
      document.body.append(a);
    });
    await page.click('#query-link');
    await page.waitForURL(`${origin}/e2e/second?view=compact`);
    await sleep(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    await context.close();
  });

  it('treats .html and /index.html paths as the bare path', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${origin}/e2e/long.html`);
    expect(await page.getAttribute('#sp-page', 'data-route')).toBe('long');
    await setMarker(page);
    await page.click('article a[href="/e2e/"]');
    await page.waitForSelector('#sp-page[data-route=""]');
    await page.click('article a[href="/e2e/second/index.html"]');
    await page.waitForSelector('#sp-page[data-route="second"]');
    expect(page.url()).toBe(`${origin}/e2e/second/index.html`);
    await page.click('.sidebar a[href="/e2e/"]');
    await page.waitForSelector('#sp-page[data-route=""]');
    await page.click('article a[href="/e2e/long.html"]');
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(await marker(page)).toBe(1); // all client-side
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns about a path it cannot decode instead of crashing', async () => {
    const { context, page, warnings, errors } = await openPage(browser);
    const response = await page.goto(`${origin}/e2e/%E0%A4%A`);
    expect(response?.status()).toBe(404);
    expect(await page.textContent('h1')).toBe('Page not found');
    expect(warnings.join('\n')).toContain('cannot decode the path "/e2e/%E0%A4%A"');
    // A link to such a path is left to the browser (a full load), with the same warning.
    await page.goto(`${origin}/e2e/`);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/e2e/%E0%A4%B';
      a.id = 'bad-link';
      a.textContent = 'bad';
      document.querySelector('article')!.prepend(a);
    });
    await page.click('#bad-link');
    await page.waitForURL(`${origin}/e2e/%E0%A4%B`);
    expect(warnings.join('\n')).toContain('cannot decode the path "/e2e/%E0%A4%B"');
    expect(errors).toEqual([]);
    await context.close();
  });
});

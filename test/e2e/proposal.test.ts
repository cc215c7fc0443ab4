// The proposal documentation site in a real browser: what its own config asks for (light only,
// hideOnScroll, the Versions menu, the API reference pages) and what must hold everywhere
// (readable with JavaScript off, wrong base URL banner).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildProposalSite, describeE2E, launchBrowser, openPage, readBuilt, type BuiltSite } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

describeE2E('client runtime: the proposal site', () => {
  let browser: Browser;
  let server: StaticServer;
  let wrongBase: StaticServer;
  let site: BuiltSite;
  let origin: string;

  beforeAll(async () => {
    site = await buildProposalSite();
    server = await startStaticServer({ root: site.out });
    wrongBase = await startStaticServer({ root: join(site.out, 'api-docs'), prefix: '/docs/' });
    origin = server.origin;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await wrongBase?.stop();
  });

  it('downloads at most 60 KB of JavaScript (gzip) on a first visit; prefetches no API reference just for being in view', async () => {
    const { context, page } = await openPage(browser);
    const sizes: Promise<number>[] = [];
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
      if (response.request().resourceType() === 'fetch' && !response.url().includes('/assets/')) fetched.push(new URL(response.url()).pathname);
    });
    await page.goto(`${origin}/api-docs/authentication`, { waitUntil: 'networkidle' });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(1000); // the runtime did load
    expect(total).toBeLessThanOrEqual(60 * 1024);
    // The sidebar's pages are prefetched; the megabyte API references (navbar links) only on hover.
    expect(fetched).toContain('/api-docs/webhooks');
    expect(fetched.filter((path) => /\/api(-v1)?$/.test(path))).toEqual([]);
    const prefetched = page.waitForResponse((response) => response.request().resourceType() === 'fetch' && response.url().endsWith('/api-docs/api'));
    await page.hover('nav.navbar .navbar-left a:has-text("API Reference")');
    await prefetched;
    await context.close();
  });

  it('a docs page without tabs, formulas or diagrams downloads no more JavaScript or CSS than before them; tabs add at most 2 KB of JavaScript', async () => {
    // JavaScript and CSS a first visit downloads, gzip (Node's default level).
    const downloads = async (path: string) => {
      const { context, page } = await openPage(browser);
      const sizes: Promise<[string, number]>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') sizes.push(response.body().then((body) => [type, gzipSync(body).length]));
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const all = await Promise.all(sizes);
      await context.close();
      const sum = (type: string) => all.filter(([kind]) => kind === type).reduce((total, [, bytes]) => total + bytes, 0);
      return { js: sum('script'), css: sum('stylesheet') };
    };
    // This page at commit 491fed5, the last before issue #13's work (footnotes, formulas, diagrams,
    // tabs, admonition icons, code-block titles), measured the same way: 9,102 B of JavaScript
    // (the runtime) and 7,594 B of CSS (the site's stylesheet).
    const plain = await downloads('/api-docs/docs');
    expect(plain.js).toBeGreaterThan(1000); // the runtime did load
    expect(plain.js).toBeLessThanOrEqual(9102);
    expect(plain.css).toBeLessThanOrEqual(7594);
    // The authentication page's code samples are tabs: the tabs part is all the JavaScript it adds.
    const tabs = await downloads('/api-docs/authentication');
    expect(tabs.js).toBeGreaterThan(plain.js);
    expect(tabs.js - plain.js).toBeLessThanOrEqual(2 * 1024);
  });

  it('API reference: fetches its stylesheets first and the runtime and its parts at low priority, which still enhance the page; no dark logo', async () => {
    const { context, page, errors } = await openPage(browser);
    // The priority chromium gives each request (its network log), by file name.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(new URL(request.url).pathname.split('/').pop()!, request.initialPriority));
    await page.goto(`${origin}/api-docs/api`, { waitUntil: 'networkidle' });
    const of = (prefix: string) => [...priorities].filter(([name]) => name.startsWith(prefix)).map(([, priority]) => priority);
    // Stylesheets block the first paint: the highest priority. The runtime and its parts run
    // after parsing (modules), as a defer script does, and chromium fetches those at Low.
    for (const sheet of ['site.', 'reference.', 'components.']) expect(of(sheet), sheet).toEqual(['VeryHigh']);
    for (const script of ['runtime.', 'reference-', 'tabs-']) expect(of(script), script).toEqual(['Low']);
    expect(of('logo-dark')).toEqual([]);
    expect(of('logo.svg')).toHaveLength(1);
    // The parts ran: one sample language shown per operation, the others behind their tabs.
    expect(await page.getAttribute('[id="samples-listProposals-tab-curl"]', 'aria-selected')).toBe('true');
    expect(await page.isVisible('#samples-listProposals-curl')).toBe(true);
    expect(await page.isVisible('#samples-listProposals-python')).toBe(false);
    expect(await page.isVisible('nav.navbar img.logo')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is light only, with no colour mode switch', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${origin}/api-docs/authentication`);
    expect(await page.getAttribute('html', 'data-color-mode')).toBe('fixed');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.$('button.color-mode-toggle')).toBeNull();
    await context.close();
  });

  it('every page is readable and every link works with JavaScript disabled', async () => {
    const sitemap = await readBuilt(site, 'api-docs/sitemap.xml');
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toEqual(expect.arrayContaining(['/api-docs/', '/api-docs/authentication', '/api-docs/api', '/api-docs/api-v1']));
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    const hrefs = new Set<string>();
    for (const path of paths) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.isVisible('#sp-main'), path).toBe(true);
      expect((await page.textContent('#sp-main'))!.trim().length, path).toBeGreaterThan(100);
      for (const href of await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href))) {
        if (href.startsWith(origin)) hrefs.add(href.split('#')[0]);
      }
    }
    for (const href of hrefs) expect((await context.request.get(href)).status(), href).toBe(200);
    // And a click is a plain page load.
    await page.goto(`${origin}/api-docs/authentication`);
    await page.click('aside.sidebar a[href="/api-docs/webhooks"]');
    await page.waitForURL(`${origin}/api-docs/webhooks`);
    expect(await page.textContent('article h1')).toBe('Webhooks');
    await context.close();
  });

  it('hides the navbar on scroll down and shows it on scroll up (hideOnScroll), but not for anchors', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 500 } });
    await page.goto(`${origin}/api-docs/authentication`);
    const hidden = () => page.$eval('nav.navbar', (nav) => nav.classList.contains('navbar-hidden'));
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('nav.navbar')!.classList.contains('navbar-hidden'));
    // A jump down to an anchor keeps it shown.
    const before = await page.evaluate(() => window.scrollY);
    await page.click('.toc a[href="#next-steps"]');
    await page.waitForFunction(() => location.hash === '#next-steps');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
    expect(await hidden()).toBe(false);
    await context.close();
  });

  it('remembers the preferred version chosen in the Versions menu', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${origin}/api-docs/`);
    expect(await page.getAttribute('nav.navbar .navbar-left a.navbar-link:has-text("API Reference")', 'href')).toBe('/api-docs/api');
    await page.hover('details.navbar-dropdown[data-role="versions"] > summary');
    await page.click('details.navbar-dropdown[data-role="versions"] a:has-text("V1 - deprecated")');
    await page.waitForFunction(() => localStorage.getItem('specpress.preferredVersion') === 'api-v1');
    await page.goto(`${origin}/api-docs/authentication`);
    expect(await page.getAttribute('nav.navbar .navbar-left a.navbar-link:has-text("API Reference")', 'href')).toBe('/api-docs/api-v1');
    await context.close();
  });

  it('shows a red banner under a wrong base URL, suggesting one on the home page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${wrongBase.origin}/docs/`);
    const banner = await page.waitForSelector('#sp-base-url-banner');
    const text = (await banner.textContent())!;
    expect(text).toContain('This site did not load properly.');
    expect(text).toContain('The configured base URL is /api-docs/, but this page was opened at /docs/.');
    expect(text).toContain('We suggest trying baseUrl: /docs/');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(217, 45, 32)');
    await page.goto(`${wrongBase.origin}/docs/authentication`);
    expect(await page.textContent('#sp-base-url-banner')).not.toContain('We suggest');
    await page.goto(`${origin}/api-docs/`);
    expect(await page.$('#sp-base-url-banner')).toBeNull();
    await context.close();
  });

  it('API reference: current nav item while scrolling, filter, remembered sample language, copy buttons', async () => {
    const { context, page, errors } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${origin}/api-docs/api`);
    const nav = 'aside.reference-nav';
    // Highlight follows the scroll position.
    await page.evaluate(() => document.getElementById('operation/sendProposal')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('aside.reference-nav a.active')?.getAttribute('data-nav-target') === 'operation/sendProposal');
    expect(await page.$$eval(`${nav} a.active`, (links) => links.length)).toBe(1);

    // Filter by method, path or summary.
    await page.fill(`${nav} input.reference-filter`, 'delete contacts');
    const shown = () => page.$$eval(`${nav} li.nav-operation:not([hidden]) a`, (links) => links.map((a) => `${a.getAttribute('data-method')} ${a.getAttribute('data-path')}`));
    const deletes = await shown();
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((item) => item.startsWith('delete /contacts'))).toBe(true);
    expect(await page.isVisible(`${nav} li.nav-tag[data-tag="proposals"]`)).toBe(false);
    await page.fill(`${nav} input.reference-filter`, 'zzz-nothing');
    expect(await shown()).toEqual([]);
    expect(await page.isVisible(`${nav} .reference-filter-empty`)).toBe(true);
    await page.fill(`${nav} input.reference-filter`, '');
    expect((await shown()).length).toBeGreaterThan(20);

    // Tabs: choosing Python switches every operation's samples, and is remembered.
    const samples = '#operation\\/listProposals [role="tablist"]';
    await page.click(`${samples} [role="tab"][data-lang="python"]`);
    // Python is written by the browser, once the generators' chunk has loaded.
    await page.waitForSelector('#samples-listProposals-python pre');
    expect(await page.getAttribute(`${samples} [role="tab"][data-lang="python"]`, 'aria-selected')).toBe('true');
    expect(await page.isVisible('#samples-listProposals-python')).toBe(true);
    expect(await page.isVisible('#samples-listProposals-curl')).toBe(false);
    expect(await page.getAttribute('[id="samples-createProposal-tab-python"]', 'aria-selected')).toBe('true');
    await page.focus(`${samples} [role="tab"][data-lang="python"]`);
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.getAttribute('data-lang'));
    expect(await page.evaluate(() => localStorage.getItem('specpress.codeSampleLanguage'))).toBe(next);
    await page.reload();
    expect(await page.getAttribute(`[id="samples-createProposal-tab-${next}"]`, 'aria-selected')).toBe('true');

    // Copy buttons are shown and copy their sample.
    const copy = `#samples-createProposal-${next} button.copy-button`;
    await page.click(copy);
    const sample = await page.textContent(`#samples-createProposal-${next} pre`);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sample);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('API reference: a deep link to the last operation lands on it and stays, though the sections above it are not rendered (content-visibility)', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page, errors } = await openPage(browser, { viewport });
      await page.goto(`${origin}/api-docs/api#operation/updateWebhook`);
      const top = () => page.evaluate(() => Math.round(document.getElementById('operation/updateWebhook')!.getBoundingClientRect().top));
      await expect.poll(top).toBeLessThan(120);
      await page.waitForTimeout(500);
      expect(await top()).toBeGreaterThanOrEqual(0);
      expect(await top()).toBeLessThan(120);
      if (viewport.width > 996) await page.waitForFunction(() => document.querySelector('aside.reference-nav a.active')?.getAttribute('data-nav-target') === 'operation/updateWebhook');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('mobile menu on the reference: the API navigation first, the Versions dropdown expanded', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 995, height: 700 } });
    await page.goto(`${origin}/api-docs/api`);
    await page.click('.navbar-toggle');
    // The page's API navigation, over the panel (not a copy in it), then the main menu.
    await page.waitForSelector('#sp-page > .reference-nav a[href*="#operation/"]', { state: 'visible' });
    expect(await page.locator('#sp-mobile-panel .reference-nav-list').count()).toBe(0);
    await page.click('.mobile-menu-back');
    expect(await page.isVisible('#sp-page > .reference-nav')).toBe(false);
    expect(await page.$eval('#sp-mobile-panel details[data-role="versions"]', (d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.textContent('#sp-mobile-panel details[data-role="versions"] > summary')).toBe('Versions');
    await context.close();
  });
  it('the Versions menu leads to the same operation in the other version, and v1 operations link to v2', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1300, height: 900 } });
    await page.goto(`${origin}/api-docs/api-v1#operation/listCompanies`);
    // Opening a page at an anchor is no scroll down: the navbar stays visible.
    await page.waitForTimeout(300);
    expect(await page.getAttribute('nav.navbar', 'class')).not.toContain('navbar-hidden');
    // The deprecation banner of a renamed operation points to its v2 counterpart.
    expect(await page.getAttribute('[id="operation/listCompanies"] .banner-counterpart a', 'href')).toBe('/api-docs/api#operation/listOrganisations');
    // Move the mouse onto the sticky navbar as a reader would (Playwright's hover/click would
    // first scroll the page to bring the sticky element's flow position into view).
    const box = (await page.locator('nav.navbar details[data-role="versions"] > summary').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('nav.navbar details[data-role="versions"][open]');
    const v2 = 'nav.navbar details[data-role="versions"] a:has-text("V2 - latest")';
    expect(await page.getAttribute(v2, 'href')).toBe('/api-docs/api#operation/listOrganisations');
    const link = (await page.locator(v2).boundingBox())!;
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await page.waitForURL(`${origin}/api-docs/api#operation/listOrganisations`);
    await page.waitForFunction(() => {
      const box = document.getElementById('operation/listOrganisations')?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.top < window.innerHeight;
    });
    // Back at the top of v2 (no operation in view) the menu leads to the top of v1.
    await page.goto(`${origin}/api-docs/api`);
    await page.click('nav.navbar details[data-role="versions"] > summary');
    expect(await page.getAttribute('nav.navbar details[data-role="versions"] a:has-text("V1 - deprecated")', 'href')).toMatch(/^\/api-docs\/api-v1(#operation\/listProposals)?$/);
    await context.close();
  });
});

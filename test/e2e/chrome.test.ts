// The site chrome in a real browser (site-spec §2, §4): layout at 995 / 997 px before and after
// hydration, mobile menu, dropdowns, announcement bar, colour mode, storage warnings, the error
// boundary, the TOC and copy buttons. Site: fixtures/e2e-features (+ a light ↔ dark variant).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFeaturesSite, describeE2E, launchBrowser, openPage } from './browser.js';
import { startStaticServer, type StaticServer } from './static-server.js';

const visible = (page: Page, selector: string) => page.isVisible(selector);
const menuOpen = (page: Page) => page.evaluate(() => (document.getElementById('sp-mobile-menu') as HTMLInputElement).checked);

describeE2E('client runtime: site chrome', () => {
  let browser: Browser;
  let server: StaticServer;
  let lightDark: StaticServer;
  let origin: string;

  beforeAll(async () => {
    const [site, variant] = await Promise.all([
      buildFeaturesSite(),
      buildFeaturesSite((config) => config.replace('respectPrefersColorScheme: true', 'respectPrefersColorScheme: false').replace('id: launch-1', 'id: launch-2')),
    ]);
    server = await startStaticServer({ root: site.out });
    lightDark = await startStaticServer({ root: variant.out });
    origin = server.origin;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await lightDark?.stop();
  });

  it('a site without a favicon sends the browser looking for none (no 404 for /favicon.ico in the console)', async () => {
    const { context, page, failed } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${origin}/e2e/long`, { waitUntil: 'networkidle' });
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('data:,');
    expect(asked).not.toContain('/favicon.ico');
    expect(failed).toEqual([]);
    await context.close();
  });

  it('switches layout at 996 px, decided by CSS before any script runs', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const { context, page } = await openPage(browser, { javaScriptEnabled, viewport: { width: 995, height: 700 } });
      await page.goto(`${origin}/e2e/long`);
      for (const [width, mobile] of [
        [995, true],
        [997, false],
        [996, true],
      ] as const) {
        await page.setViewportSize({ width, height: 700 });
        const where = `at ${width}px, JS ${javaScriptEnabled ? 'on' : 'off'}`;
        expect(await visible(page, '.navbar-toggle'), where).toBe(mobile);
        expect(await visible(page, 'aside.sidebar'), where).toBe(!mobile);
        expect(await visible(page, '.toc'), where).toBe(!mobile);
        expect(await visible(page, '.navbar-left'), where).toBe(!mobile);
      }
      await context.close();
    }
  });

  it('opens the mobile menu without JavaScript (checkbox + CSS)', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 995, height: 700 } });
    await page.goto(`${origin}/e2e/long`);
    // The page's own sidebar shows over the open panel (no second copy of it in the panel).
    expect(await page.locator('.sidebar-link[href="/e2e/second"]').count()).toBe(1);
    expect(await visible(page, '.sidebar .sidebar-link[href="/e2e/second"]')).toBe(false);
    await page.click('.navbar-toggle');
    await page.waitForSelector('.sidebar .sidebar-link[href="/e2e/second"]', { state: 'visible' });
    expect(await visible(page, '#sp-mobile-panel .mobile-menu-primary')).toBe(true);
    await page.click('.sidebar .sidebar-link[href="/e2e/second"]');
    await page.waitForURL(`${origin}/e2e/second`);
    expect(await page.textContent('article h1')).toBe('Second page');
    await context.close();
  });

  it('mobile menu: secondary menu first, back to main menu, labels, expanded dropdown, closes on desktop width and on back', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 995, height: 700 } });
    await page.goto(`${origin}/e2e/`);
    await page.click('article a[href="/e2e/long"]'); // client-side, the menu comes from the fetched page
    await page.waitForSelector('#sp-page[data-route="long"]');
    await page.click('.navbar-toggle');
    await page.waitForSelector('.sidebar .sidebar-link[href="/e2e/second"]', { state: 'visible' });
    expect(await visible(page, '#sp-mobile-panel .mobile-menu-primary')).toBe(false);
    expect((await page.textContent('.mobile-menu-back'))?.trim()).toBe('← Back to main menu');
    // The sidebar sits below the back button, inside the panel's width.
    const back = (await page.locator('.mobile-menu-back').boundingBox())!;
    const sidebar = (await page.locator('.sidebar').boundingBox())!;
    expect(sidebar.y).toBeGreaterThanOrEqual(back.y + back.height - 1);
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual((await page.locator('#sp-mobile-panel').boundingBox())!.width + 1);
    await page.click('.mobile-menu-back');
    await page.waitForSelector('#sp-mobile-panel .mobile-menu-primary', { state: 'visible' });
    expect(await visible(page, '.sidebar')).toBe(false);
    expect(await page.$$eval('#sp-mobile-panel .mobile-dropdown > summary', (s) => s.map((e) => e.textContent))).toEqual(['More', 'Languages']);
    expect(await page.$eval('#sp-mobile-panel details.mobile-dropdown:not([data-role])', (d) => (d as HTMLDetailsElement).open)).toBe(true); // contains the current page
    expect(await page.$eval('#sp-mobile-panel details[data-role="locales"]', (d) => (d as HTMLDetailsElement).open)).toBe(false);

    // Desktop width closes it.
    await page.setViewportSize({ width: 997, height: 700 });
    await page.waitForFunction(() => !(document.getElementById('sp-mobile-menu') as HTMLInputElement).checked);
    await page.setViewportSize({ width: 995, height: 700 });
    await page.waitForFunction(() => history.state?.spMenu !== true);

    // Browser back closes it and stays on the page.
    await page.click('.navbar-toggle');
    expect(await menuOpen(page)).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => !(document.getElementById('sp-mobile-menu') as HTMLInputElement).checked);
    expect(page.url()).toBe(`${origin}/e2e/long`);
    expect(await page.getAttribute('#sp-page', 'data-route')).toBe('long');

    // A link in the menu navigates and closes it; back then returns to the previous page.
    await page.click('.navbar-toggle');
    await page.click('.sidebar .sidebar-link[href="/e2e/second"]');
    await page.waitForSelector('#sp-page[data-route="second"]');
    expect(await menuOpen(page)).toBe(false);
    await page.goBack();
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mobile menu by keyboard: the toggle is a button (Tab, Enter), focus moves into the menu, Escape closes it and returns', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 800, height: 700 } });
    await page.goto(`${origin}/e2e/long`);
    await page.keyboard.press('Tab'); // the skip link stays first
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
    // Then the announcement bar's close button, then the menu toggle.
    for (let i = 0; i < 3 && (await page.evaluate(() => document.activeElement?.className)) !== 'navbar-toggle'; i++) await page.keyboard.press('Tab');
    // A <button> in the place of the label that works without JavaScript (a label may not take a button's role).
    expect(await page.evaluate(() => [document.activeElement?.className, document.activeElement?.tagName, document.activeElement?.getAttribute('aria-expanded')])).toEqual([
      'navbar-toggle',
      'BUTTON',
      'false',
    ]);
    expect(await page.locator('label.navbar-toggle, label.mobile-menu-close').count()).toBe(0);
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    expect(await page.getAttribute('button.navbar-toggle', 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#sp-mobile-panel')))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('navbar-toggle');
    // Space opens it too; the close button (×) is a button as well.
    await page.keyboard.press(' ');
    expect(await menuOpen(page)).toBe(true);
    await page.focus('button.mobile-menu-close');
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dropdowns open on hover and click; close on outside click, touch, focus and Escape', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${origin}/e2e/`);
    const more = 'nav.navbar details.navbar-dropdown:not([data-role])';
    const isOpen = () => page.$eval(more, (d) => (d as HTMLDetailsElement).open);
    await page.hover(`${more} > summary`);
    expect(await isOpen()).toBe(true);
    await page.mouse.move(640, 500);
    expect(await isOpen()).toBe(false);

    await page.hover(`${more} > summary`);
    await page.click(`${more} > summary`); // opened by hover, the click keeps it open
    await page.mouse.move(640, 500);
    expect(await isOpen()).toBe(true);
    await page.mouse.click(640, 500); // outside click
    expect(await isOpen()).toBe(false);

    await page.focus(`${more} > summary`);
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.focus('article a[href="/e2e/long"]'); // focus moves outside
    expect(await isOpen()).toBe(false);

    await page.focus(`${more} > summary`);
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.evaluate(() => document.querySelector('article')!.dispatchEvent(new TouchEvent('touchstart', { bubbles: true })));
    expect(await isOpen()).toBe(false);
    await context.close();
  });

  it('announcement bar: dismissal is remembered, and reset when the announcement id changes', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${origin}/e2e/`);
    expect(await visible(page, '.announcement-bar')).toBe(true);
    await page.click('.announcement-close');
    expect(await visible(page, '.announcement-bar')).toBe(false);
    await page.reload();
    expect(await visible(page, '.announcement-bar')).toBe(false);
    // Hidden before first paint by the inline script, not later by the runtime.
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.announcement-bar')!.hidden)).toBe(true);

    // The site redeployed with another announcement id (launch-2, served from another port, so
    // the storage is copied over as a returning reader would have it): the bar shows again.
    const other = await context.newPage();
    await other.goto(`${lightDark.origin}/e2e/`);
    await other.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), await page.evaluate(() => ({ ...localStorage })));
    await other.reload();
    expect(await visible(other, '.announcement-bar')).toBe(true);
    expect(await other.evaluate(() => localStorage.getItem('specpress.announcement.id'))).toBe('launch-2');
    expect(await other.evaluate(() => localStorage.getItem('specpress.announcement.dismiss'))).toBeNull();
    await context.close();
  });

  it('colour mode with respectPrefersColorScheme: system → light → dark → system, remembered', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${origin}/e2e/`);
    const toggle = 'button.color-mode-toggle';
    const state = () =>
      page.evaluate(() => ({
        label: document.querySelector('button.color-mode-toggle')!.getAttribute('aria-label'),
        theme: document.documentElement.dataset.theme,
        stored: localStorage.getItem('theme'),
      }));
    await page.waitForSelector(toggle, { state: 'visible' });
    expect(await state()).toEqual({ label: 'Switch between dark and light mode (currently system mode)', theme: 'dark', stored: null });
    await page.click(toggle);
    expect(await state()).toEqual({ label: 'Switch between dark and light mode (currently light mode)', theme: 'light', stored: 'light' });
    await page.click(toggle);
    expect(await state()).toEqual({ label: 'Switch between dark and light mode (currently dark mode)', theme: 'dark', stored: 'dark' });
    await page.reload();
    expect((await state()).theme).toBe('dark');
    await page.click(toggle);
    expect(await state()).toEqual({ label: 'Switch between dark and light mode (currently system mode)', theme: 'dark', stored: null });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // The toggle survives client navigation (the navbar is replaced).
    await page.click('article a[href="/e2e/long"]');
    await page.waitForSelector('#sp-page[data-route="long"]');
    expect(await page.getAttribute(toggle, 'aria-label')).toBe('Switch between dark and light mode (currently system mode)');
    await context.close();
  });

  it('colour mode without respectPrefersColorScheme: light ↔ dark', async () => {
    const { context, page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${lightDark.origin}/e2e/`);
    const toggle = 'button.color-mode-toggle';
    await page.waitForSelector(toggle, { state: 'visible' });
    expect(await page.getAttribute(toggle, 'aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click(toggle);
    expect(await page.getAttribute(toggle, 'aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.click(toggle);
    expect(await page.getAttribute(toggle, 'aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await context.close();
  });

  it('warns when localStorage is unavailable and keeps working', async () => {
    const blocked = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;
    const { context, page, warnings, errors } = await openPage(browser, { init: [blocked] });
    await page.goto(`${origin}/e2e/`);
    await page.click('button.color-mode-toggle');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await page.click('.announcement-close');
    expect(await visible(page, '.announcement-bar')).toBe(false);
    expect(warnings.filter((w) => w.includes('localStorage is unavailable'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('error boundary: "This page crashed.", the error chain, and "Try again"', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${origin}/e2e/`);
    await page.evaluate(() => ((window as Window & { __specpressCrash?: string }).__specpressCrash = 'forced for the test'));
    await page.click('article a[href="/e2e/long"]');
    await page.waitForSelector('.sp-crash');
    expect(await page.textContent('.sp-crash h1')).toBe('This page crashed.');
    expect(await page.$$eval('.sp-crash-chain p', (ps) => ps.map((p) => p.textContent))).toEqual(['Rendering the page failed', 'Cause: forced for the test']);
    expect(await visible(page, 'nav.navbar')).toBe(true); // the chrome stays usable
    await page.evaluate(() => delete (window as Window & { __specpressCrash?: string }).__specpressCrash);
    await page.click('.sp-crash button:has-text("Try again")');
    await page.waitForSelector('article h1');
    expect(await page.textContent('article h1')).toBe('Long page');
    expect(await page.$('.sp-crash')).toBeNull();
    // Copy buttons come once the browser is idle after the render (src/client/index.ts).
    await page.waitForFunction(() => [...document.querySelectorAll('article pre')].every((pre) => pre.parentElement?.classList.contains('sp-copy-wrap')));
    await context.close();
  });

  it('highlights the current TOC entry while scrolling', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(`${origin}/e2e/long`);
    await page.evaluate(() => document.getElementById('section-3')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.getAttribute('href') === '#section-3');
    await page.evaluate(() => document.getElementById('detail-6')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc a.active')?.getAttribute('href') === '#detail-6');
    expect(await page.$$eval('.toc a.active', (links) => links.length)).toBe(1);
    // This site does not set hideOnScroll: the navbar stays while scrolling down.
    expect(await page.$eval('nav.navbar', (nav) => nav.classList.contains('navbar-hidden'))).toBe(false);
    await context.close();
  });

  it('adds copy buttons to markdown code blocks', async () => {
    const { context, page } = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${origin}/e2e/long`);
    await page.hover('article pre');
    await page.click('article .sp-copy-wrap .copy-button');
    // The clipboard write is asynchronous: the label changes once it has succeeded.
    await expect.poll(() => page.textContent('article .sp-copy-wrap .copy-button')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("curl https://e2e.example/api/things \\\n  -H 'Authorization: Bearer KEY'\n");
    await expect.poll(() => page.textContent('article .sp-copy-wrap .copy-button'), { timeout: 4000 }).toBe('Copy');
    await context.close();
  });
});

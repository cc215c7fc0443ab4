// Shared e2e setup: Debian's chromium through playwright-core (one chromium for the run, one
// connection per worker), and fixture sites built with the real CLI into os.tmpdir(), once for all test files
// (test/helpers/shared-build.ts). Without a browser the suite skips locally and fails on CI
// (process.env.CI), so a broken CI image cannot pass silently.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { CHROMIUM, CHROMIUM_ARGS, hasBrowser } from './browser-path.js';
import { proposalInputs, sharedBuild, type BuiltSite, type SharedBuildOptions } from '../helpers/shared-build.js';
import { answersReset, RESET_PAGE, RESET_PATH, startStaticServer, type StaticServer } from './static-server.js';

export { CHROMIUM, hasBrowser };

/** axe-core's browser build, for `page.addScriptTag`: the accessibility audits run its WCAG rules in the page. */
export const AXE_SOURCE = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');

/** describe() for browser tests: skipped without chromium, except on CI where launching then fails. */
const e2eDescribe: typeof describe = hasBrowser || process.env.CI ? describe : (describe.skip as typeof describe);

/**
 * A suite of browser tests. On CI each test gets one retry: a real browser on a loaded 2-core
 * machine has timing noise, while a behaviour that is broken still fails twice.
 */
export function describeE2E(name: string, suite: () => void): void {
  e2eDescribe(name, { retry: process.env.CI ? 1 : 0 }, suite);
}

/** This worker's connection to the run's chromium, shared by the test files it runs (one after another). */
let connection: Promise<Browser> | undefined;

/**
 * The run's chromium (test/e2e/browser-server.ts), connected to once per worker: test files share
 * the worker's connection and its kept tabs (ReusedTab below), reset between tests as between a
 * file's tests. A tab kept from the file before saves a new context's start: about 1 s of
 * chromium's CPU on a docs page (bench/README.md, session 24). `close()` closes the contexts the
 * file left open but the free kept tabs, and keeps the connection. Under a config without that
 * global setup it launches a browser of its own, which `close()` closes.
 */
export function launchBrowser(): Promise<Browser> {
  if (!hasBrowser) throw new Error(`chromium not found at ${CHROMIUM} (CI installs it with apt-get install chromium)`);
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  connection ??= chromium.connect(endpoint).then((browser) => {
    // (A file's close(): what it left open goes; the free kept tabs stay for the next file.)
    browser.close = async () => {
      const kept = ReusedTab.freeContexts(browser);
      await Promise.all(browser.contexts().map((context) => (kept.has(context) ? undefined : context.close())));
    };
    return browser;
  });
  return connection;
}

/**
 * A context and page: `init` scripts run before any page script. `errors`: console errors and
 * uncaught exceptions, except the browser's own "Failed to load resource" lines; failed requests
 * are in `failed` (URLs): a page that makes the browser probe `/favicon.ico` in vain is one of them
 * (a site without a favicon says so, src/render/render-page.tsx).
 *
 * The tab is the worker's reused one when it has one free (ReusedTab below), and the test's
 * `context.close()` hands it back rather than closing it: a new context and tab cost chromium
 * about 1.5 s of CPU on a docs page (three renderer processes started, the page's scripts and
 * styles compiled cold), a load in a kept tab about 0.5 s (bench/README.md, session 22). A
 * viewport, a colour scheme and permissions are given to the kept tab; each setting of JavaScript
 * and of the init scripts has a kept tab of its own; any other option gets a new context.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { init?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page; warnings: string[]; errors: string[]; failed: string[] }> {
  const { init = [], ...contextOptions } = options;
  const { viewport, colorScheme, javaScriptEnabled = true, permissions, ...others } = contextOptions;
  // What a kept tab is given as a new context would be: its size, colour scheme and permissions
  // (JavaScript off and init scripts: a kept tab for each setting of them).
  if (Object.keys(others).length === 0 && viewport !== null && colorScheme !== null) {
    const tab = await ReusedTab.take(browser, { javaScriptEnabled, init });
    if (viewport) await tab.page.setViewportSize(viewport);
    if (colorScheme) await tab.page.emulateMedia({ colorScheme });
    if (permissions) await tab.context.grantPermissions(permissions);
    return tab.use();
  }
  const { context, page } = await newTab(browser, contextOptions, init);
  return { context, page, ...listen(page) };
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** A new context (the default viewport unless `options` gives one) with its init scripts, and its page. */
async function newTab(browser: Browser, options: BrowserContextOptions, init: readonly string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, ...options });
  for (const script of init) await context.addInitScript(script);
  return { context, page: await context.newPage() };
}

/** What openPage collects from a page (a handed-back tab's reset removes these listeners with the test's). */
function listen(page: Page): { warnings: string[]; errors: string[]; failed: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(response.url());
  });
  return { warnings, errors, failed };
}

/** What a kept tab is made with, which no later call can change: JavaScript on or off, the init scripts. */
interface TabKind {
  javaScriptEnabled: boolean;
  init: readonly string[];
}

/** Page events a test may listen to: a handed-back tab keeps none of a test's listeners. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
] as const;

/**
 * A worker's reused tab (its test files share it): one context and page, handed to a test by openPage and back by the
 * test's `context.close()`, then made as a new context's would be for the next test:
 * - its other pages (popups, a second tab) closed, routes and the test's listeners removed;
 * - localStorage and sessionStorage cleared on every origin the test's pages were on (each is
 *   visited for that: sessionStorage belongs to the tab, and no protocol call clears it from
 *   elsewhere), then cookies, permissions, the HTTP cache (prefetched pages included), the
 *   network's offline switch, the viewport and the emulated media;
 * - a blank document loaded, so the next test's first load is a new document, with none of the
 *   last page's scripts, state, focus or scroll.
 * A test that fails before its `context.close()` keeps the tab: the next one gets a new tab.
 */
class ReusedTab {
  /** Per browser (the worker's connection), its free tab of each kind (TabKind, as JSON). */
  private static readonly free = new WeakMap<Browser, Map<string, ReusedTab>>();
  /** Origins the current test's pages were on. */
  private readonly origins = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly cdp: CDPSession,
    private readonly kind: string,
  ) {}

  /** The contexts of the browser's free tabs. */
  static freeContexts(browser: Browser): Set<BrowserContext> {
    return new Set([...(ReusedTab.free.get(browser)?.values() ?? [])].map((tab) => tab.context));
  }

  static async take(browser: Browser, { javaScriptEnabled, init }: TabKind): Promise<ReusedTab> {
    const free = ReusedTab.free.get(browser) ?? new Map<string, ReusedTab>();
    ReusedTab.free.set(browser, free);
    const kind = JSON.stringify([javaScriptEnabled, init]);
    const tab = free.get(kind);
    free.delete(kind);
    if (tab && !tab.page.isClosed()) return tab;
    const { context, page } = await newTab(browser, { javaScriptEnabled }, init);
    const reused = new ReusedTab(context, page, await context.newCDPSession(page), kind);
    // A popup's or second tab's origins are cleared too.
    context.on('page', (other) => reused.watch(other));
    reused.watch(page);
    return reused;
  }

  /** Notes the origins `page` goes to. */
  private watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (/^https?:/.test(frame.url())) this.origins.add(new URL(frame.url()).origin);
    });
  }

  /** openPage's answer for a test; its context's close() hands the tab back. */
  use(): { context: BrowserContext; page: Page; warnings: string[]; errors: string[]; failed: string[] } {
    const logs = listen(this.page);
    const handBack = async () => {
      // One free tab of each kind is kept: a test that held two (a second one fresh) closes the other.
      const free = ReusedTab.free.get(this.context.browser()!);
      if (!free || free.has(this.kind)) return this.context.close();
      try {
        await this.reset();
      } catch {
        // A tab that cannot be reset (its page crashed, a navigation failed) goes: the next test gets a new one.
        return this.context.close();
      }
      free.set(this.kind, this);
    };
    // The context as the test knows it, but for close(); its methods called on the context itself.
    const context = new Proxy(this.context, {
      get: (target, key) => {
        if (key === 'close') return handBack;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { context, page: this.page, ...logs };
  }

  private async reset(): Promise<void> {
    const { context, page, cdp } = this;
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const event of TEST_EVENTS) page.removeAllListeners(event);
    this.watch(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    // Each origin's storage, cleared from a blank document of that origin: served by the test's static server
    // (static-server.ts), or by a route for an origin whose server does not answer it (the dev server, an API's).
    const routed = [...this.origins].some((origin) => !answersReset.has(origin));
    if (routed) await page.route(`**${RESET_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: RESET_PAGE }));
    for (const origin of this.origins) {
      await page.goto(`${origin}${RESET_PATH}`);
      // (An init script may have made either throw: it stays blocked, and then holds nothing.)
      await page.evaluate(() => {
        for (const storage of ['localStorage', 'sessionStorage'] as const) {
          try {
            window[storage].clear();
          } catch {
            // blocked
          }
        }
      });
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
    if (routed) await page.unrouteAll({ behavior: 'ignoreErrors' });
    this.origins.clear();
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    await cdp.send('Network.clearBrowserCache');
    await page.setViewportSize(DEFAULT_VIEWPORT);
    await page.emulateMedia({ media: null, colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none' });
  }
}

/** Init script: navigator.connection reports data-saver on (prefetching must stop). */
export const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }) });`;

// --- fixture sites --------------------------------------------------------------------------

export type { BuiltSite };

/**
 * Builds a site with the real CLI into os.tmpdir(), once for every test file that reads it
 * (test/helpers/shared-build.ts); a build that fails fails the test file. `patch` edits the
 * config text first (variants of a fixture).
 */
export async function buildSite(siteDir: string, options: Omit<SharedBuildOptions, 'args'> = {}): Promise<BuiltSite> {
  const site = await sharedBuild(siteDir, options);
  if (site.run.exitCode !== 0) throw new Error(`generate failed for ${siteDir}:\n${site.run.stdout}\n${site.run.stderr}`);
  return site;
}

export const fixtureDir = (name: string) => join(repoRoot, 'fixtures', name);
/** The proposal site lives at the repository root; these are its inputs. */
export const buildProposalSite = () => buildSite(repoRoot, { inputs: proposalInputs });
export const buildFeaturesSite = (patch?: (config: string) => string) => buildSite(fixtureDir('e2e-features'), { patch });

export async function readBuilt(site: BuiltSite, path: string): Promise<string> {
  return readFile(join(site.out, path), 'utf8');
}

/**
 * A site served on 127.0.0.1 with a browser, for the describe block it is called in: `site` gives
 * its folder (a fixture, or a copy with pages added), built (shared) and started before its tests,
 * stopped after them. Read `browser`, `server` and `built` (the build's run: its report) in tests.
 */
export function servedSite(site: () => Promise<string>): { readonly browser: Browser; readonly server: StaticServer; readonly built: BuiltSite } {
  const state = {} as { browser: Browser; server: StaticServer; built: BuiltSite };
  beforeAll(async () => {
    state.built = await buildSite(await site());
    state.server = await startStaticServer({ root: state.built.out });
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return state;
}

/** A fixture served as servedSite serves a site. */
export function servedFixture(name: string): { readonly browser: Browser; readonly server: StaticServer } {
  return servedSite(async () => fixtureDir(name));
}

// Shared e2e setup: Debian's chromium through playwright-core (one browser per test file), and
// fixture sites built with the real CLI into os.tmpdir(), once for all test files
// (test/helpers/shared-build.ts). Without a browser the suite skips locally and fails on CI
// (process.env.CI), so a broken CI image cannot pass silently.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { repoRoot } from '../helpers/cli.js';
import { CHROMIUM, CHROMIUM_ARGS, hasBrowser } from './browser-path.js';
import { proposalInputs, sharedBuild, type BuiltSite, type SharedBuildOptions } from '../helpers/shared-build.js';
import { startStaticServer, type StaticServer } from './static-server.js';

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

/**
 * The run's chromium (test/e2e/browser-server.ts), connected to: `close()` closes this file's
 * contexts and disconnects. Under a config without that global setup it launches one of its own.
 */
export function launchBrowser(): Promise<Browser> {
  if (!hasBrowser) throw new Error(`chromium not found at ${CHROMIUM} (CI installs it with apt-get install chromium)`);
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** A fresh context and page; `init` scripts run before any page script. */
/**
 * `errors`: console errors and uncaught exceptions, except the browser's own "Failed to load
 * resource" lines; failed requests are in `failed` (URLs): a page that makes the browser probe
 * `/favicon.ico` in vain is one of them (a site without a favicon says so, src/render/render-page.tsx).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions & { init?: string[] } = {},
): Promise<{ context: BrowserContext; page: Page; warnings: string[]; errors: string[]; failed: string[] }> {
  const { init = [], ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
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
  return { context, page, warnings, errors, failed };
}

/** What openPage and keptPage give a test: its page, and what the page reported since the test began. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  warnings: string[];
  errors: string[];
  failed: string[];
}

/** The settings a kept page takes per test (keptPage); the rest need a context of their own (openPage). */
export interface KeptPageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  permissions?: string[];
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** A blank document served on the site's own origin (intercepted, never reaching the server), to clear its storage. */
const RESET_PATH = '/__specpress-test-reset__';

/**
 * One context and page for the tests of a describe block, made as new before each test instead of
 * a new context each: a context and its renderer cost about 0.4 s of chromium's CPU, a cleared
 * page little (bench/README.md, seventh pass). Each test's `open()` gives the page with the
 * other pages of the context (a test's second tab, a popup) closed, the storage of every origin it visited cleared (localStorage, sessionStorage, cookies), no routes,
 * no listeners a test added, permissions and colour scheme as asked, online, the viewport asked
 * for (1280 × 800 by default), on about:blank, and empty warnings, errors and failed lists. The
 * first `open()` makes the context, so a test run alone (`-t`) gets the same. A test that needs a
 * JavaScript setting, an init script, a second page or a fresh HTTP cache uses openPage.
 */
export function keptPage(browser: () => Browser): { open(options?: KeptPageOptions): Promise<OpenedPage> } {
  let kept: OpenedPage | undefined;
  const origins = new Set<string>();
  const listen = (opened: OpenedPage) => {
    const { page } = opened;
    page.on('console', (message) => {
      if (message.type() === 'warning') opened.warnings.push(message.text());
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) opened.errors.push(message.text());
    });
    page.on('pageerror', (error) => opened.errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) opened.failed.push(response.url());
    });
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) origins.add(origin);
    });
  };
  // The file's browser.close() (its own afterAll) may have closed it already.
  afterAll(() => kept?.context.close().catch(() => undefined));
  return {
    async open(options = {}) {
      if (!kept) {
        const context = await browser().newContext({ viewport: DEFAULT_VIEWPORT });
        kept = { context, page: await context.newPage(), warnings: [], errors: [], failed: [] };
      } else {
        const { context, page } = kept;
        for (const other of context.pages()) if (other !== page) await other.close();
        page.removeAllListeners();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await context.unrouteAll({ behavior: 'ignoreErrors' });
        await context.setOffline(false);
        for (const origin of origins) {
          await page.route(`${origin}${RESET_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reset</title>' }));
          await page.goto(`${origin}${RESET_PATH}`);
          await page.evaluate(() => {
            localStorage.clear();
            sessionStorage.clear();
          });
        }
        origins.clear();
        await page.unrouteAll();
        await context.clearCookies();
        await context.clearPermissions();
        await page.goto('about:blank');
        kept = { context, page, warnings: [], errors: [], failed: [] };
      }
      const { context, page } = kept;
      listen(kept);
      if (options.permissions) await context.grantPermissions(options.permissions);
      await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
      await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
      return kept;
    },
  };
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
 * A fixture served on 127.0.0.1 with a browser, for the describe block it is called in: built
 * (shared) and started before its tests, stopped after them. Read `browser` and `server` in tests.
 */
export function servedFixture(name: string): { readonly browser: Browser; readonly server: StaticServer } {
  const state = {} as { browser: Browser; server: StaticServer };
  beforeAll(async () => {
    const site = await buildSite(join(repoRoot, 'fixtures', name));
    state.server = await startStaticServer({ root: site.out });
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  return state;
}

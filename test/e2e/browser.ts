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

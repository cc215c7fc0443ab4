// Shared e2e setup: Debian's chromium through playwright-core (one browser per test file), and
// fixture sites built with the real CLI into os.tmpdir(). Without a browser the suite skips
// locally and fails on CI (process.env.CI), so a broken CI image cannot pass silently.
import { execa } from 'execa';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { describe } from 'vitest';
import { bin, repoRoot } from '../helpers/cli.js';

export const CHROMIUM = process.env.SPECPRESS_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const hasBrowser = existsSync(CHROMIUM);

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

export function launchBrowser(): Promise<Browser> {
  if (!hasBrowser) throw new Error(`chromium not found at ${CHROMIUM} (CI installs it with apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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

function filesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
  return out;
}

function fingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => (existsSync(path) && statSync(path).isDirectory() ? filesUnder(path) : [path])).sort()) {
    hash.update(relative(repoRoot, file)).update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface BuiltSite {
  /** The output folder (contains the base path's folder). */
  out: string;
}

/**
 * Builds a site with the real CLI (`node bin/specpress.js generate --config … --out …`) into
 * os.tmpdir(). The output is reused while the built CLI, the templates and the site's inputs are
 * unchanged (test files running in parallel share it; the last rename wins, both are identical).
 * `patch` edits the config text first (variants of a fixture).
 */
export async function buildSite(siteDir: string, options: { patch?: (config: string) => string; key?: string; inputs?: string[] } = {}): Promise<BuiltSite> {
  if (!existsSync(join(repoRoot, 'dist', 'cli.cjs')) || !existsSync(join(repoRoot, 'dist', 'client', 'runtime.js'))) {
    throw new Error('dist/ is missing: run `node bin/build.mjs` (npm test does) before the e2e tests');
  }
  const configText = readFileSync(join(siteDir, 'specpress.config.yaml'), 'utf8');
  const config = options.patch ? options.patch(configText) : configText;
  const key = createHash('sha256')
    .update(fingerprint([join(repoRoot, 'dist'), join(repoRoot, 'templates'), ...(options.inputs ?? ['.']).map((path) => join(siteDir, path))]))
    .update(config)
    .digest('hex')
    .slice(0, 16);
  const prefix = `specpress-e2e-${options.key ?? 'site'}-`;
  const out = join(tmpdir(), `${prefix}${key}`);
  if (existsSync(join(out, '.complete'))) return { out };
  // Outputs of earlier code versions (untouched for 10 minutes, so not in use) go away.
  for (const entry of readdirSync(tmpdir())) {
    const path = join(tmpdir(), entry);
    // Another test file may remove the same old output at the same time: a vanished entry is fine.
    const mtime = entry.startsWith(prefix) && path !== out ? statSync(path, { throwIfNoEntry: false })?.mtimeMs : undefined;
    if (mtime !== undefined && Date.now() - mtime > 600_000) await rm(path, { recursive: true, force: true });
  }
  const work = await mkdtemp(join(tmpdir(), 'specpress-e2e-work-'));
  try {
    let configFile = join(siteDir, 'specpress.config.yaml');
    if (options.patch) {
      // A patched copy of the site folder (inputs are relative to the config file).
      const copy = join(work, 'site');
      await cp(siteDir, copy, { recursive: true, filter: (source) => !/[\\/](build|node_modules|\.git)$/.test(source) });
      configFile = join(copy, 'specpress.config.yaml');
      await writeFile(configFile, config);
    }
    const built = join(work, 'out');
    const run = await execa('node', [bin, 'generate', '--config', configFile, '--out', built], { cwd: repoRoot, reject: false, env: { NO_COLOR: '1' } });
    if (run.exitCode !== 0) throw new Error(`generate failed for ${siteDir}:\n${run.stdout}\n${run.stderr}`);
    await writeFile(join(built, '.complete'), '');
    // Another test file may have won the race: its output is identical and may be in use.
    if (!existsSync(join(out, '.complete'))) {
      await rename(built, out).catch((error: unknown) => {
        if (!existsSync(join(out, '.complete'))) throw error;
      });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { out };
}

export const fixtureDir = (name: string) => join(repoRoot, 'fixtures', name);
/** The proposal site lives at the repository root; these are its inputs. */
export const buildProposalSite = () => buildSite(repoRoot, { key: 'proposal', inputs: ['specpress.config.yaml', 'docs', 'specs'] });
export const buildFeaturesSite = (patch?: (config: string) => string) => buildSite(fixtureDir('e2e-features'), { key: 'features', patch });

export async function readBuilt(site: BuiltSite, path: string): Promise<string> {
  return readFile(join(site.out, path), 'utf8');
}

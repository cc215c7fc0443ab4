// The programmatic API: `import { generate, validate, watch, serve, init, initFrom } from 'specpress'`.
// The CLI, the dev server and the tests are thin layers over these functions.
import { resolve } from 'node:path';
import { runPipeline, type PipelineOptions, type PipelineResult, type StepTiming } from './pipeline/index.js';
import { TempOutput } from './write/output.js';
import type { Diagnostic } from './diagnostics/diagnostic.js';
// The dev server, the file watcher and the scaffold load on first use: `generate` does not pay for them.
import type { WatchOptions, WatchSession } from './dev/watch-session.js';
import type { StaticServer, StaticServerOptions } from './dev/static-server.js';
import type { InitOptions, InitResult } from './init/scaffold.js';
import type { InitFromOptions, InitFromResult } from './init/init-from.js';
import type { DocsVersionResult } from './write/docs-version.js';

export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export type { StepTiming, PipelineOptions } from './pipeline/index.js';
export type { SiteConfig } from './config/site-config.js';
export { formatDiagnostic, diagnosticsToJson } from './diagnostics/format.js';
export { FatalDiagnostics } from './diagnostics/diagnostic.js';
export type { ReactPageProps } from './load/react-page.js';
export type { WatchOptions, WatchSession, WatchBuild } from './dev/watch-session.js';
export type { StaticServerOptions as ServeOptions, StaticServer as ServeSession } from './dev/static-server.js';
export type { InitOptions, InitResult } from './init/scaffold.js';
export type { InitFromOptions, InitFromResult } from './init/init-from.js';

export interface GenerateOptions extends PipelineOptions {
  /** Output folder; defaults to build/ next to the config... relative to cwd. */
  outDir?: string;
  /**
   * Replace an existing, non-empty output folder that specpress did not write (it has no
   * `.specpress-output` marker). An output folder that is or holds the site's inputs is refused anyway.
   */
  force?: boolean;
}

export interface GenerateResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pagesWritten: number;
  filesWritten: number;
  outDir: string;
  timings: StepTiming[];
  totalMs: number;
}

export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const start = performance.now();
  const outDir = resolve(options.cwd ?? process.cwd(), options.outDir ?? 'build');
  // Files are written to a temporary folder as the build makes them, and swapped in only if it succeeds.
  const output = new TempOutput(outDir, { force: options.force });
  let result: PipelineResult;
  try {
    // The build cache on disk, unless turned off (`diskCache: false`, or `cache: false` in the config).
    result = await runPipeline({ ...options, diskCache: options.diskCache ?? !options.cache, output });
    const swapStart = performance.now();
    if (result.ok) await output.commit();
    else await output.discard();
    result.timings.push({ step: 'write', ms: performance.now() - swapStart, heapMb: process.memoryUsage().heapUsed / 2 ** 20 });
  } catch (error) {
    await output.discard();
    throw error;
  }
  return summarize(result, outDir, performance.now() - start);
}

export interface ValidateResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StepTiming[];
}

/** Every check of generate, without writing anything. */
export async function validate(options: PipelineOptions = {}): Promise<ValidateResult> {
  const result = await runPipeline(options);
  return { ok: result.ok, diagnostics: result.diagnostics, timings: result.timings };
}

function summarize(result: PipelineResult, outDir: string, totalMs: number): GenerateResult {
  return {
    ok: result.ok,
    diagnostics: result.diagnostics,
    pagesWritten: result.pagesWritten,
    filesWritten: result.fileCount,
    outDir,
    timings: result.timings,
    totalMs,
  };
}

/**
 * Builds the site in memory, serves it with live reload and rebuilds what a change affects.
 * Bad input never ends the session: the last good build stays served and the error is reported
 * through `onBuild` and to the open tabs. Throws FatalDiagnostics only when it cannot listen.
 */
export async function watch(options: WatchOptions = {}): Promise<WatchSession> {
  const { startWatch } = await import('./dev/watch-session.js');
  return startWatch(options);
}

/**
 * Serves a built folder like a production static host (base path, bare routes, 404 page,
 * cache headers, gzip/brotli). Throws FatalDiagnostics when the folder is missing or the port is taken.
 */
export async function serve(options: StaticServerOptions = {}): Promise<StaticServer> {
  const { startStaticServer } = await import('./dev/static-server.js');
  return startStaticServer(options);
}

/** Creates a starter site (config, docs, example OpenAPI spec); refuses a non-empty folder unless `force`. */
export async function init(options: InitOptions): Promise<InitResult> {
  const { scaffoldSite } = await import('./init/scaffold.js');
  return scaffoldSite(options);
}

/** Adds specpress.config.yaml to a Docusaurus or Starlight site (no other file changes); the report lists what was not carried. */
export async function initFrom(options: InitFromOptions): Promise<InitFromResult> {
  const { initFrom: run } = await import('./init/init-from.js');
  return run(options);
}

export interface DocsVersionOptions {
  /** The version's name, e.g. 2.0. */
  version: string;
  /** The site config file (default specpress.config.yaml), relative to `cwd`. */
  config?: string;
  cwd?: string;
}
export type { DocsVersionResult } from './write/docs-version.js';

/** Snapshots the docs folder as a version, as `docusaurus docs:version` does (write/docs-version.ts). */
export async function docsVersion(options: DocsVersionOptions): Promise<DocsVersionResult> {
  const { loadConfigFile } = await import('./load/config.js');
  const { validateConfig } = await import('./validate/config.js');
  const { snapshotDocsVersion } = await import('./write/docs-version.js');
  const loaded = await loadConfigFile(options.config, options.cwd ?? process.cwd());
  if (!loaded.source) return { ok: false, diagnostics: loaded.diagnostics, written: [] };
  const validated = validateConfig(loaded.source, true);
  const errors = [...loaded.diagnostics, ...validated.diagnostics].filter((d) => d.severity === 'error');
  if (!validated.config || errors.length > 0) return { ok: false, diagnostics: errors, written: [] };
  return snapshotDocsVersion(options.version, validated.config, loaded.siteDir, loaded.file);
}

// `specpress watch`: build in memory, serve the last good build, rebuild on change (one build at a
// time, reusing unchanged results), and tell the open tabs to reload or to show the error.
// Bad input never stops the session: a failed build keeps the last good one served.
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { diagnostic, hasErrors, promoteWarnings, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { DEFAULT_CONFIG_FILE } from '../load/config.js';
import { BuildCache, type CacheStats } from '../pipeline/memo.js';
import { runPipeline, type PipelineOptions, type StepTiming } from '../pipeline/index.js';
import { defaultWatchCacheDir } from '../pipeline/watch-disk-memo.js';
import type { OutputFiles } from '../write/output.js';
import { BuildStopped } from '../write/stopping.js';
import { BuildQueue, type BuildBatch } from './build-queue.js';
import { DeferredSite, HtmlCache } from './deferred-site.js';
import { ProvisionalSite } from './provisional-site.js';
import { Turns } from './turns.js';
import { createDevServer, type DevSiteState } from './dev-server.js';
import { EventHub } from './events.js';
import type { AllowedHosts } from './allowed-hosts.js';
import { closeServer, DEFAULT_HOST, DEFAULT_PORT, listen, serverUrl } from './listen.js';
import type { RunningServer } from './static-server.js';
import { CHANGE_THROTTLE_MS, needsFullBuild, startWatcher, watchedPaths, type SiteWatcher, type WatchTargets } from './watcher.js';

export interface WatchOptions extends Omit<PipelineOptions, 'cache' | 'provisional' | 'pace'> {
  /** Defaults to 3000; 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** More names the server answers besides loopback names, IP addresses and `host` (allowed-hosts.ts); `.example.com` allows every name under it. */
  allowedHosts?: AllowedHosts;
  /** Called after every build, the first one included. */
  onBuild?: (build: WatchBuild) => void;
  /** Called when the file watcher reports a problem (the session keeps running). */
  onWatchError?: (error: unknown) => void;
  /**
   * Serve a provisional model before the first build has rendered every page (provisional-site.ts);
   * on by default. Tests pass a promise instead: the full first build starts once it resolves.
   */
  provisional?: boolean | Promise<void>;
}

export interface WatchBuild {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** The build at start-up. */
  first: boolean;
  /** Whether cached results were dropped first (config or template change). */
  full: boolean;
  /** Input files whose change caused the build. */
  trigger: string[];
  /** Output paths whose content changed (successful builds only). */
  changed: string[];
  /** From the start of the build to the end of its link check. */
  ms: number;
  /**
   * From the start of the build to the reload event, when the tabs were told before the link
   * check ended (a change every page shows: the pages are checked after, and a problem found then
   * puts the last good build back).
   */
  reloadMs?: number;
  /** False when a newer change interrupted the link check (the next build checks). */
  linksChecked: boolean;
  timings: StepTiming[];
  cache: CacheStats;
}

export interface WatchSession extends RunningServer {
  /** Resolves when no build is running or queued. */
  idle(): Promise<void>;
  /** The most recent build. */
  lastBuild(): WatchBuild;
}

/** Fewer files left unrendered than this (about half a second of markdown renders): no provisional model is served. */
const PROVISIONAL_MIN_FILES = 100;

/** How long the provisional model has no page to build before the full first build starts (its turns yield to requests, its other steps do not). */
const QUIET_MS = 300;

/** A save that changes at most this many pages is checked before the tabs are told to reload. */
const CHECK_FIRST_PAGES = 24;

export async function startWatch(options: WatchOptions = {}): Promise<WatchSession> {
  const cwd = options.cwd ?? process.cwd();
  const configFile = resolve(cwd, options.config ?? DEFAULT_CONFIG_FILE);
  const targets: WatchTargets = { configFile, siteDir: dirname(configFile) };
  const cache = new BuildCache();
  const html = new HtmlCache();
  const hub = new EventHub();
  let buildId = 0;
  let errorText: string | undefined;
  let last: WatchBuild | undefined;
  let watcher: SiteWatcher | undefined;
  let closing: Promise<void> | undefined;
  /** Stops the first full build between two pages (the session closes while it renders). */
  let stopFirst: (() => void) | undefined;
  let first = true;
  /** The last good build's state (served unless a provisional model is), and the last one whose links were checked without errors. */
  let current: DeferredSite | undefined;
  let checked: DeferredSite | undefined;
  /** The provisional model served while the first build renders (provisional-site.ts). */
  let provisional: ProvisionalSite | undefined;
  const state: DevSiteState = { base: '/', greeting: () => ({ event: 'hello', data: { buildId, error: errorText } }) };
  let announce: (() => void) | undefined;
  const served = new Promise<void>((resolve) => (announce = resolve));
  /** Resolves once the session serves (or failed to start). */
  let serving: (() => void) | undefined;
  const started = new Promise<void>((resolve) => (serving = resolve));

  const serve = (site: DeferredSite | undefined, changed: string[], keepScroll: boolean) => {
    const all = state.site === undefined || site === undefined;
    // After a provisional model, only the pages it served whose HTML differs reload.
    const reload = provisional ? provisional.finish(site) : changed;
    provisional = undefined;
    state.site = current = site;
    changed = reload;
    buildId++;
    hub.send({ event: 'reload', data: { buildId, changed, all, keepScroll } });
  };
  const fail = (diagnostics: Diagnostic[]) => {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    errorText = errors.map((d) => formatDiagnostic(d, cwd)).join('\n');
    hub.send({ event: 'build-error', data: { text: errorText, count: errors.length } });
  };
  const finalDiagnostics = (before: Diagnostic[], problems: Diagnostic[]) => sortDiagnostics([...before, ...(options.strict ? promoteWarnings(problems) : problems)]);

  const build = async (batch: BuildBatch): Promise<void> => {
    try {
      await buildOnce(batch);
    } finally {
      announce?.();
    }
  };
  const buildOnce = async (batch: BuildBatch): Promise<void> => {
    const start = performance.now();
    const isFirst = first;
    first = false;
    if (batch.full) cache.clear();
    for (const file of batch.files) seen.set(file, signature(file));
    cache.beginBuild();
    // The first build reads and keeps the docs' pages in the build cache on disk too (a second start renders no unchanged page again).
    const diskCache = isFirst && (options.diskCache ?? true);
    const pipeline: PipelineOptions = { config: configFile, cwd, strict: options.strict, cache, includeDrafts: true, defer: true };
    // At the start, a provisional model is served first (its problems are the full build's to report); the full build renders in turns.
    // Not when watch's build cache is there (where the config leaves it): a warm start serves every page in about the same time.
    const warm = diskCache && options.provisional === undefined && existsSync(defaultWatchCacheDir(targets.siteDir));
    const turns = isFirst && options.provisional !== false && !warm ? new Turns() : undefined;
    if (turns) {
      const early = new ProvisionalSite((bodies) => runPipeline({ ...pipeline, provisional: bodies }).catch((error: unknown) => crashed(error)), turns);
      // A small site renders its pages in less time than the provisional model saves: it is served once built, as before.
      if ((await early.start()) && (options.provisional !== undefined || early.unrendered >= PROVISIONAL_MIN_FILES)) {
        provisional = early;
        state.site = early;
        state.base = early.config.baseUrl;
        targets.config = early.config;
        announce?.();
      }
      // The pages asked for as the session starts are built first; the full build starts once they are.
      if (provisional) await early.quiet(QUIET_MS);
      if (options.provisional instanceof Promise) await options.provisional;
    }
    // With a provisional model served, the full build renders its pages in turns (and stops on Ctrl-C between two).
    const paced = provisional ? turns : undefined;
    stopFirst = paced && (() => paced.stop(new BuildStopped()));
    const result = await runPipeline({ ...pipeline, diskCache, pace: paced?.pace }).catch((error: unknown) => crashed(error));
    stopFirst = undefined;
    // Closed while the first build rendered its pages: it stopped, and there is nothing to report.
    if (closing !== undefined && paced) return;
    // A failure caused by reading a file mid-save is not reported: the file changed since, so build again.
    const stale = batch.files.filter((file) => signature(file) !== seen.get(file));
    if (!result.ok && stale.length > 0) {
      for (const file of stale) queue.add(file, needsFullBuild(file, targets));
      return;
    }
    const report = (ok: boolean, diagnostics: Diagnostic[], changed: string[], more: Partial<WatchBuild> = {}) => {
      last = {
        ok,
        diagnostics,
        first: isFirst,
        full: batch.full,
        trigger: batch.files,
        changed,
        ms: performance.now() - start,
        linksChecked: true,
        timings: result.timings,
        cache: { ...cache.stats },
        ...more,
      };
      options.onBuild?.(last);
    };
    const keepScroll = batch.files.length > 0 && batch.files.every((file) => file.endsWith('.md'));
    const settle = () => {
      // A file still being written while the build read it: build again with its final content.
      for (const file of batch.files) recheck(file);
      if (watcher && batch.files.some((file) => needsFullBuild(file, targets))) watcher.add(watchedPaths(targets));
    };
    if (!result.ok || !result.deferred) {
      // The provisional model is no longer served: the first build failed.
      if (provisional) serve(undefined, [], false);
      fail(result.diagnostics);
      settle();
      report(false, result.diagnostics, []);
      return;
    }
    cache.sweep();
    // Written once the pages are served (it holds the cache folder until then); its warnings join the build's.
    const saveCache = () => result.diagnostics.push(...(result.deferred?.saveCache?.() ?? []));
    const site = new DeferredSite(result.deferred, result.files, current, html);
    state.base = result.deferred.site.config.baseUrl;
    targets.config = result.deferred.site.config;
    settle();
    if (site.renderNew(CHECK_FIRST_PAGES) && site.pendingWork() <= CHECK_FIRST_PAGES) {
      // One page or a few changed: checked first, so a broken link never reaches the tabs.
      saveCache();
      const diagnostics = finalDiagnostics(result.diagnostics, (await site.checkLinks())!);
      if (hasErrors(diagnostics)) {
        if (provisional) serve(undefined, [], false);
        fail(diagnostics);
        report(false, diagnostics, []);
        return;
      }
      errorText = undefined;
      checked = site;
      serve(site, site.changed, keepScroll);
      report(true, diagnostics, site.changed);
      return;
    }
    // Many pages changed (the first build, a new page, a title, the config): serve the new model
    // now, render and check every page after, and put the last good build back on an error.
    errorText = undefined;
    serve(site, site.changed, keepScroll);
    const reloadMs = performance.now() - start;
    announce?.();
    // The first build's cache is written once the session serves (saving a big site's pages takes seconds).
    if (result.deferred.saveCache) {
      await started;
      await new Promise<void>((resolve) => setImmediate(resolve));
      saveCache();
    }
    const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
    const problems = await site.checkLinks(breathe, () => queue.waiting || closing !== undefined);
    if (!problems) {
      report(true, result.diagnostics, site.changed, { reloadMs, linksChecked: false });
      return;
    }
    const diagnostics = finalDiagnostics(result.diagnostics, problems);
    if (hasErrors(diagnostics)) {
      if (state.site === site) serve(checked, site.changed, keepScroll);
      fail(diagnostics);
      report(false, diagnostics, [], { reloadMs });
      return;
    }
    checked = site;
    report(true, diagnostics, site.changed, { reloadMs });
  };
  const queue = new BuildQueue((batch) => build(batch));
  // Which version of each changed file the last build read (size + mtime).
  const seen = new Map<string, string>();
  const recheck = (file: string) => {
    if (signature(file) !== seen.get(file)) queue.add(file, needsFullBuild(file, targets));
  };
  const onChange = (file: string) => {
    queue.add(file, needsFullBuild(file, targets));
    // chokidar drops a second change of a file within 50 ms of the first: look again after that window.
    setTimeout(() => closing === undefined && recheck(file), CHANGE_THROTTLE_MS + 25).unref();
  };

  queue.start(true);
  await served;
  announce = undefined;
  const host = options.host ?? DEFAULT_HOST;
  const server = createDevServer(state, hub, { host, allowedHosts: options.allowedHosts ?? [] });
  try {
    const address = await listen(server, options.port ?? DEFAULT_PORT, host);
    try {
      watcher = await startWatcher(watchedPaths(targets), onChange, (error) => options.onWatchError?.(error));
    } catch (error) {
      await closeServer(server);
      throw error;
    }
    return session(address);
  } finally {
    serving?.();
  }

  function session(address: Awaited<ReturnType<typeof listen>>): WatchSession {
    return {
      ...address,
      get base() {
        return state.base;
      },
      get url() {
        return serverUrl(address.host, address.port, state.base);
      },
      idle: () => queue.idle(),
      lastBuild: () => last!,
      close: () =>
        (closing ??= (async () => {
          await watcher?.close();
          stopFirst?.();
          queue.clear();
          await queue.idle();
          hub.close();
          await closeServer(server);
        })()),
    };
  }
}

function signature(file: string): string {
  try {
    const info = statSync(file);
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** An exception out of the pipeline (a bug, or a React page throwing while rendering) is reported like bad input. */
function crashed(error: unknown): { ok: false; diagnostics: Diagnostic[]; timings: StepTiming[]; files: OutputFiles; deferred: undefined } {
  const message = error instanceof Error ? error.message : String(error);
  const where = error instanceof Error ? error.stack?.split('\n').slice(1, 4).join('\n') : undefined;
  return {
    ok: false,
    diagnostics: [diagnostic('build-crashed', 'error', `The build threw: ${message}`, undefined, where ? `It came from:\n${where}` : undefined)],
    timings: [],
    files: new Map(),
    deferred: undefined,
  };
}

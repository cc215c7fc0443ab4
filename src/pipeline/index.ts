// The build, as a script of named, timed steps:
//   load → references → model → render → outputs → check (the search index's links last)
// generate, validate, watch and the tests all run this; only `generate`/`watch` write the result.
// Each stage is a file of this folder (src/README.md draws the flow); this file only orders them.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSiteContent, type SiteContent } from '../content/index.js';
import { FatalDiagnostics } from '../diagnostics/diagnostic.js';
import { internalErrorDiagnostic } from '../diagnostics/internal-error.js';
import { loadConfigFile } from '../load/config.js';
import { loadStylesheets } from '../load/stylesheets.js';
import { searchIndexer } from '../search/indexer.js';
import { searchLanguage } from '../search/build-index.js';
import { validateConfig } from '../validate/config.js';
import { BuildStopped } from '../write/stopping.js';
import { writeSiteAssets } from './assets.js';
import { BuildRun } from './build-run.js';
import { checkSite } from './check.js';
import { deferredBuild } from './deferred.js';
import { loadSiteInputs, protectedInputs, siteSetup } from './load.js';
import { DiskCache } from './disk-cache.js';
import { diskStageMemos } from './disk-memo.js';
import { stageMemos } from './memo.js';
import { modelSite } from './model.js';
import { linksOf, writeMachineOutputs, writeSiteFiles } from './outputs.js';
import { buildReferencePages } from './references.js';
import { renderPages } from './render.js';
import { DEFAULT_CACHE_DIR, watchCacheDir, withDiskDocs } from './watch-disk-memo.js';
import { realiseBodies, withProvisionalDocs } from './provisional-docs.js';
import type { PipelineOptions, PipelineResult } from './types.js';

export type { DeferredBuild, PipelineOptions, PipelineResult, StepTiming } from './types.js';

export async function runPipeline(options: PipelineOptions = {}): Promise<PipelineResult> {
  const run = new BuildRun(options);
  try {
    return await buildSite(options, run);
  } catch (error) {
    // A bug, not a problem of the site: still a diagnostic (see internal-error.ts), never a crash.
    if (error instanceof FatalDiagnostics || error instanceof BuildStopped) throw error;
    const diagnostics = [internalErrorDiagnostic(error, run.stepName)];
    return { diagnostics, files: new Map(), fileCount: 0, pagesWritten: 0, timings: run.timings, inputs: run.inputs, ok: false };
  }
}

async function buildSite(options: PipelineOptions, run: BuildRun): Promise<PipelineResult> {
  const { cache } = options;
  const cwd = options.cwd ?? process.cwd();
  // Load: nothing renders until the whole config is valid.
  const loaded = await run.step('load config', () => loadConfigFile(options.config, cwd));
  run.inputs.push(loaded.file);
  run.report(loaded.diagnostics);
  if (!loaded.source) return run.finish(0);
  run.sources.set(loaded.file, loaded.source.text);
  const validated = await run.step('validate config', () => validateConfig(loaded.source!, existsSync(resolve(loaded.siteDir, 'versions.json'))));
  run.report(validated.diagnostics);
  if (!validated.config || run.failed) return run.finish(0);
  const setup = siteSetup({ ...loaded, source: loaded.source }, validated.config, cwd);
  // The output folder is checked before any work: it must not destroy or swallow the site's inputs.
  const refused = options.output?.open?.(protectedInputs(setup)) ?? [];
  run.report(refused);
  if (refused.length > 0) return run.finish(0);
  // Watch's memo, as each stage takes it (memo.ts); the build cache on disk (disk-memo.ts); or pass-throughs.
  // Undefined while another build of the site holds it (two builds at once: this one runs without it).
  // Watch's first build keeps the docs' pages in a folder of its own (watch-disk-memo.ts).
  const cacheDir = setup.config.cache ? resolve(setup.siteDir, setup.config.cache.dir ?? DEFAULT_CACHE_DIR) : undefined;
  const disk = options.diskCache && cacheDir ? DiskCache.open(cache ? watchCacheDir(cacheDir) : cacheDir) : undefined;
  /** Set when the cache is handed to watch, which saves and closes it once the pages are served. */
  let handedOver = false;
  try {
    if (disk) run.report(disk.diagnostics.splice(0));
    // A one-off build with the cache links the last output's unchanged files rather than writing them (write/output-reuse.ts).
    if (disk && !cache && cacheDir) run.report(options.output?.reuseFrom?.(cacheDir) ?? []);
    const onDisk = disk && diskStageMemos(disk, { version: disk.version, siteDir: setup.siteDir, configText: setup.configSource.text });
    const memos = onDisk ? (cache ? withDiskDocs(stageMemos(cache), onDisk) : onDisk) : stageMemos(cache);
    // Watch's provisional start: the bodies a page's title does not need are rendered later (provisional-docs.ts).
    const docsMemo = (content: SiteContent) => (options.provisional && options.defer ? withProvisionalDocs(memos.docs(content), options.provisional) : memos.docs(content));
    // Load the docs while the references stage reads, validates, models and renders the specs.
    const references = () => memos.references({ configText: setup.configSource.text, config: setup.config, siteDir: setup.siteDir }, (same) => buildReferencePages(setup, same));
    const inputs = await run.step('load docs and static files; build API references', () => loadSiteInputs(setup, references, memos.readText, memos.memo));
    for (const [file, text] of inputs.read) run.read(file, text);
    run.report(inputs.diagnostics);

    // Model: docs content generated from the specs, then the site model.
    const content = await run.step('content', () => loadSiteContent(setup.config, inputs.references.specs, inputs.docs));
    run.report(content.diagnostics);
    const { site, relocateAnchor, diagnostics, makeAgain } = await run.step('model', () =>
      modelSite(setup, inputs, content, { same: docsMemo(content), memo: memos.memo, pace: options.pace }, options.includeDrafts),
    );
    run.report(diagnostics);
    if (run.failed) return run.finish(0, site);
    const stylesheets = await run.step('assets', () => loadStylesheets(setup.config.stylesheets, setup.siteDir, setup.configSource));
    run.report(stylesheets.diagnostics);
    run.inputs.push(...stylesheets.files);
    if (run.failed) return run.finish(0, site);
    const assets = await writeSiteAssets(site, inputs, stylesheets.css, run.emit);
    if (options.defer) {
      const deferred = deferredBuild({ site, assets, content, relocateAnchor, sources: run.sources, memo: memos.memo });
      const result = run.finish(0, site);
      if (!result.ok) return result;
      if (disk) {
        handedOver = true;
        deferred.saveCache = () => {
          try {
            disk.save();
            return disk.diagnostics.splice(0);
          } finally {
            disk.close();
          }
        };
      }
      // Watch's provisional start: a page asked for gets its body without the model made again (provisional-docs.ts).
      const provisional = options.provisional;
      if (provisional) return { ...result, deferred, realise: (files) => realiseBodies(site, files, provisional, makeAgain) };
      return { ...result, deferred };
    }

    // Render every page; a one-off build indexes each for the search as it goes (watch and cached builds index theirs after).
    const indexer = cache ? undefined : searchIndexer(site.pages.length, searchLanguage(site), memos.search);
    try {
      const pageKeys = memos.pageKeys?.(site, assets.pageAssets);
      const reuse = pageKeys && { key: pageKeys, place: run.place };
      const { rendered, diagnostics } = await run.step('render pages', () => renderPages(site, assets, run.emit, memos.pages(site, assets.pageAssets), indexer, reuse));
      run.report(diagnostics);
      if (run.failed) return run.finish(0, site);
      // Outputs: sitemap, redirects, machine outputs; the search thread finishes the index meanwhile.
      const sitemapLinks = writeSiteFiles(site, run.emit);
      const machine = await run.step('machine outputs', () => writeMachineOutputs(site, content, relocateAnchor, run.emit, memos.memo, indexer));
      const outputs = [...linksOf(assets.sidebarNavFiles), ...machine.links, sitemapLinks];
      // Check every link of the pages and the outputs, then of the search index once it is written.
      const pages = rendered.filter((r) => r.page.kind !== 'notFound');
      const check = await run.step('check links', () => checkSite({ site, rendered: pages, outputs, outputPaths: run.outputPaths }, run.sources));
      const { searchIndex } = machine;
      if (searchIndex) check.addOutputs(await run.step('search index', searchIndex));
      run.report(check.diagnostics);
      // The cache keeps what a good build made (a failed build's output is not written either).
      if (disk && !run.failed) {
        await run.step('save build cache', () => disk.save());
        run.report(disk.diagnostics.splice(0));
      }
      return run.finish(rendered.length, site);
    } finally {
      // Stops the indexer's thread if the build ended before it finished (an error, an exception).
      await indexer?.stop();
    }
  } finally {
    // Another build of this site may use the cache from now on.
    if (!handedOver) disk?.close();
  }
}

// The build, as a script of named, timed steps: load → validate → model → render → check → output.
// generate, validate, watch and the tests all run this; only `generate`/`watch` write the result.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildAssets } from './bundle/assets.js';
import type { SiteConfig } from './config/site-config.js';
import { diagnostic, FatalDiagnostics, hasErrors, promoteWarnings, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.js';
import { describeException, InputFailure, internalErrorDiagnostic, withInputFile } from './diagnostics/internal-error.js';
import { loadConfigFile } from './load/config.js';
import { isInside } from './load/paths.js';
import { loadDocs } from './load/docs.js';
import { startReactPages } from './load/react-page.js';
import { PageTimeLimitExceeded, pageTimeLimitDiagnostic, setPageTimeLimit, withPageTimeLimit } from './load/time-limit.js';
import { loadStaticFiles } from './load/static-files.js';
import { loadStylesheets } from './load/stylesheets.js';
import { loadPageAssets } from './load/page-assets.js';
import { gitHistory } from './load/git-history.js';
import { anchorRelocator, buildReferencePages } from './reference-pages.js';
import { buildSiteModel } from './model/site.js';
import { readDocMeta } from './model/doc-pages.js';
import { buildDocPages } from './render/doc-bodies.js';
import type { PageModel, SiteModel } from './model/types.js';
import { pageBodies } from './model/page-bodies.js';
import { renderPage } from './render/render-page.js';
import { mayShowMathOrDiagrams } from './render/page-parts.js';
import { hasMath } from './markdown/math.js';
import { hasDiagram } from './markdown/diagram.js';
import { siteDataJson } from './render/site-data.js';
import { buildSidebarNavFiles } from './bundle/sidebar-nav.js';
import { oauthRedirectHtml } from './bundle/try-it-redirect.js';
import { TRY_IT_OAUTH_MESSAGE, TRY_IT_OAUTH_REDIRECT } from './shared/try-it-types.js';
import { validateConfig } from './validate/config.js';
import { checkLinks, linkFacts, type LinkCheckInput, type OutputLinks, type RenderedPage } from './check/links.js';
import { outputLinks, searchIndexLinks } from './check/output-links.js';
import { renderRedirectsFile, renderSitemap } from './write/sitemap.js';
import type { OutputFiles, OutputSink } from './write/output.js';
import type { ProtectedInput } from './write/output-folder.js';
import { machineOutputs, type MachineOutput } from './write/machine-outputs.js';
import { BuildStopped, checkpoint } from './write/stopping.js';
import { searchIndexFiles } from './search/build-index.js';
import { searchIndexer } from './search/indexer.js';
import { loadSiteContent } from './content/index.js';
import { withBuildCache, type BuildCache } from './pipeline-cache.js';
import { cachedReferences, cachedRender } from './pipeline-cache-keys.js';

export interface PipelineOptions {
  /** Path of the site config; defaults to specpress.config.yaml in cwd. */
  config?: string;
  cwd?: string;
  /** Treat warnings as errors. */
  strict?: boolean;
  /** Results of earlier builds to reuse (watch mode); see pipeline-cache.ts. */
  cache?: BuildCache;
  /** Build pages with `draft: true` in their front matter too (watch mode previews them; generate leaves them out). */
  includeDrafts?: boolean;
  /** Receives each output file as soon as it is made (generate writes them to a temporary folder); without it the result holds them all. */
  output?: OutputSink;
  /**
   * Watch mode: stop once the model and the shared files (assets, static files, sidebar
   * navigation) are made; `result.deferred` makes pages, machine outputs and the link check on request.
   */
  defer?: boolean;
}

export interface StepTiming {
  step: string;
  ms: number;
  /** JavaScript heap in use when the step ended, in MB (what a step keeps alive shows here). */
  heapMb: number;
}

export interface PipelineResult {
  diagnostics: Diagnostic[];
  /** The complete output, in memory (empty when the build failed, or when an output sink took the files). */
  files: OutputFiles;
  /** How many files the build produced. */
  fileCount: number;
  pagesWritten: number;
  timings: StepTiming[];
  site?: SiteModel;
  /** Every input file the build read (for the watcher). */
  inputs: string[];
  ok: boolean;
  /** With `defer`, after a good model: what renders any other output path. */
  deferred?: DeferredBuild;
}

/** The rest of a build, on request (PipelineOptions.defer): what `watch` serves and checks page by page. */
export interface DeferredBuild {
  site: SiteModel;
  /** What every page is rendered with (asset URLs, site data): part of each page's cache key. */
  pageAssets: object;
  /** One page's HTML; a React page that throws gives its diagnostic instead. */
  renderPage(page: PageModel): { html: string } | { diagnostic: Diagnostic };
  /** Published when a page shows a formula / a diagram. */
  mathFiles(): Map<string, string | Uint8Array>;
  diagramFiles(): Map<string, string>;
  /** sitemap.xml and _redirects. */
  siteFiles(): Map<string, string>;
  /** .md twins, llms.txt, llms-full.txt and the search index (src/write/machine-outputs.ts). */
  machineOutputs(): Map<string, string>;
  /** The link check of `rendered` pages and `outputs` (sources read as the build read them); `routes`: more routes that exist. */
  checkLinks(input: Omit<LinkCheckInput, 'site' | 'readSource'> & { routes?: string[] }): Diagnostic[];
}

export async function runPipeline(options: PipelineOptions = {}): Promise<PipelineResult> {
  const progress: Progress = { step: 'start', timings: [], inputs: [] };
  try {
    return await withBuildCache(options.cache, () => runStages(options, progress));
  } catch (error) {
    // A bug, not a problem of the site: still a diagnostic (see internal-error.ts), never a crash.
    if (error instanceof FatalDiagnostics || error instanceof BuildStopped) throw error;
    const diagnostics = [internalErrorDiagnostic(error, progress.step)];
    return { diagnostics, files: new Map(), fileCount: 0, pagesWritten: 0, timings: progress.timings, inputs: progress.inputs, ok: false };
  }
}

/** How far a build got, for the report of an unexpected exception. */
interface Progress {
  step: string;
  timings: StepTiming[];
  inputs: string[];
}

async function runStages(options: PipelineOptions, progress: Progress): Promise<PipelineResult> {
  const cwd = options.cwd ?? process.cwd();
  const { timings, inputs } = progress;
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    await checkpoint();
    const start = performance.now();
    progress.step = name;
    try {
      return await run();
    } finally {
      timings.push({ step: name, ms: performance.now() - start, heapMb: process.memoryUsage().heapUsed / 2 ** 20 });
    }
  };
  // Output files go to the sink as they are made, or are collected here.
  const files: OutputFiles = new Map();
  const outputPaths = new Set<string>();
  const emit = (path: string, content: string | Uint8Array) => {
    outputPaths.add(path);
    if (options.output) options.output.add(path, content);
    else files.set(path, content);
  };
  const finish = (pagesWritten: number, site?: SiteModel): PipelineResult => {
    const final = sortDiagnostics(options.strict ? promoteWarnings(diagnostics) : diagnostics);
    const ok = !hasErrors(final);
    return { diagnostics: final, files: ok ? files : new Map(), fileCount: ok ? outputPaths.size : 0, pagesWritten: ok ? pagesWritten : 0, timings, site, inputs, ok };
  };

  // load + validate the config: nothing renders until the whole config is valid.
  const loaded = await step('load config', () => loadConfigFile(options.config, cwd));
  inputs.push(loaded.file);
  diagnostics.push(...loaded.diagnostics);
  if (!loaded.source) return finish(0);
  sources.set(loaded.file, loaded.source.text);
  const validated = await step('validate config', () => validateConfig(loaded.source!));
  diagnostics.push(...validated.diagnostics);
  if (!validated.config || hasErrors(diagnostics)) return finish(0);
  const config: SiteConfig = validated.config;
  setPageTimeLimit(config.security.pageTimeLimitSeconds);
  const siteDir = loaded.siteDir;

  const docsDir = resolve(siteDir, config.docs.folder);
  // The output folder is checked before any work: it must not destroy or swallow the site's inputs.
  const refused = options.output?.open?.(siteInputs(cwd, loaded.file, siteDir, docsDir, config)) ?? [];
  diagnostics.push(...refused);
  if (refused.length > 0) return finish(0);
  const [docs, categories, reactPages, references, staticFiles, lastUpdates] = await step('load docs and static files; build API references', async () => {
    const outsideLinks = config.security.outsideSymlinks === 'warn' ? 'warning' : 'error';
    const { docs, categories, diagnostics: docsDiagnostics } = await loadDocs(docsDir, siteDir, outsideLinks);
    diagnostics.push(...docsDiagnostics);
    // Before the specs' long synchronous work, so that esbuild compiles the React pages meanwhile.
    const reactPages = startReactPages(docs);
    const wantsHistory = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
    const [references, staticFiles, history] = await Promise.all([
      cachedReferences(options.cache, { configText: loaded.source!.text, config, siteDir }, () => buildReferencePages({ config, siteDir, configSource: loaded.source })),
      loadStaticFiles(resolve(siteDir, config.staticDir), siteDir, outsideLinks),
      wantsHistory ? gitHistory(docsDir) : undefined,
    ]);
    diagnostics.push(...staticFiles.diagnostics, ...(history?.diagnostics ?? []));
    return [docs, categories, reactPages, references, staticFiles.files, history?.files] as const;
  });
  for (const doc of docs) {
    inputs.push(doc.file);
    sources.set(doc.file, doc.text);
  }
  for (const category of categories) {
    inputs.push(category.source.file);
    sources.set(category.source.file, category.source.text);
  }
  for (const [file, text] of references.sources) {
    inputs.push(file);
    sources.set(file, text);
  }
  diagnostics.push(...references.diagnostics);
  const relocateAnchor = anchorRelocator(references.specs);
  // Docs content generated from the specs (`:::spec-table` directives, see src/content/).
  const siteContent = await step('content', () => loadSiteContent(config, references.specs, docs));
  diagnostics.push(...siteContent.diagnostics);

  // Each docs page's body is rendered (render/doc-bodies.ts) before the model assembles the site from them.
  const renderedDocs = async (docs: typeof siteContent.docs) => {
    const docMeta = readDocMeta(docs, options.includeDrafts);
    return { docMeta, docPages: await buildDocPages(docMeta.metas, config, reactPages, relocateAnchor, siteDir, lastUpdates) };
  };
  const { model: site, diagnostics: modelDiagnostics } = await step('model', () =>
    siteContent.run(() =>
      renderedDocs(siteContent.docs).then(({ docMeta, docPages }) =>
        buildSiteModel({ config, configFile: loaded.file, configSource: loaded.source, siteDir, docMeta, docPages, extraPages: references.pages, categories }),
      ),
    ),
  );
  diagnostics.push(...modelDiagnostics);
  if (hasErrors(diagnostics)) return finish(0, site);

  const base = config.baseUrl.replace(/^\//, '');
  const stylesheets = await step('assets', () => loadStylesheets(config.stylesheets, siteDir, loaded.source));
  diagnostics.push(...stylesheets.diagnostics);
  inputs.push(...stylesheets.files);
  if (hasErrors(diagnostics)) return finish(0, site);
  const assets = buildAssets(config.baseUrl, stylesheets.css);
  for (const [path, content] of assets.files) emit(path, content);
  for (const [path, content] of staticFiles) emit(`${base}${path}`, content);
  const besidePages = site.pages.flatMap((page) => (page.kind === 'markdown' ? (page.assets ?? []) : []));
  for (const [path, content] of await loadPageAssets(besidePages, siteDir)) emit(path, content);
  for (const [path, content] of references.files ?? []) emit(path, content);

  // Every page embeds what client navigation needs (src/render/site-data.ts), and a big sidebar's
  // pages link its shared navigation file (src/bundle/sidebar-nav.ts). Each page is written as
  // soon as it is made: none is held in memory until the end (a split reference of a big spec is
  // hundreds of megabytes).
  const { mathFiles, diagramFiles, tryIt, ...shared } = assets;
  const sidebarNav = buildSidebarNavFiles(site);
  for (const [path, content] of sidebarNav.files) emit(path, content);
  // "Try it": a site with a spec that turns it on links its hook from every page and publishes its files.
  const tryItHref = tryIt && config.specs.some((spec) => spec.tryIt) ? tryIt.href : undefined;
  if (tryItHref) {
    for (const [path, content] of tryIt!.files()) emit(path, content);
    // The page OAuth 2 providers send the reader back to (README: register it with the provider).
    emit(`${base}${TRY_IT_OAUTH_REDIRECT}`, oauthRedirectHtml(TRY_IT_OAUTH_MESSAGE));
  }
  // A `favicon.ico` in static/ is the one browsers find by themselves (at the host's root only).
  const noFavicon = !config.favicon && !(config.baseUrl === '/' && staticFiles.has('favicon.ico'));
  const pageAssets = { ...shared, ...(tryItHref ? { tryItHref } : {}), ...(noFavicon ? { noFavicon } : {}), siteData: siteDataJson(site), sidebarNav: sidebarNav.hrefs };
  if (options.defer) {
    const inCache = <T>(run: () => T) => withBuildCache(options.cache, run);
    const deferred: DeferredBuild = {
      site,
      pageAssets,
      renderPage: (page) =>
        inCache(() => {
          try {
            return { html: withInputFile(page.sourceFile ?? page.outputFile, () => renderOne(site, page, pageAssets)) };
          } catch (error) {
            if (page.kind !== 'react') throw error;
            return { diagnostic: reactPageThrew(page.sourceFile ?? page.outputFile, error) };
          }
        }),
      mathFiles,
      diagramFiles,
      siteFiles: () => {
        const redirectsFile = renderRedirectsFile(site);
        return new Map([[`${base}sitemap.xml`, renderSitemap(site)], ...(redirectsFile ? [['_redirects', redirectsFile] as const] : [])]);
      },
      // Served from memory: each file whole (pieces joined).
      machineOutputs: () => inCache(() => new Map([...machineOutputs(site, siteContent, relocateAnchor)].map(([path, content]) => [path, typeof content === 'string' ? content : content.join('')]))),
      checkLinks: ({ routes = [], ...input }) =>
        inCache(() => checkLinks({ ...input, site: { ...site, extraRoutes: [...site.extraRoutes, ...routes] }, readSource: (file) => sources.get(file) ?? safeRead(file) })),
    };
    const result = finish(0, site);
    return result.ok ? { ...result, deferred } : result;
  }
  // KaTeX's stylesheet and the diagram chunks are published when a page uses them.
  let showsMath = false;
  let showsDiagram = false;
  // A one-off build indexes each page for the search as it is rendered (watch and cached builds keep their pages and index them after).
  const indexer = options.cache ? undefined : searchIndexer(site.pages.length);
  try {
    const rendered: RenderedPage[] = await step('render pages', async () => {
      const rendered: RenderedPage[] = [];
      for (const page of [...site.pages, site.notFound]) {
        // Between pages, a signal can stop the build (write/stopping.ts).
        await checkpoint();
        let html: string;
        try {
          html = withInputFile(page.sourceFile ?? page.outputFile, () => cachedRender(options.cache, site, page, pageAssets, () => renderOne(site, page, pageAssets)));
        } catch (error) {
          // A React page is the author's code: its exception is a problem of the site, not a bug of specpress.
          if (page.kind !== 'react') throw error;
          diagnostics.push(reactPageThrew(page.sourceFile ?? page.outputFile, error));
          continue;
        }
        emit(page.outputFile, html);
        if (mayShowMathOrDiagrams(page)) {
          showsMath ||= hasMath(html);
          showsDiagram ||= hasDiagram(html);
        }
        const facts = linkFacts(page, html);
        // A one-off build keeps nothing of a written page: the search reads it now and its HTML is
        // let go (260 MB of a 10,000-page site). Watch and cached builds keep their model.
        if (indexer) {
          indexer.add(page);
          pageBodies.release(page);
        }
        rendered.push(facts);
      }
      return rendered;
    });
    if (showsMath) for (const [path, content] of mathFiles()) emit(path, content);
    if (showsDiagram) for (const [path, content] of diagramFiles()) emit(path, content);
    if (hasErrors(diagnostics)) return finish(0, site);
    const sitemap = renderSitemap(site);
    emit(`${base}sitemap.xml`, sitemap);
    // At the output's root, where hosts that read it look for it.
    const redirectsFile = renderRedirectsFile(site);
    if (redirectsFile) emit('_redirects', redirectsFile);
    const outputs: OutputLinks[] = [...sidebarNav.files].flatMap(([path, content]) => outputLinks(path, content) ?? []);
    await step('machine outputs', async () => {
      const machineOutput = ([path, content]: MachineOutput) => {
        // A file in pieces (llms-full.txt) is written piece by piece where the sink can, and its links read per piece.
        if (typeof content === 'string') emit(path, content);
        else if (options.output?.addChunks) {
          outputPaths.add(path);
          options.output.addChunks(path, content);
        } else emit(path, content.join(''));
        const links = typeof content === 'string' ? outputLinks(path, content) : joinLinks(content.map((piece) => outputLinks(path, piece)));
        if (links) outputs.push(links);
      };
      // The indexer is told the pages are all in first: its thread writes the index while the other outputs are made here.
      const indexed = indexer?.finish(siteContent.specs);
      // (Its failure is awaited below; until then it must not count as unhandled.)
      indexed?.catch(() => undefined);
      for (const output of machineOutputs(site, siteContent, relocateAnchor, !indexer)) {
        await checkpoint();
        machineOutput(output);
      }
      if (indexed) {
        const index = await indexed;
        const { path, manifest } = searchIndexFiles(site, siteContent.specs, index);
        emit(path, index.json);
        outputs.push(searchIndexLinks(path, index.urls));
        machineOutput(manifest);
      }
    });
    outputs.push(outputLinks(`${base}sitemap.xml`, sitemap)!);

    diagnostics.push(
      ...(await step('check links', () =>
        checkLinks({
          site,
          rendered: rendered.filter((r) => r.page.kind !== 'notFound'),
          outputs,
          outputPaths,
          readSource: (file) => sources.get(file) ?? safeRead(file),
        }),
      )),
    );
    return finish(rendered.length, site);
  } finally {
    // Stops the indexer's thread if the build ended before it finished (an error, an exception).
    await indexer?.stop();
  }
}

/** The links of a file read in pieces, as one entry. */
function joinLinks(pieces: (OutputLinks | undefined)[]): OutputLinks | undefined {
  const found = pieces.filter((piece): piece is OutputLinks => piece !== undefined);
  return found.length === 0 ? undefined : { ...found[0], links: found.flatMap((piece) => piece.links) };
}

/** A page's HTML; a React page is the author's code and renders under the page time limit (load/time-limit.ts). */
function renderOne(site: SiteModel, page: PageModel, pageAssets: Parameters<typeof renderPage>[2]): string {
  return page.kind === 'react' ? withPageTimeLimit(() => renderPage(site, page, pageAssets)) : renderPage(site, page, pageAssets);
}

function reactPageThrew(file: string, error: unknown): Diagnostic {
  const original = error instanceof InputFailure ? error.original : error;
  if (original instanceof PageTimeLimitExceeded) return pageTimeLimitDiagnostic(file, 'React page', original);
  const { message, stack } = describeException(error);
  return diagnostic(
    'react-page-threw',
    'error',
    `This React page threw while rendering: ${message}`,
    { file },
    `Fix the component (it runs at build time, with the props described in the README). Run with --verbose for the stack.${stack}`,
  );
}

/**
 * The files and folders of the site that no output folder may replace or live in: everything the
 * config names and every folder the build reads from. The site folder may hold the output (build/
 * beside the config); it and its parents are refused as they contain the config file.
 */
function siteInputs(cwd: string, configFile: string, siteDir: string, docsDir: string, config: SiteConfig): ProtectedInput[] {
  return [
    { label: 'the current folder', path: cwd },
    { label: 'the config file', path: configFile },
    { label: 'the docs folder', path: docsDir, readWhole: true },
    { label: 'the static folder', path: resolve(siteDir, config.staticDir), readWhole: true },
    { label: 'the templates folder', path: resolve(siteDir, 'templates'), readWhole: true },
    // MDX and React pages import the site's components from here (`@site/src/components/…`).
    { label: 'the components folder', path: resolve(siteDir, 'src'), readWhole: true },
    ...config.stylesheets.map((file) => ({ label: `the stylesheet ${file}`, path: resolve(siteDir, file) })),
    ...config.specs.flatMap((spec) => {
      const file = resolve(siteDir, spec.file);
      // A spec split over files reads its parts from beside it and below: a folder of its own
      // inside the site (specs/) is kept whole; the site folder only as the rule above says.
      const folder = dirname(file);
      return [
        { label: `the OpenAPI file of ${spec.id}`, path: file },
        { label: `the folder of the OpenAPI file of ${spec.id}`, path: folder, readWhole: isInside(folder, siteDir) },
      ];
    }),
  ];
}

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

// What a build is asked for and what it gives back: the pipeline's boundary, shared by its index
// (src/pipeline/index.ts), the API, watch mode and the tests.
import type { LinkCheckInput } from '../check/links.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageModel, SiteModel } from '../model/types.js';
import type { OutputFiles, OutputSink } from '../write/output.js';
import type { BuildCache } from './memo.js';
import type { ProvisionalBodies } from './provisional-docs.js';

export interface PipelineOptions {
  /** Path of the site config; defaults to specpress.config.yaml in cwd. */
  config?: string;
  cwd?: string;
  /** Treat warnings as errors. */
  strict?: boolean;
  /** Results of earlier builds to reuse (watch mode); see memo.ts. */
  cache?: BuildCache;
  /**
   * The build cache on disk (disk-cache.ts), where the config's `cache` says (on by default):
   * `generate` turns it on unless told not to (`--no-cache`); `watch` for its first build, which
   * keeps the docs' pages in the folder's `watch/` (watch-disk-memo.ts); other builds keep nothing.
   */
  diskCache?: boolean;
  /** Build pages with `draft: true` in their front matter too (watch mode previews them; generate leaves them out). */
  includeDrafts?: boolean;
  /** Receives each output file as soon as it is made (generate writes them to a temporary folder); without it the result holds them all. */
  output?: OutputSink;
  /**
   * Watch mode: stop once the model and the shared files (assets, static files, sidebar
   * navigation) are made; `result.deferred` makes pages, machine outputs and the link check on request.
   */
  defer?: boolean;
  /**
   * Watch's provisional start (provisional-docs.ts): the docs' bodies left unrendered where a
   * page's title is certain without them, but for the files in `real`; only with `defer`.
   */
  provisional?: ProvisionalBodies;
  /** Awaited before each docs page is made (watch's first full build yields to requests between pages). */
  pace?: (file: string) => Promise<void>;
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
  /**
   * A provisional build's (PipelineOptions.provisional): gives these files' pages their real
   * bodies in its model; false where that cannot be done without making the model again.
   */
  realise?: (files: readonly string[]) => Promise<boolean>;
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
  /**
   * With `diskCache` (watch's first build): writes what the build kept to the build cache and lets
   * other builds use its folder; its problems (warnings). Called once, after the pages are served.
   */
  saveCache?: () => Diagnostic[];
}

/**
 * Where a stage puts an output file: to the sink as it is made, or into the result. A file in pieces is written piece by
 * piece where the sink can. `key`: what the content is kept under in the build cache (a page's HTML; see Place).
 */
export type Emit = (path: string, content: string | Uint8Array | readonly string[], key?: string) => void;

/** Puts the last output's file made from `key` at `path` (the build cache's second builds); false when the file must be emitted. */
export type Place = (path: string, key: string) => boolean;

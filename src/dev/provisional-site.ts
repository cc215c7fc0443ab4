// Watch's provisional start: on a big site, rendering every docs page's markdown before serving
// takes most of a cold start. The session first builds a model whose pages' bodies are left
// unrendered where their titles are certain without them (pipeline/provisional-docs.ts), and
// serves it: a page asked for gets its file rendered (and the files of its other locales, which
// the locale picker leads to) in that model (PipelineResult.realise), or where that cannot be
// done the model is built again with them rendered; the build of the full model renders the rest
// in turns meanwhile (turns.ts). Once that build is served, a page served here whose HTML differs
// from the full build's is reloaded in the tabs showing it.
import type { SiteConfig } from '../config/site-config.js';
import type { PipelineResult } from '../pipeline/index.js';
import type { ProvisionalBodies } from '../pipeline/provisional-docs.js';
import { DeferredSite, HtmlCache } from './deferred-site.js';
import type { Turns } from './turns.js';

type Content = string | Uint8Array;

/** What the server reads of the state it serves. */
export interface ServedSite {
  find(path: string): Content | undefined | Promise<Content | undefined>;
}

export class ProvisionalSite implements ServedSite {
  private site?: DeferredSite;
  /** Files whose pages have no body in `site`'s model. */
  private left: ReadonlySet<string> = new Set();
  /** Files rendered in the next provisional build, and those asked for since it started. */
  private readonly real = new Set<string>();
  private readonly wanted = new Set<string>();
  private running?: Promise<boolean>;
  /** How many provisional builds ran, or gave pages their bodies. */
  private lastBuilt = 0;
  /** Gives files' pages their bodies in `site`'s model (undefined: its build cannot). */
  private realiseBodies?: (files: readonly string[]) => Promise<boolean>;
  /** Pages served from a provisional model, with what they were served (compared with the full build's). */
  private readonly served = new Map<string, Content>();
  private full?: { site: DeferredSite | undefined };
  private readonly fullReady: Promise<DeferredSite | undefined>;
  private announceFull: (site: DeferredSite | undefined) => void = () => undefined;

  constructor(
    /** A provisional build (PipelineOptions.provisional), from the session's memo. */
    private readonly build: (bodies: ProvisionalBodies) => Promise<Pick<PipelineResult, 'ok' | 'deferred' | 'files' | 'realise'>>,
    private readonly turns: Turns,
  ) {
    this.fullReady = new Promise((resolve) => (this.announceFull = resolve));
  }

  /** Builds the first provisional model; whether it can be served (a failure is left to the full build to report). */
  start(): Promise<boolean> {
    return this.rebuild();
  }

  /** How many files' pages have no body in the provisional model (the renders the full build has left to do). */
  get unrendered(): number {
    return this.left.size;
  }

  /** The config of the provisional model (its base URL, what the watcher watches). */
  get config(): SiteConfig {
    return this.site!.build.site.config;
  }

  find(path: string): Content | undefined | Promise<Content | undefined> {
    if (this.full) return this.full.site?.find(path);
    const site = this.site!;
    const page = site.pageAt(path);
    if (page?.sourceFile && this.left.has(page.sourceFile)) {
      const routes = new Set(page.locales?.links.map((link) => link.route));
      const files = [page.sourceFile, ...site.build.site.pages.flatMap((other) => (other.sourceFile && routes.has(other.route) ? [other.sourceFile] : []))];
      return this.realise(files).then((done) => (done ? this.find(path) : this.fullReady.then((full) => full?.find(path))));
    }
    // A blog list shows its posts' bodies (their excerpts): the full build's.
    if (page?.kind === 'blogList') return this.fullReady.then((full) => full?.find(path));
    // The search index, llms files and .md twins are made from the pages' bodies: the full build's.
    if (!page && /\.(md|txt|json)$/.test(path) && !site.eager.has(path)) return this.fullReady.then((full) => full?.find(path));
    const found = site.find(path);
    if (page && found !== undefined) this.served.set(path, found);
    return found;
  }

  /** Resolves once no provisional build has run for `ms` (the full build starts then: a page asked for first). */
  async quiet(ms: number): Promise<void> {
    for (;;) {
      if (this.running) await this.running.catch(() => undefined);
      const since = this.lastBuilt;
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (!this.running && this.lastBuilt === since) return;
    }
  }

  /**
   * The full build is served from now on (undefined: it failed). The pages served here whose
   * content differs from the full build's: the tabs showing them reload.
   */
  finish(full: DeferredSite | undefined): string[] {
    this.full = { site: full };
    this.announceFull(full);
    const differ = full ? [...this.served].filter(([path, content]) => !sameContent(full.find(path), content)).map(([path]) => path) : [...this.served.keys()];
    this.served.clear();
    this.site = undefined;
    return differ;
  }

  /** Builds the model again with these files rendered; false when that build failed. */
  private async realise(files: string[]): Promise<boolean> {
    for (const file of files) if (!this.real.has(file)) this.wanted.add(file);
    this.turns.prefer(files);
    while (files.some((file) => !this.real.has(file) || this.left.has(file))) {
      this.running ??= (async () => {
        const now = [...this.wanted];
        for (const file of now) this.real.add(file);
        this.wanted.clear();
        if (now.length > 0 && (await this.patch(now))) return true;
        return this.rebuild();
      })().finally(() => (this.running = undefined));
      if (!(await this.running)) return false;
      if (this.full) return true;
    }
    return true;
  }

  /** Gives these files' pages their bodies in the model served (about a file's render, where building the model again takes seconds on a big site). */
  private async patch(files: string[]): Promise<boolean> {
    const realise = this.realiseBodies;
    if (!realise) return false;
    this.turns.hold();
    try {
      if (!(await realise(files).catch(() => false))) return false;
    } finally {
      this.turns.release();
    }
    this.lastBuilt++;
    return true;
  }

  private async rebuild(): Promise<boolean> {
    const bodies: ProvisionalBodies = { real: new Set(this.real), left: new Set() };
    // The full build's renders wait meanwhile: the requested page first.
    this.turns.hold();
    let result: Pick<PipelineResult, 'ok' | 'deferred' | 'files' | 'realise'>;
    try {
      result = await this.build(bodies);
    } finally {
      this.turns.release();
    }
    this.lastBuilt++;
    if (!result.ok || !result.deferred) return false;
    this.realiseBodies = result.realise;
    this.site = new DeferredSite(result.deferred, result.files, undefined, new HtmlCache(8 * 1024 * 1024));
    this.left = bodies.left;
    return true;
  }
}

function sameContent(a: Content | undefined, b: Content): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

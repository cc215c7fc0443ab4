// What `watch` serves between two builds: the model of the last good build (PipelineOptions.defer)
// and the files made with it. Pages are rendered when they are requested (a bounded cache keeps
// the recent ones), the machine outputs when one of them is. The link check works page by page:
// each page's links (found in its HTML) and its problems are kept while the page and the site
// around it are unchanged, so a save re-renders and re-checks only the pages it changed.
import type { RenderedPage } from '../check/links.js';
import { outputLinks } from '../check/output-links.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { hasDiagram } from '../markdown/diagram.js';
import { hasMath } from '../markdown/math.js';
import { mayShowMathOrDiagrams } from '../render/page-parts.js';
import type { PageModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';
import { hashText } from '../util/hash.js';
import { PAGE_BODY_KEYS } from '../pipeline/memo.js';
import type { DeferredBuild } from '../pipeline/index.js';
import { linkFacts } from '../check/links.js';
import type { OutputFiles } from '../write/output.js';
import { pageMarkdownUrl } from '../content/markdown-url.js';
import { SEARCH_MANIFEST } from '../search/build-index.js';
import { linkedRoute } from '../shared/routes.js';

type Content = string | Uint8Array;

/**
 * What one rendering of a page yields besides its HTML. Shared by the states of successive builds
 * while the page and the site around it are unchanged (the page's identity across builds).
 */
interface Rendering {
  /** Links, images and ids of the HTML (undefined until the page is rendered once). */
  facts?: Omit<RenderedPage, 'page'>;
  /** Fingerprint of `facts.ids`. */
  idsKey?: string;
  math?: boolean;
  diagram?: boolean;
  /** A React page that threw. */
  failure?: Diagnostic;
  /** The page's link problems, and the site-wide key they were found under. */
  problems?: { key: string; diagnostics: Diagnostic[] };
}

interface PageEntry {
  page: PageModel;
  rendering: Rendering;
}

/** Recently rendered pages' HTML, bounded by total size (watch keeps no copy of the whole site). */
export class HtmlCache {
  private readonly entries = new Map<Rendering, string>();
  private size = 0;
  constructor(private readonly maxChars = 48 * 1024 * 1024) {}

  get(rendering: Rendering): string | undefined {
    const html = this.entries.get(rendering);
    if (html !== undefined) {
      this.entries.delete(rendering);
      this.entries.set(rendering, html);
    }
    return html;
  }

  set(rendering: Rendering, html: string): void {
    this.delete(rendering);
    this.entries.set(rendering, html);
    this.size += html.length;
    for (const [key, old] of this.entries) {
      if (this.size <= this.maxChars || this.entries.size === 1) break;
      this.delete(key, old);
    }
  }

  /** Keeps only the renderings still in use. */
  retain(live: Set<Rendering>): void {
    for (const [key, html] of this.entries) if (!live.has(key)) this.delete(key, html);
  }

  private delete(key: Rendering, html = this.entries.get(key)): void {
    if (html === undefined) return;
    this.entries.delete(key);
    this.size -= html.length;
  }
}

let generations = 0;

export class DeferredSite {
  /** Pages (and the 404 page) by output path. */
  private readonly entries = new Map<string, PageEntry>();
  /** Output paths whose content differs from the previous state's (all of them for the first). */
  readonly changed: string[];
  /** Whether something every page shows changed (titles, sidebars, config, assets). */
  readonly siteWide: boolean;
  private readonly key: string;
  private machine?: Map<string, string>;
  private site?: Map<string, string>;
  /** The link problems of this state, once checked. */
  checked?: Diagnostic[];
  /** The problems of the links in the sitemap and sidebar navigation files, and what they were found for. */
  private outputCheck?: { key: string; diagnostics: Diagnostic[] };
  private checkKeyMemo?: string;

  constructor(
    readonly build: DeferredBuild,
    /** Files made with the model (assets, static files, sidebar navigation). */
    readonly eager: OutputFiles,
    previous: DeferredSite | undefined,
    private readonly html: HtmlCache,
  ) {
    const { site } = build;
    // Per page: unchanged, changed in what only it shows (its body), or changed in what every page shows.
    const before = previous?.build.site;
    const pageChanges = before && before.pages.length === site.pages.length ? site.pages.map((page, i) => comparePages(before.pages[i], page)) : undefined;
    this.siteWide = !pageChanges || pageChanges.includes('around') || !sameAround(previous!.build, build);
    this.key = this.siteWide ? `site-${++generations}` : previous!.key;
    const changed: string[] = [];
    const pages = [...site.pages, site.notFound];
    for (const [i, page] of pages.entries()) {
      const same = !this.siteWide && (page.kind === 'notFound' ? sameValue(before!.notFound, page) : pageChanges![i] === 'same');
      const rendering = same ? previous!.entries.get(page.outputFile)?.rendering : undefined;
      this.entries.set(page.outputFile, { page, rendering: rendering ?? {} });
      if (!rendering) changed.push(page.outputFile);
    }
    if (previous) {
      for (const path of previous.entries.keys()) if (!this.entries.has(path)) changed.push(path);
      for (const [path, content] of eager) if (!sameContent(previous.eager.get(path), content)) changed.push(path);
      for (const path of previous.eager.keys()) if (!eager.has(path)) changed.push(path);
      for (const [path, content] of this.siteFiles()) if (previous.siteFiles().get(path) !== content) changed.push(path);
      // The machine outputs follow the pages: a changed page changes its .md twin, llms files and search index.
      const base = site.config.baseUrl.replace(/^\//, '');
      if (changed.some((path) => this.entries.get(path)?.page.kind !== 'notFound')) {
        changed.push(`${base}llms.txt`, `${base}llms-full.txt`, `${base}${SEARCH_MANIFEST}`);
        for (const path of changed.slice()) {
          const page = this.entries.get(path)?.page;
          const twin = page && pageMarkdownUrl(site.config, page);
          if (twin) changed.push(twin.replace(/^\//, ''));
        }
      }
    } else {
      changed.push(...eager.keys(), ...this.siteFiles().keys());
    }
    this.changed = changed;
    this.outputCheck = previous?.outputCheck;
    this.html.retain(new Set([...this.entries.values()].map((entry) => entry.rendering)));
  }

  /** The content of an output path, made now if need be; undefined when the build has no such file. */
  find(path: string): Content | undefined {
    const eager = this.eager.get(path);
    if (eager !== undefined) return eager;
    const entry = this.entries.get(path);
    if (entry) return this.pageHtml(entry);
    const made = this.siteFiles().get(path) ?? this.build.mathFiles().get(path) ?? this.build.diagramFiles().get(path);
    if (made !== undefined) return made;
    // .md twins, llms.txt, llms-full.txt, the search index (and its language's stemmer module): made together, once per state.
    if (/\.(md|txt|json)$|(^|\/)assets\/stem-[a-z]+-\w+\.js$/.test(path)) return (this.machine ??= this.build.machineOutputs()).get(path);
    return undefined;
  }

  /** The page (or the 404 page) written at an output path. */
  pageAt(path: string): PageModel | undefined {
    return this.entries.get(path)?.page;
  }

  /** Renders the pages whose links are not known yet when there are at most `limit`; whether it did. */
  renderNew(limit: number): boolean {
    const missing = this.checkedEntries().filter((entry) => !entry.rendering.facts && !entry.rendering.failure);
    if (missing.length > limit) return false;
    for (const entry of missing) this.render(entry);
    return true;
  }

  /** Pages whose links are not known yet, and pages not checked against the current site. */
  pendingWork(): number {
    const key = this.checkKey();
    let count = 0;
    for (const { rendering } of this.checkedEntries()) if (!rendering.failure && (!rendering.facts || rendering.problems?.key !== key)) count++;
    return count;
  }

  /**
   * The link check, page by page, reusing what earlier states found for unchanged pages; `pause`
   * is awaited between pages (watch lets requests in), and a true `stop()` gives up (undefined).
   */
  async checkLinks(pause: () => Promise<void> | void = () => undefined, stop: () => boolean = () => false): Promise<Diagnostic[] | undefined> {
    const entries = this.checkedEntries();
    let since = performance.now();
    const breathe = async () => {
      if (performance.now() - since < 20) return false;
      await pause();
      since = performance.now();
      return stop();
    };
    for (const entry of entries) {
      if (!entry.rendering.facts && !entry.rendering.failure) this.render(entry);
      if (await breathe()) return undefined;
    }
    const key = this.checkKey();
    // Every page as the others see it: its route and its anchors, no links of its own.
    const stubs: RenderedPage[] = entries.flatMap(({ page, rendering }) => (rendering.facts ? [{ page, hrefs: [], images: [], ids: rendering.facts.ids }] : []));
    const byRoute = new Map(stubs.map((stub) => [stub.page.route, stub]));
    const routes = [...byRoute.keys()];
    // The spec pages tell the check which files are specs (their links only warn): one page per
    // spec file is enough, and keeps each page's check small when a spec has a page per operation.
    const specPages = [...new Map(stubs.filter((stub) => stub.page.kind === 'reference').map((stub) => [stub.page.sourceFile, stub])).values()];
    const outputPaths = this.outputPaths();
    const found: Diagnostic[] = [];
    const reported = new Set<string>();
    for (const { page, rendering } of entries) {
      if (rendering.failure) {
        found.push(rendering.failure);
        continue;
      }
      if (rendering.problems?.key !== key) {
        // The page with its links, beside the pages they lead to (for their anchors); every route exists.
        const facts = rendering.facts!;
        const targets = new Set([...specPages, ...linkedPages(facts).flatMap((href) => byRoute.get(linkedRoute(this.build.site.config.baseUrl, href, page.url)!) ?? [])]);
        targets.delete(byRoute.get(page.route)!);
        const rendered = [{ page, ...facts }, ...targets];
        rendering.problems = { key, diagnostics: this.build.checkLinks({ rendered, outputPaths, routes }) };
        if (await breathe()) return undefined;
      }
      // A link written once (in the config) is reported at its first page only, as generate does.
      for (const problem of rendering.problems.diagnostics) {
        const id = `${problem.code}\0${problem.file}:${problem.line ?? ''}\0${problem.message.replace(/ on page \S+$/, '')}`;
        if (reported.has(id)) continue;
        reported.add(id);
        found.push(problem);
      }
    }
    // Links the build wrote: the sitemap and the big sidebars' navigation files.
    const outputs = [...this.eager, ...this.siteFiles()].flatMap(([path, content]) => (/(^|\/)sitemap\.xml$|\/sidebar-[\w-]+\.[0-9a-f]+\.json$/.test(path) ? (outputLinks(path, content) ?? []) : []));
    const outputKey = hashText(key, ...outputs.flatMap((output) => [output.file, ...output.links]));
    if (this.outputCheck?.key !== outputKey) this.outputCheck = { key: outputKey, diagnostics: outputs.length > 0 ? this.build.checkLinks({ rendered: stubs, outputs, outputPaths, routes }) : [] };
    found.push(...this.outputCheck.diagnostics);
    this.checked = found;
    return found;
  }

  private checkedEntries(): PageEntry[] {
    return [...this.entries.values()].filter((entry) => entry.page.kind !== 'notFound');
  }

  private pageHtml(entry: PageEntry): string | undefined {
    return this.html.get(entry.rendering) ?? this.render(entry);
  }

  private render(entry: PageEntry): string | undefined {
    const { rendering, page } = entry;
    const result = this.build.renderPage(page);
    if ('diagnostic' in result) {
      rendering.failure = result.diagnostic;
      return undefined;
    }
    const { html } = result;
    if (!rendering.facts) {
      const { page: _, ...facts } = linkFacts(page, html);
      rendering.facts = facts;
      rendering.idsKey = hashText(...[...facts.ids].sort());
      rendering.math = mayShowMathOrDiagrams(page) && hasMath(html);
      rendering.diagram = mayShowMathOrDiagrams(page) && hasDiagram(html);
      this.checkKeyMemo = undefined;
    }
    this.html.set(rendering, html);
    return html;
  }

  private siteFiles(): Map<string, string> {
    return (this.site ??= this.build.siteFiles());
  }

  /** Every file of the output a link may lead to (the machine outputs by name: their own links are not checked in watch). */
  private outputPaths(): Set<string> {
    const { config } = this.build.site;
    const base = config.baseUrl.replace(/^\//, '');
    const paths = new Set([...this.eager.keys(), ...this.siteFiles().keys(), ...(this.machine?.keys() ?? [])]);
    for (const name of ['llms.txt', 'llms-full.txt', SEARCH_MANIFEST]) paths.add(`${base}${name}`);
    for (const { page } of this.entries.values()) {
      const twin = pageMarkdownUrl(config, page);
      if (twin) paths.add(twin.replace(/^\//, ''));
    }
    const renderings = [...this.entries.values()].map((entry) => entry.rendering);
    if (renderings.some((r) => r.math)) for (const path of this.build.mathFiles().keys()) paths.add(path);
    if (renderings.some((r) => r.diagram)) for (const path of this.build.diagramFiles().keys()) paths.add(path);
    for (const path of this.entries.keys()) paths.add(path);
    return paths;
  }

  /** What a page's link problems depend on besides the page: the routes, the files, every page's anchors. */
  private checkKey(): string {
    if (this.checkKeyMemo !== undefined) return this.checkKeyMemo;
    const parts = [this.key];
    for (const [path, { page, rendering }] of this.entries) parts.push(path, page.route, rendering.idsKey ?? '-', rendering.math ? 'm' : '', rendering.diagram ? 'd' : '');
    parts.push(...this.eager.keys(), ...this.build.site.extraRoutes);
    return (this.checkKeyMemo = hashText(...parts));
  }
}

/**
 * A page's links and images, one per page they lead to: a fragment does not change where a link
 * leads, so of the links that differ only in it (a reference page's hundreds of `#…`) one is resolved.
 */
function linkedPages(facts: Pick<RenderedPage, 'hrefs' | 'images'>): string[] {
  const byPath = new Map<string, string>();
  for (const href of [...facts.hrefs, ...facts.images]) {
    const at = href.indexOf('#');
    const path = at < 0 ? href : href.slice(0, at);
    if (!byPath.has(path)) byPath.set(path, href);
  }
  return [...byPath.values()];
}

/** Whether the site besides its pages, and the assets every page links, are unchanged. */
function sameAround(a: DeferredBuild, b: DeferredBuild): boolean {
  const { pages: _a, ...siteA } = a.site;
  const { pages: _b, ...siteB } = b.site;
  return sameValue(a.pageAssets, b.pageAssets) && sameValue(siteA, siteB);
}

/**
 * How a page's model changed: not at all, in what only its own HTML shows, or in what other
 * pages show too (its route, title, headings…). A markdown page whose links and headings are the
 * very arrays of the previous build came from the same cached markdown render
 * (src/render/doc-bodies.ts), so its HTML is that render's: comparing every page's HTML character
 * by character would cost more than the rest of a save.
 */
function comparePages(a: PageModel, b: PageModel): 'same' | 'body' | 'around' {
  if (a === b) return 'same';
  const sameRender = a.kind === 'markdown' && b.kind === 'markdown' && a.links === b.links && a.headings === b.headings;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return 'around';
  let result: 'same' | 'body' = 'same';
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return 'around';
    if (sameValue((a as unknown as Record<string, unknown>)[key], (b as unknown as Record<string, unknown>)[key])) continue;
    if (!PAGE_BODY_KEYS.has(key)) return 'around';
    result = 'body';
  }
  if (sameRender) return result;
  const bodyA = pageBodies.read(a);
  const bodyB = pageBodies.read(b);
  return bodyA.html === bodyB.html && bodyA.navHtml === bodyB.navHtml ? result : 'body';
}

/** Deep equality of model values; functions (React components) by identity. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a instanceof Map || a instanceof Set) return (b instanceof Map || b instanceof Set) && a.constructor === b.constructor && sameValue([...a], [...b]);
  if (Array.isArray(b) || b instanceof Map || b instanceof Set) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function sameContent(a: Content | undefined, b: Content): boolean {
  if (a === undefined) return false;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}

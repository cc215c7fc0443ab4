// The render stage: every page's HTML, written as soon as it is made (none is held until the end:
// a split reference of a big spec is hundreds of megabytes). One page's render (pageHtml) is the
// same for a one-off build's loop and for watch, which renders a page when it is requested.
import { linkFacts, type LinkStrings, type RenderedPage } from '../check/links.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { describeException, InputFailure, withInputFile } from '../diagnostics/internal-error.js';
import { PageTimeLimitExceeded, pageTimeLimitDiagnostic, withPageTimeLimit } from '../load/time-limit.js';
import { hasDiagram } from '../markdown/diagram.js';
import { hasMath } from '../markdown/math.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';
import { mayShowMathOrDiagrams } from '../render/page-parts.js';
import { renderPage, type PageTold, type RenderAssets } from '../render/render-page.js';
import type { SearchIndexer } from '../search/indexer.js';
import { checkpoint } from '../write/stopping.js';
import type { SiteAssets } from './assets.js';
import type { Emit, Place } from './types.js';

/**
 * Reuses what is made of one page (watch mode's memo, the build cache): its HTML, and the links,
 * images and ids the link check reads in it; a build without one renders every page.
 */
export type PageMemo = <T>(page: PageModel, slot: 'html' | 'link-facts' | 'shows', make: () => T) => T;

/**
 * The build cache's second builds: a page whose HTML is kept under the key its file of the last
 * output was made from gets that file linked (Place), and its HTML is neither read nor written.
 */
export interface PageReuse {
  /** The key a page's HTML is kept under (the memo's), or undefined when it has none. */
  key(page: PageModel): string | undefined;
  place: Place;
}

/** Whether a page's HTML shows math or diagrams (their stylesheet and chunks are published then). */
interface Shows {
  math: boolean;
  diagram: boolean;
}

/** What the link check reads in a page's HTML (check/links.ts), without the page: kept with the HTML by a memo. */
type PageFacts = Omit<RenderedPage, 'page'>;

/**
 * One page's HTML, and what its render told (the sidebar it showed: none when a memo kept the
 * HTML); a React page that throws gives its diagnostic instead.
 */
export function pageHtml(site: SiteModel, page: PageModel, assets: RenderAssets, memo?: PageMemo): { html: string; told: PageTold } | { diagnostic: Diagnostic } {
  const file = page.sourceFile ?? page.outputFile;
  const told: PageTold = {};
  const render = () => renderOne(site, page, assets, told);
  try {
    return { html: withInputFile(file, () => (memo ? memo(page, 'html', render) : render())), told };
  } catch (error) {
    // A React page is the author's code: its exception is a problem of the site, not a bug of specpress.
    if (page.kind !== 'react') throw error;
    return { diagnostic: reactPageThrew(file, error) };
  }
}

export interface RenderedPages {
  /** Each written page's links, images and ids, for the link check. */
  rendered: RenderedPage[];
  diagnostics: Diagnostic[];
}

/**
 * Renders and writes every page, then KaTeX's stylesheet and the diagram chunks when a page uses
 * them. With an `indexer` (a one-off build), each page is indexed for the search as it is rendered
 * and its HTML let go (260 MB of a 10,000-page site); watch and cached builds keep their model.
 */
export async function renderPages(site: SiteModel, assets: SiteAssets, emit: Emit, memo?: PageMemo, indexer?: SearchIndexer, reuse?: PageReuse): Promise<RenderedPages> {
  const rendered: RenderedPage[] = [];
  const diagnostics: Diagnostic[] = [];
  let showsMath = false;
  let showsDiagram = false;
  const linkStrings: LinkStrings = new Map();
  for (const page of [...site.pages, site.notFound]) {
    // Between pages, a signal can stop the build (write/stopping.ts).
    await checkpoint();
    const key = memo && reuse?.key(page);
    let html: string | undefined;
    let told: PageTold | undefined;
    if (key === undefined || !reuse!.place(page.outputFile, key)) {
      const result = pageHtml(site, page, assets.pageAssets, memo);
      if ('diagnostic' in result) {
        diagnostics.push(result.diagnostic);
        continue;
      }
      ({ html, told } = result);
      emit(page.outputFile, html, key);
    }
    // A placed page's HTML is read (kept) only where what is kept of it lacks something.
    const htmlNow = (): string => (html ??= keptHtml(site, page, assets, memo));
    if (mayShowMathOrDiagrams(page)) {
      const shows = (): Shows => told?.shows ?? { math: hasMath(htmlNow()), diagram: hasDiagram(htmlNow()) };
      const { math, diagram } = memo ? memo(page, 'shows', shows) : shows();
      showsMath ||= math;
      showsDiagram ||= diagram;
    }
    const facts = memo
      ? { page, ...memo(page, 'link-facts', (): PageFacts => withoutPage(linkFacts(page, htmlNow(), linkStrings, told?.sidebar))) }
      : linkFacts(page, htmlNow(), linkStrings, told?.sidebar);
    if (indexer) {
      indexer.add(page);
      pageBodies.release(page);
    }
    rendered.push(facts);
  }
  if (showsMath) for (const [path, content] of assets.mathFiles()) emit(path, content);
  if (showsDiagram) for (const [path, content] of assets.diagramFiles()) emit(path, content);
  return { rendered, diagnostics };
}

/** The HTML of a page placed from the last output (its memo's; the page rendered without error then). */
function keptHtml(site: SiteModel, page: PageModel, assets: SiteAssets, memo: PageMemo | undefined): string {
  const result = pageHtml(site, page, assets.pageAssets, memo);
  if ('diagnostic' in result) throw new Error(`specpress: ${page.route} was placed from the last output but does not render`);
  return result.html;
}

function withoutPage({ page: _page, ...facts }: RenderedPage): PageFacts {
  return facts;
}

/** A page's HTML; a React page is the author's code and renders under the page time limit (load/time-limit.ts). */
function renderOne(site: SiteModel, page: PageModel, assets: RenderAssets, told: PageTold): string {
  return page.kind === 'react' ? withPageTimeLimit(() => renderPage(site, page, assets, told)) : renderPage(site, page, assets, told);
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

// A big one-off build's markdown renders, shared with a second thread: the main thread renders the
// docs pages in order, as always, and the thread (markdown-thread.ts) renders from the last page
// backwards until they meet (threads/shared-list.ts). The model step is most of such a build's
// main thread (10,000 pages: 16 s of 34), and the second core is idle during it: the search
// indexer and the output writer start with the render step (bench/README.md, session 24).
// Either way each page's HTML, headings, links and warnings are the same, byte for byte.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { compiledDir } from '../load/package-root.js';
import type { RenderedMarkdown } from '../markdown/render-markdown.js';
import type { DocPageMeta } from '../model/doc-pages.js';
import type { AnchorRelocator } from '../model/reference/spec-anchors.js';
import type { DocRoutes } from '../model/written-links.js';
import type { LinkStyle, Route } from '../shared/routes.js';
import { SharedList } from '../threads/shared-list.js';

/**
 * From this much markdown (characters of the pages it may share) the thread is started. A page's
 * render costs about what its markdown weighs, while each page the thread renders costs the main
 * thread its result's hand-over: 4,000 one-kilobyte pages (5 MB) built slower with the thread
 * (4.2 s against 3.8–4.0 s), 2,500 real READMEs (15 MB) and 10,000 (62 MB) faster (bench/README.md, session 24).
 */
const THREAD_FROM_CHARACTERS = 8_000_000;
/** The share of the pages the thread is given (from the end): it renders more slowly than the main thread, which also makes the pages it cannot share. */
const THREAD_SHARE = 0.6;
/** The thread's code, beside the CLI bundle. */
const THREAD_FILE = 'markdown-renderer.cjs';

/** What the thread renders every page with. */
export interface SharedMarkdownSetup {
  style: LinkStyle;
  routes: [key: string, route: Route][];
  moves: AnchorRelocator['moves'];
  externalImages: SiteConfig['security']['externalImages'];
}

/** A page as the thread renders it: its body, where links are resolved from, and its line offset. */
export interface SharedMarkdownPage {
  body: string;
  relPath: string;
  variantId: string;
  lineOffset: number;
}

/**
 * A page's render as it crosses from the thread: its HTML as UTF-8 bytes (moved, not copied; the
 * page-body store holds them as they are), the rest of the render, and what the page's assembly
 * reads of the HTML (html-sources.ts).
 */
export interface SharedRender {
  rendered: Omit<RenderedMarkdown, 'html'>;
  html: Uint8Array;
  showsSiteAssets: boolean;
  sources: string[];
}

/** The main thread's side: `take(meta)` for each page in order, then `close()`. */
export interface MarkdownSharing {
  /** The thread's render of the page, when it took it; undefined: render it here, now (the thread did not, or will not). */
  take(meta: DocPageMeta): Promise<SharedRender | undefined> | undefined;
  close(): Promise<void>;
}

/**
 * The sharing for these pages, or undefined (render every page in-line): `candidates` are the
 * pages the build would render with renderMarkdown and nothing else (no memo keeps them, no
 * untranslated copy takes their render). A page whose markdown may hold a `:::spec-table` (the
 * specs' tables are made on the main thread) is not shared. `SPECPRESS_RENDER_THREAD=always|never`
 * overrides the choice (tests and comparisons: `always` has the thread render every page it can,
 * whatever the size); run from the sources there is no thread file.
 */
export function shareMarkdownRenders(candidates: readonly DocPageMeta[], config: SiteConfig, routes: DocRoutes, relocate: AnchorRelocator): MarkdownSharing | undefined {
  const choice = process.env.SPECPRESS_RENDER_THREAD;
  const file = join(compiledDir(), THREAD_FILE);
  const pages = candidates.filter((meta) => !meta.body.includes('spec-table'));
  if (choice === 'never' || pages.length === 0 || !existsSync(file)) return undefined;
  if (choice !== 'always' && pages.reduce((sum, meta) => sum + meta.body.length, 0) < THREAD_FROM_CHARACTERS) return undefined;
  const index = new Map(pages.map((meta, at) => [meta, at]));
  const setup: SharedMarkdownSetup = {
    style: { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash },
    routes: [...routes],
    moves: relocate.moves,
    externalImages: config.security.externalImages,
  };
  const items = pages.map((meta): SharedMarkdownPage => ({ body: meta.body, relPath: meta.source.relPath, variantId: meta.source.variant.id, lineOffset: meta.lineOffset }));
  const always = choice === 'always';
  const list = new SharedList<SharedRender>(file, setup, items, always ? items.length : Math.ceil(items.length * THREAD_SHARE), always);
  return {
    take(meta) {
      const at = index.get(meta);
      return at === undefined ? undefined : list.take(at);
    },
    close: () => list.close(),
  };
}

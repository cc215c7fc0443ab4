// What the built-in MDX components need from the build while a page renders: its link and image
// resolvers, where its links are recorded (link checks), and the page's tab-set counter.
import { createContext, useContext } from 'react';
import type { MarkdownLink } from '../render-markdown.js';
import type { ActiveVersion, DocusaurusContextValue } from './components/docusaurus.js';

/** Where something is written: a 1-based line and column of the page's file, or of `file` (a partial the page imports). */
export interface WrittenAt {
  line: number;
  column: number;
  file?: string;
}

export interface MdxRenderContext {
  /** `./setup.md` → `/docs/setup`, `/x` → `<base>x`; other links unchanged. */
  resolveLink: (href: string) => string;
  /** An image beside the page → its published URL. */
  resolveImage: (src: string) => string;
  /** The page's links, as the link checks read them. */
  links: MarkdownLink[];
  /** Where a link or image is written in the page's file or its partials, found from its text (the page's 1:1 when it is not). */
  locate: (written: string) => WrittenAt;
  /**
   * Where the text `written` is, from the `line:column` the syntax tree gave (IMAGE_AT): on that
   * line, the place of `written` nearest to that column (the compiler reads the page with a few
   * comments rewritten, which may move columns), or on that line of a partial when it is written
   * there; `locate(written)` without one.
   */
  locateAt: (at: string | undefined, written: string) => WrittenAt;
  /** The first of `candidates` written in the page's file or its partials, and where; undefined when none is. */
  find: (...candidates: string[]) => WrittenAt | undefined;
  /** The site's base URL (`/docs/`), for useBaseUrl. */
  baseUrl: string;
  /** Tab sets rendered so far on the page (their radio groups need page-unique names). */
  tabSets: number;
  /** What useDocusaurusContext() returns: the site config as Docusaurus pages read it. */
  docusaurus: DocusaurusContextValue;
  /** What useActiveVersion() returns: the page's docs version (undefined: a site without versions). */
  version?: ActiveVersion;
  /** <Head>'s tags and title, for the page's <head>. */
  head: { title?: string; tags: string[] };
  /** The page has a TOCInline (filled in from its headings) or a DocCardList (filled in from the sidebar). */
  tocInline?: boolean;
  docCards?: boolean;
  /** The components a page may use without importing them: specpress's, and the site's own (site-components.ts). */
  components: Readonly<Record<string, unknown>>;
  /** What could not be rendered, by 1-based line of the page file (0: the whole page), or of `file`. */
  dropped: { line: number; column?: number; file?: string; code?: 'markdown-html-dropped' | 'math-error'; message: string; hint?: string }[];
  /**
   * The HTML of a markdown partial (`file`, whose folder is `from` seen from the page's), rendered
   * as a markdown page is; its links, and what it drops, are recorded with the page's, in `file`.
   */
  markdownPartial: (text: string, file: string, from: string) => string;
}

export const MdxContext = createContext<MdxRenderContext | undefined>(undefined);

export function useMdxContext(): MdxRenderContext {
  const context = useContext(MdxContext);
  if (!context) throw new Error('a built-in MDX component was rendered outside an MDX page');
  return context;
}

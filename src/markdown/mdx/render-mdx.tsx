// A compiled MDX page → the same result as a markdown page's (render-markdown.ts): HTML, headings
// for the table of contents, links with where they are written, and what was not rendered.
// MDX is author-trusted code (like React pages), so its HTML is not sanitised.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Heading, RenderedMarkdown } from '../render-markdown.js';
import { MdxContext, type MdxRenderContext, type WrittenAt } from './context.js';
import type { ActiveVersion, DocusaurusContextValue } from './components/docusaurus.js';
import { withTocInline } from './toc-inline.js';
import { MARKDOWN_ELEMENTS } from './builtins.js';
import { renderMarkdown } from '../render-markdown.js';
import { rebasedLink } from '../markdown-links.js';
import { decodeHtmlEntities } from '../../shared/escape-html.js';
import { PAGE_TIME_LIMIT_HINT, PageTimeLimitExceeded, withPageTimeLimit } from '../../load/time-limit.js';

export interface MdxPageEnv {
  resolveLink: (href: string) => string;
  resolveImage: (src: string) => string;
  baseUrl: string;
  /** What useDocusaurusContext() returns. */
  docusaurus: DocusaurusContextValue;
  /** The page file's text, to find where links and components are written. */
  source: string;
  /** The markdown partials the page imports (their paths and text): what is written in them is found there. */
  partials?: readonly { file: string; text: string }[];
  /** security.externalImages, for the markdown partials the page shows (markdown is not author-trusted). */
  externalImages?: 'allow' | 'block';
  /** The components the page may use without importing them (builtins.ts, with the site's: site-components.ts). */
  components?: Readonly<Record<string, unknown>>;
  /** The page's docs version, for useActiveVersion(). */
  version?: ActiveVersion;
}

/** Why a page could not render (the author's code threw, a component is missing), where it is written. */
export interface MdxRenderFailure {
  /** The diagnostic's code when it is not `mdx-render`. */
  code?: 'page-time-limit';
  message: string;
  line: number;
  column: number;
  hint?: string;
}

export function renderMdxPage(Content: ComponentType, env: MdxPageEnv): { rendered: RenderedMarkdown } | { failure: MdxRenderFailure } {
  // The page's lines first, then each partial's (their places name their file).
  const files = [{ file: undefined, lines: env.source.split('\n') }, ...(env.partials ?? []).map(({ file, text }) => ({ file, lines: text.split('\n') }))];
  const placed = (file: string | undefined, line: number, column: number): WrittenAt => (file === undefined ? { line, column } : { line, column, file });
  const findOne = (written: string): WrittenAt | undefined => {
    for (const { file, lines } of files)
      for (let line = 0; line < lines.length; line++) {
        const column = lines[line].indexOf(written);
        if (column >= 0) return placed(file, line + 1, column + 1);
      }
    return undefined;
  };
  const find = (...candidates: string[]) => candidates.map(findOne).find((at) => at !== undefined);
  const locate = (written: string): WrittenAt => findOne(written) ?? { line: 1, column: 1 };
  /** On `line` of a file, the place of `written` nearest to `column` (-1: not on that line). */
  const nearest = (text: string, written: string, column: number): number => {
    let best = -1;
    for (let found = text.indexOf(written); found >= 0 && written !== ''; found = text.indexOf(written, found + 1))
      if (best < 0 || Math.abs(found + 1 - column) < Math.abs(best + 1 - column)) best = found;
    return best;
  };
  const locateAt = (at: string | undefined, written: string): WrittenAt => {
    const [line, column] = (at ?? '').split(':').map(Number);
    if (!Number.isInteger(line) || !Number.isInteger(column)) return locate(written);
    // The syntax tree's place is in the file the element was compiled from: the page, or one of its partials.
    for (const { file, lines } of files) {
      const text = lines[line - 1];
      const best = text === undefined ? -1 : nearest(text, written, column);
      if (best >= 0) return placed(file, line, best + 1);
    }
    return files[0].lines[line - 1] !== undefined ? { line, column } : locate(written);
  };
  /** A markdown partial rendered as a markdown page is; its links written from its folder (`from`, seen from the page's). */
  const markdownPartial = (text: string, file: string, from: string): string => {
    const fromPage = (href: string) => rebasedLink(href, from || '.', '.');
    const rendered = renderMarkdown(text, {
      resolveLink: (href) => env.resolveLink(fromPage(href)),
      resolveImage: (src) => env.resolveImage(fromPage(src)),
      ...(env.externalImages ? { externalImages: env.externalImages } : {}),
    });
    for (const link of rendered.links) context.links.push({ ...link, ...(link.written !== undefined ? { written: fromPage(link.written) } : {}), file });
    for (const drop of rendered.dropped) context.dropped.push({ ...drop, code: drop.code ?? 'markdown-html-dropped', file });
    return rendered.html;
  };
  const context: MdxRenderContext = {
    markdownPartial,
    resolveLink: env.resolveLink,
    resolveImage: env.resolveImage,
    baseUrl: env.baseUrl,
    docusaurus: env.docusaurus,
    head: { tags: [] },
    links: [],
    locate,
    locateAt,
    find,
    tabSets: 0,
    dropped: [],
    components: env.components ?? MARKDOWN_ELEMENTS,
    ...(env.version ? { version: env.version } : {}),
  };
  let html: string;
  try {
    html = withPageTimeLimit(() =>
      renderToStaticMarkup(
        <MdxContext.Provider value={context}>
          <Content />
        </MdxContext.Provider>,
      ),
    );
  } catch (error) {
    if (error instanceof PageTimeLimitExceeded)
      return {
        failure: {
          code: 'page-time-limit',
          message: `${error.message}, and was stopped`,
          line: 1,
          column: 1,
          hint: PAGE_TIME_LIMIT_HINT,
        },
      };
    // MDX's own words name what is missing ("Expected component `Foo` to be defined…").
    const message = (error as Error).message ?? String(error);
    const component = /component `([^`]+)`/.exec(message)?.[1];
    const at = component ? locate(`<${component}`) : { line: 1, column: 1 };
    return { failure: { message, ...at, hint: component ? `Import ${component} at the top of the page, or remove it.` : undefined } };
  }
  const headings = headingsOf(html);
  const head = context.head.title !== undefined || context.head.tags.length > 0 ? { head: context.head } : {};
  return {
    rendered: {
      html: context.tocInline ? withTocInline(html, headings) : html,
      headings,
      links: context.links,
      dropped: context.dropped,
      ...head,
      ...(context.docCards ? { docCards: true as const } : {}),
    },
  };
}

/** The headings of the rendered page (partials and components included), as the TOC lists them. */
function headingsOf(html: string): Heading[] {
  const headings: Heading[] = [];
  for (const match of html.matchAll(/<h([1-6]) id="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = match[3]
      .replace(/<a [^>]*class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]*>/g, '')
      .trim();
    headings.push({ level: Number(match[1]), id: decodeHtmlEntities(match[2]), text: decodeHtmlEntities(text) });
  }
  return headings;
}

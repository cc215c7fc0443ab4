// Markdown → sanitised HTML plus what the model needs: headings (TOC, anchors) and links with
// their source lines (link checks). CommonMark + GFM via markdown-it.
import { AsyncLocalStorage } from 'node:async_hooks';
import MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import GithubSlugger from 'github-slugger';
import { highlightCode } from './highlight.js';
import { renderCodeBlock } from './code-block.js';
import { escapeHtml } from '../shared/escape-html.js';
import { ADMONITIONS, ADMONITION_CLOSE, admonitionOpen, type AdmonitionKind } from './admonition.js';
import { CODE_GROUP, codeGroups } from './code-group.js';
import { removedMarkup, sanitizeContentHtml } from './sanitize.js';
import { taskLists } from './task-lists.js';

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface MarkdownLink {
  href: string;
  /** The link as written in the markdown, when the build rewrote it (`./setup.md` → `/docs/setup`). */
  written?: string;
  line: number;
  column: number;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  /** Raw HTML that is not published, or was repaired, at its body line (1-based, before lineOffset). */
  dropped: { line: number; message: string }[];
}

export interface MarkdownEnv {
  /** Rewrites a link (e.g. `./webhooks.md` → `/api-docs/webhooks`); returns it unchanged when not a file link. */
  resolveLink?: (href: string) => string;
  /** Publishes an image written relative to the page (`./img/diagram.png`) and returns its URL. */
  resolveImage?: (src: string) => string;
  /** Added to token line numbers so links point at the file, not the body after front matter. */
  lineOffset?: number;
  /** `block`: images from other hosts are dropped (with a note in `dropped`); see security.externalImages. */
  externalImages?: 'allow' | 'block';
  /** Filled while rendering: what was not published. */
  dropped?: RenderedMarkdown['dropped'];
}

/**
 * Build-time content directives: a `:::spec-table <kind> <args>` … `:::` block is replaced by the
 * markdown the current build's resolver returns for its info string (src/content/directives.ts).
 * The generated markdown is parsed in place, so its headings, links and link checks work like
 * written ones (reported at the directive's line). Without a resolver the block renders as is.
 */
export const DIRECTIVE_CONTAINER = 'spec-table';
export type DirectiveResolver = (info: string) => string | undefined;
const directiveResolver = new AsyncLocalStorage<DirectiveResolver>();

/** Runs `run` with `resolve` answering the directives of every markdown page it renders. */
export function withMarkdownDirectives<T>(resolve: DirectiveResolver, run: () => T): T {
  return directiveResolver.run(resolve, run);
}

type Parser = InstanceType<typeof MarkdownIt>;
export type Token = ReturnType<Parser['parse']>[number];

const LINK_HINT = /https?:|mailto:|ftp:|\/\/|@|www\./i;
// A code span as CommonMark delimits it: equal runs of backticks. A link inside one is no link.
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;

/** The text without its code spans; as is when a backslash escapes a backtick (that is no span). */
function withoutCodeSpans(text: string): string {
  return text.includes('`') && !text.includes('\\`') ? text.replace(CODE_SPAN, ' ') : text;
}

/** GitHub's alerts: a block quote that starts with `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`. */
const GITHUB_ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

function createParser(): Parser {
  const md = new MarkdownIt({
    html: true,
    linkify: true,
    highlight: (code, lang) => highlightCode(code, lang.split(/\s+/)[0] || undefined),
  });
  for (const kind of ADMONITIONS) {
    md.use(container, kind, {
      // `:::note`, `:::note Title` and Docusaurus 3's `:::note[Title]`.
      validate: (params: string) => new RegExp(`^${kind}(\\s|\\[|$)`).test(params.trim()),
      render(tokens: Token[], index: number) {
        const token = tokens[index];
        if (token.nesting !== 1) return ADMONITION_CLOSE;
        const rest = token.info.trim().slice(kind.length).trim();
        const title = /^\[(.*)\]$/.exec(rest)?.[1] ?? rest;
        return admonitionOpen(kind, title);
      },
    });
  }
  // GFM's extended autolinks: http(s)://…, www.… and email addresses. linkify-it finds a `www.`
  // link only as a "fuzzy" one, which would also take a bare `example.org`; GFM does not, so
  // those are dropped again.
  md.linkify.set({ fuzzyLink: true });
  const linkifyMatch = md.linkify.match.bind(md.linkify);
  md.linkify.match = (text: string) => linkifyMatch(text)?.filter((link) => link.schema !== '' || /^www\./.test(link.raw)) ?? null;
  // linkify-it looks for links in every inline block with expressions spanning Unicode, slow on a
  // cold start; what it finds needs one of its schemes (http:, https:, mailto:, ftp:, //), `www.`
  // or, for an email, an '@', so text without any of them outside code spans skips that search.
  const linkifyTest = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => LINK_HINT.test(withoutCodeSpans(text)) && linkifyTest(text);
  md.use(taskLists);
  md.core.ruler.after('block', 'specpress_github_alerts', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== 'blockquote_open' || tokens[i + 1]?.type !== 'paragraph_open' || tokens[i + 2]?.type !== 'inline') continue;
      const inline = tokens[i + 2];
      const match = GITHUB_ALERT.exec(inline.content);
      if (!match) continue;
      const kind = match[1].toLowerCase() as AdmonitionKind;
      // The quote becomes an admonition: its opening and closing tokens carry the markup.
      let depth = 0;
      let close = i;
      for (; close < tokens.length; close++) {
        depth += tokens[close].type === 'blockquote_open' ? 1 : tokens[close].type === 'blockquote_close' ? -1 : 0;
        if (depth === 0) break;
      }
      const open = new state.Token('html_block', '', 0);
      open.content = admonitionOpen(kind, '');
      open.map = tokens[i].map;
      open.meta = { trusted: true };
      const end = new state.Token('html_block', '', 0);
      end.content = ADMONITION_CLOSE;
      end.meta = { trusted: true };
      inline.content = inline.content.slice(match[0].length);
      if (inline.content.trim() === '') tokens.splice(i + 1, 3);
      tokens.splice(close - (inline.content.trim() === '' ? 3 : 0), 1, end);
      tokens.splice(i, 1, open);
    }
  });
  md.use(container, CODE_GROUP, { render: () => '' });
  md.core.ruler.after('block', 'specpress_code_groups', codeGroups);
  md.use(container, DIRECTIVE_CONTAINER, { render: () => '' });
  md.core.ruler.after('block', 'specpress_directives', (state) => {
    const resolve = directiveResolver.getStore();
    if (!resolve) return;
    const [open, close] = [`container_${DIRECTIVE_CONTAINER}_open`, `container_${DIRECTIVE_CONTAINER}_close`];
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== open) continue;
      let end = i;
      for (let depth = 0; end < tokens.length; end++) {
        depth += tokens[end].type === open ? 1 : tokens[end].type === close ? -1 : 0;
        if (depth === 0) break;
      }
      const markdown = resolve(tokens[i].info);
      if (markdown === undefined) continue;
      const generated: Token[] = [];
      state.md.block.parse(markdown, state.md, state.env, generated);
      const line = tokens[i].map?.[0] ?? 0;
      for (const token of generated) token.map = [line, line + 1];
      tokens.splice(i, end - i + 1, ...generated);
      i += generated.length - 1;
    }
  });
  md.core.ruler.push('specpress_headings_links', (state) => {
    const env = state.env as unknown as MarkdownEnv & { headings: Heading[]; links: MarkdownLink[]; slugger: GithubSlugger };
    const lines = state.src.split('\n');
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.type === 'heading_open') {
        const inline = tokens[i + 1];
        const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(inline.content);
        if (explicit) {
          inline.content = inline.content.slice(0, explicit.index);
          const last = inline.children?.[inline.children.length - 1];
          if (last?.type === 'text') last.content = last.content.replace(/\s*\{#[\w-]+\}\s*$/, '');
        }
        const text = (inline.children ?? [])
          .filter((c) => c.type === 'text' || c.type === 'code_inline')
          .map((c) => c.content)
          .join('');
        const id = explicit ? explicit[1] : env.slugger.slug(text);
        token.attrSet('id', id);
        env.headings.push({ level: Number(token.tag.slice(1)), id, text });
      }
      if (token.type === 'inline' && token.children) {
        const line = (token.map?.[0] ?? 0) + 1;
        /** The exact file line and column where `text` (a link target, an image) is written in this block. */
        const writtenAt = (text: string) => {
          for (let l = token.map?.[0] ?? 0; l < (token.map?.[1] ?? 0); l++) {
            const column = lines[l]?.indexOf(text);
            if (column !== undefined && column >= 0) return { line: l + 1 + (env.lineOffset ?? 0), column: column + 1 };
          }
          return { line: line + (env.lineOffset ?? 0), column: 1 };
        };
        for (const child of token.children) {
          if (child.type === 'image') {
            const src = String(child.attrGet('src') ?? '');
            if (env.externalImages === 'block' && /^(https?:)?\/\//i.test(src)) {
              // The site blocks images from other hosts (security.externalImages): the alt text stays.
              child.type = 'text';
              child.children = null;
              env.dropped?.push({ line, message: `the image ${src.slice(0, 100)} is from another host and is not shown (security.externalImages: block); copy it into the site's static folder` });
            } else if (env.resolveLink && src.startsWith('/') && !src.startsWith('//')) {
              // Images written from the site root get the base URL, like links (see resolveSiteLink).
              child.attrSet('src', env.resolveLink(src));
            } else if (env.resolveImage && src !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(src)) {
              // An image beside the page (`./diagram.png`): published with the page (see doc-pages.ts);
              // recorded like a link, so problems are reported where it is written and the markdown outputs follow it.
              const published = env.resolveImage(src);
              child.attrSet('src', published);
              env.links.push({ href: published, written: src, ...writtenAt(src) });
            }
            continue;
          }
          if (child.type !== 'link_open') continue;
          const original = String(child.attrGet('href') ?? '');
          const href = env.resolveLink ? env.resolveLink(original) : original;
          child.attrSet('href', href);
          env.links.push({ href, ...(href !== original ? { written: original } : {}), ...writtenAt(original) });
        }
      }
    }
  });
  // Comments carry nothing for readers (and build fingerprints for the watcher): leave them out.
  // Titles, highlighted lines and line numbers (code-block.ts); a plain fence renders as before.
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, index, options, env, self) => renderCodeBlock(tokens[index].content, tokens[index].info) ?? fence(tokens, index, options, env, self);
  const htmlBlock = md.renderer.rules.html_block!;
  md.renderer.rules.html_block = (tokens, index, options, env, self) => (isLoneComment(tokens[index].content) ? '' : htmlBlock(tokens, index, options, env, self));
  md.renderer.rules.heading_close = (tokens, index) => {
    const open = tokens[index - 2];
    const id = open?.attrGet('id') as string | null | undefined;
    const anchor = id && open.tag !== 'h1' ? `<a class="heading-anchor" href="#${escapeHtml(id)}" aria-label="Link to this section">#</a>` : '';
    return `${anchor}</${tokens[index].tag}>\n`;
  };
  return md;
}

let parser: Parser | undefined;

export function renderMarkdown(body: string, env: MarkdownEnv = {}): RenderedMarkdown {
  parser ??= createParser();
  const dropped: RenderedMarkdown['dropped'] = [];
  let state = { ...env, dropped: [] as RenderedMarkdown['dropped'], headings: [] as Heading[], links: [] as MarkdownLink[], slugger: new GithubSlugger() };
  let tokens = parser.parse(body, state);
  // An unclosed <style>, <script>, <textarea> or <pre> makes the rest of the page one HTML block
  // (CommonMark): it is closed on its own line instead, and the page goes on as markdown.
  for (let repairs = 0; repairs < 100; repairs++) {
    const unclosed = findUnclosedRawBlock(tokens);
    if (!unclosed) break;
    const lines = body.split('\n');
    lines[unclosed.line - 1] += `</${unclosed.tag}>`;
    body = lines.join('\n');
    dropped.push({ line: unclosed.line, message: `<${unclosed.tag}> is never closed: it would swallow the rest of the page, so it ends on its own line. Close it with </${unclosed.tag}>` });
    state = { ...env, dropped: [], headings: [], links: [], slugger: new GithubSlugger() };
    tokens = parser.parse(body, state);
  }
  for (const token of tokens) {
    const tag = token.type === 'html_block' ? /^\s*<(script|style)\b/i.exec(token.content)?.[1].toLowerCase() : undefined;
    if (tag)
      dropped.push({
        line: (token.map?.[0] ?? 0) + 1,
        message: `a <${tag}> block is not published: ${tag === 'style' ? 'styles' : 'scripts'} from content never reach readers (put site-wide CSS or scripts in the site config)`,
      });
  }
  dropped.push(...state.dropped);
  // A `:::name` container specpress does not know is shown as text; say so where it is written.
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].type !== 'paragraph_open') continue;
    const name = /^:::+\s*([A-Za-z][\w-]*)/.exec(tokens[i + 1].content)?.[1];
    if (name)
      dropped.push({
        line: (tokens[i].map?.[0] ?? 0) + 1,
        message: `the container ":::${name}" is unknown and is shown as text (admonitions are ${ADMONITIONS.join(', ')}; tabs of code are :::code-group)`,
      });
  }
  // Raw HTML the sanitiser cuts down: each tag or attribute it removes is named at its line.
  for (const token of tokens) {
    // (A block that starts with <script> or <style> is reported above, with its own reason.)
    const raw =
      token.type === 'html_block' && !token.meta?.trusted && !/^\s*<(script|style)\b/i.test(token.content)
        ? [token.content]
        : (token.children ?? []).filter((c) => c.type === 'html_inline' && !c.meta?.trusted).map((c) => c.content);
    for (const html of raw) {
      const removed = removedMarkup(html);
      if (removed.length > 0)
        dropped.push({
          line: (token.map?.[0] ?? 0) + 1,
          message: `the sanitiser removes ${removed.join(', ')}: markdown may not embed other pages, run scripts or restyle the site (use an MDX page for author-trusted markup)`,
        });
    }
  }
  const raw = parser.renderer.render(tokens, parser.options, state);
  const wrapped = raw.replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
  const html = hasRawHtml(tokens) ? sanitizeContentHtml(wrapped, { externalImages: env.externalImages }) : wrapped;
  return { html, headings: state.headings, links: state.links, dropped: dropped.sort((a, b) => a.line - b.line) };
}

/** The first HTML block opened by a raw-text tag that never closes (so it ran to the end of the page). */
function findUnclosedRawBlock(tokens: readonly Token[]): { tag: string; line: number } | undefined {
  for (const token of tokens) {
    if (token.type !== 'html_block') continue;
    const tag = /^\s*<(script|style|textarea|pre)(?=[\s>]|$)/i.exec(token.content)?.[1].toLowerCase();
    if (tag && !new RegExp(`</${tag}>`, 'i').test(token.content)) return { tag, line: (token.map?.[0] ?? 0) + 1 };
  }
  return undefined;
}

/**
 * markdown-it escapes all text and validates every link URL (no javascript:, vbscript:, file:
 * or non-image data:), and our plugins escape what they emit; only raw HTML written in the
 * markdown can carry markup. So the sanitiser (the slowest step of rendering) runs exactly when
 * the source contains raw HTML, and then over the whole page.
 */
function hasRawHtml(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      (token.type === 'html_block' && !isLoneComment(token.content)) ||
      (token.children ?? []).some((child) => child.type === 'html_inline' && !child.meta?.trusted && !INERT_INLINE_HTML.test(child.content)),
  );
}

/** Inline HTML that cannot carry anything but a line break (GFM tables need it for multi-line cells). */
const INERT_INLINE_HTML = /^<br\s*\/?>$/i;

/** An HTML block that is one comment and nothing else: dropped from the output (see createParser). */
function isLoneComment(html: string): boolean {
  return /^<!--(?:(?!-->)[\s\S])*-->\s*$/.test(html);
}

/**
 * The tokens of a markdown text, from the same parser the pages are rendered with (no rendering;
 * directive blocks are left as containers, whatever resolver is active).
 */
export function parseMarkdownTokens(body: string): Token[] {
  parser ??= createParser();
  const md = parser;
  return directiveResolver.exit(() => md.parse(body, { headings: [], links: [], slugger: new GithubSlugger() }));
}

/** Inline markdown (a spec summary, a sidebar label) → sanitised HTML without a wrapping <p>. */
export function renderMarkdownInline(text: string): string {
  parser ??= createParser();
  const env = {};
  const tokens = parser.parseInline(text, env);
  const html = parser.renderer.render(tokens, parser.options, env);
  return hasRawHtml(tokens) ? sanitizeContentHtml(html) : html;
}

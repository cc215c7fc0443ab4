// Markdown → sanitised HTML plus what the model needs: headings (TOC, anchors) and links with
// their source lines (link checks). CommonMark + GFM via markdown-it; docs pages also get
// footnotes, `$…$` / `$$…$$` math (KaTeX at build time) and ```mermaid diagrams.
import type { Heading, MarkdownLink } from './rendered-parts.js';
import { CODE_SPAN } from './fences.js';
import { randomBytes } from 'node:crypto';
import MarkdownIt from 'markdown-it';
import container from 'markdown-it-container';
import footnote from 'markdown-it-footnote';
import katexPlugin from '@vscode/markdown-it-katex';
import GithubSlugger from 'github-slugger';
import { highlightCode } from './highlight.js';
import { parseFenceInfo, renderCodeBlock } from './code-block.js';
import { renderMermaidSource } from './diagram.js';
import { renderMathOrSource } from './math.js';
import { escapeHtml } from '../shared/escape-html.js';
import { ADMONITIONS, ADMONITION_CLOSE, admonitionOpen, type AdmonitionKind } from './admonition.js';
import { CODE_GROUP, codeGroups } from './code-group.js';
import { fenceTabs } from './fence-tab-rule.js';
import { imageSource } from './image-src.js';
import { rewriteHtmlImages } from './html-images.js';
import { removedMarkup, sanitizeContentHtml, sanitizeContentHtmlNoting } from './sanitize.js';
import { taskLists } from './task-lists.js';
import { skipUnchangedLinks } from './unchanged-link.js';
import { hasEsmParagraph, MAY_HAVE_ESM } from './esm-paragraph.js';
import { hasMdxCodeBlock } from './mdx-code-block.js';

export type { Heading, MarkdownLink } from './rendered-parts.js';

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: MarkdownLink[];
  /**
   * Raw HTML that is not published, or was repaired, and formulas that are not valid TeX (`code`
   * 'math-error'), at their body line (1-based, before lineOffset).
   */
  /** `file`: where it is written when not in the page's own file (a partial an MDX page imports). */
  dropped: { line: number; column?: number; file?: string; message: string; code?: 'math-error' | 'markdown-html-dropped'; hint?: string }[];
  /** renderMarkdown found top-level ES import/export statements: the text is MDX, whatever its extension (esm-paragraph.ts). */
  esm?: boolean;
  /** An MDX page's <Head>: tags for the page's <head>, and a title that names the page. */
  head?: { title?: string; tags: string[] };
  /** An MDX page's <DocCardList>: a placeholder the render stage fills with its sidebar category's cards. */
  docCards?: true;
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
  /**
   * CommonMark + GFM only: no footnotes, math or diagrams. For spec descriptions: a reference
   * page holds hundreds (footnote ids would repeat), and they are written for any OpenAPI tool.
   */
  plain?: boolean;
  /** Answers the page's `:::spec-table` directives (content/index.ts); without it they render as written. */
  directives?: DirectiveResolver;
}

/**
 * Build-time content directives: a `:::spec-table <kind> <args>` … `:::` block is replaced by the
 * markdown the resolver given (MarkdownEnv.directives) returns for its info string (src/content/directives.ts).
 * The generated markdown is parsed in place, so its headings, links and link checks work like
 * written ones (reported at the directive's line). Without a resolver the block renders as is.
 */
export const DIRECTIVE_CONTAINER = 'spec-table';
export type DirectiveResolver = (info: string) => string | undefined;

type Parser = InstanceType<typeof MarkdownIt>;
export type Token = ReturnType<Parser['parse']>[number];

const LINK_HINT = /https?:|mailto:|ftp:|\/\/|@|www\./i;

/** The text without its code spans; as is when a backslash escapes a backtick (that is no span). */
export function withoutCodeSpans(text: string): string {
  return text.includes('`') && !text.includes('\\`') ? text.replace(CODE_SPAN, ' ') : text;
}

/** GitHub's alerts: a block quote that starts with `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`. */
const GITHUB_ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

// A CommonJS module that sets `exports.default`: an ES import of it in Node is the exports object.
const katexSyntax = (katexPlugin as unknown as { default?: typeof katexPlugin }).default ?? katexPlugin;

/** Raw HTML of the renderer's own (formulas, diagrams) set aside while the page is sanitised. */
interface TrustedHtml {
  /** Random per page, so the placeholders cannot be written by content. */
  nonce: string;
  html: string[];
  /** Each piece's line in the body (1-based), for a warning when raw HTML swallows it. */
  lines: number[];
}

type RenderState = MarkdownEnv & { headings: Heading[]; links: MarkdownLink[]; slugger: GithubSlugger; trusted?: TrustedHtml };
/** The env markdown-it hands to rules: the state renderMarkdown made. */
const renderState = (env: unknown) => env as RenderState;

/** What markdown-it-footnote keeps on its tokens. */
interface FootnoteMeta {
  id: number;
  subId: number;
}
const footnoteMeta = (token: Token) => token.meta as unknown as FootnoteMeta;

/**
 * HTML the renderer made itself, which must reach the page as it is: while the page is to be
 * sanitised (it has raw HTML) it is a placeholder that the sanitiser keeps as text, put back
 * afterwards (see restoreTrusted). KaTeX's styles and MathML pass only this way; the same
 * markup written as raw HTML is sanitised as always.
 */
/** Random for the process, then counted: content cannot guess it, and no page pays for randomness. */
const PROCESS_NONCE = randomBytes(8).toString('hex');
let nonces = 0;
const pageNonce = () => `${PROCESS_NONCE}${(nonces++).toString(36)}z`;

function keepTrusted(env: RenderState, html: string, line: number): string {
  if (!env.trusted) return html;
  env.trusted.html.push(html);
  env.trusted.lines.push(line);
  return `spkept${env.trusted.nonce}x${env.trusted.html.length - 1}y`;
}

/**
 * The sanitised HTML with each placeholder replaced by its piece. A placeholder inside a tag sits
 * in an attribute's value (the sanitiser drops any other name it does not know): raw HTML above it
 * left a quote open, so the attribute swallowed it, as a browser would. There its piece goes in
 * escaped, as the attribute's text: put back as markup, its own quotes would end the value and
 * what follows them would be read as attributes of the raw tag (an event handler written in a
 * fence's language). `swallowed` lists those pieces, `lost` those whose placeholder the sanitiser
 * dropped with what held it (a tag left open to the end of the page, a <textarea>). The
 * sanitiser's output has `<` and `>` only where tags start and end (text and values have them
 * escaped), which tells a tag from text.
 */
function restoreTrusted(html: string, trusted: TrustedHtml): { html: string; swallowed: number[]; lost: number[] } {
  const swallowed: number[] = [];
  const found = new Set<number>();
  if (trusted.html.length === 0) return { html, swallowed, lost: [] };
  // Found by the placeholder's prefix (a plain search): a regular expression made per page cost
  // more than the sanitising it spares on pages with many code blocks.
  const prefix = `spkept${trusted.nonce}x`;
  let restored = '';
  let from = 0;
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, from)) {
    const end = html.indexOf('y', at + prefix.length);
    const index = end < 0 ? NaN : Number(html.slice(at + prefix.length, end));
    if (!Number.isInteger(index) || trusted.html[index] === undefined) {
      restored += html.slice(from, at + prefix.length);
      from = at + prefix.length;
      continue;
    }
    const inTag = html.lastIndexOf('<', at) > html.lastIndexOf('>', at);
    if (inTag) swallowed.push(index);
    found.add(index);
    restored += html.slice(from, at) + (inTag ? escapeHtml(trusted.html[index]) : trusted.html[index]);
    from = end + 1;
  }
  const lost = trusted.html.flatMap((_, index) => (found.has(index) ? [] : [index]));
  return { html: restored + html.slice(from), swallowed, lost };
}

interface MathMeta {
  html: string;
  /** Where it is written in the body (1-based). */
  line: number;
}

/** The docs dialect beyond CommonMark + GFM: footnotes, `$…$` / `$$…$$` math and ```mermaid diagrams. */
function useDocsExtensions(md: Parser): void {
  md.use(footnote);
  // Superscript numbers as GitHub and Docusaurus show them ([1] otherwise), and a back link with a name.
  md.renderer.rules.footnote_caption = (tokens, index) => String(footnoteMeta(tokens[index]).id + 1);
  md.renderer.rules.footnote_anchor = (tokens, index, options, env, self) => {
    const { id, subId } = footnoteMeta(tokens[index]);
    const anchor = `${self.rules.footnote_anchor_name!(tokens, index, options, env, self)}${subId > 0 ? `:${subId}` : ''}`;
    return ` <a href="#fnref${anchor}" class="footnote-backref" aria-label="Back to reference ${id + 1}">\u21a9\uFE0E</a>`;
  };
  // The plugin finds the formulas; specpress renders them (src/markdown/math.ts), once, in the
  // core rule below, where each one's line is known for a warning.
  md.use(katexSyntax);
  md.core.ruler.push('specpress_math', (state) => {
    const env = renderState(state.env);
    const lines = state.src.split('\n');
    const render = (token: Token, display: boolean, block: boolean, line: number, column: number) => {
      // `$`…`$` (GitLab's form) holds the TeX in backticks, as the plugin reads it.
      const tex = !display && token.content.length > 2 && token.content.startsWith('`') && token.content.endsWith('`') ? token.content.slice(1, -1) : token.content;
      const { html, error } = renderMathOrSource(tex, display, block);
      if (error) env.dropped?.push({ line, column, code: 'math-error', message: `This formula is not valid TeX, so its source is shown instead: ${error}` });
      token.meta = { html, line } satisfies MathMeta as unknown as Record<string, unknown>;
    };
    for (const token of state.tokens) {
      if (token.type === 'math_block') {
        const line = token.map?.[0] ?? 0;
        render(token, true, true, line + 1, Math.max(lines[line]?.indexOf('$$') ?? 0, 0) + 1);
      }
      if (token.type !== 'inline' || !token.children) continue;
      for (const child of token.children) {
        if (child.type !== 'math_inline' && child.type !== 'math_inline_block') continue;
        // Where in the block this formula is written (its opening `$`).
        const written = `${child.markup}${child.content.split('\n')[0]}`;
        let [line, column] = [token.map?.[0] ?? 0, 0];
        for (let l = line; l < (token.map?.[1] ?? 0); l++) {
          const at = lines[l]?.indexOf(written) ?? -1;
          if (at >= 0) {
            [line, column] = [l, at];
            break;
          }
        }
        render(child, child.type === 'math_inline_block', false, line + 1, column + 1);
      }
    }
  });
  const math: Parser['renderer']['rules'][string] = (tokens, index, _options, env) => {
    const meta = tokens[index].meta as unknown as MathMeta | null;
    return keepTrusted(renderState(env), meta?.html ?? '', meta?.line ?? (tokens[index].map?.[0] ?? 0) + 1);
  };
  for (const rule of ['math_inline', 'math_inline_block', 'math_block']) md.renderer.rules[rule] = math;
}

function createParser(plain: boolean): Parser {
  const md = new MarkdownIt({
    html: true,
    linkify: true,
    highlight: (code, lang) => highlightCode(code, lang.split(/\s+/)[0] || undefined),
  });
  skipUnchangedLinks(md);
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
  // (No link: an empty list, which markdown-it takes as it takes a text whose only finds were dropped.)
  md.linkify.match = (text: string) => linkifyMatch(text)?.filter((link) => link.schema !== '' || /^www\./.test(link.raw)) ?? [];
  // linkify-it looks for links in every inline block with expressions spanning Unicode, slow on a
  // cold start; what it finds needs one of its schemes (http:, https:, mailto:, ftp:, //), `www.`
  // or, for an email, an '@', so text without any of them outside code spans skips that search.
  // markdown-it asks first of a whole inline block (its link destinations included, which is
  // where most URLs of a real page are), then of each of its texts: the block's question only
  // lets the texts be asked, so the hint answers it (a text equal to its whole block is then
  // matched without being asked, and its empty list leaves it as it was). That skipped about
  // 1.2 s of linkify-it's URL expression at 10,000 pages (bench/README.md, session 24).
  const linkifyTest = md.linkify.test.bind(md.linkify);
  let blocks: ReadonlySet<string> = new Set();
  md.core.ruler.before('linkify', 'specpress_linkify_blocks', (state) => {
    blocks = new Set(state.tokens.flatMap((token) => (token.type === 'inline' ? [token.content] : [])));
  });
  md.core.ruler.after('linkify', 'specpress_linkify_blocks_done', () => {
    blocks = new Set();
  });
  md.linkify.test = (text: string) => LINK_HINT.test(withoutCodeSpans(text)) && (blocks.has(text) || linkifyTest(text));
  md.use(taskLists);
  if (!plain) useDocsExtensions(md);
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
  md.core.ruler.after('specpress_code_groups', 'specpress_fence_tabs', fenceTabs);
  md.use(container, DIRECTIVE_CONTAINER, { render: () => '' });
  md.core.ruler.after('block', 'specpress_directives', (state) => {
    const resolve = renderState(state.env).directives;
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
    const env = renderState(state.env);
    const lines = state.src.split('\n');
    const tokens = state.tokens;
    /** The exact file line and column where `text` (a link target, an image) is written in the block `token`. */
    const writtenAt = (token: Token, text: string) => {
      for (let l = token.map?.[0] ?? 0; l < (token.map?.[1] ?? 0); l++) {
        const column = lines[l]?.indexOf(text);
        if (column !== undefined && column >= 0) return { line: l + 1 + (env.lineOffset ?? 0), column: column + 1 };
      }
      return { line: (token.map?.[0] ?? 0) + 1 + (env.lineOffset ?? 0), column: 1 };
    };
    /**
     * An image as written → as published: from the site root it gets the base URL, like links (see
     * resolveSiteLink); beside the page (`./diagram.png`) it is published with the page (see
     * doc-pages.ts) and recorded like a link, so problems are reported where it is written and
     * the markdown outputs follow it. Markdown images and raw HTML `<img>` alike.
     */
    const publishImage = (src: string, block: Token) => {
      if (env.resolveLink && imageSource(src) === 'site-root') return env.resolveLink(src);
      if (!env.resolveImage || imageSource(src) !== 'beside-page') return src;
      const published = env.resolveImage(src);
      env.links.push({ href: published, written: src, image: true, ...writtenAt(block, src) });
      return published;
    };
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.type === 'html_block' && !token.meta?.trusted) token.content = rewriteHtmlImages(token.content, (src) => publishImage(src, token)).html;
      if (token.type === 'heading_open') {
        const inline = tokens[i + 1];
        const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(inline.content);
        if (explicit) {
          inline.content = inline.content.slice(0, explicit.index);
          const last = inline.children?.[inline.children.length - 1];
          if (last?.type === 'text') last.content = last.content.replace(/\s*\{#[\w-]+\}\s*$/, '');
        }
        const text = (inline.children ?? [])
          .filter((c) => c.type === 'text' || c.type === 'code_inline' || c.type === 'math_inline')
          .map((c) => c.content)
          .join('');
        const id = explicit ? explicit[1] : env.slugger.slug(text);
        token.attrSet('id', id);
        env.headings.push({ level: Number(token.tag.slice(1)), id, text });
      }
      if (token.type === 'inline' && token.children) {
        const line = (token.map?.[0] ?? 0) + 1;
        for (const child of token.children) {
          if (child.type === 'html_inline' && !child.meta?.trusted) child.content = rewriteHtmlImages(child.content, (src) => publishImage(src, token)).html;
          if (child.type === 'image') {
            const src = String(child.attrGet('src') ?? '');
            if (env.externalImages === 'block' && /^(https?:)?\/\//i.test(src)) {
              // The site blocks images from other hosts (security.externalImages): the alt text stays.
              child.type = 'text';
              child.children = null;
              env.dropped?.push({ line, message: `the image ${src.slice(0, 100)} is from another host and is not shown (security.externalImages: block); copy it into the site's static folder` });
            } else {
              child.attrSet('src', publishImage(src, token));
            }
            continue;
          }
          if (child.type !== 'link_open') continue;
          const original = String(child.attrGet('href') ?? '');
          const href = env.resolveLink ? env.resolveLink(original) : original;
          child.attrSet('href', href);
          env.links.push({ href, ...(href !== original ? { written: original } : {}), ...writtenAt(token, original) });
        }
      }
    }
  });
  // Comments carry nothing for readers (and build fingerprints for the watcher): leave them out.
  // Titles, highlighted lines and line numbers (code-block.ts); a plain fence renders as before.
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const { content, info, map } = tokens[index];
    const line = (map?.[0] ?? 0) + 1;
    if (!plain && parseFenceInfo(info).language === 'mermaid') return keepTrusted(renderState(env), renderMermaidSource(content), line);
    // The code is escaped as it is highlighted: its thousands of token <span>s need no second
    // look by the sanitiser (the slowest part of rendering a page that also has raw HTML).
    return keepTrusted(renderState(env), renderCodeBlock(content, info) ?? fence(tokens, index, options, env, self), line);
  };
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

let pageParser: Parser | undefined;
let plainParser: Parser | undefined;

const parserFor = (plain = false): Parser => (plain ? (plainParser ??= createParser(true)) : (pageParser ??= createParser(false)));

export function renderMarkdown(body: string, env: MarkdownEnv = {}): RenderedMarkdown {
  const parser = parserFor(env.plain);
  const dropped: RenderedMarkdown['dropped'] = [];
  const freshState = () => ({
    ...env,
    dropped: [] as RenderedMarkdown['dropped'],
    headings: [] as Heading[],
    links: [] as MarkdownLink[],
    slugger: new GithubSlugger(),
    trusted: undefined as TrustedHtml | undefined,
  });
  let state = freshState();
  let tokens = parser.parse(body, state);
  // An mdx-code-block fence holds MDX (mdx-code-block.ts): the page is MDX too.
  const esm = (MAY_HAVE_ESM.test(body) && hasEsmParagraph(tokens)) || (hasMdxCodeBlock(body) && tokens.some((token) => token.type === 'fence' && token.info.trim() === 'mdx-code-block'));
  // An unclosed <style>, <script>, <textarea> or <pre> makes the rest of the page one HTML block
  // (CommonMark): it is closed on its own line instead, and the page goes on as markdown. An
  // unclosed `$$` would make it one formula: it ends with its paragraph.
  for (let repairs = 0; repairs < 100; repairs++) {
    const lines = body.split('\n');
    const unclosed = findUnclosedRawBlock(tokens);
    const unclosedMath = unclosed ? undefined : findUnclosedMath(tokens, lines);
    if (unclosed) {
      lines[unclosed.line - 1] += unclosed.closer;
      dropped.push({ line: unclosed.line, message: `${unclosed.opener} is never closed: it would swallow the rest of the page, so it ends on its own line. Close it with ${unclosed.closer.trim()}` });
    } else if (unclosedMath) {
      lines[unclosedMath.close] += '$$';
      dropped.push({ line: unclosedMath.line, code: 'math-error', message: 'This $$ formula is never closed: it would swallow the rest of the page, so it ends with its paragraph. Close it with $$' });
    } else break;
    body = lines.join('\n');
    state = freshState();
    tokens = parser.parse(body, state);
  }
  for (const token of tokens) {
    if (token.type === 'html_block' && endsInsideTag(token.content))
      dropped.push({
        line: (token.map?.[0] ?? 0) + 1,
        message: 'this raw HTML leaves a tag open (its ">" is never written): what follows it on the page is read as part of that tag and not shown. Close the tag',
      });
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
  // Raw HTML the sanitiser cuts down: each tag or attribute it removes is named at its line. The
  // page's own sanitising says whether it removed anything at all; only then is each piece of
  // raw HTML looked at again, for its line (most pages with raw HTML lose nothing).
  const removalsAt = dropped.length;
  const sanitise = hasRawHtml(tokens);
  if (sanitise) state.trusted = { nonce: pageNonce(), html: [], lines: [] };
  const wrapped = sanitise ? renderForSanitiser(parser, tokens, state) : wrapTables(parser.renderer.render(tokens, parser.options, state));
  const sanitised = state.trusted ? sanitizeContentHtmlNoting(wrapped, { externalImages: env.externalImages }) : undefined;
  const restored = sanitised ? restoreTrusted(sanitised.html, state.trusted!) : undefined;
  const html = restored ? restored.html : wrapped;
  if (sanitised?.removedAny) dropped.splice(removalsAt, 0, ...removedMarkupAt(tokens));
  for (const index of restored?.swallowed ?? [])
    dropped.push({
      line: state.trusted!.lines[index],
      message: 'what is written here is inside a quoted attribute that raw HTML above it leaves open, so it is not shown (only the attribute holds it, as text): close the quote',
    });
  for (const index of restored?.lost ?? [])
    dropped.push({
      line: state.trusted!.lines[index],
      message: 'what is written here is not shown: raw HTML above it leaves a tag open to the end of the page, or holds it in an element whose content is dropped: close that tag',
    });
  return { html, headings: state.headings, links: state.links, dropped: dropped.sort((a, b) => a.line - b.line), esm };
}

/** Tables in a wrapper that scrolls them sideways on a narrow screen. */
function wrapTables(html: string): string {
  return html.replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
}

/**
 * The HTML of a page that holds raw HTML, as the sanitiser is given it: the top-level blocks
 * with raw HTML in them as rendered, every other block a placeholder kept out of the sanitiser
 * (as code is: see keepTrusted) and put back after it. markdown-it escapes such a block's text and
 * checks its links, as on a page without raw HTML, which is not sanitised at all; the sanitiser
 * then parses the raw HTML and what it encloses, not the whole page (most pages with raw HTML
 * have a few badges or a <details>: sanitising whole pages was a tenth of a 2,500-page build).
 */
function renderForSanitiser(parser: Parser, tokens: Token[], state: RenderState & NonNullable<Parameters<Parser['renderer']['render']>[2]>): string {
  const trusted = state.trusted!;
  let html = '';
  for (let start = 0; start < tokens.length;) {
    const end = topLevelEnd(tokens, start);
    const block = tokens.slice(start, end);
    if (hasRawHtml(block)) html += wrapTables(parser.renderer.render(block, parser.options, state));
    else {
      // Its code and formulas in place: the block is kept whole.
      state.trusted = undefined;
      let part: string;
      try {
        part = wrapTables(parser.renderer.render(block, parser.options, state));
      } finally {
        state.trusted = trusted;
      }
      html += keepTrusted(state, part, (tokens[start].map?.[0] ?? 0) + 1);
    }
    start = end;
  }
  return html;
}

/** Where the top-level block that starts at `start` ends (the index after its closing token). */
function topLevelEnd(tokens: readonly Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    depth += tokens[i].nesting;
    if (depth <= 0) return i + 1;
  }
  return tokens.length;
}

/** Each piece of raw HTML the sanitiser cuts down, at its line, naming what it removes. */
function removedMarkupAt(tokens: readonly Token[]): RenderedMarkdown['dropped'] {
  const dropped: RenderedMarkdown['dropped'] = [];
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
  return dropped;
}

/**
 * The first `$$` formula that never closes (the math plugin runs it to the end of the page or
 * list item): its line, and the last line of its paragraph, where it should have closed.
 */
function findUnclosedMath(tokens: readonly Token[], lines: readonly string[]): { line: number; close: number } | undefined {
  for (const token of tokens) {
    if (token.type !== 'math_block' || !token.map) continue;
    const [start, end] = token.map;
    const opening = lines[start] ?? '';
    if (opening.slice(opening.indexOf('$$') + 2).includes('$$')) continue; // `$$x$$` on one line
    const last = end - 1;
    if (last > start && last < lines.length && lines[last].includes('$$')) continue;
    let close = start;
    while (close + 1 < Math.min(end, lines.length) && lines[close + 1].trim() !== '') close++;
    return { line: start + 1, close };
  }
  return undefined;
}

/** The first HTML block opened by a raw-text tag that never closes (so it ran to the end of the page). */
function findUnclosedRawBlock(tokens: readonly Token[]): { opener: string; closer: string; line: number } | undefined {
  for (const token of tokens) {
    if (token.type !== 'html_block') continue;
    const line = (token.map?.[0] ?? 0) + 1;
    // A comment runs to its `-->` too (and the sanitiser drops it whole, with all it swallowed).
    if (/^\s*<!--/.test(token.content) && !token.content.includes('-->')) return { opener: 'The comment <!--', closer: ' -->', line };
    const tag = /^\s*<(script|style|textarea|pre)(?=[\s>]|$)/i.exec(token.content)?.[1].toLowerCase();
    if (tag && !new RegExp(`</${tag}>`, 'i').test(token.content)) return { opener: `<${tag}>`, closer: `</${tag}>`, line };
  }
  return undefined;
}

/**
 * Whether raw HTML ends inside a tag (`<div title="x`, its `>` never written): the sanitiser, like
 * a browser, reads what follows as part of that tag, up to a `>` (or a quote) of the page's own
 * markup, and the text between is not shown. Quoted values are skipped (a `>` in one ends nothing).
 */
function endsInsideTag(html: string): boolean {
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    if (!/[A-Za-z/]/.test(html[at + 1] ?? '')) continue;
    let quote = '';
    let afterEquals = false;
    let end = at + 1;
    for (; end < html.length; end++) {
      const char = html[end];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '>') break;
      else if (afterEquals && (char === '"' || char === "'")) quote = char;
      if (char === '=') afterEquals = true;
      else if (char.trim() !== '') afterEquals = false;
    }
    if (end >= html.length) return true;
    at = end;
  }
  return false;
}

/**
 * markdown-it escapes all text and validates every link URL (no javascript:, vbscript:, file:
 * or non-image data:), and our plugins escape what they emit; only raw HTML written in the
 * markdown can carry markup. So the sanitiser (the slowest step of rendering) runs exactly when
 * the source contains raw HTML, and then over its blocks that hold some (renderForSanitiser).
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
 * The tokens of a markdown text, from the parser the pages are rendered with minus footnotes,
 * math and diagrams (`plain`): what any CommonMark + GFM renderer sees, so raw HTML in a formula
 * is found too (src/markdown/neutralise.ts). No rendering; directive blocks are left as
 * containers (no resolver is given).
 */
export function parseMarkdownTokens(body: string): Token[] {
  const md = parserFor(true);
  return md.parse(body, { headings: [], links: [], slugger: new GithubSlugger() });
}

/**
 * The code blocks (fenced and indented) of a markdown text as parseMarkdownTokens reads them, as
 * [first line, line after the last]: its block stage alone, after the one core rule before it,
 * markdown-it's normalising (so a lone carriage return ends a line, as it does for markdown-it).
 */
export function plainCodeBlocks(body: string): [number, number][] {
  const md = parserFor(true);
  const tokens: Token[] = [];
  const text = /[\r\0]/.test(body) ? body.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD') : body;
  md.block.parse(text, md, { headings: [], links: [], slugger: new GithubSlugger() }, tokens);
  return tokens.flatMap((token) => ((token.type === 'fence' || token.type === 'code_block') && token.map ? [[token.map[0], token.map[1]] as [number, number]] : []));
}

/** Whether a markdown text has top-level ES import/export statements, read as renderMarkdown reads them (so it is MDX). */
export function hasEsmStatements(body: string): boolean {
  // Most pages have no line starting with either word: no parse for them.
  if (!MAY_HAVE_ESM.test(body)) return false;
  return hasEsmParagraph(parserFor().parse(body, { headings: [], links: [], slugger: new GithubSlugger() }));
}

/** Inline markdown (a spec summary, a sidebar label) → sanitised HTML without a wrapping <p>. */
export function renderMarkdownInline(text: string): string {
  const parser = parserFor(true);
  const env = {};
  const tokens = parser.parseInline(text, env);
  const html = parser.renderer.render(tokens, parser.options, env);
  return hasRawHtml(tokens) ? sanitizeContentHtml(html) : html;
}

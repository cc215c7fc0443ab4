// The markdown outputs (`.md` twins, api.md, llms.txt, llms-full.txt) are markdown, not HTML, but
// readers paste them into tools that render them. Raw HTML in them comes from untrusted pages and
// spec descriptions, so any that could act (scripts, styles, frames, forms, event handlers,
// javascript: URLs) is passed through the content sanitiser, and markdown links to javascript: or
// data: get a scheme no reader runs (`unsafe-javascript:`); harmless HTML and all code (fenced,
// indented or inline) are left exactly as written.
import { parseMarkdownTokens, plainCodeBlocks, type Token } from './render-markdown.js';
import { sanitizeContentHtml } from './sanitize.js';
import { LineIndex } from '../util/line-index.js';

const ACTIVE_HTML_SOURCE = String.raw`<\s*\/?\s*(script|style|iframe|frame|object|embed|form|meta|link|base|svg|math|template)\b|\son[a-z]+\s*=|(javascript|vbscript)\s*:|data\s*:\s*text\/html`;
const ACTIVE_HTML = new RegExp(ACTIVE_HTML_SOURCE, 'i');
const ACTIVE_HTML_GLOBAL = new RegExp(ACTIVE_HTML_SOURCE, 'gi');

/** What starts a line inside a blockquote or list item: markdown-it's inline text has none of it. */
const LINE_MARKERS = /\n[ \t>]*/g;
const QUOTED_LINE = /\n[ \t]*>/;

/** Text that starts like an HTML tag (`<` right before a name, as browsers read one), to its `>`. */
const TAG_LIKE = /<\/?[a-z][a-z0-9-]*(?:[\s/][^<>]*)?>?/gi;

const UNSAFE_LINK_SOURCE = String.raw`\]\(\s*<?\s*((?:java|vb)script|data(?!:image\/(?:png|gif|jpe?g|webp|avif)[;,]))\s*:`;
const UNSAFE_LINK = new RegExp(UNSAFE_LINK_SOURCE, 'i');
const UNSAFE_LINK_GLOBAL = new RegExp(UNSAFE_LINK_SOURCE, 'gi');

/** `markdown` with every piece of active raw HTML sanitised (see the top of this file). */
export function neutraliseMarkdown(markdown: string): string {
  // Nothing that could act anywhere in the text, or only in code (most pages, raw HTML or not,
  // and those that show a <script> in a code block): no parse needed, since every replacement
  // below is made in HTML or inline markdown where one of these matches.
  if (nothingActiveOutsideCode(markdown)) return markdown;
  const tokens = parseMarkdownTokens(markdown);
  const lines = markdown.split('\n');
  const replaced = new Set<number>();
  // Block tokens come as one flat list; a table cell's inline token has no line map of its own,
  // so it takes that of the row it is in (the last block token with one).
  let lastMap: [number, number] | undefined;
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.map) lastMap = token.map;
      if (token.type === 'html_block' && token.map && ACTIVE_HTML.test(token.content)) {
        const [start, end] = token.map;
        lines[start] = sanitizeContentHtml(token.content).trimEnd();
        for (let line = start + 1; line < end; line++) replaced.add(line);
      } else if (token.type === 'inline' && lastMap && token.children) {
        const [start, end] = token.map ?? lastMap;
        // The token's lines as one text: raw HTML inside it may run over several of them.
        const before = lines.slice(start, end).join('\n');
        let text = before;
        // A markdown link to javascript: (markdown-it leaves it as text, a laxer renderer might not).
        if (UNSAFE_LINK.test(token.content)) text = text.replace(UNSAFE_LINK_GLOBAL, '](unsafe-$1:');
        const active = new Set<string>();
        const tagLike = new Set<string>();
        for (const child of token.children) {
          if (child.type === 'html_inline' && ACTIVE_HTML.test(child.content)) active.add(child.content);
          // What markdown-it reads as text a laxer renderer may read as a tag (`<svg onload=alert('x')>`,
          // whose quote CommonMark does not allow unquoted): its `<` is written as `&lt;`, shown the same.
          else if (child.type === 'text') for (const tag of child.content.match(TAG_LIKE) ?? []) if (ACTIVE_HTML.test(tag)) tagLike.add(tag);
        }
        for (const html of active) text = text.replace(asWritten(html), () => sanitizeContentHtml(html));
        for (const tag of tagLike) text = text.replace(asWritten(tag), () => `&lt;${tag.slice(1)}`);
        if (text === before) continue;
        lines[start] = text;
        for (let line = start + 1; line < end; line++) replaced.add(line);
      }
      if (token.children && token.type !== 'inline') visit(token.children);
    }
  };
  visit(tokens);
  return lines.filter((_, index) => !replaced.has(index)).join('\n');
}

/**
 * Whether every match of ACTIVE_HTML or UNSAFE_LINK is inside a code block (fenced or indented),
 * as the parse below reads them; read with the blockquote markers and indents that start lines
 * taken out, as the parse's inline text has them (`javascript` and `:` on two quoted lines).
 */
function nothingActiveOutsideCode(markdown: string): boolean {
  // Only a `>` that starts a line can part a match that `\s*` would not span.
  const text = QUOTED_LINE.test(markdown) ? markdown.replace(LINE_MARKERS, '\n') : markdown;
  if (!ACTIVE_HTML.test(text) && !UNSAFE_LINK.test(text)) return true;
  // Its lines are the text's lines (split at \n) only without a carriage return or NUL: else, parsed.
  if (/[\r\0]/.test(markdown)) return false;
  const blocks = plainCodeBlocks(markdown);
  if (blocks.length === 0) return false;
  // The markers taken out keep every line break: a line of `text` is that line of `markdown`.
  const lines = new LineIndex(text);
  const lineOf = (offset: number) => lines.position(offset).line - 1;
  const inOneBlock = (first: number, last: number) => blocks.some(([start, end]) => start <= first && last < end);
  for (const pattern of [ACTIVE_HTML_GLOBAL, UNSAFE_LINK_GLOBAL]) {
    for (const match of text.matchAll(pattern)) {
      if (!inOneBlock(lineOf(match.index), lineOf(match.index + Math.max(match[0].length - 1, 0)))) return false;
    }
  }
  return true;
}

/** Every place `html` is written in the source: its line breaks may be followed by a blockquote's `>` or a list's indent. */
function asWritten(html: string): RegExp {
  return new RegExp(html.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\n/g, '\\n[ \\t>]*'), 'g');
}

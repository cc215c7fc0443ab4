// The markdown outputs (`.md` twins, api.md, llms.txt, llms-full.txt) are markdown, not HTML, but
// readers paste them into tools that render them. Raw HTML in them comes from untrusted pages and
// spec descriptions, so any that could act (scripts, styles, frames, forms, event handlers,
// javascript: URLs) is passed through the content sanitiser, and markdown links to javascript: or
// data: get a scheme no reader runs (`unsafe-javascript:`); harmless HTML and all code (fenced,
// indented or inline) are left exactly as written.
import { parseMarkdownTokens, type Token } from './render-markdown.js';
import { sanitizeContentHtml } from './sanitize.js';

const ACTIVE_HTML = /<\s*\/?\s*(script|style|iframe|frame|object|embed|form|meta|link|base|svg|math|template)\b|\son[a-z]+\s*=|(javascript|vbscript)\s*:|data\s*:\s*text\/html/i;

const UNSAFE_LINK_SOURCE = String.raw`\]\(\s*<?\s*((?:java|vb)script|data(?!:image\/(?:png|gif|jpe?g|webp|avif)[;,]))\s*:`;
const UNSAFE_LINK = new RegExp(UNSAFE_LINK_SOURCE, 'i');
const UNSAFE_LINK_GLOBAL = new RegExp(UNSAFE_LINK_SOURCE, 'gi');

/** `markdown` with every piece of active raw HTML sanitised (see the top of this file). */
export function neutraliseMarkdown(markdown: string): string {
  // Nothing that could act anywhere in the text (most pages, raw HTML or not): no parse needed,
  // since every replacement below is made where one of these matches.
  if (!ACTIVE_HTML.test(markdown) && !UNSAFE_LINK.test(markdown)) return markdown;
  const tokens = parseMarkdownTokens(markdown);
  const lines = markdown.split('\n');
  const replaced = new Set<number>();
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'html_block' && token.map && ACTIVE_HTML.test(token.content)) {
        const [start, end] = token.map;
        lines[start] = sanitizeContentHtml(token.content).trimEnd();
        for (let line = start + 1; line < end; line++) replaced.add(line);
      } else if (token.type === 'inline' && token.map && token.children) {
        // A markdown link to javascript: (markdown-it leaves it as text, a laxer renderer might not).
        if (UNSAFE_LINK.test(token.content)) {
          for (let line = token.map[0]; line < token.map[1]; line++) lines[line] = lines[line].replace(UNSAFE_LINK_GLOBAL, '](unsafe-$1:');
        }
        for (const child of token.children) {
          if (child.type !== 'html_inline' || !ACTIVE_HTML.test(child.content)) continue;
          const [start, end] = token.map;
          for (let line = start; line < end; line++) lines[line] = lines[line].split(child.content).join(sanitizeContentHtml(child.content));
        }
      }
      if (token.children && token.type !== 'inline') visit(token.children);
    }
  };
  visit(tokens);
  return lines.filter((_, index) => !replaced.has(index)).join('\n');
}

// Fenced code blocks as Docusaurus writes them: ```js title="app.js" {1,3-5} showLineNumbers,
// and `// highlight-next-line`, `// highlight-start` … `// highlight-end` comments (which are left
// out of the shown code). A block with none of these renders as a plain <pre><code>.
import { escapeHtml } from '../shared/escape-html.js';
import { highlightCode } from './highlight.js';

export interface CodeBlockMeta {
  language?: string;
  title?: string;
  /** 1-based line ranges to highlight, as written (`{1,3-5}` → [1, 1], [3, 5]); see highlightedLines. */
  ranges: [number, number][];
  lineNumbers: boolean;
}

/** `js title="app.js" {1,3-5} showLineNumbers` → its parts. */
export function parseFenceInfo(info: string): CodeBlockMeta {
  const language = /^\S+/.exec(info.trim())?.[0];
  const rest = language ? info.trim().slice(language.length) : info;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest);
  const ranges: [number, number][] = [];
  const written = /\{([\d,\s-]+)\}/.exec(rest)?.[1] ?? '';
  for (const part of written.split(',')) {
    const [from, to] = part.split('-').map((n) => Number(n.trim()));
    if (!Number.isInteger(from) || from < 1) continue;
    ranges.push([from, Number.isInteger(to) && to >= from ? to : from]);
  }
  return { language: language?.startsWith('{') ? undefined : language, title: title ? (title[1] ?? title[2] ?? title[3]) : undefined, ranges, lineNumbers: /\bshowLineNumbers\b/.test(rest) };
}

/**
 * Which of `count` lines are highlighted (index = 1-based line), in time linear in the ranges and
 * the lines: each range marks where it starts and ends, clamped to the code, and one pass adds them
 * up. Marking each line of each range took minutes for 100,000 ranges of `1-99999999`.
 */
export function highlightedLines(ranges: readonly [number, number][], count: number): Uint8Array {
  const depth = new Int32Array(count + 2);
  for (const [from, to] of ranges) {
    if (from > count) continue;
    depth[from]++;
    depth[Math.min(to, count) + 1]--;
  }
  const lines = new Uint8Array(count + 1);
  for (let line = 1, open = 0; line <= count; line++) {
    open += depth[line];
    lines[line] = open > 0 ? 1 : 0;
  }
  return lines;
}

const MAGIC = /^\s*(?:\/\/|#|--|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** The code without its highlight comments, and the lines those comments mark (1-based, in the result). */
export function applyMagicComments(code: string): { code: string; lines: Set<number> } {
  const lines = new Set<number>();
  const out: string[] = [];
  let next = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      out.push(line);
      if (next || inRange) lines.add(out.length);
      next = false;
    }
  }
  return { code: out.join('\n'), lines };
}

/** The whole block's HTML, or undefined when it has nothing beyond language (the plain renderer applies). */
export function renderCodeBlock(code: string, info: string): string | undefined {
  const meta = parseFenceInfo(info);
  const magic = applyMagicComments(code);
  if (!meta.title && !meta.lineNumbers && meta.ranges.length === 0 && magic.lines.size === 0) return undefined;
  const source = magic.code.endsWith('\n') ? magic.code.slice(0, -1) : magic.code;
  const split = splitHighlightedLines(highlightCode(source, meta.language));
  const highlighted = highlightedLines(meta.ranges, split.length);
  for (const line of magic.lines) if (line <= split.length) highlighted[line] = 1;
  const lines = split.map((html, i) => `<span class="code-line${highlighted[i + 1] ? ' code-line-highlighted' : ''}">${html}\n</span>`);
  const languageClass = meta.language ? ` class="language-${escapeHtml(meta.language)}"` : '';
  const title = meta.title ? `<div class="md-code-title">${escapeHtml(meta.title)}</div>` : '';
  return `<div class="md-code${meta.lineNumbers ? ' md-code-numbered' : ''}">${title}<pre><code${languageClass}>${lines.join('')}</code></pre></div>\n`;
}

/**
 * Highlighted HTML cut into lines: a token that spans lines (a comment, a template string) is
 * closed at each line end and opened again on the next, so every line is well-formed.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const tag = /<(\/?)span([^>]*)>|\n/g;
  let last = 0;
  for (const match of html.matchAll(tag)) {
    current += html.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[0] === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else if (match[1]) {
      open.pop();
      current += match[0];
    } else {
      open.push(match[0]);
      current += match[0];
    }
  }
  lines.push(current + html.slice(last));
  return lines;
}

// Inline link and image destinations `[text](destination "title")` of a markdown text, found
// without a full parse and rewritten in place: the markdown outputs (`.md` twins, llms-full.txt)
// rewrite them, and the output link check reads them, through this one scanner. Code is left
// alone: fenced and indented blocks and code spans (a link shown in code is no link). Destinations are read as
// CommonMark reads them: `<…>` (spaces allowed), or a run without spaces whose parentheses balance
// (`](Merge_(x).md)`), so neither a `)` inside one nor a title cuts it short.
import { posix, sep } from 'node:path';
import { splitLink } from '../shared/routes.js';
import { hasScheme } from '../shared/url-schemes.js';
import { codeBlockLines } from './code-lines.js';
import { CODE_SPAN } from './fences.js';
import { rewriteHtmlImages } from './html-images.js';

/**
 * A relative link or image path written in a partial (`fromDir`), as the page that includes it
 * (`toDir`) must write it: Docusaurus resolves a partial's links from the partial's own folder.
 * Links from the site root, to an anchor or to another site are as written.
 */
export function rebasedLink(href: string, fromDir: string, toDir: string): string {
  if (fromDir === toDir || href === '' || href.startsWith('/') || href.startsWith('#') || href.startsWith('//') || hasScheme(href)) return href;
  const [path, rest] = splitLink(href);
  if (path === '') return href;
  const moved = posix.relative(toDir.split(sep).join('/'), posix.join(fromDir.split(sep).join('/'), path));
  return `${moved.startsWith('.') ? moved : `./${moved}`}${path.endsWith('/') && !moved.endsWith('/') ? '/' : ''}${rest}`;
}

/**
 * A destination written in place of another that leaves every other link and code span of the
 * text as it was: one line, no backtick, bracket, backslash, quote, pipe or angle bracket, not
 * empty. Then the rewritten text's links are the written destinations, where they were written.
 */
const SETTLED_DESTINATION = /^[^\r\n`[\]\\|<>"']+$/;

/**
 * `markdown` with each link destination (outside code) replaced by `rewrite(destination)`. The
 * text written is kept as the last scan, with its links where they landed (when each written
 * destination is SETTLED_DESTINATION): the markdown outputs read its links next (the link check,
 * llms-full.txt's piece), which would otherwise scan the whole text again.
 */
export function rewriteMarkdownLinks(markdown: string, rewrite: (href: string) => string): string {
  if (!markdown.includes('](')) return markdown;
  let out = '';
  let from = 0;
  const written: FoundLink[] = [];
  let settled = true;
  for (const link of scan(markdown)) {
    const next = rewrite(link.href);
    if (next === link.href) {
      // `out` holds the text up to `from`: what follows it moved by the difference.
      const moved = out.length - from;
      written.push({ ...link, start: link.start + moved, end: link.end + moved });
      continue;
    }
    const angled = link.angled || /[\s()]/.test(next);
    const destination = angled ? `<${next.replace(/[<>]/g, encodeURIComponent)}>` : next;
    out += markdown.slice(from, link.start);
    written.push({ href: angled ? destination.slice(1, -1) : destination, start: out.length, end: out.length + destination.length, angled });
    settled &&= SETTLED_DESTINATION.test(next);
    out += destination;
    from = link.end;
  }
  if (from === 0) return markdown;
  const text = out + markdown.slice(from);
  if (settled) lastScan = { markdown: text, links: written };
  return text;
}

/**
 * `markdown` with each raw HTML `<img src>` value (outside code) replaced by `rewrite(src)`: the
 * page's HTML resolved them like markdown images (src/markdown/render-markdown.ts), so the
 * markdown outputs rewrite them with the same lookup as the image destinations.
 */
export function rewriteMarkdownHtmlImages(markdown: string, rewrite: (src: string) => string): string {
  if (!/<img\b/i.test(markdown)) return markdown;
  let out = '';
  let from = 0;
  for (const [start, end] of proseRanges(markdown)) {
    out += markdown.slice(from, start) + rewriteHtmlImages(markdown.slice(start, end), rewrite).html;
    from = end;
  }
  return out + markdown.slice(from);
}

/** Every link destination of `markdown` outside code, in order. */
export function markdownLinkTargets(markdown: string): string[] {
  return markdown.includes('](') ? scan(markdown).map((link) => link.href) : [];
}

interface FoundLink {
  href: string;
  /** Where the destination (with its angle brackets) starts and ends. */
  start: number;
  end: number;
  angled: boolean;
}

/**
 * The last text scanned, or written by rewriteMarkdownLinks, and its links: a .md twin is written
 * with its site links rewritten, then read for the link check and for its llms-full.txt text.
 */
let lastScan: { markdown: string; links: FoundLink[] } | undefined;

function scan(markdown: string): FoundLink[] {
  if (lastScan?.markdown === markdown) return lastScan.links;
  const links: FoundLink[] = [];
  for (const [from, to] of proseRanges(markdown)) {
    for (let at = markdown.indexOf('](', from); at !== -1 && at < to; at = markdown.indexOf('](', at + 2)) {
      // `\](` is a bracket written as text (a regular expression in a description: `\[a-z\](…)`), closing no link.
      if (escaped(markdown, at)) continue;
      const link = destination(markdown, at + 2, to);
      if (link) links.push(link);
    }
  }
  lastScan = { markdown, links };
  return links;
}

/** Whether the character at `at` follows an odd run of backslashes (CommonMark's backslash escape). */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (at - slashes - 1 >= 0 && text[at - slashes - 1] === '\\') slashes++;
  return slashes % 2 === 1;
}

/** The parts of `markdown` outside code blocks and code spans, as [start, end) offsets. */
function proseRanges(markdown: string): [number, number][] {
  // Neither fences, indented lines nor code spans: all of it is prose.
  if (!markdown.includes('`') && !markdown.includes('~~~') && !/\n(?: {4}|\t)/.test(markdown)) return [[0, markdown.length]];
  const lines = markdown.split('\n');
  const lineStart: number[] = [];
  for (let i = 0, offset = 0; i < lines.length; offset += lines[i].length + 1, i++) lineStart.push(offset);
  const offsetOf = (line: number) => (line < lines.length ? lineStart[line] : markdown.length);
  // Outside code blocks first…
  const blocks: [number, number][] = [];
  let previous = 0;
  for (const [first, after] of codeBlockLines(markdown, lines)) {
    blocks.push([offsetOf(previous), offsetOf(first)]);
    previous = after;
  }
  blocks.push([offsetOf(previous), markdown.length]);
  // …then around code spans.
  const ranges: [number, number][] = [];
  for (const [start, end] of blocks) {
    if (start >= end) continue;
    const text = markdown.slice(start, end);
    if (!text.includes('`')) {
      ranges.push([start, end]);
      continue;
    }
    let last = 0;
    for (const span of text.matchAll(CODE_SPAN)) {
      ranges.push([start + last, start + span.index]);
      last = span.index + span[0].length;
    }
    ranges.push([start + last, end]);
  }
  return ranges;
}

/** The destination starting at `at` (just after `](`), if a well-formed one closes before `limit`. */
function destination(text: string, at: number, limit: number): FoundLink | undefined {
  let i = at;
  while (i < limit && (text[i] === ' ' || text[i] === '\t')) i++;
  if (text[i] === '<') {
    const close = text.indexOf('>', i + 1);
    if (close === -1 || close >= limit || /[\n<]/.test(text.slice(i + 1, close))) return undefined;
    if (!closesLink(text, close + 1, limit)) return undefined;
    return { href: text.slice(i + 1, close), start: i, end: close + 1, angled: true };
  }
  let depth = 0;
  let j = i;
  for (; j < limit; j++) {
    const c = text[j];
    if (c === '\\' && j + 1 < limit) {
      j++;
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c === ' ' || c === '\t' || c === '\n') break;
  }
  if (j === i || depth !== 0 || !closesLink(text, j, limit)) return undefined;
  return { href: text.slice(i, j), start: i, end: j, angled: false };
}

/** After a destination: optional spaces and a title in quotes or parentheses, then `)`. */
function closesLink(text: string, at: number, limit: number): boolean {
  let i = at;
  while (i < limit && /\s/.test(text[i])) i++;
  if (text[i] === ')') return true;
  const open = text[i];
  const close = open === '"' ? '"' : open === "'" ? "'" : open === '(' ? ')' : undefined;
  if (!close) return false;
  const end = text.indexOf(close, i + 1);
  if (end === -1 || end >= limit) return false;
  i = end + 1;
  while (i < limit && /\s/.test(text[i])) i++;
  return text[i] === ')';
}

// The lines of a markdown text that are code (fenced and indented blocks), for the text-level
// passes that must leave code alone: the markdown outputs' link rewriting and the output link
// check (src/markdown/markdown-links.ts). Most texts need only the fence scanner (fences.ts); an
// indented code block depends on what surrounds it (a list item's continuation, a paragraph's lazy
// line, a blockquote), so a text with an indented line holding a link is read by markdown-it's
// block parser, the parser the pages are rendered with, rather than by a second set of rules.
import { fencedBlocks } from './fences.js';
import { plainCodeBlocks } from './render-markdown.js';

/** An indented line (4 spaces or a tab, possibly inside a list or quote) that holds a link. */
const INDENTED_LINK = /^(?: {4}|\t)[^\n]*\]\(/gm;

/** Each code block as [first line, line after the last] (0-based), in order. */
export function codeBlockLines(markdown: string, lines: readonly string[]): [number, number][] {
  const fenced = fencedBlocks(lines);
  return indentedLinksOnlyInFences(markdown, lines, fenced) ? fenced : plainCodeBlocks(markdown);
}

/**
 * Whether every indented line holding a link is inside a fenced block that opens and closes at the
 * start of a line: such a block ends any list or quote before it, so no container decides what the
 * lines inside are. (An example's JSON in a generated .md twin holds `](` in indented lines: a
 * megabyte twin need not be parsed whole for them.)
 */
function indentedLinksOnlyInFences(markdown: string, lines: readonly string[], fenced: readonly [number, number][]): boolean {
  INDENTED_LINK.lastIndex = 0;
  let line = 0;
  let lineStart = 0;
  let block = 0;
  for (let match = INDENTED_LINK.exec(markdown); match; match = INDENTED_LINK.exec(markdown)) {
    // The match's line: count the line breaks since the last one (matches come in order).
    for (let next = markdown.indexOf('\n', lineStart); next !== -1 && next < match.index; next = markdown.indexOf('\n', lineStart)) {
      line++;
      lineStart = next + 1;
    }
    while (block < fenced.length && fenced[block][1] <= line) block++;
    const inside = block < fenced.length && fenced[block][0] < line;
    if (!inside || !wholeFence(lines, fenced[block])) return false;
  }
  return true;
}

/** A fenced block whose opening and closing lines start with the fence (no indent), the closing one present. */
function wholeFence(lines: readonly string[], [first, after]: readonly [number, number]): boolean {
  const marker = /^(`{3,}|~{3,})/.exec(lines[first])?.[1];
  const close = after - 1 > first ? lines[after - 1].trimEnd() : undefined;
  return marker !== undefined && close !== undefined && close.length >= marker.length && close === close[0].repeat(close.length) && close[0] === marker[0];
}

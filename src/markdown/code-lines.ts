// The lines of a markdown text that are code (fenced and indented blocks), for the text-level
// passes that must leave code alone: the markdown outputs' link rewriting and the output link
// check (src/markdown/markdown-links.ts). Most texts need only the fence scanner (fences.ts); an
// indented code block depends on what surrounds it (a list item's continuation, a paragraph's lazy
// line, a blockquote), so a text with an indented line holding a link is read by markdown-it's
// block parser, the parser the pages are rendered with, rather than by a second set of rules.
import MarkdownIt from 'markdown-it';
import { fencedBlocks } from './fences.js';

/** An indented line (4 spaces or a tab, possibly inside a list or quote) that holds a link. */
const INDENTED_LINK = /^(?: {4}|\t)[^\n]*\]\(/m;

let blockParser: InstanceType<typeof MarkdownIt> | undefined;

/** Each code block as [first line, line after the last] (0-based), in order. */
export function codeBlockLines(markdown: string, lines: readonly string[]): [number, number][] {
  if (!INDENTED_LINK.test(markdown)) return fencedBlocks(lines);
  // Blocks only: inline parsing is what costs, and no inline token is read here.
  blockParser ??= new MarkdownIt('commonmark').disable(['inline', 'text_join']);
  const blocks: [number, number][] = [];
  for (const token of blockParser.parse(markdown, {})) {
    if ((token.type === 'fence' || token.type === 'code_block') && token.map) blocks.push([token.map[0], token.map[1]]);
  }
  return blocks;
}

// The lines of a markdown text that are code (fenced and indented blocks), for the text-level
// passes that must leave code alone: the markdown outputs' link rewriting and the output link
// check (src/markdown/markdown-links.ts). Most texts need only the fence scanner (fences.ts); an
// indented code block depends on what surrounds it (a list item's continuation, a paragraph's lazy
// line, a blockquote), so a text with an indented line holding a link is read by markdown-it's
// block parser, the parser the pages are rendered with, rather than by a second set of rules.
import { fencedBlocks } from './fences.js';
import { plainCodeBlocks } from './render-markdown.js';

/** An indented line (4 spaces or a tab, possibly inside a list or quote) that holds a link. */
const INDENTED_LINK = /^(?: {4}|\t)[^\n]*\]\(/m;

/** Each code block as [first line, line after the last] (0-based), in order. */
export function codeBlockLines(markdown: string, lines: readonly string[]): [number, number][] {
  return INDENTED_LINK.test(markdown) ? plainCodeBlocks(markdown) : fencedBlocks(lines);
}

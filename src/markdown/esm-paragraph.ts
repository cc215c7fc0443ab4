// Which paragraphs of a markdown text are ES `import` / `export` statements as MDX reads them:
// one rule, applied to the tokens of the parser the page is rendered with (render-markdown.ts
// reports it for every page it renders, so a `.md` page needs no second parse to know it is MDX).
import type { Token } from './render-markdown.js';

/**
 * A paragraph that is ESM as MDX reads it: `import X from '…'` (over several lines too),
 * `import '…'`, or `export const|let|function|default|{…`. Prose that starts with the word
 * ("import the file first") is none of these.
 */
const ESM_PARAGRAPH = /^(import\s+[\s\S]*?\bfrom\s*['"][^'"\n]+['"]|import\s*['"][^'"\n]+['"]|export\s+(const|let|var|function|async\s+function|class|default|\{|\*))/;

/** Cheap test first: a text without a line starting with either word has no ESM paragraph. */
export const MAY_HAVE_ESM = /^(import|export)\s/m;

/** Whether the tokens have a top-level paragraph that is an ES statement (the text is then MDX). */
export function hasEsmParagraph(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => token.type === 'paragraph_open' && token.level === 0 && ESM_PARAGRAPH.test(tokens[index + 1]?.content ?? ''));
}

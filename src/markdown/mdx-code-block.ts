// Docusaurus's ```` ```mdx-code-block ```` fences: MDX written inside a code fence so that other
// markdown tools show it as code, which Docusaurus unwraps and compiles as part of the page
// (its imports included). specpress does the same: the fence lines are blanked (lines keep their
// numbers for diagnostics), and a `.md` page holding one is MDX.
import { fencedBlocks } from './fences.js';

const OPENING = /^\s{0,3}(?:`{3,}|~{3,})\s*mdx-code-block\s*$/;
const ANY = /^\s{0,3}(?:`{3,}|~{3,})\s*mdx-code-block\s*$/m;

/** Whether a text has an mdx-code-block fence (and so is MDX, whatever its extension). */
export function hasMdxCodeBlock(text: string): boolean {
  return ANY.test(text);
}

/** `lines` with the fence lines of each mdx-code-block blanked, in place; returns `lines`. */
export function unwrapMdxCodeBlocks(lines: string[]): string[] {
  for (const [first, after] of fencedBlocks(lines)) {
    if (!OPENING.test(lines[first])) continue;
    lines[first] = '';
    // An unclosed fence runs to the end (fences.ts): only a closing line is blanked.
    if (after - 1 > first && /^\s{0,3}(`{3,}|~{3,})\s*$/.test(lines[after - 1])) lines[after - 1] = '';
  }
  return lines;
}

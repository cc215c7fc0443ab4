// The ES `import` / `export` lines of an MDX text, found with parser tokens, so code (fenced or
// indented) is never mistaken for MDX. They decide two things: a `.md` file that has them is MDX
// (esm-paragraph.ts) (Docusaurus 3 reads `.md` as MDX, so real docs folders import components in `.md`
// files), and the machine outputs (the `.md` twin, llms-full.txt) leave them out (they mean
// nothing to a reader); JSX stays as written there.
import { unwrapMdxCodeBlocks } from './mdx-code-block.js';
import { parseMarkdownTokens } from './render-markdown.js';

const ES_LINE = /^(import|export)\s/;
/** The text of an MDX page for its machine outputs: its ES statement lines left out. */
export function mdxAsMarkdownText(written: string): string {
  // What an mdx-code-block fence holds is the page's MDX: its imports go, its JSX stays, as elsewhere.
  const body = unwrapMdxCodeBlocks(written.split('\n')).join('\n');
  const lines = body.split('\n');
  for (const token of parseMarkdownTokens(body)) {
    if (token.type !== 'paragraph_open' || !token.map) continue;
    for (let line = token.map[0]; line < token.map[1]; line++) if (ES_LINE.test(lines[line] ?? '')) lines[line] = '';
  }
  return lines.join('\n').replace(/^\n+/, '');
}

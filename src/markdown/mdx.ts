// The ES `import` / `export` lines of an MDX text, found with the page parser's tokens, so code
// (fenced or indented) is never mistaken for MDX. They decide two things: a `.md` file that has
// them is MDX (Docusaurus 3 reads `.md` as MDX, so real docs folders import components in `.md`
// files), and the machine outputs (the `.md` twin, llms-full.txt) leave them out (they mean
// nothing to a reader); JSX stays as written there.
import { parseMarkdownTokens } from './render-markdown.js';

const ES_LINE = /^(import|export)\s/;
/**
 * A paragraph that is ESM as MDX reads it: `import X from '…'` (over several lines too),
 * `import '…'`, or `export const|let|function|default|{…`. Prose that starts with the word
 * ("import the file first") is none of these.
 */
const ESM_PARAGRAPH = /^(import\s+[\s\S]*?\bfrom\s*['"][^'"\n]+['"]|import\s*['"][^'"\n]+['"]|export\s+(const|let|var|function|async\s+function|class|default|\{|\*))/;

export function mdxAsMarkdownText(body: string): string {
  const lines = body.split('\n');
  for (const token of parseMarkdownTokens(body)) {
    if (token.type !== 'paragraph_open' || !token.map) continue;
    for (let line = token.map[0]; line < token.map[1]; line++) if (ES_LINE.test(lines[line] ?? '')) lines[line] = '';
  }
  return lines.join('\n').replace(/^\n+/, '');
}

/** Whether a markdown text has top-level ES import/export statements (so it is MDX, whatever its extension). */
export function hasEsmStatements(body: string): boolean {
  // Most pages have no line starting with either word: no second parse for them.
  if (!/^(import|export)\s/m.test(body)) return false;
  const tokens = parseMarkdownTokens(body);
  return tokens.some((token, index) => token.type === 'paragraph_open' && token.level === 0 && ESM_PARAGRAPH.test(tokens[index + 1]?.content ?? ''));
}

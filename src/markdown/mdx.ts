// The markdown of an `.mdx` page for its machine outputs (the `.md` twin, llms-full.txt): its ES
// `import` / `export` lines are left out (they mean nothing to a reader); JSX stays as written.
// Found with the page parser's tokens, so code (fenced or indented) is never mistaken for MDX.
import { parseMarkdownTokens } from './render-markdown.js';
const ES_LINE = /^(import|export)\s/;

export function mdxAsMarkdownText(body: string): string {
  const lines = body.split('\n');
  for (const token of parseMarkdownTokens(body)) {
    if (token.type !== 'paragraph_open' || !token.map) continue;
    for (let line = token.map[0]; line < token.map[1]; line++) if (ES_LINE.test(lines[line] ?? '')) lines[line] = '';
  }
  return lines.join('\n').replace(/^\n+/, '');
}

// `.mdx` pages, read as markdown until MDX itself is supported: what markdown cannot show is
// reported, never dropped in silence. ES `import` / `export` lines are blanked (line numbers stay)
// with a warning each; a JSX component (`<Tabs>`, `<TabItem …/>`) is a warning that its tags are
// not rendered (the sanitiser keeps the text between them).
import { parseMarkdownTokens } from './render-markdown.js';
const ES_LINE = /^(import|export)\s/;
const COMPONENT = /<([A-Z][A-Za-z0-9.]*)[\s/>]/g;

export interface MdxAsMarkdown {
  body: string;
  /** 1-based body lines, with what was not rendered. */
  dropped: { line: number; message: string }[];
}

/** Read with the page parser's tokens, so code (fenced or indented) is never mistaken for MDX. */
export function mdxAsMarkdown(body: string): MdxAsMarkdown {
  const lines = body.split('\n');
  const dropped: MdxAsMarkdown['dropped'] = [];
  const components = new Set<string>();
  const component = (text: string, from: number, to: number) => {
    for (const match of text.matchAll(COMPONENT)) {
      if (components.has(match[1])) continue;
      components.add(match[1]);
      let line = from;
      while (line < to - 1 && !lines[line]?.includes(`<${match[1]}`)) line++;
      dropped.push({ line: line + 1, message: `The MDX component <${match[1]}> is not rendered yet; the text inside it is shown as it is` });
    }
  };
  for (const token of parseMarkdownTokens(body)) {
    if (!token.map) continue;
    const [from, to] = token.map;
    if (token.type === 'paragraph_open') {
      for (let line = from; line < to; line++) {
        if (!ES_LINE.test(lines[line] ?? '')) continue;
        dropped.push({ line: line + 1, message: `MDX ${lines[line].startsWith('import') ? 'import' : 'export'} is not supported yet; the line is left out: ${lines[line].trim().slice(0, 120)}` });
        lines[line] = '';
      }
    } else if (token.type === 'html_block') {
      component(token.content, from, to);
    } else if (token.type === 'inline') {
      for (const child of token.children ?? []) if (child.type === 'html_inline') component(child.content, from, to);
    }
  }
  return { body: lines.join('\n'), dropped: dropped.sort((a, b) => a.line - b.line) };
}

// `.mdx` pages, read as markdown until MDX itself is supported: what markdown cannot show is
// reported, never dropped in silence. ES `import` / `export` lines are blanked (line numbers stay)
// with a warning each; a JSX component (`<Tabs>`, `<TabItem …/>`) is a warning that its tags are
// not rendered (the sanitiser keeps the text between them).
const FENCE = /^\s*(`{3,}|~{3,})/;
const ES_LINE = /^(import|export)\s/;
const COMPONENT = /<([A-Z][A-Za-z0-9.]*)[\s/>]/g;

export interface MdxAsMarkdown {
  body: string;
  /** 1-based body lines, with what was not rendered. */
  dropped: { line: number; message: string }[];
}

export function mdxAsMarkdown(body: string): MdxAsMarkdown {
  const lines = body.split('\n');
  const dropped: MdxAsMarkdown['dropped'] = [];
  const components = new Set<string>();
  let fence: string | undefined;
  lines.forEach((line, index) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (fence) return;
    if (ES_LINE.test(line)) {
      dropped.push({ line: index + 1, message: `MDX ${line.startsWith('import') ? 'import' : 'export'} is not supported yet; the line is left out: ${line.trim().slice(0, 120)}` });
      lines[index] = '';
      return;
    }
    for (const match of line.matchAll(COMPONENT)) {
      if (components.has(match[1])) continue;
      components.add(match[1]);
      dropped.push({ line: index + 1, message: `The MDX component <${match[1]}> is not rendered yet; the text inside it is shown as it is` });
    }
  });
  return { body: lines.join('\n'), dropped };
}

import { Children, isValidElement, type ReactNode } from 'react';
import { renderCodeBlock } from '../../code-block.js';
import { renderMermaidSource } from '../../diagram.js';
import { highlightCode } from '../../highlight.js';
import { escapeHtml } from '../../../shared/escape-html.js';

export interface CodeBlockProps {
  /** Docusaurus: `language`; MDX's own code blocks pass `className="language-x"`. */
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
  /** Starlight's <Code code="…" lang="js">. */
  code?: string;
  lang?: string;
  /** The rest of a fence's info string (`title="x" {1,3}`), as MDX code blocks carry it. */
  metastring?: string;
  children?: ReactNode;
}

/** Text of the children (code is a string, or a <code> element around one). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A code block, highlighted at build time exactly as a markdown fence with the same info string. */
export function CodeBlock({ language, lang: starlightLang, code: starlightCode, className, title, showLineNumbers, metastring, children }: CodeBlockProps) {
  const lang = language ?? starlightLang ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  const info = [lang, title !== undefined ? `title=${JSON.stringify(title)}` : '', showLineNumbers ? 'showLineNumbers' : '', metastring ?? ''].filter(Boolean).join(' ');
  const code = starlightCode ?? textOf(children);
  // A diagram: its source as text, drawn by the runtime (diagram.ts).
  if (lang === 'mermaid') return <div className="md-code-wrap" dangerouslySetInnerHTML={{ __html: renderMermaidSource(code) }} />;
  const html = renderCodeBlock(code, info) ?? `<pre><code${lang ? ` class="language-${escapeHtml(lang)}"` : ''}>${highlightCode(code.replace(/\n$/, ''), lang || undefined)}</code></pre>`;
  return <div className="md-code-wrap" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** MDX's `pre` around a fenced block: the code element inside carries language and meta. */
export function Pre({ children }: { children?: ReactNode }) {
  const code = Children.toArray(children).find(isValidElement<CodeBlockProps>);
  if (!code) return <pre>{children}</pre>;
  return (
    <CodeBlock className={code.props.className} metastring={code.props.metastring}>
      {code.props.children}
    </CodeBlock>
  );
}

/** Docusaurus's `@theme/Mermaid` (`<Mermaid value={source} />`): the diagram, as a ```mermaid fence gives it. */
export function Mermaid({ value }: { value?: string }) {
  return <CodeBlock language="mermaid">{value ?? ''}</CodeBlock>;
}

// Mermaid diagrams: a ```mermaid fence is published as its source in a <pre class="mermaid">, so
// it reads as text without JavaScript; the runtime's diagrams part draws it (src/client/diagrams-render.ts),
// loading mermaid only on a page that has one.
import { escapeHtml } from '../shared/escape-html.js';

const DIAGRAM_MARKER = '<pre class="mermaid">';

export function renderMermaidSource(code: string): string {
  return `${DIAGRAM_MARKER}${escapeHtml(code.replace(/\n$/, ''))}</pre>\n`;
}

/** Whether a page's HTML has a diagram (and so needs the diagram chunks of the runtime). */
export function hasDiagram(html: string): boolean {
  return html.includes(DIAGRAM_MARKER);
}

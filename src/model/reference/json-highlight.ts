// Example values and sample bodies as highlighted literals, written directly with highlight.js
// classes (the site's highlight.css colours them). Much faster than a general highlighter on big
// examples; every string is HTML-escaped. The text equals JSON.stringify(value, null, 2) (JSON)
// or the Python literal of sample-languages.ts (Python), indented by `pad`.
import { escapeHtml } from '../../markdown/highlight.js';

const span = (cls: string, text: string) => `<span class="hljs-${cls}">${text}</span>`;

export type LiteralStyle = 'json' | 'python';

export function highlightJson(value: unknown, pad = ''): string {
  return highlightLiteral(value, 'json', pad);
}

export function highlightLiteral(value: unknown, style: LiteralStyle, pad = ''): string {
  const step = style === 'json' ? '  ' : '    ';
  const word = (json: string, py: string) => span('literal', style === 'json' ? json : py);
  const walk = (v: unknown, indent: string): string => {
    if (v === null || v === undefined) return word('null', 'None');
    if (typeof v === 'boolean') return v ? word('true', 'True') : word('false', 'False');
    if (typeof v === 'number') return span('number', Number.isFinite(v) ? String(v) : 'null');
    if (typeof v === 'string' || v instanceof Date) return span('string', escapeHtml(JSON.stringify(v)));
    const inner = `${indent}${step}`;
    const trailing = style === 'python' ? ',' : '';
    const sep = style === 'python' ? ',\n' : ',\n';
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      return `[\n${v.map((x) => `${inner}${walk(x, inner)}`).join(sep)}${trailing}\n${indent}]`;
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, x]) => `${inner}${span(style === 'json' ? 'attr' : 'string', escapeHtml(JSON.stringify(k)))}: ${walk(x, inner)}`).join(sep)}${trailing}\n${indent}}`;
  };
  return walk(value, pad);
}

/** The text of highlighted HTML (tags removed, entities decoded), to check a splice. */
export function textOfHtml(html: string): string {
  return html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? _);
}

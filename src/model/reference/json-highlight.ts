// Example values and sample bodies as highlighted literals, written directly with Prism's token
// classes (the site's highlight.css colours them). Much faster than a general highlighter on big
// examples; every string is HTML-escaped. The text is JSON.stringify(value, null, 2) (JSON) or
// the equivalent Python literal (4-space indent, trailing commas), indented by `pad`.
import { escapeHtml } from '../../markdown/highlight.js';
import type { HighlightedCode } from './code-writer.js';

const span = (cls: string, text: string) => `<span class="token ${cls}">${escapeHtml(text)}</span>`;

export type LiteralStyle = 'json' | 'python';

export function highlightJson(value: unknown, pad = ''): string {
  return literalCode(value, 'json', pad).html;
}

/** The literal of `value` in `style`, as text and as highlighted HTML. */
export function literalCode(value: unknown, style: LiteralStyle, pad = ''): HighlightedCode {
  const step = style === 'json' ? '  ' : '    ';
  const trailing = style === 'python' ? ',' : '';
  // Collected and joined once (see code-writer.ts).
  const source: string[] = [];
  const html: string[] = [];
  const plain = (text: string) => {
    source.push(text);
    html.push(text);
  };
  const token = (cls: string, text: string) => {
    source.push(text);
    html.push(span(cls, text));
  };
  const walk = (v: unknown, indent: string): void => {
    if (v === null || v === undefined) return token('boolean', style === 'json' ? 'null' : 'None');
    if (typeof v === 'boolean') return token('boolean', style === 'json' ? String(v) : v ? 'True' : 'False');
    if (typeof v === 'number') return token('number', Number.isFinite(v) ? String(v) : style === 'json' ? 'null' : 'None');
    if (typeof v === 'string' || v instanceof Date) return token('string', JSON.stringify(v));
    const inner = `${indent}${step}`;
    if (Array.isArray(v)) {
      if (v.length === 0) return plain('[]');
      plain('[\n');
      v.forEach((x, i) => {
        if (i > 0) plain(',\n');
        plain(inner);
        walk(x, inner);
      });
      return plain(`${trailing}\n${indent}]`);
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return plain('{}');
    plain('{\n');
    entries.forEach(([k, x], i) => {
      if (i > 0) plain(',\n');
      plain(inner);
      token(style === 'json' ? 'property' : 'string', JSON.stringify(k));
      plain(': ');
      walk(x, inner);
    });
    plain(`${trailing}\n${indent}}`);
  };
  walk(value, pad);
  return { source: source.join(''), html: html.join('') };
}

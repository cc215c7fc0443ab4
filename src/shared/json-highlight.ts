// Example values and sample bodies as highlighted literals, written directly with Prism's token
// classes (the site's highlight.css colours them). Much faster than a general highlighter on big
// examples; every string is HTML-escaped. The text is JSON.stringify(value, null, 2) (JSON) or
// the equivalent Python literal (4-space indent, trailing commas), indented by `pad`. The browser
// runs the same code on JSON examples sent as plain text (src/client/highlighting.ts), so both
// colour them alike.
import { CodeWriter, type HighlightedCode } from './code-writer.js';

export type LiteralStyle = 'json' | 'python';

export function highlightJson(value: unknown, pad = ''): string {
  return literalCode(value, 'json', pad).html;
}

/** The literal of `value` in `style`, as text and as highlighted HTML. */
export function literalCode(value: unknown, style: LiteralStyle, pad = ''): HighlightedCode {
  const step = style === 'json' ? '  ' : '    ';
  const trailing = style === 'python' ? ',' : '';
  const w = new CodeWriter();
  const walk = (v: unknown, indent: string): void => {
    if (v === null || v === undefined) return void w.token('boolean', style === 'json' ? 'null' : 'None');
    if (typeof v === 'boolean') return void w.token('boolean', style === 'json' ? String(v) : v ? 'True' : 'False');
    if (typeof v === 'number') return void w.token('number', Number.isFinite(v) ? String(v) : style === 'json' ? 'null' : 'None');
    if (typeof v === 'string' || v instanceof Date) return void w.string(JSON.stringify(v));
    const inner = `${indent}${step}`;
    if (Array.isArray(v)) {
      if (v.length === 0) return void w.text('[]');
      w.text('[\n').join(v, ',\n', (x) => {
        w.text(inner);
        walk(x, inner);
      });
      return void w.text(`${trailing}\n${indent}]`);
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return void w.text('{}');
    w.text('{\n').join(entries, ',\n', ([k, x]) => {
      w.text(inner)
        .token(style === 'json' ? 'property' : 'string', JSON.stringify(k))
        .text(': ');
      walk(x, inner);
    });
    w.text(`${trailing}\n${indent}}`);
  };
  walk(value, pad);
  return w.done();
}

/**
 * Highlighted HTML for a JSON example's text, as the build would write it; undefined unless the
 * text is exactly what the build writes for its value (JSON.stringify with 2 spaces).
 */
export function highlightJsonText(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const code = literalCode(value, 'json');
  return code.source === text ? code.html : undefined;
}

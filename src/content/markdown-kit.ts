// Small helpers that write markdown (tables, code, links) for generated content.

/** A GFM table; cells are escaped so a `|` or newline in spec text cannot break the row. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), `| ${head.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

function cell(text: string): string {
  return text
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

export function code(text: string): string {
  const ticks = text.includes('`') ? '``' : '`';
  return `${ticks}${text}${ticks}`;
}

export function link(label: string, href: string): string {
  return `[${label.replace(/([[\]])/g, '\\$1')}](${href})`;
}

export function fence(language: string, body: string): string {
  const ticks = body.includes('```') ? '~~~~' : '```';
  return `${ticks}${language}\n${body.replace(/\n$/, '')}\n${ticks}`;
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** First sentence of a description (for one-line table cells). */
export function firstSentence(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(plain);
  return match ? match[1] : plain;
}

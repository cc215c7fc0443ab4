// Small helpers that write markdown (tables, code, links) for generated content.
import { isJsonMedia, isXmlMedia } from '../shared/media-types.js';

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

/** An example as a fenced block: text of a media type that is not JSON (XML, a form) as written, else JSON. */
export function exampleFence(example: { mediaType: string; value: unknown }): string {
  const asText = typeof example.value === 'string' && !isJsonMedia(example.mediaType);
  return asText ? fence(isXmlMedia(example.mediaType) ? 'xml' : 'text', example.value as string) : fence('json', json(example.value));
}

/** First sentence of a description (for one-line table cells). */
export function firstSentence(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const match = /^(.+?[.!?])(\s|$)/.exec(plain);
  return match ? match[1] : plain;
}

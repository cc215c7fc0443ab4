// The Try it console's words, in the page's language: the words the page's Try it data carries
// (its spec island, written only on pages that show Try it) over the English table.
import { TRY_IT_STRINGS_EN } from '../../shared/client-strings/try-it.js';
import { TRY_IT_SPEC_ID, type TryItSpec, type TryItStrings } from '../../shared/try-it-types.js';

/** The island last read and its words: read again when client navigation brings another page's. */
let read: { island: Element | null; strings: Partial<TryItStrings> } | undefined;

function pageStrings(): Partial<TryItStrings> {
  const island = document.getElementById(TRY_IT_SPEC_ID);
  if (read?.island !== island) read = { island, strings: islandStrings(island) };
  return read.strings;
}

function islandStrings(island: Element | null): Partial<TryItStrings> {
  try {
    return (island?.textContent ? (JSON.parse(island.textContent) as TryItSpec).strings : undefined) ?? {};
  } catch {
    return {};
  }
}

/** One of the console's words in the page's language. */
export function tr(key: keyof TryItStrings): string {
  return pageStrings()[key] ?? TRY_IT_STRINGS_EN[key];
}

/** One of its words with `{place}` filled in (split and joined: a value is never read as a pattern). */
export function trFilled(key: Parameters<typeof tr>[0], place: string, value: string): string {
  return tr(key).split(`{${place}}`).join(value);
}

/** One of its words with each `{place}` filled in (a value is inserted as it is, never read as a place). */
export function trWith(key: Parameters<typeof tr>[0], values: Record<string, string | number>): string {
  return tr(key).replace(/\{(\w+)\}/g, (place, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : place));
}

/** A number as the page's language writes it (20,000 in English, 20 000 in French). */
export function pageNumber(value: number): string {
  return value.toLocaleString(document.documentElement.lang || 'en');
}

// The Try it console's words, in the page's language (its site data's strings over the English table).
import { TRY_IT_STRINGS_EN } from '../../shared/client-strings/try-it.js';
import { translator } from '../strings.js';

export const tr = /* @__PURE__ */ translator(TRY_IT_STRINGS_EN);

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

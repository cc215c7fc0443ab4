// The words the runtime shows, in the page's language: a page whose locale is not English carries
// its words in its site data (src/render/site-data.ts). The base runtime puts them over its English
// table once, at start (index.ts), and hands them to the search chunk; the reference part, a bundle
// of its own, puts them over its copy (`localise`) and looks its own words up through `translator`.
import type { ClientStringKey, ClientStrings } from '../shared/client-strings.js';
import { RUNTIME_STRINGS_EN } from '../shared/client-strings/runtime.js';
import { readSiteData } from './site-data.js';

/** The base runtime's words: English until the page's are put over them. */
export const LABELS: Record<keyof typeof RUNTIME_STRINGS_EN, string> & Partial<ClientStrings> = RUNTIME_STRINGS_EN;

/** The page's words over this bundle's copy of the runtime's (every key the page has: the search chunk takes them from there). */
export function localise(strings: Partial<ClientStrings> | undefined): void {
  Object.assign(LABELS, strings);
}

/** A lookup in the page's words over an English table, for a bundle that does not share the runtime's modules. */
export function translator<K extends ClientStringKey>(english: Record<K, string>): (key: K) => string {
  let own: Partial<ClientStrings> | undefined;
  return (key) => (own ??= readSiteData()?.strings ?? {})[key] ?? english[key];
}

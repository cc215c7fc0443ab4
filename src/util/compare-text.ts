// Orderings for sorting that do not depend on the machine. String.prototype.localeCompare uses
// ICU collation: its order may differ between ICU versions and locales (builds must be
// byte-identical everywhere), and its first call sets up a collator, about 13 ms of a cold build.

/** By UTF-16 code units: the order of JavaScript's `<`. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Alphabetical for people: case-insensitive first, by code units to break ties. */
export function compareTitles(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);
}

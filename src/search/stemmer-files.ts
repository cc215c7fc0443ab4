// A seam the build fills in: a language's stemmer (but English's), loaded the first time a site
// with a locale in that language indexes. bin/build.mjs replaces this module's contents in the
// Node bundles with a `require` of dist/stemmers/<language>.cjs, a small file of its own, so the
// CLI's bundle holds none of them and an English-only build loads none. Run from src (tests), it
// requires @orama/stemmers' own CommonJS entry point.
import { createRequire } from 'node:module';
import type { StemLanguage } from '../shared/search-stems.js';

const requireHere = createRequire(import.meta.url);

/** `language`'s stemmer, loaded now (the caller keeps it; English's is bundled, not loaded here). */
export function loadStemmer(language: StemLanguage): (word: string) => string {
  return (requireHere(`@orama/stemmers/${language}`) as { stemmer: (word: string) => string }).stemmer;
}

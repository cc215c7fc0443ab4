// Stemming of the search's words: "configuring" and "Configure" are one term. The build stems the
// terms of an index (src/search/index-pieces.ts) and the browser the query's words
// (src/client/search/pieces.ts) with the same stemmer, which the index's manifest names. The
// stemmers are @orama/stemmers' (Snowball and Porter ports); English only for now (0.8 KB gzip in the
// search chunk, which loads when a reader opens search): another language's stemmer would be a
// chunk of its own that the runtime publishes to every site (bench/README.md, "Search: stems, typos in the first letters, names").
import { stemmer as english } from '@orama/stemmers/english';

/** The languages whose words are stemmed (a key of the manifest's `stem`). */
export type StemLanguage = 'english';

const STEMMERS: Record<StemLanguage, (word: string) => string> = { english };

/** The stemmer for a page language (`<html lang>`), if there is one. */
export function stemLanguage(lang: string): StemLanguage | undefined {
  return lang.toLowerCase().split('-')[0] === 'en' ? 'english' : undefined;
}

/** A term's stem in `language` (the term as it is without one). */
export function stemmer(language: StemLanguage | undefined): (term: string) => string {
  if (!language) return (term) => term;
  const stem = STEMMERS[language];
  // Only words of letters: a number, an identifier with digits ("v2", "oauth2") is kept whole.
  return (term) => (/^\p{L}+$/u.test(term) ? stem(term) : term);
}

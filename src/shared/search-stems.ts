// Stemming of the search's words: "configuring" and "Configure" are one term, as are "déployer"
// and "déploiement". The build stems the terms of an index (src/search/index-pieces.ts, with
// src/search/stemmers.ts) and the browser the query's words (src/client/search/pieces.ts) with the
// same stemmer, which the index's manifest names. The stemmers are @orama/stemmers' (Snowball and
// Porter ports). English's is in the search chunk (0.8 KB gzip); every other language's is a chunk
// of its own (bin/build.mjs), published only by a site with a locale in that language and loaded
// only by that locale's search (bench/README.md, "Search: stemming beyond English").
import { stemmer as english } from '@orama/stemmers/english';

/**
 * A page language's primary subtag (`<html lang>`, lower case) → the @orama/stemmers language that
 * stems it (its entry point's name). Chinese, Japanese and Korean are cut into words instead
 * (word-segments.ts), and have no stemmer; nor have Hebrew, Persian, Polish, Vietnamese.
 * (@orama/stemmers' Sanskrit strips Latin transliteration's endings only: left out.)
 */
export const STEM_LANGUAGES = {
  ar: 'arabic',
  bg: 'bulgarian',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'indian',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  uk: 'ukrainian',
} as const;

/** The languages whose words are stemmed (a key of the manifest's `stem`). */
export type StemLanguage = (typeof STEM_LANGUAGES)[keyof typeof STEM_LANGUAGES];

/** The stemmer for a page language (`<html lang>`), if there is one. */
export function stemLanguage(lang: string): StemLanguage | undefined {
  const primary = lang.toLowerCase().split('-')[0];
  return Object.prototype.hasOwnProperty.call(STEM_LANGUAGES, primary) ? STEM_LANGUAGES[primary as keyof typeof STEM_LANGUAGES] : undefined;
}

/** A word → its stem, as a language's stemmer module exports it (`stemmer`). */
export type StemWord = (word: string) => string;

/** English's, which the search chunk holds (every other language's is a chunk of its own). */
export const englishStem: StemWord = english;

/** A term's stem by `stem` (the term as it is without one). */
export function stemmer(stem: StemWord | undefined): (term: string) => string {
  if (!stem) return (term) => term;
  // Only words of letters: a number, an identifier with digits ("v2", "oauth2") is kept whole.
  return (term) => (/^\p{L}+$/u.test(term) ? stem(term) : term);
}

// The build's stemmers (shared/search-stems.ts names them): an index's terms are stemmed here, in
// the build's process or its indexer thread, and the query's words in the browser by the same
// module, which bin/build.mjs makes a chunk of its own (English's is in the search chunk). On the
// Node side English's is bundled and every other language's is loaded the first time a locale in
// it is indexed (stemmer-files.ts), so a build loads only its own locales' stemmers.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer, type StemLanguage } from '../shared/search-stems.js';
import { loadStemmer } from './stemmer-files.js';

const loaded = new Map<StemLanguage, (word: string) => string>([['english', english]]);

function languageStemmer(language: StemLanguage): (word: string) => string {
  let stem = loaded.get(language);
  if (!stem) {
    stem = loadStemmer(language);
    loaded.set(language, stem);
  }
  return stem;
}

/** A term's stem in `language` (the term as it is without one). */
export function termStemmer(language: StemLanguage | undefined): (term: string) => string {
  return stemmer(language && languageStemmer(language));
}

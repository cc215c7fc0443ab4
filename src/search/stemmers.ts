// The build's stemmers, every language's (shared/search-stems.ts names them): an index's terms are
// stemmed here, in the build's process or its indexer thread, and the query's words in the browser
// by the same module, which bin/build.mjs makes a chunk of its own (English's is in the search chunk).
import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as armenian } from '@orama/stemmers/armenian';
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian';
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as indian } from '@orama/stemmers/indian';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as irish } from '@orama/stemmers/irish';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian';
import { stemmer as nepali } from '@orama/stemmers/nepali';
import { stemmer as norwegian } from '@orama/stemmers/norwegian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as serbian } from '@orama/stemmers/serbian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import { stemmer as tamil } from '@orama/stemmers/tamil';
import { stemmer as turkish } from '@orama/stemmers/turkish';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';
import { stemmer, type StemLanguage } from '../shared/search-stems.js';

const STEMMERS: Record<StemLanguage, (word: string) => string> = {
  arabic,
  armenian,
  bulgarian,
  danish,
  dutch,
  english,
  finnish,
  french,
  german,
  greek,
  hungarian,
  indian,
  indonesian,
  irish,
  italian,
  lithuanian,
  nepali,
  norwegian,
  portuguese,
  romanian,
  russian,
  serbian,
  spanish,
  swedish,
  tamil,
  turkish,
  ukrainian,
};

/** A term's stem in `language` (the term as it is without one). */
export function termStemmer(language: StemLanguage | undefined): (term: string) => string {
  return stemmer(language && STEMMERS[language]);
}

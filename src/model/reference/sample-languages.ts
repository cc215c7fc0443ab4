// The code-sample languages of a site: the built-in generators (src/shared/samples/) it chose.
import { LANGUAGES_BY_ID, type LanguageGenerator, type SampleLanguageId } from '../../shared/samples/languages.js';
import { DEFAULT_SAMPLE_LANGUAGES } from '../../config/sample-languages.js';

export type { LanguageGenerator } from '../../shared/samples/languages.js';

/** The generators of the languages a site chose, in its order. */
export function sampleLanguages(ids: readonly SampleLanguageId[] = DEFAULT_SAMPLE_LANGUAGES): LanguageGenerator[] {
  return ids.map((id) => LANGUAGES_BY_ID[id]);
}

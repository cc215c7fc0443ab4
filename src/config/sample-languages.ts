// The code-sample languages a site can choose (`reference.codeSamples.languages`), by id, and the
// default set. The generators are in src/shared/samples/ (the build and the browser run them).
import type { SampleLanguageId } from '../shared/samples/languages.js';

export { SAMPLE_LANGUAGE_IDS, type SampleLanguageId } from '../shared/samples/languages.js';

/**
 * Shown when a site chooses none: the six languages every earlier site showed, in their order (no
 * reader loses a tab). Each language adds its samples to every operation of a page, so the others
 * are a site's choice: with Java and C# a site's references measured 12–14% heavier.
 */
export const DEFAULT_SAMPLE_LANGUAGES: readonly SampleLanguageId[] = ['curl', 'javascript', 'python', 'php', 'ruby', 'go'];

// The code-sample languages a site can choose (`reference.codeSamples.languages`), by id, and the
// default set. The generators are in src/model/reference/samples/ (a later stage than config).

export const SAMPLE_LANGUAGE_IDS = ['curl', 'javascript', 'node', 'python', 'go', 'ruby', 'php', 'java', 'csharp', 'kotlin', 'swift', 'powershell'] as const;

export type SampleLanguageId = (typeof SAMPLE_LANGUAGE_IDS)[number];

/**
 * Shown when a site chooses none: the six languages every earlier site showed, in their order (no
 * reader loses a tab). Each language adds its samples to every operation of a page, so the others
 * are a site's choice: with Java and C# the proposal site's references weighed 12–14% more.
 */
export const DEFAULT_SAMPLE_LANGUAGES: readonly SampleLanguageId[] = ['curl', 'javascript', 'python', 'php', 'ruby', 'go'];

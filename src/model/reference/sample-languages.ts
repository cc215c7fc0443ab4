// The code-sample languages: one generator per language (samples/*.ts), each turning a
// SampleRequest into idiomatic, runnable code written together with its highlighting
// (code-writer.ts). Pure string building.
import { csharp } from './samples/csharp.js';
import type { LanguageGenerator } from './samples/common.js';
import { curl } from './samples/curl.js';
import { go } from './samples/go.js';
import { java } from './samples/java.js';
import { javascript, node } from './samples/javascript.js';
import { kotlin } from './samples/kotlin.js';
import { php } from './samples/php.js';
import { powershell } from './samples/powershell.js';
import { python } from './samples/python.js';
import { ruby } from './samples/ruby.js';
import { swift } from './samples/swift.js';
import { DEFAULT_SAMPLE_LANGUAGES, type SampleLanguageId } from '../../config/sample-languages.js';

export type { LanguageGenerator } from './samples/common.js';

/** Every built-in language by its id (the ids a site's config names). */
export const LANGUAGES_BY_ID: Readonly<Record<SampleLanguageId, LanguageGenerator>> = { curl, javascript, node, python, go, ruby, php, java, csharp, kotlin, swift, powershell };

/** The generators of the languages a site chose, in its order. */
export function sampleLanguages(ids: readonly SampleLanguageId[] = DEFAULT_SAMPLE_LANGUAGES): LanguageGenerator[] {
  return ids.map((id) => LANGUAGES_BY_ID[id]);
}

// The built-in code-sample languages by id: one generator per language (this folder), each
// turning a SampleRequest into idiomatic, runnable code written together with its highlighting
// (../code-writer.ts). Pure string building, so the build and the browser run the same code.
import { csharp } from './csharp.js';
import type { LanguageGenerator } from './common.js';
import { curl } from './curl.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript, node } from './javascript.js';
import { kotlin } from './kotlin.js';
import { php } from './php.js';
import { powershell } from './powershell.js';
import { python } from './python.js';
import { ruby } from './ruby.js';
import { swift } from './swift.js';

export type { LanguageGenerator } from './common.js';

/** The ids a site's config can name (`reference.codeSamples.languages`). */
export const SAMPLE_LANGUAGE_IDS = ['curl', 'javascript', 'node', 'python', 'go', 'ruby', 'php', 'java', 'csharp', 'kotlin', 'swift', 'powershell'] as const;

export type SampleLanguageId = (typeof SAMPLE_LANGUAGE_IDS)[number];

/** Every built-in language by its id. */
export const LANGUAGES_BY_ID: Readonly<Record<SampleLanguageId, LanguageGenerator>> = { curl, javascript, node, python, go, ruby, php, java, csharp, kotlin, swift, powershell };

/** The generator of a language id written in a page (undefined for one that is not built in). */
export function languageById(id: string): LanguageGenerator | undefined {
  return Object.prototype.hasOwnProperty.call(LANGUAGES_BY_ID, id) ? LANGUAGES_BY_ID[id as SampleLanguageId] : undefined;
}

// What every view-model builder of one spec shares.
import type { RefResolver } from './resolver.js';
import type { LanguageGenerator } from './sample-languages.js';
import type { SchemaContext } from './schema-tree.js';

export interface ReferenceContext extends SchemaContext {
  resolver: RefResolver;
  /** Sanitised HTML of a markdown description ('' for none). */
  markdown: (text: unknown) => string;
  /** Full URL of the first server, variables replaced by their defaults. */
  serverUrl: string;
  /** URL the spec is published at (relative server URLs are resolved against it). */
  documentUrl: string;
  globalSecurity?: string[][];
  /** specs[].tryIt is on: operations carry what the console needs (try-it.ts). */
  tryIt?: boolean;
  /** The code-sample languages the site chose (reference.codeSamples.languages), in order. */
  sampleLanguages: readonly LanguageGenerator[];
}

// What every view-model builder of one spec shares.
import type { RefResolver } from './resolver.js';
import type { ExampleFiles } from './example-files.js';
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
  /** The document's `security` with scopes ([] when it has none). */
  globalRequirements: { scheme: string; scopes: string[] }[][];
  /** How many levels of named schemas a body shows in place before linking them. */
  schemaDepth: number;
  /** Every operation of the document by operationId, for OpenAPI links. */
  operationsById: ReadonlyMap<string, { anchor: string; summary: string }>;
  /** specs[].tryIt is on: operations carry what the console needs (try-it.ts). */
  tryIt?: boolean;
  /** The code-sample languages the site chose (reference.codeSamples.languages), in order. */
  sampleLanguages: readonly LanguageGenerator[];
  /** Examples too big for a page, published as files. */
  exampleFiles: ExampleFiles;
}

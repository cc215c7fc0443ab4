// What every view-model builder of one spec shares.
import type { RefResolver } from './resolver.js';
import type { ExampleSink } from './example-files.js';
import type { LanguageGenerator } from './sample-languages.js';
import type { SchemaContext } from './schema-tree.js';

/**
 * How the reference's text becomes HTML, given by its caller (src/render/reference/text-html.ts):
 * the view model lays out what the pages show and runs no renderer itself.
 */
export interface ReferenceHtml {
  /** A renderer of descriptions (sanitised HTML, '' for none, cached per text); `linkBase` as specs[].linkBase. */
  descriptions(linkBase?: string): (text: unknown) => string;
  /** Highlighted HTML of a code text (`language` as a fence names it). */
  highlight(code: string, language: string | undefined): string;
}

export interface ReferenceContext extends SchemaContext {
  resolver: RefResolver;
  /** Sanitised HTML of a markdown description ('' for none). */
  markdown: (text: unknown) => string;
  highlight: ReferenceHtml['highlight'];
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
  exampleFiles: ExampleSink;
}

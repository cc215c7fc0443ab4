// The search index in pieces, as the build writes it and the browser reads it: what the manifest
// says of an index and how a term or a document finds its file. A term's file is found by its
// first letters: the root file holds every term until the index outgrows SHARD_CHARS, then each
// file over that size is split by one more letter (its own file keeps the terms of exactly its
// key's length). Documents' shown fields are in chunks of `chunk` documents. Every (term,
// document) score is computed at build time (BM25+ over the fields with their boosts, as
// MiniSearch scores), stored as an integer of SCORE_SCALE per unit. An index in pieces lists the
// keys of its term files in KEYS_FILE: a query word with no match in its own file (a typo in its
// first letters) reads the files of the keys one edit away (src/client/search/pieces.ts).

import type { SearchDocument } from './search-options.js';
import type { StemLanguage } from './search-stems.js';

/** Integer scores: a stored score is the score × SCORE_SCALE, rounded (at least 1). */
export const SCORE_SCALE = 20;

/** One index (a locale's, or the default locale's). */
export interface SearchPieces {
  /** The folder of the pieces (named by their content's hash), ending in `/`. */
  base: string;
  /** The keys whose terms are in longer keys' files ('' is the root). */
  split: string[];
  /** Documents per chunk of shown fields. */
  chunk: number;
  documents: number;
  /** Each group's first document (documents are numbered group by group), in order. */
  groups: [group: string, first: number][];
  /** Its terms are stems in this language (shared/search-stems.ts): the query's words are stemmed too. */
  stem?: StemLanguage;
  /** The URL of `stem`'s stemmer, a module exporting `stemmer` (every language's but English's, which the search chunk holds). */
  stemmer?: string;
}

/** The keys of every term file of an index in pieces (`split` not empty), sorted: a KeysFile. */
export const KEYS_FILE = 'k.json';

export type KeysFile = string[];

/** A term file: term → [document − previous document, score, …], documents ascending. */
export type TermFile = Record<string, number[]>;

/** A chunk file: the shown fields of its documents, in order. */
export type ChunkFile = ShownFields[];

/** What a result shows. */
export type ShownFields = Pick<SearchDocument, 'title' | 'page' | 'url' | 'kind' | 'excerpt'>;

/** The file of the terms under `key`. */
export function termFileName(key: string): string {
  return key === '' ? 't.json' : `t-${[...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}.json`;
}

export function chunkFileName(chunk: number): string {
  return `d-${chunk}.json`;
}

/** The key of the file that holds `term`: the shortest of its beginnings not split. */
export function termKey(term: string, split: ReadonlySet<string>): string {
  const letters = [...term];
  let length = 0;
  while (split.has(letters.slice(0, length).join('')) && length < letters.length) length++;
  return letters.slice(0, length).join('');
}

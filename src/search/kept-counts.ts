// What keeps each page's search documents, as counted and packed (packed-counts.ts), from
// one build to the next: the build cache (pipeline/disk-memo.ts). An unchanged page is then not cut
// into sections and tokenised again, which was about a third of a second build's CPU time at
// 2,500 pages (bench/README.md, "Issue 37"); the index is made from the kept counts, the same bytes.
import { deserialize } from 'node:v8';
import type { PageModel } from '../model/types.js';
import type { PackedCounts } from './packed-counts.js';
import type { KeptIndexLayout, KeptSearchIndex } from './kept-index.js';

/**
 * A page's kept documents, as v8.serialize() gave them (the indexer's thread deserialises them: the
 * main thread neither reads them nor has them copied to the thread by a message), or where to keep
 * them once counted (a page new or changed since the last build).
 */
export type KeptCounts = SerializedCounts | { keep(counted: PackedCounts | SerializedCounts): void };

/** Packed counts as v8.serialize() gave them (the indexer's thread sends them so, and they are kept as they are). */
export interface SerializedCounts {
  serialized: Uint8Array;
}

export interface SearchKeeper {
  /** Undefined: the page cannot be kept (it is counted, and not kept). */
  lookup(page: PageModel): KeptCounts | undefined;
  /** The key a page's counts are kept under (undefined: not kept). */
  key?(page: PageModel): string | undefined;
  /** The last build's index (kept-index.ts), when it was kept. */
  index?(): KeptSearchIndex | undefined;
  /** Keeps this build's index: its bytes (as the indexer's thread serialised them) and its layout. */
  keepIndex?(serialized: Uint8Array, layout: KeptIndexLayout): void;
}

/** Kept counts read back; a value that is not packed counts (a cache not of this specpress) throws. */
export function keptCounts(kept: SerializedCounts): PackedCounts {
  const value = deserialize(kept.serialized) as Partial<PackedCounts> | null;
  if (typeof value?.stored !== 'string' || typeof value.terms !== 'string' || !(value.numbers instanceof Int32Array)) throw new Error('kept search counts that are not packed counts');
  return value as PackedCounts;
}

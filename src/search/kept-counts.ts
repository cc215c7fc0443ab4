// What keeps each page's search documents, as counted and packed (packed-counts.ts), from
// one build to the next: the build cache (pipeline/disk-memo.ts). An unchanged page is then not cut
// into sections and tokenised again, which was about a third of a second build's CPU time at
// 2,500 pages (bench/README.md, "Issue 37"); the index is made from the kept counts, the same bytes.
import type { PageModel } from '../model/types.js';
import type { PackedCounts } from './packed-counts.js';

/** A page's kept documents, or where to keep them once counted (a page new or changed since the last build). */
export type KeptCounts = { counted: PackedCounts } | { keep(counted: PackedCounts | SerializedCounts): void };

/** Packed counts as v8.serialize() gave them (the indexer's thread sends them so, and they are kept as they are). */
export interface SerializedCounts {
  serialized: Uint8Array;
}

export interface SearchKeeper {
  /** Undefined: the page cannot be kept (it is counted, and not kept). */
  lookup(page: PageModel): KeptCounts | undefined;
}

/** About the bytes of packed documents, for the batches sent to the indexer's thread. */
export function countedBytes(counted: PackedCounts): number {
  return counted.stored.length + counted.terms.length + counted.numbers.byteLength;
}

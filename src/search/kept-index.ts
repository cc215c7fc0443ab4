// The last build's index, kept whole by the build cache (before scoring: its terms' postings, the
// documents' lengths and stored fields), so that a second build adds only the pages that changed.
// Adding each unchanged page's kept counts again (kept-counts.ts) was the largest part of the
// indexer thread's work after one edit at 2,500 pages (bench/README.md, "Issue 37: the first warm
// build"). The index is the same, byte for byte: the kept documents are renumbered in the new
// order of the pages, the changed pages' documents added under their numbers, and the running
// averages made again in document order (IndexWriter.restore).
import { deserialize, serialize } from 'node:v8';
import type { PageModel } from '../model/types.js';
import type { CountedDocument, IndexWriter, KeptIndex } from './serialize-index.js';

/** A page's documents in the kept index: the first one's number and how many. */
export type KeptPlace = [first: number, documents: number];

/** The main thread's side: the kept index of the last build, read from the build cache. */
export interface KeptSearchIndex {
  /** Tells the kept index from another (its bytes carry it too). */
  id: string;
  /** Where a page's documents are in the kept index, when they are there as the page is now. */
  place(page: PageModel): KeptPlace | undefined;
  /** The kept index's bytes, a copy of their own (undefined: lost meanwhile). */
  bytes(): Uint8Array | undefined;
}

/** A build's index, kept: its bytes, and per page indexed (in order) its key and number of documents. */
export interface KeptIndexLayout {
  id: string;
  pages: [key: string | null, documents: number][];
}

/**
 * The pages of an index made from a kept one (the indexer thread's end): the kept index, then each
 * page either as a place in it or counted, in the site's order; the writer is made at the end.
 */
export class KeptIndexPlan {
  private readonly kept: KeptIndex;
  private readonly steps: (KeptPlace | CountedDocument[])[] = [];
  /** The end of the last place taken: places must come in order (the renumbering then keeps every posting list in order). */
  private end = 0;

  constructor(serialized: Uint8Array, id: string) {
    const value = deserialize(serialized) as { id?: unknown; index?: KeptIndex };
    if (value.id !== id || !value.index) throw new Error('the kept search index is not the one its layout describes');
    this.kept = value.index;
  }

  place(place: KeptPlace): void {
    const [first, documents] = place;
    if (first < this.end || first + documents > this.kept.documents) throw new Error('a kept search index place out of order');
    this.end = first + documents;
    this.steps.push(place);
  }

  add(documents: CountedDocument[]): void {
    this.steps.push(documents);
  }

  /** Makes `writer` (empty) hold every page's documents, in order. */
  restore(writer: IndexWriter): void {
    const numbers = new Int32Array(this.kept.documents).fill(-1);
    const added: { first: number; documents: CountedDocument[] }[] = [];
    let next = 0;
    for (const step of this.steps) {
      if (isPlace(step)) for (let i = 0; i < step[1]; i++) numbers[step[0] + i] = next++;
      else {
        added.push({ first: next, documents: step });
        next += step.length;
      }
    }
    writer.restore(this.kept, numbers, added, next);
  }
}

function isPlace(step: KeptPlace | CountedDocument[]): step is KeptPlace {
  return typeof step[0] === 'number';
}

/** The writer's pages' part, packed and serialised for the build cache under `id`; undefined when it cannot be packed. */
export function keptIndexBytes(writer: IndexWriter, id: string): Uint8Array | undefined {
  const index = writer.kept();
  // A copy of its own: a Buffer may share its memory with others, and only a whole buffer can be moved.
  return index && new Uint8Array(serialize({ id, index }));
}

// The search indexer's thread (see indexer.ts): bin/build.mjs bundles this file alone as
// dist/search-indexer.cjs. It indexes the pages of each batch as they come and answers `finish`
// with the index's pieces (index-pieces.ts), and the counted documents of the pages it was asked to
// keep (kept-counts.ts); after its first error it indexes nothing more and reports that error
// (threads/batches.ts).
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { receiveBatches } from '../threads/batches.js';
import type { IndexerProtocol } from './indexer.js';
import { pageDocuments } from './page-documents.js';
import { IndexWriter, type CountedDocument } from './serialize-index.js';
import { indexPieces, type IndexPieces } from './index-pieces.js';
import { serialize } from 'node:v8';
import { packCounts, unpackCounts } from './packed-counts.js';
import { keptCounts } from './kept-counts.js';
import { KeptIndexPlan, keptIndexBytes } from './kept-index.js';

const writer = new IndexWriter(SEARCH_OPTIONS, undefined, true);
/**
 * The kept pages' packed counts, serialised as they are made: held as bytes outside this thread's
 * heap, and moved to the main thread at the end rather than copied into its heap all at once.
 */
const made: (Uint8Array | undefined)[] = [];

/** With the last build's index (kept-index.ts): the pages as places in it or counted, made into the writer at the end. */
let plan: KeptIndexPlan | undefined;
/** Each page's number of documents, in order (the layout of this build's index, when it is kept). */
const documentsOfPages: number[] = [];

/** Adds a page's counted documents: now, or at the end with the kept index. */
function addPage(counted: CountedDocument[]): void {
  documentsOfPages.push(counted.length);
  if (plan) plan.add(counted);
  else writer.addCountedNumbered(counted);
}

receiveBatches<IndexerProtocol>({
  item(item) {
    if ('keptIndex' in item) {
      plan = new KeptIndexPlan(item.keptIndex, item.id);
      return;
    }
    if ('place' in item) {
      if (!plan) throw new Error('a kept search index place before the kept index');
      plan.place(item.place);
      documentsOfPages.push(item.place[1]);
      return;
    }
    if ('serialized' in item) return addPage(unpackCounts(keptCounts(item), SEARCH_OPTIONS.fields.length));
    const counted = pageDocuments(item.page).map((draft) => writer.counted(draft));
    addPage(counted);
    if (item.keep) {
      const packed = packCounts(counted);
      // A copy of its own: a Buffer may share its memory with others, and only a whole buffer can be moved.
      made.push(packed && new Uint8Array(serialize(packed)));
    }
  },
  finish({ specDrafts, stem, keepIndex }) {
    plan?.restore(writer);
    plan = undefined;
    const kept = keepIndex === undefined ? undefined : keptIndexBytes(writer, keepIndex);
    writer.addNumbered(specDrafts);
    const pieces = encoded(indexPieces(writer, undefined, stem, true));
    const transfer = [...pieces.files.map(([, bytes]) => bytes.buffer as ArrayBuffer), ...made.flatMap((bytes) => (bytes ? [bytes.buffer as ArrayBuffer] : []))];
    if (kept) transfer.push(kept.buffer as ArrayBuffer);
    return { result: { pieces, counted: made, ...(kept ? { kept: { index: kept, pages: documentsOfPages } } : {}) }, transfer };
  },
});

/**
 * The pieces' files as UTF-8 bytes, each file's text let go as it is encoded: moved rather than
 * copied, they reach the main thread outside its heap (a 10,000-page site's index is about 100 MB of text).
 */
function encoded(pieces: IndexPieces): IndexPieces<Uint8Array> {
  const encoder = new TextEncoder();
  const files: [string, Uint8Array][] = [];
  for (let file = pieces.files.shift(); file; file = pieces.files.shift()) files.push([file[0], encoder.encode(file[1])]);
  return { ...pieces, files };
}

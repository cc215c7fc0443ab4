// The search indexer's thread (see indexer.ts): bin/build.mjs bundles this file alone as
// dist/search-indexer.cjs. It indexes the pages of each batch as they come and answers `finish`
// with the index's pieces (index-pieces.ts), and the counted documents of the pages it was asked to
// keep (kept-counts.ts); after its first error it indexes nothing more and reports that error
// (threads/batches.ts).
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { receiveBatches } from '../threads/batches.js';
import type { IndexerProtocol } from './indexer.js';
import { pageDocuments } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';
import { indexPieces, type IndexPieces } from './index-pieces.js';
import { serialize } from 'node:v8';
import { packCounts, unpackCounts } from './packed-counts.js';
import { keptCounts } from './kept-counts.js';

const writer = new IndexWriter(SEARCH_OPTIONS, undefined, true);
/**
 * The kept pages' packed counts, serialised as they are made: held as bytes outside this thread's
 * heap, and moved to the main thread at the end rather than copied into its heap all at once.
 */
const made: (Uint8Array | undefined)[] = [];

receiveBatches<IndexerProtocol>({
  item(item) {
    if ('serialized' in item) return writer.addCountedNumbered(unpackCounts(keptCounts(item), SEARCH_OPTIONS.fields.length));
    const counted = pageDocuments(item.page).map((draft) => writer.counted(draft));
    writer.addCountedNumbered(counted);
    if (item.keep) {
      const packed = packCounts(counted);
      // A copy of its own: a Buffer may share its memory with others, and only a whole buffer can be moved.
      made.push(packed && new Uint8Array(serialize(packed)));
    }
  },
  finish({ specDrafts, stem }) {
    writer.addNumbered(specDrafts);
    const pieces = encoded(indexPieces(writer, undefined, stem, true));
    const transfer = [...pieces.files.map(([, bytes]) => bytes.buffer as ArrayBuffer), ...made.flatMap((bytes) => (bytes ? [bytes.buffer as ArrayBuffer] : []))];
    return { result: { pieces, counted: made }, transfer };
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

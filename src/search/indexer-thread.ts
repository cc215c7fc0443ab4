// The search indexer's thread (see indexer.ts): bin/build.mjs bundles this file alone as
// dist/search-indexer.cjs. It indexes the pages of each batch as they come and answers `finish`
// with the index's JSON; after its first error it indexes nothing more and reports that error
// (threads/batches.ts).
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { receiveBatches } from '../threads/batches.js';
import type { IndexerProtocol } from './indexer.js';
import { pageDocuments } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';

const writer = new IndexWriter(SEARCH_OPTIONS);

receiveBatches<IndexerProtocol>({
  item: (page) => writer.addNumbered(pageDocuments(page)),
  finish({ specDrafts }) {
    writer.addNumbered(specDrafts);
    // Encoded here and moved, not copied: at 10,000 pages the index is 60 MB of text.
    const bytes = utf8(writer.jsonPieces());
    return { result: { bytes, documents: writer.documents, urls: writer.storedValues('url') as string[] }, transfer: [bytes.buffer as ArrayBuffer] };
  },
});

/** The pieces as one UTF-8 byte array, without joining them into one string first. */
function utf8(pieces: Iterable<string>): Uint8Array {
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(2 ** 20);
  let length = 0;
  for (const piece of pieces) {
    // At most 3 bytes per UTF-16 code unit.
    if (length + piece.length * 3 > bytes.length) {
      const larger = new Uint8Array(Math.max(bytes.length * 2, length + piece.length * 3));
      larger.set(bytes.subarray(0, length));
      bytes = larger;
    }
    length += encoder.encodeInto(piece, bytes.subarray(length)).written;
  }
  return bytes.slice(0, length);
}

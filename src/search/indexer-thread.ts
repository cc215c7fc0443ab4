// The search indexer's thread (see indexer.ts): bin/build.mjs bundles this file alone as
// dist/search-indexer.cjs. It indexes the pages of each batch as they come and answers `finish`
// with the index's JSON; after its first error it indexes nothing more and reports that error.
import { parentPort } from 'node:worker_threads';
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import type { IndexerReply, IndexerRequest } from './indexer.js';
import { pageDocuments } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';

const writer = new IndexWriter(SEARCH_OPTIONS);
let failure: string | undefined;

parentPort!.on('message', (request: IndexerRequest) => {
  try {
    if ('pages' in request) {
      if (!failure) for (const page of request.pages) writer.addNumbered(pageDocuments(page));
      return;
    }
    if (!failure) writer.addNumbered(request.specDrafts);
    if (failure) {
      parentPort!.postMessage({ failure } satisfies IndexerReply);
      return;
    }
    // Encoded here and moved, not copied: at 10,000 pages the index is 60 MB of text.
    const bytes = utf8(writer.jsonPieces());
    const reply: IndexerReply = { bytes, documents: writer.documents, urls: writer.storedValues('url') as string[] };
    parentPort!.postMessage(reply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    failure ??= error instanceof Error ? (error.stack ?? error.message) : String(error);
    if ('finish' in request) parentPort!.postMessage({ failure } satisfies IndexerReply);
  }
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

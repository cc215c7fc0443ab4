// The search indexer's thread (see indexer.ts): bin/build.mjs bundles this file alone as
// dist/search-indexer.cjs. It indexes the pages of each batch as they come and answers `finish`
// with the index's pieces (index-pieces.ts); after its first error it indexes nothing more and reports that error
// (threads/batches.ts).
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { receiveBatches } from '../threads/batches.js';
import type { IndexerProtocol } from './indexer.js';
import { pageDocuments } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';
import { indexPieces } from './index-pieces.js';

const writer = new IndexWriter(SEARCH_OPTIONS, undefined, true);

receiveBatches<IndexerProtocol>({
  item: (page) => writer.addNumbered(pageDocuments(page)),
  finish({ specDrafts, stem }) {
    writer.addNumbered(specDrafts);
    return { result: indexPieces(writer, undefined, stem) };
  },
});

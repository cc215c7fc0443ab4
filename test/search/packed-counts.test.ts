// A page's counted search documents as the build cache keeps them (src/search/packed-counts.ts):
// an index made from the packed counts of a previous build is the index made by counting again,
// byte for byte, a word repeated over a thousand times, a document without a field, names and a title's words as written (kept apart for the stemmed index) included.
import { describe, expect, it } from 'vitest';
import { indexPieces } from '../../src/search/index-pieces.js';
import { packCounts, unpackCounts } from '../../src/search/packed-counts.js';
import { IndexWriter } from '../../src/search/serialize-index.js';
import { SEARCH_OPTIONS } from '../../src/shared/search-options.js';

const documents = [
  { title: 'Renewals', page: 'Loans', url: '/loans', group: 'guides', kind: 'page', keywords: '', text: 'A loan is renewed once. Renewed, RENEWED!', excerpt: 'A loan…' },
  { title: 'Retries', page: 'Loans', url: '/loans#retries', group: 'guides', kind: 'section', text: `${'retry '.repeat(1500)}done`, excerpt: 'retry' },
  { title: 'Ünïcode — “quotes”', page: 'Loans', url: '/loans#u', group: 'guides', kind: 'section', keywords: 'a\tb', text: '', excerpt: '' },
];

describe('packed search counts', () => {
  it('give the same index as counting the documents again', () => {
    const counting = new IndexWriter(SEARCH_OPTIONS);
    counting.addNumbered(documents);
    const counted = documents.map((document) => new IndexWriter(SEARCH_OPTIONS).counted(document));
    const packed = packCounts(counted)!;
    // As the build cache keeps it: structured data, read back in another build.
    const read = structuredClone(packed);
    const fromKept = new IndexWriter(SEARCH_OPTIONS);
    fromKept.addCountedNumbered(unpackCounts(read, SEARCH_OPTIONS.fields.length));
    expect(fromKept.json()).toBe(counting.json());
    expect(JSON.stringify(indexPieces(fromKept))).toBe(JSON.stringify(indexPieces(counting)));
    expect(fromKept.json()).toContain('"retry",{"2":{"1":1500}}');
  });

  it("keep names whole and a title's words as written, so a stemmed index from them is the one made by counting again", () => {
    const named = [
      ...documents,
      { title: 'Listing loans', page: 'Events', url: '/events#loan_renewed', group: 'api', kind: 'webhook', text: 'Sent as loan_renewed to /loans/{loanId} when renewing.', excerpt: '' },
    ];
    const counting = new IndexWriter(SEARCH_OPTIONS, undefined, true);
    counting.addNumbered(named);
    const counted = named.map((document) => new IndexWriter(SEARCH_OPTIONS, undefined, true).counted(document));
    const fromKept = new IndexWriter(SEARCH_OPTIONS, undefined, true);
    fromKept.addCountedNumbered(unpackCounts(structuredClone(packCounts(counted)!), SEARCH_OPTIONS.fields.length));
    const pieces = JSON.stringify(indexPieces(fromKept, undefined, 'english'));
    expect(pieces).toBe(JSON.stringify(indexPieces(counting, undefined, 'english')));
    // Stems ("renew"), a name's parts as they are ("renewed", "loanid"), a title's word as written ("listing").
    for (const term of ['renew', 'renewed', 'loanid', 'listing', 'list']) expect(pieces).toContain(`\\"${term}\\":[`);
  });
});

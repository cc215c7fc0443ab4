// The index in pieces (src/search/index-pieces.ts) searched by the browser's code
// (src/client/search/pieces.ts) answers as MiniSearch answers over the whole index: the same
// documents first, for exact, prefix and one-typo words; and cut into many small files, a query
// reads only the files its words lead to, and a word that matches nothing there (a typo in its
// first letters) a few of its neighbours'. An English index stems its words.
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS } from '../../src/shared/search-options.js';
import { IndexWriter } from '../../src/search/serialize-index.js';
import { indexPieces } from '../../src/search/index-pieces.js';
import { piecesIndex } from '../../src/client/search/pieces.js';
import { specOperations, specSchemas, type Doc } from './spec-documents.js';

// Every operation and schema of the v2 spec, and guide sections before them (groups in order).
const guides: Doc[] = [
  {
    title: 'Retry, retry and retry again',
    page: 'Webhooks',
    url: '/webhooks#retries',
    group: 'guides',
    kind: 'section',
    keywords: '',
    text: 'Retries: 1, 2, 4, 8 minutes… then the hook is set to “failed”.',
    excerpt: 'Retries',
  },
  { title: 'Übersicht der Angebote', page: 'Guides', url: '/guides', group: 'guides', kind: 'page', keywords: '', text: 'Straße naïve café — déjà vu; 42 € per month.', excerpt: '' },
];
const operations: Doc[] = specOperations({ braces: false });
const schemas: Doc[] = specSchemas();
const documents: Doc[] = [...guides, ...operations, ...schemas].map((doc, id) => ({ id, ...doc }));

function pieces(limits?: { rootChars: number; shardChars: number }, stem?: 'english') {
  // As the build makes an English site's index: the names' parts kept apart, the other words stemmed.
  const writer = new IndexWriter(SEARCH_OPTIONS, undefined, stem !== undefined);
  for (const doc of stem ? [configure, ...documents] : documents) writer.add(doc);
  const made = indexPieces(writer, limits, stem);
  const files = new Map(made.files);
  const read: string[] = [];
  const index = piecesIndex({ base: '/x/', ...made.pieces }, async (url) => {
    read.push(url);
    // No such file (no term begins with a key): undefined, as the browser's fetch of a 404 (load-index.ts).
    const json = files.get(url.slice('/x/'.length));
    return json === undefined ? undefined : JSON.parse(json);
  });
  return { made, index, read };
}

// A guide section first (the documents of a group are together), for the stemmed index.
const configure: Doc = {
  id: documents.length,
  title: 'Configure webhook deliveries',
  page: 'Webhooks',
  url: '/webhooks#configure-webhook-deliveries',
  group: 'guides',
  kind: 'section',
  keywords: '',
  text: 'Each delivery is retried.',
  excerpt: '',
};

const QUERIES = ['proposal', 'send proposal', 'contact person', 'retry', 'straße', 'prop', 'propsal', 'directory_id', 'POST /proposals/{id}/send', 'createProposal'];

describe('the search index in pieces', () => {
  it('finds what MiniSearch finds over the whole index, best first', async () => {
    const miniSearch = new MiniSearch(SEARCH_OPTIONS);
    miniSearch.addAll(documents);
    const { index, made } = pieces();
    expect(made.pieces.split).toEqual([]);
    for (const query of QUERIES) {
      const theirs = miniSearch.search(query, SEARCH_OPTIONS.searchOptions).map((hit) => hit.id as number);
      const ours = [...(await index.search(query, 1000)).values()].flat().sort((a, b) => b.score - a.score || a.id - b.id);
      expect(theirs.length, query).toBeGreaterThan(0);
      expect(ours.map((hit) => hit.id).sort(), query).toEqual([...theirs].sort());
      // Scores are stored in steps of 1/20: the first few agree but for near ties.
      for (const [i, hit] of ours.slice(0, 5).entries()) {
        const same = miniSearch.search(query, SEARCH_OPTIONS.searchOptions).find((one) => one.id === hit.id)!;
        expect(Math.abs(hit.score - same.score), `${query} #${i}`).toBeLessThan(0.05 * Math.max(1, same.score));
      }
    }
  });

  it('groups hits by the documents’ groups and shows their stored fields', async () => {
    const { index } = pieces();
    const groups = await index.search('retry', 6);
    expect([...groups.keys()]).toContain('guides');
    expect(groups.get('guides')![0]).toMatchObject({ url: '/webhooks#retries', title: 'Retry, retry and retry again', kind: 'section' });
    const operationsOnly = await index.search('createProposal', 6);
    expect(operationsOnly.get('v2')![0]).toMatchObject({ url: '#operation/createProposal', kind: 'operation' });
  });

  it('cut small, reads only the term files of the query’s words and the chunks of the hits shown', async () => {
    const whole = pieces();
    const cut = pieces({ rootChars: 1024, shardChars: 1024 });
    expect(cut.made.pieces.split.length).toBeGreaterThan(5);
    expect(cut.made.files.length).toBeGreaterThan(50);
    for (const query of ['createProposal', 'send proposal', 'retry']) {
      const first = (groups: Map<string, { id: number }[]>) => [...groups.values()].flat().map((hit) => hit.id);
      // The same best hit; a typo match whose first letters differ is in a file not read.
      const [ours, all] = [first(await cut.index.search(query, 3)), first(await whole.index.search(query, 1000))];
      expect(ours[0], query).toBe(all[0]);
      for (const id of ours) expect(all, query).toContain(id);
    }
    const files = new Set(cut.read);
    expect(files.size).toBeLessThan(20);
    expect(files.size).toBeLessThan(cut.made.files.length / 3);
  });

  it('stems English words in the index and in the query: "configuring" finds "Configure…"', async () => {
    for (const limits of [undefined, { rootChars: 1024, shardChars: 1024 }]) {
      const { index, made } = pieces(limits, 'english');
      expect(made.pieces.stem).toBe('english');
      for (const query of ['configuring deliveries', 'configured', 'delivering']) {
        const hits = [...(await index.search(query, 6)).values()].flat();
        expect(hits[0]?.url, query).toBe('/webhooks#configure-webhook-deliveries');
      }
    }
  });

  it('cut small, finds a word with a typo in its first letter in the files of its neighbours, reading a few more', async () => {
    const cut = pieces({ rootChars: 1024, shardChars: 1024 }, 'english');
    for (const [typo, right] of [
      ['vonfigure deliveries', 'configure deliveries'],
      ['xreateProposal', 'createProposal'],
      ['oroposal', 'proposal'],
    ]) {
      const urls = async (query: string) => [...(await cut.index.search(query, 6)).values()].flat().map((hit) => hit.url);
      const [best] = await urls(right);
      const before = cut.read.length;
      expect((await urls(typo)).slice(0, 5), typo).toContain(best);
      // The word's own file, the keys file and at most four neighbours (and the chunks of the hits).
      expect(cut.read.slice(before).filter((url) => !/\/d-\d+\.json$/.test(url)).length, typo).toBeLessThanOrEqual(7);
    }
  });

  it("made by the indexer thread, which lets each term's postings go once written, are the same files, and its writer holds nothing after", () => {
    const write = (spend: boolean) => {
      const writer = new IndexWriter(SEARCH_OPTIONS, undefined, true);
      for (const doc of [configure, ...documents]) writer.add(doc);
      return { writer, made: indexPieces(writer, { rootChars: 2000, shardChars: 1000 }, 'english', spend) };
    };
    const kept = write(false);
    const spent = write(true);
    expect(spent.made).toEqual(kept.made);
    expect(kept.made.files.length).toBeGreaterThan(10);
    expect([...spent.writer.scoredTerms(SEARCH_OPTIONS.searchOptions.boost)]).toEqual([]);
    expect([...kept.writer.scoredTerms(SEARCH_OPTIONS.searchOptions.boost)].length).toBeGreaterThan(100);
  });
});

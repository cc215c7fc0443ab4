// specpress writes MiniSearch's serialised index itself (src/search/serialize-index.ts). These
// tests hold it to MiniSearch's own: the same JSON as `addAll` + `toJSON` (terms compared as a
// set, their order is free), and the same answers once the browser's `loadJSON` has read it.
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { SEARCH_OPTIONS } from '../../src/shared/search-options.js';
import { IndexWriter, serializeIndex, type SerializedIndex } from '../../src/search/serialize-index.js';
import { specOperations, specSchemas, type Doc } from './spec-documents.js';

// Real text (every operation and schema of the v2 spec) and the awkward cases: a missing field,
// repeated words, punctuation, non-ASCII letters, digits, an empty text.
const operations: Doc[] = specOperations({ braces: true });
const schemas: Doc[] = specSchemas();
const awkward: Doc[] = [
  {
    title: 'Retry, retry and retry again',
    page: 'Webhooks',
    url: '/webhooks#retries',
    group: 'guides',
    kind: 'section',
    keywords: 'retry retry',
    text: 'Retries: 1, 2, 4, 8 minutes… then the hook is set to “failed”.',
    excerpt: 'Retries',
  },
  { title: 'Übersicht der Angebote', page: 'Guides', url: '/guides', group: 'guides', kind: 'page', keywords: '', text: 'Straße naïve café — déjà vu; 42 € per month.', excerpt: '' },
  { title: 'No text at all', page: 'Guides', url: '/empty', group: 'guides', kind: 'page', keywords: null, text: '', excerpt: '' },
];
const documents: Doc[] = [...operations, ...schemas, ...awkward].map((doc, id) => ({ id, ...doc }));

function miniSearchIndex(): MiniSearch {
  const index = new MiniSearch(SEARCH_OPTIONS);
  index.addAll(documents);
  return index;
}

const termsAsObject = (serialized: SerializedIndex) => ({ ...serialized, index: Object.fromEntries(serialized.index) });

describe('the serialised search index', () => {
  it('is the JSON MiniSearch writes after indexing the same documents', () => {
    const expected = JSON.parse(JSON.stringify(miniSearchIndex())) as SerializedIndex;
    const actual = JSON.parse(serializeIndex(documents, SEARCH_OPTIONS)) as SerializedIndex;
    expect(documents.length).toBeGreaterThan(50);
    expect(actual.index.length).toBe(expected.index.length);
    expect(termsAsObject(actual)).toEqual(termsAsObject(expected));
  });

  it('loads in MiniSearch and answers queries as MiniSearch’s own index does', () => {
    const ours = MiniSearch.loadJSON(serializeIndex(documents, SEARCH_OPTIONS), SEARCH_OPTIONS);
    const theirs = miniSearchIndex();
    for (const query of ['proposal', 'send proposal', 'contact person', 'retry', 'straße', 'cafe', 'prop', 'propsal', 'directory_id']) {
      const answer = (index: MiniSearch) => index.search(query, SEARCH_OPTIONS.searchOptions).map((hit) => [hit.id, hit.score.toFixed(9)]);
      expect(answer(ours), query).toEqual(answer(theirs));
    }
    expect(ours.search('retry', SEARCH_OPTIONS.searchOptions)[0]?.url).toBe('/webhooks#retries');
  });

  it('is MiniSearch’s JSON for a big index too: a word repeated over a thousand times in one text, texts of many pieces', () => {
    const repeated = Array.from({ length: 1500 }, (_, i) => `retry ${i % 3 === 0 ? 'again' : 'later'}`).join(' ');
    const many: Doc[] = Array.from({ length: 3000 }, (_, id) => ({
      id,
      title: `Page ${id}`,
      page: 'Guides',
      url: `/guides/${id}`,
      group: 'guides',
      kind: 'page',
      keywords: '',
      text: id === 7 ? repeated : `text ${id}`,
      excerpt: 'x'.repeat(40),
    }));
    const expected = new MiniSearch(SEARCH_OPTIONS);
    expected.addAll(many);
    const writer = new IndexWriter(SEARCH_OPTIONS);
    for (const doc of many) writer.add(doc);
    expect([...writer.jsonPieces()].length).toBeGreaterThan(10);
    const actual = JSON.parse(writer.json()) as SerializedIndex;
    expect(termsAsObject(actual)).toEqual(termsAsObject(JSON.parse(JSON.stringify(expected)) as SerializedIndex));
    expect(Object.fromEntries(actual.index).retry).toEqual({ 2: { 7: 1500 } });
  });

  it('refuses a document without an id', () => {
    expect(() => serializeIndex([{ title: 'x' }], SEARCH_OPTIONS)).toThrow(/ID field "id"/);
  });
});

// A field's length (its number of distinct tokens, as MiniSearch counts it) weighs every score.
// The site's index counts it in the same pass that finds the terms (namedTerms' `tokens`, and
// hasEmptyToken for the empty token MiniSearch's split gives at a separator on either end); these
// texts hold it to the count of MiniSearch's own tokens (serialize-index.test.ts holds that one
// to MiniSearch).
import { describe, expect, it } from 'vitest';
import { SEARCH_OPTIONS } from '../../src/shared/search-options.js';
import { hasEmptyToken, namedTerms, tokenize } from '../../src/shared/search-terms.js';
import { IndexWriter } from '../../src/search/serialize-index.js';

const texts = [
  '',
  ' ',
  '.',
  'a',
  ' a',
  'a ',
  '.a',
  'a.',
  '«a»',
  'Foo foo FOO fOO',
  'getUserById order_created /repos/{owner}/{repo} GET /repos/{owner}',
  'Straße naïve café — déjà vu; 42 € per month.',
  'Größe GRÖSSE größe',
  '検索 の テスト。検索',
  'tab\tinside a\ttoken',
  '\u{10100}aegean\u{10100}',
  'a\u{10100}',
  '\u{10100}',
  'lone \udc00',
  'lone\ud800',
  '\udc00',
  '\u{1D11E} music',
  'emoji 🚀 rocket 🚀',
  'line\nbreaks\r\nand\u00a0no-break\u2003spaces ',
  'Retries: 1, 2, 4, 8 minutes… then the hook is set to “failed”.',
];

describe('a field’s length counted with its terms', () => {
  it('is the number of distinct tokens MiniSearch’s tokenizer gives, for every kind of text', () => {
    for (const text of texts) {
      const tokens = new Set<string>();
      namedTerms(text, tokens);
      expect({ text, length: tokens.size + (hasEmptyToken(text) ? 1 : 0) }).toEqual({ text, length: new Set(tokenize(text)).size });
    }
  });

  it('is what the index writes: the site’s writer (names kept) and the plain one count the same lengths', () => {
    const named = new IndexWriter(SEARCH_OPTIONS, undefined, true);
    const plain = new IndexWriter(SEARCH_OPTIONS);
    for (const text of texts) {
      const document = { title: text, page: 'P', url: '/p', group: 'guides', kind: 'page', keywords: text, text, excerpt: '' };
      const lengths = (writer: IndexWriter) => writer.counted(document).fields.map((field) => field?.length);
      expect({ text, lengths: lengths(named) }).toEqual({ text, lengths: lengths(plain) });
    }
  });
});

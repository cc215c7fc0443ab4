// namedTerms and tokenize (src/shared/search-terms.ts) cut most words through ASCII tables instead of its
// regular expressions; these hold the two cuts to the same terms and name marks, on every ASCII
// character next to letters and on random texts mixing ASCII, accented letters and other scripts.
import { describe, expect, it } from 'vitest';
import { namedTerms, tokenize } from '../../src/shared/search-terms.js';

/** namedTerms as the regular expressions define it (the cut before the ASCII tables). */
function byExpressions(text: string): [string, boolean][] {
  const terms: [string, boolean][] = [];
  for (const word of text.split(/[\n\r\p{Z}]+/u)) {
    const name = /[_/]|\p{Ll}\p{Lu}/u.test(word);
    for (const token of word.split(/[\n\r\p{Z}\p{P}]+/u)) if (token) terms.push([token.toLowerCase(), name]);
  }
  return terms;
}

describe('namedTerms and tokenize', () => {
  it('cuts every ASCII character between letters as the regular expressions do', () => {
    for (let code = 0; code < 128; code++) {
      const char = String.fromCharCode(code);
      for (const text of [`ab${char}cd`, `${char}aB`, `Ab${char}`, `a${char}B`, `x${char}${char}y z`, char, '']) {
        expect(namedTerms(text), JSON.stringify(text)).toEqual(byExpressions(text));
        expect(tokenize(text), JSON.stringify(text)).toEqual(text.split(/[\n\r\p{Z}\p{P}]+/u));
      }
    }
  });

  it('gives the same terms on random texts of ASCII and other characters', () => {
    const alphabet = [...'abcxyzABCXYZ0189 _/.,;:-!?()[]{}"\'#%&*@\\$+<=>^`|~\t\n\r', 'é', 'Ü', 'ß', '—', '…', '“', '”', '\u00a0', '日本', 'Ωμέγα', '🙂'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) % alphabet.length;
    for (let n = 0; n < 2000; n++) {
      let text = '';
      for (let i = 0, length = next() % 40; i < length; i++) text += alphabet[next()];
      expect(namedTerms(text), JSON.stringify(text)).toEqual(byExpressions(text));
      expect(tokenize(text), JSON.stringify(text)).toEqual(text.split(/[\n\r\p{Z}\p{P}]+/u));
    }
  });
});

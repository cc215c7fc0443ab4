// The words of the search, cut the same way at build time (src/search/serialize-index.ts) and in
// the browser (src/client/search/pieces.ts): MiniSearch's default tokenizer and term processing
// (split at spaces and punctuation, lower case; test/search/serialize-index.test.ts holds them to
// MiniSearch's), or a language's own word cutting (word-segments.ts).

/** MiniSearch's SPACE_OR_PUNCTUATION. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
/** What separates words (the spaces of SPACE_OR_PUNCTUATION). */
const SPACE = /[\n\r\p{Z}]+/u;
/** A word that is a name: snake_case, a path, camelCase. */
const NAME = /[_/]|\p{Ll}\p{Lu}/u;

/** Splits a text into tokens (empty ones included, as MiniSearch's default does). */
export function tokenize(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION);
}

/** A token as the index holds it: lower case; an empty token is no term. */
export function processTerm(token: string): string | undefined {
  return token ? token.toLowerCase() : undefined;
}

/** The terms of a query or text: `cut` a language's word cutter, else `tokenize`. */
export function searchTerms(text: string, cut: (text: string) => string[] = tokenize): string[] {
  const terms: string[] = [];
  for (const token of cut(text)) {
    const term = processTerm(token);
    if (term) terms.push(term);
  }
  return terms;
}

/**
 * The terms of a query or text as `searchTerms` gives them (MiniSearch's tokenizer), each with
 * whether it is a part of a name (`order_created`, `/repos/{owner}`, `getUserById`): a name's
 * parts are kept as they are, never stemmed (shared/search-stems.ts), so a query of a name finds
 * the name before the words that share its stems.
 */
export function namedTerms(text: string): [term: string, name: boolean][] {
  const terms: [string, boolean][] = [];
  for (const word of text.split(SPACE)) {
    const name = NAME.test(word);
    for (const token of word.split(SPACE_OR_PUNCTUATION)) {
      const term = processTerm(token);
      if (term) terms.push([term, name]);
    }
  }
  return terms;
}

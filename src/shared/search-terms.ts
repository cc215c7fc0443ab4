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
  // An ASCII text is cut by a scan (ASCII_SEPARATOR, read from the expression); any other by the expression.
  const tokens: string[] = [];
  let start = 0;
  let separating = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 127) return text.split(SPACE_OR_PUNCTUATION);
    if (ASCII_SEPARATOR[code]) {
      if (!separating) tokens.push(text.slice(start, i));
      separating = true;
    } else if (separating) {
      start = i;
      separating = false;
    }
  }
  tokens.push(separating ? '' : text.slice(start));
  return tokens;
}

/**
 * Whether `tokenize(text)` holds the empty token: MiniSearch's split gives one where the text
 * starts or ends with a separator, or is empty (namedTerms' `tokens` never holds it).
 */
export function hasEmptyToken(text: string): boolean {
  if (text === '') return true;
  // The first and the last code point alone (an expression looking for a separator at the end is tried at every position).
  const end = text.length - 1;
  const pair = end > 0 && isLowSurrogate(text.charCodeAt(end)) && isHighSurrogate(text.charCodeAt(end - 1));
  const last = pair ? text.codePointAt(end - 1)! : text.charCodeAt(end);
  return isSeparator(text.codePointAt(0)!) || isSeparator(last);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Whether a code point is one of SPACE_OR_PUNCTUATION's. */
function isSeparator(codePoint: number): boolean {
  if (codePoint < 128) return ASCII_SEPARATOR[codePoint];
  // Made at first use: the browser's bundle, which never asks, leaves it out.
  oneSeparator ??= new RegExp(`^${SPACE_OR_PUNCTUATION.source.slice(0, -1)}$`, 'u');
  return oneSeparator.test(String.fromCodePoint(codePoint));
}

let oneSeparator: RegExp | undefined;

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
 * the name before the words that share its stems. `tokens`, when given, gets the distinct tokens on
 * the way (as `tokenize` cuts them, not lower-cased; the empty one left out: see hasEmptyToken).
 */
export function namedTerms(text: string, tokens?: Set<string>): [term: string, name: boolean][] {
  const terms: [string, boolean][] = [];
  eachNamedTerm(text, (term, name) => terms.push([term, name]), tokens);
  return terms;
}

/** The [start, end) offsets of the current word's tokens (eachNamedTerm), reused from word to word. */
const bounds: number[] = [];
/** Past this many offsets a word's list is let go after it (a long run of tokens without a space). */
const BOUNDS_KEPT = 4096;
const SPACE_CODE = 32;

/**
 * namedTerms, each term handed to `visit` as it is cut (the indexer counts them without a list).
 * The words (runs between SPACE's characters) are found by one scan of the text's code units, which
 * also cuts an ASCII word into its tokens and tells whether it is a name, by the tables below (the
 * same cut as the regular expressions, which cost most of the indexer thread's time when run on
 * each word of 4,000 pages); a word with another character is cut by the expressions.
 */
export function eachNamedTerm(text: string, visit: (term: string, name: boolean) => void, tokens?: Set<string>): void {
  const length = text.length;
  // The current word: where it starts, whether it is ASCII so far, whether it is a name, the
  // class of its last character, and its tokens' [start, end) offsets (a name is known only at
  // its end, so the tokens wait for it).
  let word = 0;
  let ascii = true;
  let name = false;
  let previous = 0;
  let cuts = 0;
  let token = -1;
  for (let i = 0; i <= length; i++) {
    // The end of the text ends the last word as a space would.
    const code = i < length ? text.charCodeAt(i) : SPACE_CODE;
    if (isSpace(code)) {
      if (i > word) {
        if (!ascii) otherTerms(text.slice(word, i), visit, tokens);
        else {
          if (token !== -1) {
            bounds[cuts++] = token;
            bounds[cuts++] = i;
          }
          for (let cut = 0; cut < cuts; cut += 2) {
            const raw = text.slice(bounds[cut], bounds[cut + 1]);
            tokens?.add(raw);
            visit(raw.toLowerCase(), name);
          }
        }
      }
      if (cuts > BOUNDS_KEPT) bounds.length = 0;
      word = i + 1;
      ascii = true;
      name = false;
      previous = 0;
      cuts = 0;
      token = -1;
    } else if (ascii) {
      if (code > 127) {
        ascii = false;
        continue;
      }
      const kind = ASCII_NAME_CLASS[code];
      if (kind === 3 || (kind === 2 && previous === 1)) name = true;
      previous = kind;
      if (!ASCII_SEPARATOR[code]) {
        if (token === -1) token = i;
      } else if (token !== -1) {
        bounds[cuts++] = token;
        bounds[cuts++] = i;
        token = -1;
      }
    }
  }
}

/** eachNamedTerm of a word with a character beyond ASCII: cut by the expressions. */
function otherTerms(word: string, visit: (term: string, name: boolean) => void, tokens: Set<string> | undefined): void {
  const name = NAME.test(word);
  for (const token of word.split(SPACE_OR_PUNCTUATION)) {
    const term = processTerm(token);
    if (term) visit(term, name);
    if (token) tokens?.add(token);
  }
}

/** For each ASCII code: whether SPACE matches it (read from the expression, so the two cannot differ). */
const ASCII_SPACE = Array.from({ length: 128 }, (_, code) => SPACE.test(String.fromCharCode(code)));
/** For each ASCII code: whether SPACE_OR_PUNCTUATION matches it. */
const ASCII_SEPARATOR = Array.from({ length: 128 }, (_, code) => SPACE_OR_PUNCTUATION.test(String.fromCharCode(code)));
/** For each ASCII code: 1 a lower-case letter, 2 an upper-case letter, 3 a character NAME matches alone (`_`, `/`). */
const ASCII_NAME_CLASS = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  if (NAME.test(char)) return 3;
  return /\p{Ll}/u.test(char) ? 1 : /\p{Lu}/u.test(char) ? 2 : 0;
});

/** Whether a code unit is one of SPACE's characters (none of them is outside the first plane). */
function isSpace(code: number): boolean {
  return code < 128 ? ASCII_SPACE[code] : SPACE.test(String.fromCharCode(code));
}

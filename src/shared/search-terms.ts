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
  // The words (runs between SPACE's characters), found by a scan of the text's code units: most
  // words are ASCII, cut by the tables below (the same cut as the regular expressions, which cost
  // most of the indexer thread's time when run on each word of 4,000 pages).
  let word = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isSpace(text.charCodeAt(i))) continue;
    if (i > word && !asciiTerms(text, word, i, terms, tokens)) {
      const part = text.slice(word, i);
      const name = NAME.test(part);
      for (const token of part.split(SPACE_OR_PUNCTUATION)) {
        const term = processTerm(token);
        if (term) terms.push([term, name]);
        if (token) tokens?.add(token);
      }
    }
    word = i + 1;
  }
  return terms;
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

/**
 * namedTerms of the word text[start, end) when it is all ASCII, pushed to `terms`: its tokens (the
 * runs between separators) lower-cased, each marked with whether the word is a name. False, with
 * nothing pushed, for a word with another character (the regular expressions cut it).
 */
function asciiTerms(text: string, start: number, end: number, terms: [string, boolean][], tokens: Set<string> | undefined): boolean {
  let name = false;
  let separated = false;
  let previous = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code > 127) return false;
    const kind = ASCII_NAME_CLASS[code];
    if (kind === 3 || (kind === 2 && previous === 1)) name = true;
    previous = kind;
    if (ASCII_SEPARATOR[code]) separated = true;
  }
  if (!separated) {
    const token = text.slice(start, end);
    tokens?.add(token);
    terms.push([token.toLowerCase(), name]);
    return true;
  }
  let token = -1;
  for (let i = start; i <= end; i++) {
    if (i < end && !ASCII_SEPARATOR[text.charCodeAt(i)]) {
      if (token === -1) token = i;
    } else if (token !== -1) {
      const raw = text.slice(token, i);
      tokens?.add(raw);
      terms.push([raw.toLowerCase(), name]);
      token = -1;
    }
  }
  return true;
}

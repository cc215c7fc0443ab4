// The search index cut into the pieces a reader's search fetches (shared/search-pieces.ts says
// how): term files by their first letters, split while over SHARD_CHARS, and chunks of the
// documents' shown fields. A small site's index (its terms under ROOT_CHARS) is one term file and
// one chunk: fewer bytes over a reader's searches than pieces (bench/README.md, "Search at scale").
// An index in pieces lists its term files' keys (KEYS_FILE), for the typo fallback of the browser.
import { chunkFileName, KEYS_FILE, termFileName, type SearchPieces, type ShownFields } from '../shared/search-pieces.js';
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import type { StemLanguage } from '../shared/search-stems.js';
import { termStemmer } from './stemmers.js';
import type { IndexWriter } from './serialize-index.js';

/** A term file larger than this (JSON characters) is split by one more letter. */
const SHARD_CHARS = 24 * 1024;
/** An index whose terms take less than this (JSON characters, about 80 KB gzip) stays one term file and one chunk. */
const ROOT_CHARS = 256 * 1024;
/** Keys stop growing at this many letters (a file then holds whatever it holds). */
const MAX_KEY = 6;
/** Documents per chunk once the index is in pieces: a result's chunk is about 1 KB gzip. */
const CHUNK = 8;

/** An index's files (names inside its folder) and what the manifest says of it, but its folder. */
export interface IndexPieces<Content extends string | Uint8Array = string> {
  /** Each file's JSON; the indexer thread moves it to the main thread as UTF-8 bytes (indexer-thread.ts). */
  files: [name: string, json: Content][];
  pieces: Omit<SearchPieces, 'base'>;
  /** The documents' URLs, by chunk file (for the link check). */
  urls: [name: string, urls: string[]][];
}

/**
 * `limits`: other sizes than the build's (tests cut a small index into pieces); `stem`: the language whose stems the terms are;
 * `spend`: the writer's postings are let go as its terms are written (it holds no index after).
 */
export function indexPieces(writer: IndexWriter, limits = { rootChars: ROOT_CHARS, shardChars: SHARD_CHARS }, stem?: StemLanguage, spend = false): IndexPieces {
  // Each term with its JSON and its number of letters (code points), counted once rather than at every level it is placed at.
  const entries: [term: string, json: string, letters: number][] = [];
  for (const [term, packed] of writer.scoredTerms(SEARCH_OPTIONS.searchOptions.boost, stem && termStemmer(stem), spend))
    entries.push([term, `${JSON.stringify(term)}:[${packed.join(',')}]`, letterCount(term)]);
  const files: [string, string][] = [];
  const split: string[] = [];
  const keys: string[] = [];
  // Depth first, a key's file before its children's, as a loop over a stack rather than recursion:
  // a recursive call inside a loop that V8 compiled on the stack (OSR) before any call had been
  // made left the compiled loop without feedback for it, and each key deoptimised it again (2,000
  // times at 2,500 pages, on the build's critical path: the index is the last output to finish).
  const stack: [key: string, terms: [string, string, number][]][] = [['', entries]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [key, terms] = next;
    let size = 0;
    for (const [, json] of terms) size += json.length + 1;
    const keyLength = letterCount(key);
    keys.push(key);
    if (size <= (key === '' ? limits.rootChars : limits.shardChars) || keyLength >= MAX_KEY) {
      files.push([termFileName(key), `{${terms.map(([, json]) => json).join(',')}}`]);
      continue;
    }
    split.push(key);
    const own = terms.filter(([, , letters]) => letters <= keyLength);
    files.push([termFileName(key), `{${own.map(([, json]) => json).join(',')}}`]);
    const children = new Map<string, [string, string, number][]>();
    for (const entry of terms) {
      if (entry[2] <= keyLength) continue;
      const child = firstLetters(entry[0], keyLength + 1);
      let list = children.get(child);
      if (!list) children.set(child, (list = []));
      list.push(entry);
    }
    // Reversed onto the stack, so that they are taken in their order.
    stack.push(...[...children].reverse());
  }
  // The terms' text is in the files now.
  entries.length = 0;
  if (split.length > 0) files.push([KEYS_FILE, JSON.stringify(keys.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)))]);
  const documents = writer.documents;
  const chunk = split.length === 0 ? Math.max(1, documents) : CHUNK;
  const fields = SEARCH_OPTIONS.storeFields;
  const stored = Object.fromEntries(fields.map((field) => [field, writer.storedValues(field)])) as Record<string, unknown[]>;
  const urls: [string, string[]][] = [];
  for (let first = 0, n = 0; first < documents; first += chunk, n++) {
    const shown: ShownFields[] = [];
    for (let document = first; document < Math.min(documents, first + chunk); document++) {
      const value = (field: string) => String(stored[field][document] ?? '');
      shown.push({ title: value('title'), page: value('page'), url: value('url'), kind: value('kind') as ShownFields['kind'], excerpt: value('excerpt') });
    }
    files.push([chunkFileName(n), JSON.stringify(shown)]);
    urls.push([chunkFileName(n), shown.map((one) => one.url)]);
  }
  return { files, pieces: { split, chunk, documents, groups: groupStarts(stored.group as string[]), ...(stem ? { stem } : {}) }, urls };
}

/** The number of code points of `text` (what `[...text].length` counts, without making the array). */
function letterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if (isPair(text, i)) {
      count--;
      i++;
    }
  }
  return count;
}

/** The first `letters` code points of `text` (what `[...text].slice(0, letters).join('')` gives). */
function firstLetters(text: string, letters: number): string {
  let end = 0;
  for (let n = 0; n < letters && end < text.length; n++) end += isPair(text, end) ? 2 : 1;
  return text.slice(0, end);
}

/** Whether a surrogate pair (one code point) starts at `i`. */
function isPair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  if (high < 0xd800 || high > 0xdbff || i + 1 >= text.length) return false;
  const low = text.charCodeAt(i + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

/** Each group's first document; documents are added group by group (the pages', then each spec's). */
function groupStarts(groups: readonly string[]): [string, number][] {
  const starts: [string, number][] = [];
  groups.forEach((group, document) => {
    if (starts.length > 0 && starts[starts.length - 1][0] === group) return;
    if (starts.some(([seen]) => seen === group)) throw new Error(`search index: the documents of group "${group}" are not together`);
    starts.push([group, document]);
  });
  return starts;
}

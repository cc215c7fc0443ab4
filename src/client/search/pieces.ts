// Searches an index in pieces (shared/search-pieces.ts) as MiniSearch would search the whole:
// each query word matches its exact term, the terms it begins (prefix) and those one typo away
// (within the file the word's letters lead to), weighted as MiniSearch weighs them; every word
// must match (AND) and a document's score is the sum times the words matched. Only the files the
// words lead to, and the chunks of the results shown, are fetched; each once. The words are
// stemmed as the index's terms were (shared/search-stems.ts), and matched as typed too (a title's
// words as written are terms, so the title with the very word comes first). A word that matches nothing in its
// file may have a typo in the letters that chose the file: then the files of the keys one edit
// away from its first letters are read too (neighbours.ts), at most NEIGHBOUR_FILES of them.
import { SEARCH_OPTIONS } from '../../shared/search-options.js';
import { chunkFileName, KEYS_FILE, SCORE_SCALE, termFileName, termKey, type ChunkFile, type KeysFile, type SearchPieces, type ShownFields, type TermFile } from '../../shared/search-pieces.js';
import { englishStem, stemmer, type StemWord } from '../../shared/search-stems.js';
import { namedTerms, searchTerms } from '../../shared/search-terms.js';
import { editDistance, neighbourKeys } from './neighbours.js';

/** MiniSearch's weights of prefix and typo matches. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** The most term files a word's typo fallback reads (besides the keys file, once): about 8 KB gzip each. */
const NEIGHBOUR_FILES = 4;

export interface PieceHit extends ShownFields {
  id: number;
  group: string;
  score: number;
  /** The index's terms that matched, and the query's words. */
  terms: string[];
  queryTerms: string[];
}

/** A file's JSON; undefined when there is no such file (HTTP 404: no term begins with a key). */
type Fetch = (url: string) => Promise<unknown>;

export interface PiecesIndex {
  /** The best `perGroup` hits of each group (groups in the index's order), best first. */
  search(query: string, perGroup: number): Promise<Map<string, PieceHit[]>>;
}

/**
 * A search over `pieces`, fetching with `fetchJson`; `cut`: the language's word cutting (shared/word-segments.ts);
 * `stemWord`: the index's language's stemmer (stem-word.ts loads it; English's without it). A function, not a
 * class: esbuild's class-field helper would become a chunk the base runtime imports.
 */
export function piecesIndex(pieces: SearchPieces, fetchJson: Fetch, cut?: (text: string) => string[], stemWord?: StemWord): PiecesIndex {
  const split: ReadonlySet<string> = new Set(pieces.split);
  const stem = stemmer(stemWord ?? (pieces.stem === 'english' ? englishStem : undefined));
  const files = new Map<string, Promise<unknown>>();

  /** A file of the index, fetched once (a failed fetch is forgotten, so a later search tries again). */
  const file = (name: string): Promise<unknown> => {
    let pending = files.get(name);
    if (!pending) {
      pending = fetchJson(`${pieces.base}${name}`).catch((error: unknown) => {
        files.delete(name);
        throw error;
      });
      files.set(name, pending);
    }
    return pending;
  };

  const groupOf = (document: number): string => {
    let group = pieces.groups[0]?.[0] ?? 'guides';
    for (const [id, first] of pieces.groups) if (first <= document) group = id;
    return group;
  };

  const shown = async (document: number): Promise<ShownFields> => {
    const chunk = Math.floor(document / pieces.chunk);
    const fields = (await file(chunkFileName(chunk))) as ChunkFile | undefined;
    if (!fields) throw new Error(`The search index has no ${chunkFileName(chunk)}.`);
    return fields[document - chunk * pieces.chunk];
  };

  const termFile = async (key: string): Promise<TermFile> => ((await file(termFileName(key))) as TermFile | undefined) ?? {};

  /**
   * A word's matching terms with their weights and postings, by its forms (its stem, and as typed:
   * the titles' words as written are terms too): in their own files, else (nothing there, an
   * index in pieces) in the stem's neighbours'.
   */
  const matchesOf = async (forms: string[]): Promise<Match[]> => {
    const word = forms[0];
    const keys = [...new Set(forms.map((form) => termKey(form, split)))];
    const own = (await Promise.all(keys.map(async (key) => matchIn(await termFile(key), forms)))).flat();
    if (split.size === 0 || Math.round(word.length * SEARCH_OPTIONS.searchOptions.fuzzy) === 0 || own.some(([term]) => term.startsWith(word))) return own;
    const all = ((await file(KEYS_FILE)) as KeysFile | undefined) ?? [];
    const near = neighbourKeys(word, keys[0], all, split, NEIGHBOUR_FILES).filter((key) => !keys.includes(key));
    const more = await Promise.all(near.map(async (neighbour) => matchIn(await termFile(neighbour), forms)));
    return [...own, ...more.flat()];
  };

  return {
    async search(query, perGroup) {
      const typed = [...new Set(searchTerms(query, cut))];
      // Stemmed as the index's terms were (but a language's own word cutting, which has no stemmer, and the parts of names); with the word as typed when it differs.
      const forms = new Map<string, string[]>();
      for (const [term, name] of cut ? typed.map((term): [string, boolean] => [term, true]) : namedTerms(query)) {
        const stemmed = name ? term : stem(term);
        forms.set(`${stemmed} ${term}`, stemmed === term ? [term] : [stemmed, term]);
      }
      const words = [...forms.values()];
      // Each word's matching terms with their weights; then each document's score, summed over the words that all match (AND).
      const matches = await Promise.all(words.map(matchesOf));
      let combined: Map<number, number> | undefined;
      matches.forEach((matched) => {
        const found = new Map<number, number>();
        for (const [, weight, postings] of matched)
          forEachPosting(postings, (document, score) => {
            if (!combined || combined.has(document)) found.set(document, (found.get(document) ?? 0) + (weight * score) / SCORE_SCALE);
          });
        if (combined) for (const [document, score] of found) found.set(document, score + combined.get(document)!);
        combined = found;
      });
      // MiniSearch multiplies a score by the number of query words matched: with AND, all of them.
      const ranked = [...(combined ?? [])].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      const byGroup = new Map<string, [document: number, score: number][]>();
      for (const hit of ranked) {
        const group = groupOf(hit[0]);
        const list = byGroup.get(group) ?? [];
        if (list.length < perGroup) byGroup.set(group, [...list, hit]);
      }
      // The index's terms that matched each hit shown (the highlighting marks them).
      const terms = new Map<number, string[]>();
      for (const hits of byGroup.values()) for (const [document] of hits) terms.set(document, []);
      matches.forEach((matched) => {
        for (const [term, , postings] of matched)
          forEachPosting(postings, (document) => {
            const list = terms.get(document);
            if (list && !list.includes(term)) list.push(term);
          });
      });
      const result = new Map<string, PieceHit[]>();
      for (const [group, hits] of byGroup) {
        const fields = await Promise.all(hits.map(([document]) => shown(document)));
        result.set(
          group,
          hits.map(([document, score], i) => ({ ...fields[i], id: document, group, score: score * words.length, terms: terms.get(document)!, queryTerms: typed })),
        );
      }
      return result;
    },
  };
}

/** A term of the index that a query word matches: its weight and its postings. */
type Match = [term: string, weight: number, postings: number[]];

/** The terms of a file that a word matches in one of its forms, each with its best weight. */
function matchIn(terms: TermFile, forms: readonly string[]): Match[] {
  const matched: Match[] = [];
  for (const term of Object.keys(terms)) {
    let weight = 0;
    for (const form of forms) weight = Math.max(weight, matchWeight(form, term, Math.round(form.length * SEARCH_OPTIONS.searchOptions.fuzzy)));
    if (weight) matched.push([term, weight, terms[term]]);
  }
  return matched;
}

/** Calls `each` with every document of a term's postings and its score. */
function forEachPosting(packed: number[], each: (document: number, score: number) => void): void {
  let document = 0;
  for (let p = 0; p < packed.length; p += 2) {
    document += packed[p];
    each(document, packed[p + 1]);
  }
}

/** How much a term of the index counts for a query word: 1 for the word itself, less for a longer term it begins or a term a typo away, 0 otherwise. */
function matchWeight(word: string, term: string, maxTypos: number): number {
  if (term === word) return 1;
  if (term.startsWith(word)) return (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - word.length));
  if (maxTypos > 0 && Math.abs(term.length - word.length) <= maxTypos) {
    const typos = editDistance(word, term, maxTypos);
    if (typos <= maxTypos) return (FUZZY_WEIGHT * term.length) / (term.length + typos);
  }
  return 0;
}

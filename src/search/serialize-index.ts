// The search index's counts: every term of every document's fields, counted as MiniSearch counts
// them (its tokenising and term processing, shared/search-terms.ts), in plain maps rather than
// MiniSearch's radix tree, which its `add` walks once per token. From them come the scores the
// index's pieces hold (`scoredTerms`, index-pieces.ts). `json()` writes them in MiniSearch's
// serialised form (serializationVersion 2): test/search/serialize-index.test.ts holds the counts
// to MiniSearch's own by loading that into MiniSearch and comparing with its `addAll`.
import MiniSearch from 'minisearch';
import type { SearchOptionsData } from '../shared/search-options.js';
import { SCORE_SCALE } from '../shared/search-pieces.js';
import { eachNamedTerm, hasEmptyToken, processTerm, tokenize } from '../shared/search-terms.js';

type Tokenize = (text: string, fieldName?: string) => string[];
type ExtractField = (document: object, fieldName: string) => unknown;
type StringifyField = (value: unknown, fieldName: string) => string;

const extractField = MiniSearch.getDefault('extractField') as ExtractField;
const stringifyField = MiniSearch.getDefault('stringifyField') as StringifyField;

/** The fields of MiniSearch's serialised index (MiniSearch's `AsPlainObject`). */
export interface SerializedIndex {
  documentCount: number;
  nextId: number;
  documentIds: Record<number, unknown>;
  fieldIds: Record<string, number>;
  fieldLength: Record<number, number[]>;
  averageFieldLength: number[];
  storedFields: Record<number, Record<string, unknown>>;
  dirtCount: number;
  /** term → field id → short document id → term frequency */
  index: [string, Record<number, Record<number, number>>][];
  serializationVersion: 2;
}

/**
 * The serialised index as JSON text: what `JSON.stringify` of a SerializedIndex writes, byte for
 * byte. `documents` may be a generator, so a big site's page texts need not all be in memory at once.
 */
export function serializeIndex(documents: Iterable<object>, options: IndexOptions): string {
  const writer = new IndexWriter(options);
  for (const document of documents) writer.add(document);
  return writer.json();
}

type IndexOptions = Pick<SearchOptionsData, 'idField' | 'fields' | 'storeFields'>;

/**
 * A posting (a document and how often a term is in one of its fields) is one number, document ×
 * COUNT_SLOTS + count: half the memory of a pair, which at 10,000 pages is over 100 MB.
 */
const COUNT_SLOTS = 1024;
/** Marks a name's part among the counted terms (a space: never in a term). */
const NAME_MARK = ' ';
/** Marks a word of a title as written, counted besides its stem: a title with the very word typed comes first. */
const EXACT_MARK = '  ';
/** MiniSearch's BM25+ parameters (its defaults). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** The JSON pieces of the per-document objects are about this long. */
const PIECE_LENGTH = 64 * 1024;

/**
 * Builds the serialised index one document at a time (the build feeds it each page as it is
 * rendered, on a thread of its own for a big site: see indexer.ts). Postings are kept as flat
 * arrays of numbers (see COUNT_SLOTS) rather than an object per term and field: at 10,000 pages
 * that is hundreds of megabytes less.
 */
export class IndexWriter {
  private readonly fieldIds: Record<string, number> = {};
  private readonly documentIds: Record<number, unknown> = {};
  private readonly fieldLength: Record<number, number[]> = {};
  private readonly averageFieldLength: number[] = [];
  private readonly storedFields: Record<number, Record<string, unknown>> = {};
  /**
   * term → per field id, its postings: document × COUNT_SLOTS + count, documents in order (a view
   * into a kept index where restore() found them unchanged, made an array when a document joins)
   */
  private readonly terms = new Map<string, Postings[]>();
  /** Counts from COUNT_SLOTS − 1 up, by `field document term` (a word repeated a thousand times in one text). */
  private readonly bigCounts = new Map<string, number>();
  private shortId = 0;

  /**
   * `tokenize`: a language's own word cutting (shared/word-segments.ts); MiniSearch's default
   * otherwise. `keepNames`: with MiniSearch's tokenizer, the parts of names (shared/search-terms.ts's
   * namedTerms) are counted apart, as `term + NAME_MARK`, so that scoredTerms does not stem them;
   * and the words of the title once more as written (`term + EXACT_MARK`), which a stemmed index keeps.
   */
  constructor(
    private readonly options: IndexOptions,
    private readonly tokenize?: Tokenize,
    private readonly keepNames = false,
  ) {
    options.fields.forEach((field, i) => (this.fieldIds[field] = i));
  }

  /** The number of documents added so far. */
  get documents(): number {
    return this.shortId;
  }

  add(document: object): void {
    const id = extractField(document, this.options.idField);
    if (id == null) throw new Error(`search index: document does not have ID field "${this.options.idField}"`);
    this.addCounted(this.counted(document), id);
  }

  /** Adds each document with its position among all documents added as its id. */
  addNumbered(documents: Iterable<object>): void {
    for (const document of documents) this.add({ [this.options.idField]: this.shortId, ...document });
  }

  /**
   * What add() makes of a document before adding it (its stored fields, and each field's terms and
   * counts): plain data, kept by the build cache so an unchanged page is not tokenised again.
   */
  counted(document: object): CountedDocument {
    const { fields, storeFields } = this.options;
    const stored: Record<string, unknown> = {};
    for (const name of storeFields) {
      const value = extractField(document, name);
      if (value !== undefined) stored[name] = value;
    }
    const counted: CountedDocument = { stored, fields: [] };
    for (const field of fields) {
      const value = extractField(document, field);
      if (value == null) {
        counted.fields.push(null);
        continue;
      }
      const text = stringifyField(value, field);
      // Terms in the order of their first token, as add() met them (the index's own order of terms).
      const counts = new Map<string, number>();
      const met = (term: string) => counts.set(term, (counts.get(term) ?? 0) + 1);
      // The field's length is its number of distinct tokens, as MiniSearch counts it.
      let length: number;
      if (this.keepNames && !this.tokenize) {
        // One pass: the terms, and the distinct tokens met on the way (no second tokenising).
        const tokens = new Set<string>();
        const title = field === 'title';
        eachNamedTerm(
          text,
          (term, name) => {
            met(name ? term + NAME_MARK : term);
            if (!name && title) met(term + EXACT_MARK);
          },
          tokens,
        );
        length = tokens.size + (hasEmptyToken(text) ? 1 : 0);
      } else {
        const tokens = (this.tokenize ?? tokenize)(text);
        for (const token of tokens) {
          const processed = processTerm(token);
          if (processed) met(processed);
        }
        length = new Set(tokens).size;
      }
      counted.fields.push({ length, terms: [...counts.keys()], counts: [...counts.values()] });
    }
    return counted;
  }

  /** Adds counted documents (counted() of a previous build), numbered as addNumbered() numbers them. */
  addCountedNumbered(documents: Iterable<CountedDocument>): void {
    for (const document of documents) this.addCounted(document, this.shortId);
  }

  private addCounted(document: CountedDocument, id: unknown): void {
    const shortId = this.shortId;
    this.documentIds[shortId] = id;
    if (this.options.storeFields.length > 0) this.storedFields[shortId] = document.stored;
    document.fields.forEach((field, fieldId) => {
      if (!field) return;
      this.addFieldLength(shortId, fieldId, field.length);
      const { terms, counts } = field;
      for (let i = 0; i < terms.length; i++) this.count(terms[i], fieldId, shortId, counts[i]);
    });
    this.shortId++;
  }

  /** The index as JSON text. */
  json(): string {
    return [...this.jsonPieces()].join('');
  }

  /**
   * The index's JSON text in pieces, in order (their concatenation is json()): a big index is
   * encoded piece by piece, never held as one string.
   */
  *jsonPieces(): Generator<string> {
    const { shortId, fieldIds, averageFieldLength } = this;
    yield `{"documentCount":${shortId},"nextId":${shortId}`;
    // Per document, as JSON.stringify writes an object with integer keys: in ascending order.
    yield* this.objectPieces('documentIds', this.documentIds);
    yield `,"fieldIds":${JSON.stringify(fieldIds)}`;
    yield* this.objectPieces('fieldLength', this.fieldLength);
    yield `,"averageFieldLength":${JSON.stringify(averageFieldLength)}`;
    yield* this.objectPieces('storedFields', this.storedFields);
    yield ',"dirtCount":0,"index":[';
    let first = true;
    for (const [term, byField] of this.terms) {
      let fieldsJson = '';
      byField.forEach((postings, fieldId) => {
        let documentsJson = '';
        for (let i = 0; i < postings.length; i++) {
          const document = Math.floor(postings[i] / COUNT_SLOTS);
          const count = postings[i] % COUNT_SLOTS;
          documentsJson += `${i === 0 ? '' : ','}"${document}":${count === COUNT_SLOTS - 1 ? (this.bigCounts.get(`${fieldId} ${document} ${term}`) ?? count) : count}`;
        }
        fieldsJson += `${fieldsJson === '' ? '' : ','}"${fieldId}":{${documentsJson}}`;
      });
      yield `${first ? '' : ','}[${JSON.stringify(term)},{${fieldsJson}}]`;
      first = false;
    }
    yield '],"serializationVersion":2}';
  }

  /**
   * Each term (in code-unit order) with the score of every document holding it, as MiniSearch's
   * search would compute it for an exact match: BM25+ (MiniSearch's parameters) summed over the
   * fields, each times its boost; packed as search-pieces.ts's TermFile says. `stem`: the terms
   * are their stems (shared/search-stems.ts), a stem's counts the sums of its words'; a name's
   * parts (`keepNames`) are kept as they are, counted with the same words outside names when not
   * stemmed; the titles' words as written are terms of their own (the title's count of a word the
   * stemmer keeps as it is is then doubled), and left out when not stemmed. `spend`: each term's
   * postings are let go once scored (the writer holds no index after: the indexer thread's, whose
   * postings and the index's text would otherwise be in memory at once).
   */
  *scoredTerms(boost: Record<string, number>, stem?: (term: string) => string, spend = false): Generator<[term: string, packed: number[]]> {
    const { k, b, d } = BM25;
    const total = this.shortId;
    const boosts = this.options.fields.map((field) => boost[field] ?? 1);
    // Each key's terms: its words (a stem's, when stemmed), a name's part, a title's word as written.
    const words = new Map<string, string[]>();
    for (const term of this.terms.keys()) {
      if (term.endsWith(EXACT_MARK) && !stem) continue;
      const key = term.endsWith(EXACT_MARK) ? term.slice(0, -EXACT_MARK.length) : term.endsWith(NAME_MARK) ? term.slice(0, -NAME_MARK.length) : stem ? stem(term) : term;
      const list = words.get(key);
      if (list) list.push(term);
      else words.set(key, [term]);
    }
    // Code-unit order (what sort() does to strings).
    const terms = [...words.keys()].sort();
    // Each document's score of the key, summed field after field (so the same float as field by field);
    // a score is never 0, so 0 is a document the key is not in yet. Reset after each key.
    const scores = new Float64Array(total);
    // A field's count of the key's terms in each document, summed over its terms; reset after each field.
    const fieldCounts = new Float64Array(total);
    // BM25's length part of each document's field, the same for every term: computed once.
    const norms = this.options.fields.map((_, fieldId) => {
      const average = this.averageFieldLength[fieldId];
      const norm = new Float64Array(total);
      for (let document = 0; document < total; document++) {
        const length = this.fieldLength[document]?.[fieldId];
        if (length !== undefined) norm[document] = k * (1 - b + (b * length) / average);
      }
      return norm;
    });
    for (const term of terms) {
      const held = words.get(term)!;
      const documents: number[] = [];
      let fieldsWith = 0;
      for (let fieldId = 0; fieldId < boosts.length; fieldId++) {
        const inField: number[] = [];
        for (const word of held) {
          const postings = this.terms.get(word)![fieldId];
          if (!postings) continue;
          // Indexed, not for…of: the lists are arrays or views into a kept index (restore()), and iterating both one way was slower.
          for (let i = 0; i < postings.length; i++) {
            const posting = postings[i];
            const document = Math.floor(posting / COUNT_SLOTS);
            let count = posting % COUNT_SLOTS;
            if (count === COUNT_SLOTS - 1) count = this.bigCounts.get(`${fieldId} ${document} ${word}`) ?? count;
            if (fieldCounts[document] === 0) inField.push(document);
            fieldCounts[document] += count;
          }
        }
        if (inField.length === 0) continue;
        fieldsWith++;
        const idf = Math.log(1 + (total - inField.length + 0.5) / (inField.length + 0.5));
        const norm = norms[fieldId];
        for (const document of inField) {
          const count = fieldCounts[document];
          fieldCounts[document] = 0;
          const score = boosts[fieldId] * idf * (d + (count * (k + 1)) / (count + norm[document]));
          if (scores[document] === 0) documents.push(document);
          scores[document] += score;
        }
      }
      // One term's postings in one field are in document order already.
      if (fieldsWith > 1 || held.length > 1) documents.sort((x, y) => x - y);
      const packed: number[] = [];
      let previous = 0;
      for (const document of documents) {
        packed.push(document - previous, Math.max(1, Math.round(scores[document] * SCORE_SCALE)));
        scores[document] = 0;
        previous = document;
      }
      if (spend) for (const word of held) this.terms.delete(word);
      yield [term, packed];
    }
  }

  /**
   * What was added so far, packed (kept-index.ts): undefined when a term holds the separator, or a
   * document's id is not its number (documents added otherwise than by the *Numbered methods).
   */
  kept(): KeptIndex | undefined {
    const { shortId } = this;
    const fields = this.options.fields.length;
    const stored: Record<string, unknown>[] = [];
    const fieldLength = new Int32Array(shortId * fields).fill(-1);
    for (let document = 0; document < shortId; document++) {
      if (this.documentIds[document] !== document) return undefined;
      stored.push(this.storedFields[document] ?? {});
      const lengths = this.fieldLength[document];
      if (lengths) lengths.forEach((length, field) => (fieldLength[document * fields + field] = length));
    }
    let size = 0;
    for (const byField of this.terms.values()) for (let field = 0; field < fields; field++) size += 1 + (byField[field]?.length ?? 0);
    const postings = new Int32Array(size);
    let at = 0;
    for (const [term, byField] of this.terms) {
      if (term.includes(KEPT_SEPARATOR)) return undefined;
      for (let field = 0; field < fields; field++) {
        const list = byField[field] ?? [];
        postings[at++] = list.length;
        for (const posting of list) postings[at++] = posting;
      }
    }
    return { documents: shortId, terms: [...this.terms.keys()].join(KEPT_SEPARATOR), postings, fieldLength, stored: JSON.stringify(stored), bigCounts: [...this.bigCounts] };
  }

  /**
   * Starts an empty writer over with what `kept` holds, renumbered: `numbers[d]` is the new number
   * of kept document d (−1: left out); then `added`, each document under its new number. The
   * documents are `documents` in all; every number below it is kept's or added's, once. The writer
   * is then as if each document had been added in its new order (the same floats: the running
   * averages are made again in that order; a term's postings are in document order).
   */
  restore(kept: KeptIndex, numbers: Int32Array, added: readonly { first: number; documents: readonly CountedDocument[] }[], documents: number): void {
    if (this.shortId !== 0) throw new Error('search index: restore() into a writer that holds documents');
    const fields = this.options.fields.length;
    const stored = JSON.parse(kept.stored) as Record<string, unknown>[];
    const lengths: (number[] | undefined)[] = new Array<number[] | undefined>(documents);
    const store = this.options.storeFields.length > 0;
    for (let old = 0; old < kept.documents; old++) {
      const document = numbers[old];
      if (document < 0) continue;
      if (store) this.storedFields[document] = stored[old];
      for (let field = 0; field < fields; field++) {
        const length = kept.fieldLength[old * fields + field];
        if (length >= 0) (lengths[document] ??= [])[field] = length;
      }
    }
    for (const { first, documents: list } of added)
      list.forEach((counted, i) => {
        if (store) this.storedFields[first + i] = counted.stored;
        counted.fields.forEach((field, fieldId) => {
          if (field) (lengths[first + i] ??= [])[fieldId] = field.length;
        });
      });
    for (let document = 0; document < documents; document++) {
      this.documentIds[document] = document;
      lengths[document]?.forEach((length, fieldId) => this.addFieldLength(document, fieldId, length));
    }
    // The kept terms' postings renumbered (an order-keeping renumbering keeps them in document order).
    const terms = kept.terms === '' ? [] : kept.terms.split(KEPT_SEPARATOR);
    const { buffer, byteOffset } = kept.postings;
    let at = 0;
    for (const term of terms) {
      let byField: Postings[] | undefined;
      for (let field = 0; field < fields; field++) {
        const start = at + 1;
        const end = start + kept.postings[at];
        at = end;
        // Unchanged (every document keeps its number): a view, not a copy.
        let same = true;
        for (let i = start; i < end && same; i++) {
          const document = Math.floor(kept.postings[i] / COUNT_SLOTS);
          same = numbers[document] === document;
        }
        if (same) {
          // (The constructor rather than subarray(): a few times faster for tens of thousands of views.)
          if (end > start) (byField ??= [])[field] = new Int32Array(buffer, byteOffset + start * Int32Array.BYTES_PER_ELEMENT, end - start);
          continue;
        }
        let list: number[] | undefined;
        for (let i = start; i < end; i++) {
          const posting = kept.postings[i];
          const document = numbers[Math.floor(posting / COUNT_SLOTS)];
          if (document < 0) continue;
          (list ??= []).push(document * COUNT_SLOTS + (posting % COUNT_SLOTS));
        }
        if (list) (byField ??= [])[field] = list;
      }
      if (byField) this.terms.set(term, byField);
    }
    for (const [key, count] of kept.bigCounts) {
      const [field, old, ...term] = key.split(' ');
      const document = numbers[Number(old)];
      if (document >= 0) this.bigCounts.set(`${field} ${document} ${term.join(' ')}`, count);
    }
    // The added documents' postings, then each list they joined put back in document order.
    const joined = new Set<number[]>();
    for (const { first, documents: list } of added)
      list.forEach((counted, i) =>
        counted.fields.forEach((field, fieldId) => {
          if (!field) return;
          for (let t = 0; t < field.terms.length; t++) joined.add(this.count(field.terms[t], fieldId, first + i, field.counts[t]));
        }),
      );
    for (const list of joined) list.sort((x, y) => x - y);
    this.shortId = documents;
  }

  /** The values of a stored field, in the order of the documents (undefined where a document has none). */
  storedValues(field: string): unknown[] {
    return Array.from({ length: this.shortId }, (_, shortId) => this.storedFields[shortId]?.[field]);
  }

  private *objectPieces(name: string, values: Record<number, unknown>): Generator<string> {
    let piece = `,"${name}":{`;
    let first = true;
    for (let shortId = 0; shortId < this.shortId; shortId++) {
      if (values[shortId] === undefined) continue;
      piece += `${first ? '' : ','}"${shortId}":${JSON.stringify(values[shortId])}`;
      first = false;
      if (piece.length > PIECE_LENGTH) {
        yield piece;
        piece = '';
      }
    }
    yield `${piece}}`;
  }

  /** A document's field length, and the field's running average, exactly as MiniSearch's addFieldLength computes them (documents in order). */
  private addFieldLength(shortId: number, fieldId: number, length: number): void {
    (this.fieldLength[shortId] ??= [])[fieldId] = length;
    this.averageFieldLength[fieldId] = ((this.averageFieldLength[fieldId] || 0) * shortId + length) / (shortId + 1);
  }

  /** Adds `times` occurrences of `term` in a field of the document being added (the last one); gives back the postings it joined. */
  private count(term: string, fieldId: number, shortId: number, times: number): number[] {
    let byField = this.terms.get(term);
    if (!byField) this.terms.set(term, (byField = []));
    const held = byField[fieldId];
    const postings = Array.isArray(held) ? held : (byField[fieldId] = held ? Array.from(held) : []);
    postings.push(shortId * COUNT_SLOTS + Math.min(times, COUNT_SLOTS - 1));
    if (times > COUNT_SLOTS - 1) this.bigCounts.set(`${fieldId} ${shortId} ${term}`, times);
    return postings;
  }
}

/** A term's postings in one field: an array, or a view into a kept index (IndexWriter.restore). */
type Postings = number[] | Int32Array;

/** Between two terms of a KeptIndex (no term holds it: tokenisers split at line ends). */
const KEPT_SEPARATOR = '\n';

/**
 * The pages' part of an index as a writer holds it before scoring (IndexWriter.kept()), packed for
 * the build cache: the next build renumbers it and adds the pages that changed (restore()) rather
 * than adding every page's counts again (src/search/kept-index.ts).
 */
export interface KeptIndex {
  documents: number;
  /** The terms, joined by KEPT_SEPARATOR. */
  terms: string;
  /** Per term, per field: its number of postings, then its postings (document × COUNT_SLOTS + count). */
  postings: Int32Array;
  /** Per document, per field: its length, or −1 (no such field). */
  fieldLength: Int32Array;
  /** The documents' stored fields, a JSON array. */
  stored: string;
  /** Counts from COUNT_SLOTS − 1 up, by `field document term`. */
  bigCounts: [string, number][];
}

/** A document as IndexWriter.counted() makes it: its stored fields, and per indexed field (null: the document has none) its terms and their counts. */
export interface CountedDocument {
  stored: Record<string, unknown>;
  fields: ({ length: number; terms: string[]; counts: ArrayLike<number> } | null)[];
}

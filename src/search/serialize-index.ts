// The search index in MiniSearch's serialised form (what `JSON.stringify(miniSearch)` writes,
// serializationVersion 2), made without building MiniSearch's index. MiniSearch's `add` walks its
// radix tree once per token of every document; the build only needs the flat term list that
// `toJSON` writes and that the browser's `MiniSearch.loadJSON` reads, so the terms are counted in
// plain maps instead. That took a cold build's indexing from about 70 ms to a few. Tokenising and
// term processing are MiniSearch's own defaults, and test/search/serialize-index.test.ts checks
// that MiniSearch loads this to the same index its own `addAll` makes.
import MiniSearch from 'minisearch';
import type { SearchOptionsData } from '../shared/search-options.js';

type Tokenize = (text: string, fieldName?: string) => string[];
type ProcessTerm = (term: string, fieldName?: string) => string | string[] | null | undefined | false;
type ExtractField = (document: object, fieldName: string) => unknown;
type StringifyField = (value: unknown, fieldName: string) => string;

const tokenize = MiniSearch.getDefault('tokenize') as Tokenize;
const processTerm = MiniSearch.getDefault('processTerm') as ProcessTerm;
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
  /** term → per field id, its postings: document × COUNT_SLOTS + count, documents in order */
  private readonly terms = new Map<string, number[][]>();
  /** Counts from COUNT_SLOTS − 1 up, by `field document term` (a word repeated a thousand times in one text). */
  private readonly bigCounts = new Map<string, number>();
  private shortId = 0;

  /** `tokenize`: a language's own word cutting (shared/word-segments.ts); MiniSearch's default otherwise. */
  constructor(
    private readonly options: IndexOptions,
    private readonly tokenize?: Tokenize,
  ) {
    options.fields.forEach((field, i) => (this.fieldIds[field] = i));
  }

  /** The number of documents added so far. */
  get documents(): number {
    return this.shortId;
  }

  add(document: object): void {
    const { idField, fields, storeFields } = this.options;
    const shortId = this.shortId;
    const id = extractField(document, idField);
    if (id == null) throw new Error(`search index: document does not have ID field "${idField}"`);
    this.documentIds[shortId] = id;
    if (storeFields.length > 0) {
      const stored: Record<string, unknown> = {};
      for (const name of storeFields) {
        const value = extractField(document, name);
        if (value !== undefined) stored[name] = value;
      }
      this.storedFields[shortId] = stored;
    }
    for (const field of fields) {
      const value = extractField(document, field);
      if (value == null) continue;
      const tokens = (this.tokenize ?? tokenize)(stringifyField(value, field), field);
      const fieldId = this.fieldIds[field];
      // Field length and the running average exactly as MiniSearch's addFieldLength computes them.
      const length = new Set(tokens).size;
      (this.fieldLength[shortId] ??= [])[fieldId] = length;
      this.averageFieldLength[fieldId] = ((this.averageFieldLength[fieldId] || 0) * shortId + length) / (shortId + 1);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        if (Array.isArray(processed)) for (const term of processed) this.count(term, fieldId, shortId);
        else if (processed) this.count(processed, fieldId, shortId);
      }
    }
    this.shortId++;
  }

  /** Adds each document with its position among all documents added as its id. */
  addNumbered(documents: Iterable<object>): void {
    for (const document of documents) this.add({ [this.options.idField]: this.shortId, ...document });
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

  private count(term: string, fieldId: number, shortId: number): void {
    let byField = this.terms.get(term);
    if (!byField) this.terms.set(term, (byField = []));
    const postings = (byField[fieldId] ??= []);
    const last = postings.length - 1;
    // Documents come in order: the last posting is this document's if it is at least shortId × COUNT_SLOTS.
    if (last < 0 || postings[last] < shortId * COUNT_SLOTS) postings.push(shortId * COUNT_SLOTS + 1);
    else if (postings[last] % COUNT_SLOTS < COUNT_SLOTS - 1) postings[last]++;
    else {
      const key = `${fieldId} ${shortId} ${term}`;
      this.bigCounts.set(key, (this.bigCounts.get(key) ?? COUNT_SLOTS - 1) + 1);
    }
  }
}

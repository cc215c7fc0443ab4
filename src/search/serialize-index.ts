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
 * The serialised index as JSON text, built one document at a time: `documents` may be a
 * generator, so a big site's page texts need not all be in memory at once. Postings are kept as
 * flat arrays ([document, count, document, count…], documents in order) rather than an object per
 * term and field: at 10,000 pages that is hundreds of megabytes less. The text is what
 * `JSON.stringify` of a SerializedIndex writes, byte for byte.
 */
export function serializeIndex(documents: Iterable<object>, options: Pick<SearchOptionsData, 'idField' | 'fields' | 'storeFields'>): string {
  const { idField, fields, storeFields } = options;
  const fieldIds: Record<string, number> = {};
  fields.forEach((field, i) => (fieldIds[field] = i));
  const documentIds: Record<number, unknown> = {};
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  const storedFields: Record<number, Record<string, unknown>> = {};
  /** term → per field id, [document, count, …] */
  const terms = new Map<string, number[][]>();
  const count = (term: string, fieldId: number, shortId: number) => {
    let byField = terms.get(term);
    if (!byField) terms.set(term, (byField = []));
    const postings = (byField[fieldId] ??= []);
    if (postings[postings.length - 2] === shortId) postings[postings.length - 1]++;
    else postings.push(shortId, 1);
  };

  let shortId = 0;
  for (const document of documents) {
    const id = extractField(document, idField);
    if (id == null) throw new Error(`search index: document does not have ID field "${idField}"`);
    documentIds[shortId] = id;
    if (storeFields.length > 0) {
      const stored: Record<string, unknown> = {};
      for (const name of storeFields) {
        const value = extractField(document, name);
        if (value !== undefined) stored[name] = value;
      }
      storedFields[shortId] = stored;
    }
    for (const field of fields) {
      const value = extractField(document, field);
      if (value == null) continue;
      const tokens = tokenize(stringifyField(value, field), field);
      const fieldId = fieldIds[field];
      // Field length and the running average exactly as MiniSearch's addFieldLength computes them.
      const length = new Set(tokens).size;
      (fieldLength[shortId] ??= [])[fieldId] = length;
      averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * shortId + length) / (shortId + 1);
      for (const token of tokens) {
        const processed = processTerm(token, field);
        if (Array.isArray(processed)) for (const term of processed) count(term, fieldId, shortId);
        else if (processed) count(processed, fieldId, shortId);
      }
    }
    shortId++;
  }

  const head = JSON.stringify({ documentCount: shortId, nextId: shortId, documentIds, fieldIds, fieldLength, averageFieldLength, storedFields, dirtCount: 0 });
  const parts = [`${head.slice(0, -1)},"index":[`];
  let first = true;
  for (const [term, byField] of terms) {
    let fieldsJson = '';
    byField.forEach((postings, fieldId) => {
      let documentsJson = '';
      for (let i = 0; i < postings.length; i += 2) documentsJson += `${i === 0 ? '' : ','}"${postings[i]}":${postings[i + 1]}`;
      fieldsJson += `${fieldsJson === '' ? '' : ','}"${fieldId}":{${documentsJson}}`;
    });
    parts.push(`${first ? '' : ','}[${JSON.stringify(term)},{${fieldsJson}}]`);
    first = false;
  }
  parts.push('],"serializationVersion":2}');
  return parts.join('');
}

// A page's counted search documents (serialize-index.ts's CountedDocument) packed into two strings
// and one array of numbers, as the build cache keeps them and the indexer's thread takes them: an
// array of thousands of short strings cost more to deserialise and to send to the thread than
// tokenising the page again (bench/README.md, "Issue 37").
import type { CountedDocument } from './serialize-index.js';

/** Between two terms: no term holds it (tokenisers split at line ends). */
const SEPARATOR = '\n';

export interface PackedCounts {
  /** The documents' stored fields, as a JSON array. */
  stored: string;
  /** Every field's terms, in order, joined by SEPARATOR. */
  terms: string;
  /** Per document, per field: its length (−1: the document has no such field), its number of terms, their counts. */
  numbers: Int32Array;
}

/** The documents packed, or undefined when a term holds the separator (such a page is not kept). */
export function packCounts(documents: readonly CountedDocument[]): PackedCounts | undefined {
  const terms: string[] = [];
  const numbers: number[] = [];
  for (const document of documents) {
    for (const field of document.fields) {
      if (!field) {
        numbers.push(-1);
        continue;
      }
      numbers.push(field.length, field.terms.length);
      for (let i = 0; i < field.counts.length; i++) numbers.push(field.counts[i]);
      for (const term of field.terms) {
        if (term.includes(SEPARATOR)) return undefined;
        terms.push(term);
      }
    }
  }
  return { stored: JSON.stringify(documents.map((document) => document.stored)), terms: terms.join(SEPARATOR), numbers: Int32Array.from(numbers) };
}

/** The documents of packCounts(); `fields`: how many fields each document has. */
export function unpackCounts(packed: PackedCounts, fields: number): CountedDocument[] {
  const stored = JSON.parse(packed.stored) as Record<string, unknown>[];
  const terms = packed.terms === '' ? [] : packed.terms.split(SEPARATOR);
  const { numbers } = packed;
  let at = 0;
  let term = 0;
  return stored.map((values): CountedDocument => {
    const document: CountedDocument = { stored: values, fields: [] };
    for (let field = 0; field < fields; field++) {
      const length = numbers[at++];
      if (length < 0) {
        document.fields.push(null);
        continue;
      }
      const count = numbers[at++];
      document.fields.push({ length, terms: terms.slice(term, term + count), counts: numbers.subarray(at, at + count) });
      term += count;
      at += count;
    }
    return document;
  });
}

// What a document's schema validation (openapi-validators.ts) depends on, as one key: the document
// with every `description` and `summary` string left out. The OpenAPI schemas (2.0 to 3.2) ask
// nothing of those strings but that they are strings (no pattern, format, length or enum), and a
// verdict names places (instance paths), not values: two documents that differ only in such text
// get the same verdict. Watch keeps the verdict under this key (pipeline/references.ts), so a save
// that edits an operation's description or summary is not validated again.
import { hashText } from '../util/hash.js';

const TEXT_KEYS = new Set(['description', 'summary']);

export function validationKey(document: unknown): string {
  return hashText(JSON.stringify(document, (key, value: unknown) => (typeof value === 'string' && TEXT_KEYS.has(key) ? '' : value)));
}

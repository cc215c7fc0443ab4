// What a document's schema validation (openapi-validators.ts) depends on, as one key: the document
// with OpenAPI's own `description` and `summary` strings left out. The OpenAPI schemas (2.0 to 3.2)
// ask nothing of those strings but that they are strings (no pattern, format, length or enum), and
// a verdict names places (instance paths), not values: two documents that differ only in such text
// get the same verdict. Watch keeps the verdict under this key (pipeline/references.ts), so a save
// that edits an operation's description or summary is not validated again. Watch keeps other
// verdicts under it too (the $ref check, example refs, allOf conflicts), whose checks read data
// values: a `description` or `summary` inside an example, a default, an enum or a const value, or
// a vendor extension, is data and stays in the key (two consts that differ in such a text contradict).
import { hashText } from '../util/hash.js';
import { NAME_MAPS } from './name-maps.js';

const TEXT_KEYS = new Set(['description', 'summary']);

/** Keys whose value is data, not OpenAPI's objects (JSON Schema's and OpenAPI's); with `x-` extensions. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

export function validationKey(document: unknown): string {
  // Objects within data values, and objects that map names: met before what they hold (JSON.stringify
  // hands the replacer a value before it serialises what is inside it).
  const data = new WeakSet<object>();
  const names = new WeakSet<object>();
  return hashText(
    JSON.stringify(document, function (this: object, key: string, value: unknown) {
      if (typeof value === 'string') return TEXT_KEYS.has(key) && !data.has(this) && !names.has(this) ? '' : value;
      if (value === null || typeof value !== 'object') return value;
      if (data.has(this)) data.add(value);
      else if (!names.has(this)) {
        // Data first: `examples` maps names, but what it holds is data here, whole.
        if (DATA_KEYS.has(key) || key.startsWith('x-')) data.add(value);
        else if (NAME_MAPS.has(key)) names.add(value);
      }
      return value;
    }),
  );
}

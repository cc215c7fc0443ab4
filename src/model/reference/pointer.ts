// JSON pointers (RFC 6901) and local `$ref`s as the OpenAPI models read them (mapping a validator's
// pointer back to a path in the YAML file is validate/source-path.ts).
export type { Json, JsonObject } from '../../shared/json-pointer.js';

// The pointer basics are shared with the loader (bundling split specs): one implementation.
export { isObject, lookup, pointerSegments, refSegments, toPointer } from '../../shared/json-pointer.js';

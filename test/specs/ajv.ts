// JSON Schema 2020-12 validation (the dialect of OpenAPI 3.1) for the spec tests.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json } from './helpers.js';

export function makeValidator(): (schema: Json, value: unknown) => string[] {
  // strict: false lets OpenAPI's own keywords (discriminator, example, xml…) pass as annotations.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  // ajv-formats ships CommonJS; its default export is the plugin function.
  (addFormats as unknown as (a: typeof ajv) => void)(ajv);
  const cache = new Map<unknown, ReturnType<typeof ajv.compile>>();
  return (schema, value) => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      cache.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

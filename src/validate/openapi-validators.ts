// Validates OpenAPI documents against the Swagger 2.0 / OpenAPI 3.0 / 3.1 / 3.2 JSON schemas. The validators are
// precompiled by `npm run build` (bin/openapi-validators.mjs) from the schemas and Ajv settings
// @apidevtools/swagger-parser uses, so a run costs milliseconds instead of compiling the schema
// every time. The bundles carry them (bundled-validators.ts); run from src they are read from
// dist/openapi-validators/, and without those (before any build) swagger-parser validates.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compiledDir } from '../load/package-root.js';
import { bundledValidators, type BundledValidators } from './bundled-validators.js';
import { isObject } from '../shared/json-pointer.js';

/** What the validator said about one document. */
export type RawValidation = { ok: true } | { ok: false; message: string; details?: unknown[] };

export type CompiledValidator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

let fromDist: BundledValidators | null | undefined;

function compiledValidators(): BundledValidators | undefined {
  if (bundledValidators) return bundledValidators;
  if (fromDist === undefined) {
    const dir = join(compiledDir(), 'openapi-validators');
    const require = createRequire(join(dir, 'index.cjs'));
    const load = (name: string) => () => require(join(dir, name)) as CompiledValidator;
    fromDist = ['v20', 'v30', 'v31', 'v32'].every((name) => existsSync(join(dir, `${name}.cjs`))) ? { v20: load('v20.cjs'), v30: load('v30.cjs'), v31: load('v31.cjs'), v32: load('v32.cjs') } : null;
  }
  return fromDist ?? undefined;
}

export async function validateDocuments(documents: unknown[]): Promise<RawValidation[]> {
  const validators = compiledValidators();
  if (!validators) return validateWithSwaggerParser(documents);
  return documents.map((doc) => {
    const version = isObject(doc) && typeof doc.openapi === 'string' ? doc.openapi : '';
    const swagger = isObject(doc) && doc.swagger === '2.0';
    // Each validator is loaded on first use: a site with 3.1 specs only never loads the 3.0 one.
    const validate = swagger ? validators.v20() : version.startsWith('3.2') ? validators.v32() : version.startsWith('3.1') ? validators.v31() : validators.v30();
    if (validate(doc)) return { ok: true };
    const details = validate.errors ?? [];
    return { ok: false, message: 'OpenAPI schema validation failed', details };
  });
}

async function validateWithSwaggerParser(documents: unknown[]): Promise<RawValidation[]> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const out: RawValidation[] = [];
  for (const doc of documents) {
    try {
      // swagger-parser mutates what it validates: give it its own copy.
      await SwaggerParser.validate(structuredClone(doc) as never, { resolve: { external: false }, dereference: { circular: 'ignore' } });
      out.push({ ok: true });
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      out.push({ ok: false, message: error instanceof Error ? error.message : String(error), details: Array.isArray(details) ? details : undefined });
    }
  }
  return out;
}

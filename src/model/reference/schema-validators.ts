// Validates OpenAPI documents against the OpenAPI 3.0 / 3.1 JSON schemas. The validators are
// precompiled by `npm run build` (bin/openapi-validators.mjs → dist/openapi-validators/) from
// the schemas and Ajv settings @apidevtools/swagger-parser uses, so a run costs milliseconds
// instead of compiling the schema every time. Without them (running from src before a build),
// swagger-parser itself validates.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledDir } from '../../load/package-root.js';
import { importModule } from '../../load/import-module.js';
import { isObject } from './pointer.js';

/** What the validator said about one document. */
export type RawValidation = { ok: true } | { ok: false; message: string; details?: unknown[] };

type CompiledValidator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

let compiled: Promise<{ v30: CompiledValidator; v31: CompiledValidator } | undefined> | undefined;

function loadCompiled() {
  compiled ??= (async () => {
    const dir = join(compiledDir(), 'openapi-validators');
    if (!existsSync(join(dir, 'v31.mjs')) || !existsSync(join(dir, 'v30.mjs'))) return undefined;
    const [v31, v30] = await Promise.all([importModule(pathToFileURL(join(dir, 'v31.mjs')).href), importModule(pathToFileURL(join(dir, 'v30.mjs')).href)]);
    return { v30: v30.default as CompiledValidator, v31: v31.default as CompiledValidator };
  })();
  return compiled;
}

export async function validateDocuments(documents: unknown[]): Promise<RawValidation[]> {
  const validators = await loadCompiled();
  if (!validators) return validateWithSwaggerParser(documents);
  return documents.map((doc) => {
    const version = isObject(doc) && typeof doc.openapi === 'string' ? doc.openapi : '';
    const validate = version.startsWith('3.1') ? validators.v31 : validators.v30;
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

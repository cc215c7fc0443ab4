// Runs @apidevtools/swagger-parser on a worker thread, so validating (Ajv compiles the OpenAPI
// JSON schema, ~200 ms per document) overlaps with parsing, building and rendering on the main
// thread. The worker starts as soon as the texts are read and parses them itself: its own copy is
// the deep clone swagger-parser needs (it mutates what it validates), and nothing large is cloned
// between threads. Texts that do not parse are skipped here; the main thread reports them.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CORE_SCHEMA, load } from 'js-yaml';

/** What the validator said about one document. */
export type RawValidation = { ok: true } | { ok: false; message: string; details?: unknown[] };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SwaggerParser = require(workerData.parserPath);
const yaml = require(workerData.yamlPath);
(async () => {
  const results = [];
  for (const text of workerData.texts) {
    let doc;
    try {
      doc = yaml.load(text, { schema: yaml.CORE_SCHEMA });
    } catch {
      results.push({ ok: true });
      continue;
    }
    try {
      await SwaggerParser.validate(doc, { resolve: { external: false }, dereference: { circular: 'ignore' } });
      results.push({ ok: true });
    } catch (error) {
      const details = Array.isArray(error && error.details) ? error.details.map((d) => ({ instancePath: d.instancePath, keyword: d.keyword, message: d.message, params: d.params })) : undefined;
      results.push({ ok: false, message: String((error && error.message) || error), details });
    }
  }
  parentPort.postMessage(results);
})();
`;

/** Validates every text on one worker; falls back to this thread if a worker cannot start. */
export function validateOnWorker(texts: string[]): Promise<RawValidation[]> {
  if (texts.length === 0) return Promise.resolve([]);
  let parserPath: string;
  let yamlPath: string;
  try {
    const require = createRequire(import.meta.url);
    parserPath = require.resolve('@apidevtools/swagger-parser');
    yamlPath = require.resolve('js-yaml');
  } catch {
    return validateHere(texts);
  }
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { parserPath, yamlPath, texts } });
    worker.once('message', (results: RawValidation[]) => {
      settled = true;
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', () => {
      if (!settled) validateHere(texts).then(resolve);
      settled = true;
    });
    worker.once('exit', () => {
      if (!settled) validateHere(texts).then(resolve);
      settled = true;
    });
  });
}

async function validateHere(texts: string[]): Promise<RawValidation[]> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const out: RawValidation[] = [];
  for (const text of texts) {
    let doc: unknown;
    try {
      doc = load(text, { schema: CORE_SCHEMA });
    } catch {
      out.push({ ok: true });
      continue;
    }
    try {
      await SwaggerParser.validate(doc as never, { resolve: { external: false }, dereference: { circular: 'ignore' } });
      out.push({ ok: true });
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      out.push({ ok: false, message: error instanceof Error ? error.message : String(error), details: Array.isArray(details) ? details : undefined });
    }
  }
  return out;
}

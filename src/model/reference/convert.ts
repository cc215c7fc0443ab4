// Swagger 2.0 descriptions are converted to OpenAPI 3.0 once they have passed the 2.0 schema (so
// their problems are reported against what the author wrote), with Scalar's maintained upgrader.
// Everything after this point (reference, search, api.md, llms) reads the one converted model;
// positions still point into the 2.0 file, at the nearest part that exists there.
import { upgrade } from '@scalar/openapi-upgrader';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { isObject } from './pointer.js';

export function isSwagger2(data: unknown): boolean {
  return isObject(data) && data.swagger === '2.0';
}

/** The 3.0 equivalent of a Swagger 2.0 source; other sources are returned as they are. */
export function toOpenApi3(source: YamlSource): { source?: YamlSource; diagnostics: Diagnostic[] } {
  if (!isSwagger2(source.data)) return { source, diagnostics: [] };
  try {
    // The upgrader rewrites what it is given: it gets its own copy.
    const data: unknown = upgrade(structuredClone(source.data) as Record<string, unknown>, '3.0');
    return { source: { ...source, data }, diagnostics: [] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      diagnostics: [
        diagnostic(
          'openapi-convert-failed',
          'error',
          `This Swagger 2.0 file could not be converted to OpenAPI 3: ${reason}`,
          source.positionOf([]),
          'Convert it yourself (for example with `npx swagger2openapi`) and point the config at the result.',
        ),
      ],
    };
  }
}

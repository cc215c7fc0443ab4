// Validates OpenAPI documents against the OpenAPI JSON schemas (see openapi-validators.ts) and maps
// the complaints (JSON pointers into the document) back to lines and columns.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { pointerSegments, toPointer } from '../shared/json-pointer.js';
import { sourcePathOf } from './source-path.js';
import { validateDocuments, type RawValidation } from './openapi-validators.js';

export type { RawValidation };

/** The part of an Ajv error we read. */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const MAX_REPORTED = 12;
/** Keywords that only say "one of the branches failed"; the branch errors say what to fix. */
const COMBINATOR_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef', 'false schema']);

/** Validates parsed spec documents; map each result with validationDiagnostics. */
export function validateSpecs(documents: unknown[]): Promise<RawValidation[]> {
  return validateDocuments(documents);
}

/** One validation result → diagnostics at file positions. */
export function validationDiagnostics(result: RawValidation, source: YamlSource): Diagnostic[] {
  if (result.ok) return [];
  if (result.details && result.details.length > 0) return fromSchemaErrors(result.details as SchemaError[], source);
  return [
    diagnostic(
      'openapi-invalid',
      'error',
      `Invalid OpenAPI document: ${result.message.split('\n')[0]} (pointer: /)`,
      source.positionOf([]),
      'Fix the document so that it follows the OpenAPI 3.0, 3.1 or 3.2 specification.',
    ),
  ];
}

/**
 * Complaints about valid documents, from the OpenAPI 3.1 schema bundled with swagger-parser:
 * it rejects `description` on server variables (APIDevTools/swagger-cli#83).
 */
const KNOWN_FALSE_POSITIVES: ((error: SchemaError) => boolean)[] = [
  (e) => /\/servers\/\d+\/variables\/[^/]+$/.test(e.instancePath) && (e.params?.additionalProperty === 'description' || e.params?.unevaluatedProperty === 'description'),
];

function fromSchemaErrors(all: SchemaError[], source: YamlSource): Diagnostic[] {
  const errors = all.filter((e) => !KNOWN_FALSE_POSITIVES.some((isFalse) => isFalse(e)));
  // Only combinator noise left (e.g. "must match oneOf" above a dropped complaint): valid.
  if (errors.length < all.length && errors.every((e) => COMBINATOR_KEYWORDS.has(e.keyword) || (e.keyword === 'required' && e.params?.missingProperty === '$ref'))) return [];
  const relevant = mostSpecific(errors);
  const out: Diagnostic[] = [];
  for (const error of relevant.slice(0, MAX_REPORTED)) {
    const segments = pointerSegments(error.instancePath);
    const path = sourcePathOf(source.data, segments);
    const unknownKey = error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties' ? String(error.params?.additionalProperty ?? error.params?.unevaluatedProperty ?? '') : '';
    const where = unknownKey ? source.keyPositionOf([...path, unknownKey]) : source.positionOf(path);
    const pointer = toPointer(unknownKey ? [...path, unknownKey] : path);
    out.push(diagnostic('openapi-invalid', 'error', `Invalid OpenAPI document at ${pointer}: ${describe(error)}`, where, hintFor(error)));
  }
  if (relevant.length > MAX_REPORTED) {
    out.push(diagnostic('openapi-invalid', 'error', `…and ${relevant.length - MAX_REPORTED} more problems in ${source.file}`, { file: source.file }));
  }
  return out;
}

/** Ajv with allErrors reports every failed branch; keep the deepest, most concrete complaints. */
function mostSpecific(errors: SchemaError[]): SchemaError[] {
  const paths = errors.map((e) => e.instancePath);
  const deepest = errors.filter((e) => !paths.some((p) => p !== e.instancePath && p.startsWith(`${e.instancePath}/`)));
  const concrete = deepest.filter((e) => !COMBINATOR_KEYWORDS.has(e.keyword) && !(e.keyword === 'required' && e.params?.missingProperty === '$ref'));
  const chosen = mergeEnums(concrete.length > 0 ? concrete : deepest);
  const seen = new Set<string>();
  return chosen.filter((e) => {
    const key = `${e.instancePath} ${describe(e)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Each branch of a oneOf lists its own allowed values (Swagger 2.0 parameters): one complaint with all of them. */
function mergeEnums(errors: SchemaError[]): SchemaError[] {
  const merged = new Map<string, SchemaError>();
  const out: SchemaError[] = [];
  for (const error of errors) {
    if (error.keyword !== 'enum') {
      out.push(error);
      continue;
    }
    const first = merged.get(error.instancePath);
    const values = (error.params?.allowedValues as unknown[] | undefined) ?? [];
    if (!first) {
      const copy = { ...error, params: { ...error.params, allowedValues: [...values] } };
      merged.set(error.instancePath, copy);
      out.push(copy);
    } else {
      const all = first.params!.allowedValues as unknown[];
      for (const value of values) if (!all.includes(value)) all.push(value);
    }
  }
  return out;
}

function describe(error: SchemaError): string {
  const p = error.params ?? {};
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return `unknown property "${String(p.additionalProperty ?? p.unevaluatedProperty)}"`;
    case 'required':
      return `the required property "${String(p.missingProperty)}" is missing`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)).join(', ') ?? 'the allowed values'}`;
    case 'type':
      return `must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'pattern':
      return `does not match the pattern ${String(p.pattern)}`;
    default:
      return error.message ?? error.keyword;
  }
}

function hintFor(error: SchemaError): string {
  switch (error.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Remove or rename the property; custom properties must start with "x-".';
    case 'required':
      return `Add "${String(error.params?.missingProperty)}" here.`;
    default:
      return 'See the OpenAPI specification for what this object may contain.';
  }
}

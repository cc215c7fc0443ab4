// Validates OpenAPI documents against the OpenAPI JSON schemas (see openapi-validators.ts) and maps
// the complaints (JSON pointers into the document) back to lines and columns. Small mistakes whose
// meaning is clear (small-mistakes.ts) are read as meant, with a warning per kind.
import { diagnostic, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { isObject, lookup, pointerSegments, toPointer } from '../shared/json-pointer.js';
import { sourcePathOf } from './source-path.js';
import { validateDocuments, type RawValidation } from './openapi-validators.js';
import { readExampleRefs } from './example-refs.js';
import { SMALL_MISTAKES, type Place, type SchemaError, type SmallMistake } from './small-mistakes.js';

export type { RawValidation };

const MAX_REPORTED = 12;
/** Keywords that only say "one of the branches failed"; the branch errors say what to fix. */
const COMBINATOR_KEYWORDS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not', '$ref', '$dynamicRef', 'false schema']);

/**
 * Validates spec documents, reading small mistakes as meant: a document they were rewritten in is
 * validated again (what a rewrite brought in is checked too), a few rounds at most. Returns each
 * document's diagnostics: one warning per kind of small mistake, then the errors left. `validate`
 * is the schema validation (watch gives one that reuses verdicts: validation-key.ts), `exampleRefs`
 * the reading of example refs (watch gives one that replays where an earlier build found them).
 */
export async function checkSpecs(
  sources: readonly YamlSource[],
  validate: (documents: unknown[]) => Promise<RawValidation[]> = validateDocuments,
  exampleRefsOf: (source: YamlSource) => Diagnostic | undefined = (source) => readExampleRefs(source).diagnostic,
): Promise<Diagnostic[][]> {
  const found = sources.map(() => new Map<SmallMistake, Found>());
  const exampleRefs = sources.map(exampleRefsOf);
  const final: { result: RawValidation; accepted: ReadonlySet<SchemaError> }[] = [];
  let pending = sources.map((_, i) => i);
  for (let round = 1; pending.length > 0; round++) {
    const verdicts = await validate(pending.map((i) => sources[i].data));
    const again: number[] = [];
    pending.forEach((i, k) => {
      const result = verdicts[k];
      if (result.ok || !result.details?.length) {
        final[i] = { result, accepted: new Set() };
        return;
      }
      // On the last round nothing is rewritten: what a rewrite would need stays an error.
      const { accepted, rewrote } = readAsMeant(result.details as SchemaError[], sources[i], found[i], round < MAX_ROUNDS);
      if (rewrote) again.push(i);
      else final[i] = { result, accepted };
    });
    pending = again;
  }
  return sources.map((source, i) => [...(exampleRefs[i] ? [exampleRefs[i]] : []), ...mistakeWarnings(found[i]), ...validationDiagnostics(final[i].result, source, final[i].accepted)]);
}

const MAX_ROUNDS = 4;

/** Each kind of small mistake in one document: its first place, and every place's pointer (once each). */
interface Found {
  first: Place;
  where: SourcePosition;
  pointers: Set<string>;
}

/** Complaints that are small mistakes: recorded, and the document rewritten where the mistake says how. */
function readAsMeant(errors: SchemaError[], source: YamlSource, found: Map<SmallMistake, Found>, mayRewrite: boolean): { accepted: Set<SchemaError>; rewrote: boolean } {
  const root = source.data;
  const version = isObject(root) && typeof root.openapi === 'string' ? root.openapi : '';
  const accepted = new Set<SchemaError>();
  const rewrites: (() => void)[] = [];
  const rewritten = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'type' && error.keyword !== 'enum') continue;
    const path = sourcePathOf(root, pointerSegments(error.instancePath));
    if (path.length === 0 || path.length !== pointerSegments(error.instancePath).length) continue;
    const holder = path.length === 1 ? root : lookup(root, path.slice(0, -1));
    if (!isObject(holder)) continue;
    const key = String(path[path.length - 1]);
    const at: Place = { root, version, path, holder, key, value: holder[key] };
    const mistake = SMALL_MISTAKES.find((m) => m.matches(error, at));
    if (!mistake || (mistake.rewrite && !mayRewrite)) continue;
    accepted.add(error);
    const pointer = toPointer(path);
    const seen = found.get(mistake);
    // The first place is found before anything is rewritten (positions in a joined spec follow its data).
    if (!seen) found.set(mistake, { first: { ...at, path: [...path] }, where: source.positionOf(path), pointers: new Set([pointer]) });
    else seen.pointers.add(pointer);
    if (mistake.rewrite && !rewritten.has(pointer)) {
      rewritten.add(pointer);
      rewrites.push(() => mistake.rewrite!(at));
    }
  }
  for (const rewrite of rewrites) rewrite();
  return { accepted, rewrote: rewrites.length > 0 };
}

function mistakeWarnings(found: Map<SmallMistake, Found>): Diagnostic[] {
  return [...found].map(([mistake, { first, where, pointers }]) =>
    diagnostic('openapi-invalid', 'warning', `${mistake.message(first, pointers.size - 1)} (pointer: ${toPointer(first.path)})`, where, mistake.hint(first)),
  );
}

/** One validation result → diagnostics at file positions; `accepted` complaints were read as meant (small mistakes). */
function validationDiagnostics(result: RawValidation, source: YamlSource, accepted: ReadonlySet<unknown> = new Set()): Diagnostic[] {
  if (result.ok) return [];
  if (result.details && result.details.length > 0) {
    const details = (result.details as SchemaError[]).filter((e) => !accepted.has(e));
    return fromSchemaErrors(details, source, result.details.length - details.length);
  }
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

/** `dropped`: complaints already left out (read as meant), which may leave only their combinator noise. */
function fromSchemaErrors(all: SchemaError[], source: YamlSource, dropped: number): Diagnostic[] {
  const errors = all.filter((e) => !KNOWN_FALSE_POSITIVES.some((isFalse) => isFalse(e)));
  // Only combinator noise left (e.g. "must match oneOf" above a dropped complaint): valid.
  if (errors.length < all.length + dropped && errors.every((e) => COMBINATOR_KEYWORDS.has(e.keyword) || (e.keyword === 'required' && e.params?.missingProperty === '$ref'))) return [];
  const relevant = mostSpecific(errors);
  const out: Diagnostic[] = [];
  for (const error of relevant.slice(0, MAX_REPORTED)) {
    const segments = pointerSegments(error.instancePath);
    const path = sourcePathOf(source.data, segments);
    const unknownKey = error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties' ? String(error.params?.additionalProperty ?? error.params?.unevaluatedProperty ?? '') : '';
    const where = unknownKey ? source.keyPositionOf([...path, unknownKey]) : source.positionOf(path);
    const pointer = toPointer(unknownKey ? [...path, unknownKey] : path);
    // A `$ref` standing for a properties map that reaches no map (small-mistakes.ts reads the others).
    const refStandIn = !unknownKey && path.at(-1) === '$ref' && path.at(-2) === 'properties' && typeof lookup(source.data, path) === 'string';
    const what = refStandIn ? `$ref ${JSON.stringify(lookup(source.data, path))} stands for the properties map but reaches none (it points to nothing, or back to itself)` : describe(error);
    const hint = refStandIn ? 'Point the $ref at an object whose keys are the property names, or list the properties here.' : hintFor(error);
    out.push(diagnostic('openapi-invalid', 'error', `Invalid OpenAPI document at ${pointer}: ${what}`, where, hint));
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
  const chosen = oneComplaintPerValue(mergeEnums(concrete.length > 0 ? concrete : deepest));
  const seen = new Set<string>();
  return chosen.filter((e) => {
    const key = `${e.instancePath} ${describe(e)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A value that must be one of a list of strings is also told it must be a string (`type: [string, integer]`
 * in 3.0: "must be of type string" and "must be one of …"): the list says both.
 */
function oneComplaintPerValue(errors: SchemaError[]): SchemaError[] {
  const listed = new Set(errors.filter((e) => e.keyword === 'enum').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword !== 'type' || !listed.has(e.instancePath));
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

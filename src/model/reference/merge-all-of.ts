// `allOf` shown as one schema. Properties and `required` are united; a property (or `items`) that
// two parts both write in place is the allOf of both, merged in turn where it is shown or sampled,
// so nothing of either is lost (one that is a `$ref` in either part: the later part's stands). The first `oneOf`/`anyOf` stays in its place and each further one is
// kept in ALSO_VARIANTS. `type`, `enum` and `const` are intersected: parts that no value can match
// at once (string ∧ integer, disjoint enums) leave their reasons in IMPOSSIBLE. Other keywords keep
// the first value found. A parent's discriminator is dropped from its children (no self-recursion).
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import { nameMap } from '../../util/name-map.js';

const MAX_DEPTH = 16;
/**
 * Members merged for one schema, counting a member each time it is reached: `S0: allOf [S1, S1]`,
 * `S1: allOf [S2, S2]`… reach 2^16 of them in 16 levels. Past this the rest is left out.
 */
const MAX_MERGES = 2_000;

/** Key of a merged schema: the `oneOf`/`anyOf` lists of its parts after the first, as `{oneOf}`/`{anyOf}` schemas. */
export const ALSO_VARIANTS = 'x-specpress-also-variants';
/** Key of a merged schema: why no value can match all its parts (`type string ∧ integer`…). */
export const IMPOSSIBLE = 'x-specpress-impossible';

/** A fresh count of merges for one schema; below zero after mergeAllOf, members were left out. */
export function mergeBudget(): { merges: number } {
  return { merges: MAX_MERGES };
}

/** Returns the schema with its `allOf` merged in; `seen` holds refs being merged (cycles are skipped). */
export function mergeAllOf(schema: JsonObject, resolver: RefResolver, seen: ReadonlySet<string> = new Set(), depth = 0, budget = mergeBudget()): JsonObject {
  const members = schema.allOf;
  if (!Array.isArray(members) || depth > MAX_DEPTH) return schema;
  const { allOf: _drop, ...own } = schema;
  void _drop;
  let merged: JsonObject = {};
  for (const member of members) {
    if (--budget.merges < 0) break;
    const resolved = resolver.resolve(member);
    if (resolved.ref && seen.has(resolved.ref)) continue;
    if (!isObject(resolved.value)) continue;
    const nextSeen = resolved.ref ? new Set([...seen, resolved.ref]) : seen;
    const flat = mergeAllOf(resolved.value, resolver, nextSeen, depth + 1, budget);
    const { discriminator: _parentDiscriminator, ...rest } = flat;
    void _parentDiscriminator;
    merged = mergeTwo(merged, resolved.ref ? rest : flat, resolver);
  }
  return mergeTwo(merged, own, resolver);
}

/** The reasons no value can match `schema` (merged), or an empty list. */
export function impossibleReasons(schema: JsonObject): string[] {
  const reasons = schema[IMPOSSIBLE];
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : [];
}

/** The `oneOf`/`anyOf` lists a merged schema must match besides its own `oneOf`/`anyOf`. */
export function alsoVariants(schema: JsonObject): JsonObject[] {
  const also = schema[ALSO_VARIANTS];
  return Array.isArray(also) ? also.filter(isObject) : [];
}

function mergeTwo(base: JsonObject, next: JsonObject, resolver: RefResolver): JsonObject {
  const out: JsonObject = { ...base };
  const impossible: string[] = [...impossibleReasons(base), ...impossibleReasons(next)];
  for (const [key, value] of Object.entries(next)) {
    const current = out[key];
    if (key === IMPOSSIBLE) continue;
    if (key === 'properties' && isObject(current) && isObject(value)) out[key] = mergeProperties(current, value, resolver);
    else if (key === 'items' && isObject(current) && isObject(value)) out[key] = both(current, value, resolver);
    else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) out[key] = [...new Set([...current, ...value])];
    else if (key === 'description' || key === 'title' || key === 'example' || key === 'examples') out[key] = value;
    else if ((key === 'oneOf' || key === 'anyOf') && current !== undefined && !sameJson(current, value)) out[ALSO_VARIANTS] = [...alsoVariants(out), { [key]: value }];
    else if (key === ALSO_VARIANTS) out[key] = [...alsoVariants(out), ...alsoVariants(next)];
    else if (key === 'type' && current !== undefined) out[key] = intersectTypes(current, value, impossible);
    else if (key === 'enum' && Array.isArray(current) && Array.isArray(value)) out[key] = intersectEnums(current, value, impossible);
    else if (key === 'const' && current !== undefined && !sameJson(current, value)) impossible.push(`const ${JSON.stringify(current)} ∧ ${JSON.stringify(value)}`);
    else if (current === undefined) out[key] = value;
  }
  if (impossible.length > 0) out[IMPOSSIBLE] = [...new Set(impossible)];
  return out;
}

/** Both maps' properties; one both define is the allOf of the two (merged where it is used). */
function mergeProperties(base: JsonObject, next: JsonObject, resolver: RefResolver): JsonObject {
  const out: JsonObject = Object.assign(nameMap(), base);
  for (const [name, value] of Object.entries(next)) out[name] = out[name] === undefined ? value : both(out[name], value, resolver);
  return out;
}

/** The `{allOf: [a, b]}` schemas made here for a property two parts define (not the spec's own). */
const pairs = new WeakSet<JsonObject>();

/** True for an allOf this merge made of two parts' same-named property (see mergeProperties). */
export function isMergedPair(schema: JsonObject): boolean {
  return pairs.has(schema);
}

/**
 * A property both parts define: the allOf of the two when both are written in place. When either
 * is a `$ref` the later one stands, as before: `data: {type: object}` in an envelope and
 * `data: {$ref: Contact}` in the event that uses it is the envelope's field made concrete, and
 * is shown as the named schema (its variants, its discriminator).
 */
function both(a: Json, b: Json, resolver: RefResolver): Json {
  if (sameJson(a, b)) return a;
  if (!isObject(a) || !isObject(b)) return b;
  // Unless no value could be both (a `$ref` to a string schema and an integer written in place):
  // then it is the allOf of the two, which is shown as impossible where the property is.
  if ((typeof a.$ref === 'string' || typeof b.$ref === 'string') && !typesMeet(typeOf(a, resolver), typeOf(b, resolver))) return pair(a, b);
  if (typeof a.$ref === 'string' || typeof b.$ref === 'string') return b;
  return pair(a, b);
}

function pair(a: JsonObject, b: JsonObject): JsonObject {
  const made: JsonObject = { allOf: [a, b] };
  pairs.add(made);
  return made;
}

/** The `type` a schema (or the one its `$ref` names) declares; undefined when it declares none. */
function typeOf(schema: JsonObject, resolver: RefResolver): Json | undefined {
  const target = typeof schema.$ref === 'string' ? resolver.resolve(schema).value : schema;
  return isObject(target) ? target.type : undefined;
}

/** Whether some value can have both types (as intersectTypes decides it); true when either declares none. */
function typesMeet(a: Json | undefined, b: Json | undefined): boolean {
  if (a === undefined || b === undefined) return true;
  const reasons: string[] = [];
  intersectTypes(a, b, reasons);
  return reasons.length === 0;
}

/** The types both allow (`integer` is a `number`); none: the reason joins `impossible`. */
function intersectTypes(a: Json, b: Json, impossible: string[]): Json {
  const list = (t: Json) => (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string');
  const left = list(a);
  const right = list(b);
  const allows = (types: string[], t: string) => types.includes(t) || (t === 'integer' && types.includes('number'));
  const common = [...new Set([...left.filter((t) => allows(right, t)), ...right.filter((t) => allows(left, t))])].filter(
    (t) => t !== 'number' || (left.includes('number') && right.includes('number')),
  );
  if (common.length === 0) {
    impossible.push(`type ${left.join(' or ')} ∧ ${right.join(' or ')}`);
    return a;
  }
  return common.length === 1 ? common[0] : common;
}

/** The values both enums allow; none: the reason joins `impossible`. */
function intersectEnums(a: Json[], b: Json[], impossible: string[]): Json[] {
  const common = a.filter((x) => b.some((y) => sameJson(x, y)));
  if (common.length > 0) return common;
  impossible.push(`enum ${JSON.stringify(a)} ∧ ${JSON.stringify(b)}`);
  return a;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

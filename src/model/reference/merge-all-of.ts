// `allOf` shown as one schema: properties and `required` are united, other keywords keep the
// first value found. A parent's discriminator is dropped from its children (no self-recursion).
import { isObject, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';

const MAX_DEPTH = 16;
/**
 * Members merged for one schema, counting a member each time it is reached: `S0: allOf [S1, S1]`,
 * `S1: allOf [S2, S2]`… reach 2^16 of them in 16 levels. Past this the rest is left out.
 */
const MAX_MERGES = 2_000;

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
    merged = mergeTwo(merged, resolved.ref ? rest : flat);
  }
  return mergeTwo(merged, own);
}

function mergeTwo(base: JsonObject, next: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(next)) {
    const current = out[key];
    if (key === 'properties' && isObject(current) && isObject(value)) out[key] = { ...current, ...value };
    else if (key === 'required' && Array.isArray(current) && Array.isArray(value)) out[key] = [...new Set([...current, ...value])];
    else if (key === 'description' || key === 'title' || key === 'example' || key === 'examples') out[key] = value;
    else if (current === undefined) out[key] = value;
  }
  return out;
}

// Following `$ref`s inside one document to what they reach, for the small mistakes read as meant
// (a `$ref` standing for a properties map, a `$ref` written as an example's value): one loop, with
// the same bound on chains and the same refusal of cycles.
import { lookup, refSegments } from '../shared/json-pointer.js';

/** Longest chain of `$ref`s followed. */
const MAX_STEPS = 20;

/**
 * What the chain of `$ref`s from `value` reaches: `value` itself when `isRef` says it is no
 * reference; undefined when a reference reaches nothing or the chain loops. `reached` may read a
 * target further (a whole Example Object stands for its value).
 */
export function followLocalRefs(
  root: unknown,
  value: unknown,
  isRef: (value: unknown) => value is { $ref: string },
  reached: (target: unknown, segments: readonly string[]) => unknown = (target) => target,
): unknown {
  let current = value;
  const seen = new Set<unknown>();
  while (isRef(current)) {
    if (seen.has(current) || seen.size > MAX_STEPS) return undefined;
    seen.add(current);
    const segments = refSegments(current.$ref);
    const target = segments ? lookup(root, segments) : undefined;
    if (target === undefined) return undefined;
    current = reached(target, segments!);
  }
  return current;
}

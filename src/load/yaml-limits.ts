// Bounds on parsed YAML and JSON, checked once right after parsing, so no later stage can be made
// to run forever or overflow its stack by a small hostile file:
// - aliases: js-yaml shares an aliased value instead of copying it, so `*a` used ten times in ten
//   levels is a 3 KB file that every walker (examples, schema trees, validation) sees as 10^10
//   values. The tree as walkers see it may hold at most MAX_EXPANDED_VALUES values, or
//   ALIAS_GROWTH times the values actually written, whichever is larger.
// - nesting: at most MAX_DEPTH levels (real specs stay under 40).
import { isCollection, parseDocument, visit, type Alias, type Document } from 'yaml';

export const MAX_DEPTH = 256;
export const MAX_EXPANDED_VALUES = 1_000_000;
export const ALIAS_GROWTH = 4;

export type LimitProblem = { kind: 'aliases'; expanded: number; written: number } | { kind: 'depth'; path: (string | number)[] };

/** Whether YAML text may define an anchor (`&name`); without one, no value can be shared. */
export function mayHaveAnchors(text: string): boolean {
  return /(?:^|[\s[{,])&[^\s[\]{},]/m.test(text);
}

/**
 * Checks a parsed value against the limits; undefined when it is within them. `shared` says that
 * values may be aliased (see mayHaveAnchors); without it only the depth is walked, which is cheaper.
 */
export function checkYamlLimits(data: unknown, shared = true): LimitProblem | undefined {
  if (!shared) {
    const path = deepestPath(data);
    return path ? { kind: 'depth', path } : undefined;
  }
  const heights = new Map<object, number>();
  const sizes = new Map<object, number>();
  let tooDeep: (string | number)[] | undefined;
  const path: (string | number)[] = [];

  // Height of the subtree (capped: Infinity past MAX_DEPTH) and its size with aliases expanded.
  // The recursion never goes deeper than MAX_DEPTH frames.
  const measure = (value: unknown, level: number): [height: number, size: number] => {
    if (value === null || typeof value !== 'object') return [0, 1];
    const known = heights.get(value);
    if (known !== undefined) return [known, sizes.get(value)!];
    if (level >= MAX_DEPTH) {
      tooDeep ??= [...path];
      return [Infinity, 1];
    }
    let height = 0;
    let size = 1;
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
      path.push(key);
      const [h, s] = measure(child, level + 1);
      path.pop();
      if (h + 1 > height) height = h + 1;
      size += s;
      if (tooDeep) return [Infinity, size];
    }
    heights.set(value, height);
    sizes.set(value, size);
    return [height, size];
  };
  const [, expanded] = measure(data, 0);
  if (tooDeep) return { kind: 'depth', path: tooDeep };
  // Distinct values written in the file: each shared object counted once.
  let written = 0;
  for (const value of sizes.keys()) written += 1 + (Array.isArray(value) ? value.length : Object.keys(value).length);
  if (expanded > Math.max(MAX_EXPANDED_VALUES, ALIAS_GROWTH * written)) return { kind: 'aliases', expanded, written };
  return undefined;
}

/** The path to the first value nested deeper than MAX_DEPTH, for a tree without shared values. */
function deepestPath(data: unknown): (string | number)[] | undefined {
  const path: (string | number)[] = [];
  const walk = (value: unknown, level: number): boolean => {
    if (value === null || typeof value !== 'object') return false;
    if (level >= MAX_DEPTH) return true;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        if (walk(value[i], level + 1)) return true;
        path.pop();
      }
    } else {
      for (const key in value) {
        path.push(key);
        if (walk((value as Record<string, unknown>)[key], level + 1)) return true;
        path.pop();
      }
    }
    return false;
  };
  return walk(data, 0) ? path : undefined;
}

/**
 * Where to point at for an alias fan-out: the first alias whose target itself holds aliases (the
 * step that multiplies), else the first alias. Reads the text with `yaml`'s parser, which keeps
 * aliases as nodes (nothing is expanded).
 */
export function aliasFanOutOffset(text: string): number {
  const doc: Document = parseDocument(text, { prettyErrors: false });
  let first: Alias | undefined;
  let multiplying: Alias | undefined;
  visit(doc, {
    Alias(_, alias) {
      first ??= alias;
      if (multiplying) return visit.BREAK;
      const target = alias.resolve(doc);
      if (target && isCollection(target) && containsAlias(target)) multiplying = alias;
      return undefined;
    },
  });
  return (multiplying ?? first)?.range?.[0] ?? 0;
}

function containsAlias(node: Parameters<typeof visit>[0]): boolean {
  let found = false;
  visit(node, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/** Offset of the first bracket that opens level MAX_DEPTH + 1 in flow (JSON-style) text, or -1. */
export function deepBracketOffset(text: string): number {
  let depth = 0;
  let inString: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === inString) inString = undefined;
    } else if (c === '"' || c === "'") inString = c;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === ']' || c === '}') depth--;
  }
  return -1;
}

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
    // The upgrader rewrites what it is given: it gets its own copy, with names it would lose stood in for.
    const names = protectedNames(source.data);
    const data: unknown = names.restore(upgrade(names.copy as Record<string, unknown>, '3.0'));
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

const PROTO = '__proto__';

/**
 * Names are data, but the upgrader builds its objects by assignment (`result[key] = value`), and
 * assigning `__proto__` sets an object's prototype instead of adding the key: a definition, a
 * property or a formData parameter of that name would vanish. So the copy the upgrader gets
 * has a stand-in for each such key (and formData parameter name, which becomes a property key),
 * and `restore` puts `__proto__` back as an own key, in its place. Shared objects stay shared.
 */
function protectedNames(data: unknown): { copy: unknown; restore: (value: unknown) => unknown } {
  let standIn = '__proto__ (renamed by specpress)';
  while (mentions(data, standIn)) standIn += ' ';
  const copy = rebuild(
    data,
    (key) => (key === PROTO ? standIn : key),
    (object) => (object.in === 'formData' && object.name === PROTO ? { ...withoutName(object), name: standIn } : object),
  );
  return {
    copy,
    restore: (value) =>
      rebuild(
        value,
        (key) => (key === standIn ? PROTO : key),
        undefined,
        (text) => (text === standIn ? PROTO : text),
      ),
  };
}

/** A copy of `value` with its keys renamed (as own data properties, so `__proto__` is a key) and its objects and strings mapped. */
function rebuild(value: unknown, key: (name: string) => string, object?: (from: Record<string, unknown>) => Record<string, unknown>, text?: (from: string) => string): unknown {
  const done = new Map<object, unknown>();
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return text ? text(item) : item;
    if (typeof item !== 'object' || item === null) return item;
    const seen = done.get(item);
    if (seen !== undefined) return seen;
    if (Array.isArray(item)) {
      const list: unknown[] = [];
      done.set(item, list);
      for (const element of item) list.push(walk(element));
      return list;
    }
    const copy: Record<string, unknown> = {};
    done.set(item, copy);
    const from = object ? object(item as Record<string, unknown>) : (item as Record<string, unknown>);
    for (const [name, child] of Object.entries(from)) Object.defineProperty(copy, key(name), { value: walk(child), enumerable: true, writable: true, configurable: true });
    return copy;
  };
  return walk(value);
}

function withoutName(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== 'name'));
}

/** Whether `text` is a key or a string anywhere in `value`. */
function mentions(value: unknown, text: string): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === text) return true;
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    for (const [name, child] of Object.entries(item)) {
      if (name === text) return true;
      stack.push(child);
    }
  }
  return false;
}

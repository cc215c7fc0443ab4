// JSON pointers (RFC 6901) and local `$ref`s: parse, look up, and map a pointer into the
// dereferenced document (what validators report) back to a path in the YAML file.
import type { YamlPath } from '../../load/yaml-source.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `#/components/schemas/A~1B` → ['components', 'schemas', 'A/B']; undefined for external refs. */
export function refSegments(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  return pointerSegments(ref.slice(1));
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  let decoded = pointer;
  try {
    decoded = decodeURIComponent(pointer);
  } catch {
    /* keep as written */
  }
  return decoded
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(path: YamlPath): string {
  return path.length === 0 ? '/' : path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function lookup(root: unknown, segments: readonly (string | number)[]): unknown {
  let node: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node)) node = Object.prototype.hasOwnProperty.call(node, segment) ? node[segment] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * Follows a pointer through the raw document; when it walks into a `$ref` object, it continues at
 * the ref's target, so an error inside a shared component points at the component's lines.
 */
export function sourcePathOf(root: unknown, segments: readonly string[]): YamlPath {
  let path: (string | number)[] = [];
  let node: unknown = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && !(segment in node) && hops < 20; hops++) {
      const target = refSegments(node.$ref);
      if (!target) break;
      path = [...target];
      node = lookup(root, target);
    }
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index) || index >= node.length) break;
      path.push(index);
      node = node[index];
    } else if (isObject(node) && segment in node) {
      path.push(segment);
      node = node[segment];
    } else {
      break;
    }
  }
  return path;
}

// JSON pointers (RFC 6901) and local `$ref`s, as plain data functions: parse, print and look up.
// The loader (joining split specs) and the OpenAPI model both use them.
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

export function toPointer(path: readonly (string | number)[]): string {
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

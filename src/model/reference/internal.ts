// `x-internal: true` and `x-hidden: true` (Redocly's and Scalar's markers) keep a part of a spec
// out of the published site: an operation, a path, a webhook, a tag, a schema, a parameter, a
// property, a response… It is removed from the document itself, before anything reads it, so
// every output (pages, search, api.md, llms, directive tables, the downloadable spec) lacks it.
// A removed tag is also taken off the operations that name it. A marked component that a published
// part still references through $ref stays (removing it would break that part) with a warning.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlPath, YamlSource } from '../../load/yaml-source.js';
import { toPointer } from '../../shared/json-pointer.js';

const MARKERS = ['x-internal', 'x-hidden'] as const;

const marked = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && MARKERS.some((key) => (value as Record<string, unknown>)[key] === true);

/** The source without its internal parts (the same object when it has none), and a warning for each that must stay. */
export function withoutInternal(source: YamlSource): { source: YamlSource; removed: number; diagnostics: Diagnostic[] } {
  const found: YamlPath[] = [];
  const refs = new Set<string>();
  // One walk: marked nodes (not looked into) and every $ref of the rest.
  const walk = (value: unknown, path: YamlPath) => {
    if (typeof value !== 'object' || value === null) return;
    if (path.length > 0 && marked(value)) {
      found.push(path);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') refs.add(inner);
        else walk(inner, [...path, key]);
      }
  };
  walk(source.data, []);
  if (found.length === 0) return { source, removed: 0, diagnostics: [] };

  const diagnostics: Diagnostic[] = [];
  const pointer = (path: YamlPath) => `#${toPointer(path)}`;
  const referenced = (path: YamlPath) => {
    const own = pointer(path);
    for (const ref of refs) if (ref === own || ref.startsWith(`${own}/`)) return ref;
    return undefined;
  };
  const removable = found.filter((path) => {
    const by = referenced(path);
    if (by === undefined) return true;
    diagnostics.push(
      diagnostic(
        'spec-internal-referenced',
        'warning',
        `${pointer(path).slice(2)} is marked internal, but a published part of the spec uses it ($ref: ${by}), so it stays published`,
        source.keyPositionOf([...path, MARKERS.find((key) => (getAt(source.data, path) as Record<string, unknown>)[key] === true)!]),
        'Mark the parts that use it internal too, or remove the marker.',
      ),
    );
    return false;
  });
  if (removable.length === 0) return { source, removed: 0, diagnostics };

  const data = structuredClone(source.data);
  // Removed array items shift the ones after them: positions are looked up by their original index.
  const keptIndexes = new Map<string, number[]>();
  // Deepest first and, within an array, last index first, so earlier paths stay valid.
  const order = [...removable].sort((a, b) => b.length - a.length || compareLast(b, a));
  const removedTags = new Set<string>();
  for (const path of order) {
    const parent = getAt(data, path.slice(0, -1));
    const last = path[path.length - 1];
    if (Array.isArray(parent) && typeof last === 'number') {
      const key = JSON.stringify(path.slice(0, -1));
      const kept = keptIndexes.get(key) ?? parent.map((_, i) => i);
      const [gone] = parent.splice(last, 1);
      kept.splice(last, 1);
      keptIndexes.set(key, kept);
      if (path.length === 2 && path[0] === 'tags' && typeof (gone as { name?: unknown }).name === 'string') removedTags.add((gone as { name: string }).name);
    } else if (parent && typeof parent === 'object') {
      delete (parent as Record<string, unknown>)[String(last)];
    }
  }
  if (removedTags.size > 0) untag(data, removedTags);
  const originalPath = (path: YamlPath): YamlPath => {
    const out: (string | number)[] = [];
    for (const segment of path) {
      const kept = typeof segment === 'number' ? keptIndexes.get(JSON.stringify(out)) : undefined;
      out.push(typeof segment === 'number' && kept && segment < kept.length ? kept[segment] : segment);
    }
    return out;
  };
  return {
    source: { ...source, data, positionOf: (path) => source.positionOf(originalPath(path)), keyPositionOf: (path) => source.keyPositionOf(originalPath(path)) },
    removed: removable.length,
    diagnostics,
  };
}

function compareLast(a: YamlPath, b: YamlPath): number {
  const x = a[a.length - 1];
  const y = b[b.length - 1];
  return typeof x === 'number' && typeof y === 'number' ? x - y : 0;
}

function getAt(data: unknown, path: YamlPath): unknown {
  let at = data;
  for (const segment of path) at = at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[segment] : undefined;
  return at;
}

/** Takes removed tags off every operation (OpenAPI 3 `paths` and `webhooks`, Swagger 2 `paths`). */
function untag(data: unknown, tags: ReadonlySet<string>): void {
  const root = data as { paths?: Record<string, unknown>; webhooks?: Record<string, unknown> };
  for (const items of [root.paths, root.webhooks]) {
    for (const item of Object.values(items ?? {})) {
      if (!item || typeof item !== 'object') continue;
      for (const operation of Object.values(item as Record<string, unknown>)) {
        const op = operation as { tags?: unknown };
        if (op && typeof op === 'object' && Array.isArray(op.tags)) op.tags = op.tags.filter((tag) => !tags.has(tag as string));
      }
    }
  }
}

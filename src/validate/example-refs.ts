// A `$ref` written where an example's value goes (`example: { $ref: '#/components/examples/Pet/value' }`):
// OpenAPI reads an example as a literal value, so the page would show `{"$ref": …}` as the example.
// JSON Reference tools (Redoc's, swagger-parser's dereference) replace it by what it points to, and
// authors write it so; it is read that way here too, with one warning per document. Split specs
// get this from the bundler for references to other files; this handles the document's own.
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from '../load/yaml-source.js';
import { isObject, lookup, toPointer } from '../shared/json-pointer.js';
import { followLocalRefs } from './local-refs.js';
import { NAME_MAPS } from './name-maps.js';

interface Visit {
  node: unknown;
  key: string | number;
  parent?: Visit;
}

/** The value a `{ $ref: '#/…' }` object points to, following `$ref`s; undefined when it is not one, reaches nothing or loops. */
function referencedValue(root: unknown, value: unknown): { value: unknown } | undefined {
  if (!isRefOnly(value)) return undefined;
  // A reference to a whole Example Object (`#/components/examples/x`, as GitHub's description
  // writes them) means its value.
  const exampleValue = (target: unknown, segments: readonly string[]) =>
    segments.length === 3 && segments[0] === 'components' && segments[1] === 'examples' && isObject(target) && 'value' in target ? target.value : target;
  const reached = followLocalRefs(root, value, isRefOnly, exampleValue);
  return reached === undefined ? undefined : { value: reached };
}

const isRefOnly = (value: unknown): value is { $ref: string } => isObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1;

/**
 * An example value with every `$ref` in it replaced by what it points to (GitHub's examples hold
 * `{ "repository": { "$ref": "#/components/examples/simple-repository" } }`); `found` counts them.
 * Values are copied where a reference is replaced, never shared, so a cycle cannot form; depth is bounded.
 */
function resolveInExample(root: unknown, value: unknown, found: { count: number }, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  const resolved = referencedValue(root, value);
  if (resolved) {
    found.count++;
    return resolveInExample(root, resolved.value, found, depth + 1);
  }
  let copy: Record<string, unknown> | unknown[] | undefined;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const inner = resolveInExample(root, record[key], found, depth + 1);
    if (inner !== record[key]) {
      copy ??= Array.isArray(value) ? [...value] : { ...record };
      (copy as Record<string, unknown>)[key] = inner;
    }
  }
  return copy ?? value;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Where a document's example refs were replaced, in the order they were: each place's path (its
 * holder's, then its key), and how many `$ref`s the replacements resolved. What the walk decides
 * depends on the document's shape alone (its keys, arrays, objects and `$ref` strings, never the
 * text of a description or summary): watch keeps it under the structure key
 * (validation-key.ts) and replays it instead of walking the document again.
 */
export interface ExampleRefPlaces {
  places: readonly (readonly (string | number)[])[];
  count: number;
}

/**
 * Replaces, in memory, each example value that is only a `$ref` to a place in the same document by
 * that place's value; one `openapi-invalid` warning at the first, with a count (undefined when
 * there are none). `known`: where a document of the same structure had them (watch): only those
 * places are read.
 */
export function readExampleRefs(source: YamlSource, known?: ExampleRefPlaces): { diagnostic?: Diagnostic; found: ExampleRefPlaces } {
  const found = known ? replayExampleRefs(source.data, known) : findExampleRefs(source.data);
  return { diagnostic: exampleRefsWarning(source, found), found };
}

/** The walk: every example value in the document, replaced where it holds a `$ref`. */
function findExampleRefs(root: unknown): ExampleRefPlaces {
  const places: (string | number)[][] = [];
  let count = 0;
  const stack: Visit[] = [{ node: root, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { node } = visit;
    if (node === null || typeof node !== 'object') continue;
    // A map of names (properties, components, examples by name…) holds names, not keywords: an
    // `example` there is a property or a component so named.
    const holdsNames = !Array.isArray(node) && NAME_MAPS.has(String(visit.key));
    const children: Visit[] = [];
    const isArray = Array.isArray(node);
    const exampleArray = isArray && visit.key === 'examples';
    const exampleObject = !isArray && visit.parent?.key === 'examples' && !Array.isArray(visit.parent.node);
    const record = node as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (value === null || typeof value !== 'object') continue;
      const exampleValue = exampleArray || (key === 'example' && !isArray && !holdsNames) || (key === 'value' && exampleObject);
      const found = { count: 0 };
      const resolved = exampleValue ? resolveInExample(root, value, found) : value;
      if (found.count > 0) {
        record[key] = resolved;
        count += found.count;
        places.push([...pathOf(visit), isArray ? Number(key) : key]);
      } else if (!exampleValue) children.push({ node: value, key: isArray ? Number(key) : key, parent: visit });
    }
    // Pushed last first, so places are met in the document's order (the warning names the first).
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return { places, count };
}

/**
 * The replacements the walk made in a document of the same shape, made again in the same order
 * (a later one may reach a place an earlier one replaced): the values are this document's.
 */
function replayExampleRefs(root: unknown, known: ExampleRefPlaces): ExampleRefPlaces {
  let count = 0;
  for (const place of known.places) {
    const holder = lookup(root, place.slice(0, -1)) as Record<string | number, unknown>;
    const key = place[place.length - 1];
    const found = { count: 0 };
    holder[key] = resolveInExample(root, holder[key], found);
    count += found.count;
  }
  return { places: known.places, count };
}

function exampleRefsWarning(source: YamlSource, { places, count }: ExampleRefPlaces): Diagnostic | undefined {
  const first = places[0];
  if (!first) return undefined;
  const more = count - 1;
  return diagnostic(
    'openapi-invalid',
    'warning',
    `An example's value holds a \`$ref\`${more > 0 ? ` (and ${more} more place${more === 1 ? '' : 's'})` : ''}: OpenAPI reads an example as a literal value; the value it points to is shown, as JSON Reference tools resolve it (pointer: ${toPointer(first)})`,
    source.positionOf([...first]),
    'Write the value itself, or reference a whole Example Object: `examples: { name: { $ref: "#/components/examples/…" } }`.',
  );
}

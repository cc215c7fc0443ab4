// Mistakes in an OpenAPI document whose meaning is clear, read as the author meant them (as Redoc
// and Scalar read them) instead of refusing the spec: each is one kind of validator complaint at a
// recognisable place. openapi.ts warns once per kind with a count; whatever is not listed here
// stays an error.
import { isObject, lookup } from '../shared/json-pointer.js';
import { followLocalRefs } from './local-refs.js';

/** The part of an Ajv error we read. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Where a complaint points: the value, the object or array that holds it, and its key there. */
export interface Place {
  root: unknown;
  /** The document's `openapi` version ('' for Swagger 2.0). */
  version: string;
  path: readonly (string | number)[];
  holder: Record<string, unknown>;
  key: string;
  value: unknown;
}

export interface SmallMistake {
  /** One warning per kind. */
  kind: string;
  /** Whether this complaint at this place is this mistake. */
  matches(error: SchemaError, at: Place): boolean;
  /**
   * Rewrites the document in memory into what the author meant; absent when the reference already
   * reads it so (a 3.0 `type: "null"` is read as 3.1 reads it).
   */
  rewrite?(at: Place): void;
  /** What happened and how it is read; `more` other places have the same mistake. */
  message(first: Place, more: number): string;
  hint(first: Place): string;
}

const TYPE_NAMES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array']);
const is30 = (at: Place) => at.version.startsWith('3.0');
const last = (at: Place, n: number) => at.path[at.path.length - n];
const morePlaces = (more: number) => (more > 0 ? ` (and ${more} more place${more === 1 ? '' : 's'})` : '');
const shown = (value: unknown) => JSON.stringify(value);

/** A 3.0 type list with one type and `null`, or just one type: `type: [string, "null"]`. */
function typeList(value: unknown): { type: string; nullable: boolean } | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 2) return undefined;
  const types = value.filter((t) => t !== 'null');
  if (types.length !== 1 || typeof types[0] !== 'string' || !TYPE_NAMES.has(types[0])) return undefined;
  if (value.length === 2 && !value.includes('null')) return undefined;
  return { type: types[0], nullable: value.includes('null') };
}

/** The properties map a `properties: { $ref }` stands for, following `$ref`s to their end; undefined when it reaches nothing or loops. */
function referencedMap(root: unknown, map: Record<string, unknown>): Record<string, unknown> | undefined {
  const reached = followLocalRefs(root, map, hasRef);
  return isObject(reached) ? reached : undefined;
}

const hasRef = (value: unknown): value is { $ref: string } => isObject(value) && typeof value.$ref === 'string';

/**
 * A schema's `examples` written as a map of named Example Objects (as a media type's `examples`
 * is), the values they give; undefined when it is not such a map (every entry an object with a
 * `value`: an entry with only an `externalValue` has no value to show).
 */
function examplesMapValues(value: unknown): unknown[] | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.values(value);
  if (entries.length === 0 || !entries.every((entry) => isObject(entry) && 'value' in entry)) return undefined;
  return entries.map((entry) => (entry as { value: unknown }).value);
}

export const SMALL_MISTAKES: readonly SmallMistake[] = [
  {
    kind: 'null-type',
    matches: (e, at) => is30(at) && at.key === 'type' && at.value === 'null' && (e.keyword === 'enum' || e.keyword === 'type'),
    message: (_, more) => `\`type: "null"\` is not OpenAPI 3.0${morePlaces(more)}: read as a value that is always null, as OpenAPI 3.1 reads it`,
    hint: () => 'Write `nullable: true` on the schema that may be null, or declare `openapi: 3.1.0`.',
  },
  {
    kind: 'type-list',
    matches: (e, at) => is30(at) && at.key === 'type' && typeList(at.value) !== undefined && (e.keyword === 'enum' || e.keyword === 'type'),
    rewrite: (at) => {
      const { type, nullable } = typeList(at.value)!;
      at.holder.type = type;
      if (nullable) at.holder.nullable = true;
    },
    message: (first, more) => {
      const { type, nullable } = typeList(first.value)!;
      return `\`type: ${shown(first.value)}\`: a list of types is not OpenAPI 3.0${morePlaces(more)}: read as \`type: ${type}\`${nullable ? ' with `nullable: true`' : ''}`;
    },
    hint: (first) => {
      const { type, nullable } = typeList(first.value)!;
      return `Write \`type: ${type}\`${nullable ? ' and `nullable: true`' : ''}, or declare \`openapi: 3.1.0\`, where type lists are allowed.`;
    },
  },
  {
    kind: 'null-media-type',
    matches: (e, at) => e.keyword === 'type' && at.value === null && last(at, 2) === 'content',
    rewrite: (at) => {
      at.holder[at.key] = {};
    },
    message: (first, more) => `The media type "${first.key}" is empty (null)${morePlaces(more)}: read as that media type with no schema`,
    hint: (first) => `Write \`${first.key}: {}\`, or give it a \`schema\`.`,
  },
  {
    kind: 'property-type-word',
    matches: (e, at) => e.keyword === 'type' && last(at, 2) === 'properties' && at.key !== '$ref' && typeof at.value === 'string' && TYPE_NAMES.has(at.value),
    rewrite: (at) => {
      at.holder[at.key] = { type: at.value };
    },
    message: (first, more) =>
      `In \`properties\`, \`${first.key}: ${String(first.value)}\` is a property named "${first.key}" whose schema is a word, not a schema object${morePlaces(more)}: read as a property "${first.key}" of type ${String(first.value)}`,
    hint: (first) => `Write \`${first.key}: { type: ${String(first.value)} }\`; if \`${first.key}: ${String(first.value)}\` was meant for the schema itself, move it out of \`properties\`.`,
  },
  {
    kind: 'property-null',
    matches: (e, at) => e.keyword === 'type' && last(at, 2) === 'properties' && at.value === null,
    rewrite: (at) => {
      at.holder[at.key] = {};
    },
    message: (first, more) => `The property "${first.key}" has no schema (null)${morePlaces(more)}: read as a property of any type`,
    hint: (first) => `Give "${first.key}" a schema, e.g. \`${first.key}: { type: string }\`, or \`${first.key}: {}\` for any value.`,
  },
  {
    kind: 'schema-examples-map',
    // 3.1's Schema Object takes JSON Schema's `examples`, a list of values; a 3.0 schema has none.
    matches: (e, at) => !is30(at) && e.keyword === 'type' && at.key === 'examples' && examplesMapValues(at.value) !== undefined,
    rewrite: (at) => {
      at.holder.examples = examplesMapValues(at.value)!;
    },
    message: (first, more) => `A schema's \`examples\` is a map of named examples here (as a media type's is), not a list of values${morePlaces(more)}: read as the list of their values`,
    hint: () => "Write the schema's `examples` as a list of values (`examples: [ … ]`), or move the named examples to the media type's `examples`.",
  },
  {
    kind: 'ref-properties',
    // JSON Reference tools replace the object that holds `$ref` by its target: the whole map.
    matches: (e, at) => e.keyword === 'type' && at.key === '$ref' && typeof at.value === 'string' && last(at, 2) === 'properties' && referencedMap(at.root, at.holder) !== undefined,
    rewrite: (at) => {
      const schema = lookup(at.root, at.path.slice(0, -2)) as Record<string, unknown>;
      const { $ref: _ref, ...siblings } = at.holder;
      schema.properties = { ...referencedMap(at.root, at.holder), ...siblings };
    },
    message: (first, more) =>
      `\`properties: { $ref: … }\`: a \`$ref\` standing for a whole properties map is not OpenAPI${morePlaces(more)}: the properties it points to are read in its place, as JSON Reference tools resolve it`,
    hint: () => 'Put each property under `properties` with its own `$ref`, or write `allOf: [{ $ref: … }]` pointing at a schema that has these properties.',
  },
];

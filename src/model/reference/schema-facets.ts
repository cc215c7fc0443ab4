// The small facts shown next to a schema: its type label, constraints and values as JSON text.
import { isObject, type JsonObject } from './pointer.js';
import type { Constraint } from './view-model.js';

/** Declared types, without "null" (nullability is shown separately). */
export function declaredTypes(schema: JsonObject): string[] {
  const type = schema.type;
  const list = Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : typeof type === 'string' ? [type] : [];
  return list.filter((t) => t !== 'null');
}

/** `type: "null"` (or `["null"]`): the value is null, which its type label says ("null"). */
export function isNullOnly(schema: JsonObject): boolean {
  const type = schema.type;
  return type === 'null' || (Array.isArray(type) && type.length > 0 && type.every((t) => t === 'null'));
}

/** Null besides another type ("string or null"); not a schema that is only null (see isNullOnly). */
export function isNullable(schema: JsonObject): boolean {
  if (isNullOnly(schema)) return false;
  const type = schema.type;
  return schema.nullable === true || (Array.isArray(type) && type.includes('null')) || (Array.isArray(schema.enum) && schema.enum.includes(null));
}

/** `string <date-time>`, `integer <int64>`, `string or integer`, `object`, `any`. */
export function baseTypeLabel(schema: JsonObject): string {
  let types = declaredTypes(schema);
  if (types.length === 0) {
    if (isObject(schema.properties) || isObject(schema.additionalProperties)) types = ['object'];
    else if (schema.items !== undefined) types = ['array'];
    else if (isNullOnly(schema)) types = ['null'];
    else if (schema.const !== undefined) types = [jsonType(schema.const)];
    else if (Array.isArray(schema.enum) && schema.enum.length > 0) types = [...new Set(schema.enum.filter((v) => v !== null).map(jsonType))];
  }
  const label = types.length > 0 ? types.join(' or ') : 'any';
  const format = typeof schema.format === 'string' ? ` <${schema.format}>` : typeof schema.contentMediaType === 'string' ? ` <${schema.contentMediaType}>` : '';
  return `${label}${format}`;
}

/**
 * The type of a field as the reference's schema trees name it, for one-line tables (api.md, the
 * docs' directive tables): a named schema by its name, an array as `Array of <item>`, else the
 * base label (`string <date-time>`, `integer or string`, `any`). `resolve` follows a `$ref`.
 */
export function fieldTypeLabel(raw: unknown, resolve: (raw: unknown) => { value: unknown; schemaName?: string }, depth = 0): string {
  const { value, schemaName } = resolve(raw);
  if (!isObject(value)) return value === false ? 'never' : 'any';
  if (schemaName && (isObject(value.properties) || Array.isArray(value.allOf) || isObject(value.additionalProperties))) return schemaName;
  if (Array.isArray(value.prefixItems)) return `Tuple of ${value.prefixItems.length}`;
  if (value.items !== undefined && typeof value.items !== 'boolean' && depth < 4) return `Array of ${fieldTypeLabel(value.items, resolve, depth + 1)}`;
  const label = baseTypeLabel(value);
  if (label === 'object' && isMap(value) && depth < 4) return `Map of ${fieldTypeLabel(value.additionalProperties, resolve, depth + 1)}`;
  if (label === 'any' && (Array.isArray(value.oneOf) || Array.isArray(value.anyOf))) return Array.isArray(value.oneOf) ? 'one of' : 'any of';
  return label;
}

/** An object whose only members are values of one schema (`additionalProperties`): a map. */
export function isMap(schema: JsonObject): boolean {
  return !isObject(schema.properties) && !isObject(schema.patternProperties) && isObject(schema.additionalProperties);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function constraintsOf(schema: JsonObject): Constraint[] {
  const out: Constraint[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const exclusiveMin = schema.exclusiveMinimum === true ? num('minimum') : num('exclusiveMinimum');
  const exclusiveMax = schema.exclusiveMaximum === true ? num('maximum') : num('exclusiveMaximum');
  const min = schema.exclusiveMinimum === true ? undefined : num('minimum');
  const max = schema.exclusiveMaximum === true ? undefined : num('maximum');
  if (min !== undefined && max !== undefined) out.push({ kind: 'between', min, max });
  else if (min !== undefined) out.push({ kind: 'minimum', value: min });
  else if (max !== undefined) out.push({ kind: 'maximum', value: max });
  if (exclusiveMin !== undefined) out.push({ kind: 'exclusiveMinimum', value: exclusiveMin });
  if (exclusiveMax !== undefined) out.push({ kind: 'exclusiveMaximum', value: exclusiveMax });
  const multipleOf = num('multipleOf');
  if (multipleOf !== undefined) out.push({ kind: 'multipleOf', value: multipleOf });
  range(out, num('minLength'), num('maxLength'), 'characters');
  range(out, num('minItems'), num('maxItems'), 'items');
  range(out, num('minProperties'), num('maxProperties'), 'properties');
  if (schema.uniqueItems === true) out.push({ kind: 'uniqueItems' });
  if (typeof schema.pattern === 'string') out.push({ kind: 'pattern', pattern: schema.pattern });
  if (typeof schema.contentEncoding === 'string') out.push({ kind: 'encoded', encoding: schema.contentEncoding });
  if (schema.additionalProperties === false) out.push({ kind: 'noOtherProperties' });
  return out;
}

function range(out: Constraint[], min: number | undefined, max: number | undefined, of: 'characters' | 'items' | 'properties'): void {
  if (min !== undefined && max !== undefined) out.push(min === max ? { kind: 'count', of, exactly: min } : { kind: 'count', of, min, max });
  else if (min !== undefined && min > 0) out.push({ kind: 'count', of, min });
  else if (max !== undefined) out.push({ kind: 'count', of, max });
}

/** A value as one line of JSON; long values are cut (the full example is in the right column). */
export function jsonText(value: unknown, max = 200): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Short examples shown next to a field; whole objects are left to the samples column. */
export function examplesOf(schema: JsonObject): string[] {
  const values = [...(schema.example !== undefined ? [schema.example] : []), ...(Array.isArray(schema.examples) ? schema.examples.slice(0, 3) : [])];
  const texts = values.map((v) => JSON.stringify(v) ?? String(v)).filter((text) => text.length <= 80);
  return [...new Set(texts)];
}

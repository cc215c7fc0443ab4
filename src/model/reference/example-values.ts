// A plausible example value generated from a schema, for bodies and schemas that carry none.
// Bounded: recursion stops at refs already being expanded, depth and size are capped. A
// discriminated schema gives one concrete variant with its discriminator value (example-variants.ts);
// a schema whose allOf parts contradict each other gives none (no value matches it).
import { isObject, type Json, type JsonObject } from './pointer.js';
import { chosenVariant, ownTag, type Tagged } from './example-variants.js';
import { ALSO_VARIANTS, alsoVariants, impossibleReasons, mergeAllOf } from './merge-all-of.js';
import type { RefResolver } from './resolver.js';
import type { Direction } from './schema-tree.js';
import { nameMap } from '../../util/name-map.js';

const MAX_DEPTH = 6;
const MAX_NODES = 150;

const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  password: '********',
  byte: 'U3BlY3ByZXNz',
  binary: '<binary>',
};

interface Budget {
  nodes: number;
  /** Schemas whose discriminator value is being added (their fields are sampled once more, untagged). */
  tagging: Set<JsonObject>;
}

/** An example for `raw`: its own example if it has one, else one built from its properties. */
export function exampleFor(raw: unknown, resolver: RefResolver, direction: Direction): Json | undefined {
  const budget: Budget = { nodes: 0, tagging: new Set() };
  return sample(raw, resolver, direction, new Set(), 0, budget);
}

function sample(raw: unknown, resolver: RefResolver, direction: Direction, stack: ReadonlySet<string>, depth: number, budget: Budget): Json | undefined {
  if (++budget.nodes > MAX_NODES || depth > MAX_DEPTH) return undefined;
  const resolved = resolver.resolve(raw);
  if (resolved.ref && stack.has(resolved.ref)) return undefined;
  if (!isObject(resolved.value)) return resolved.value === true ? {} : undefined;
  const nextStack = resolved.ref ? new Set([...stack, resolved.ref]) : stack;
  const schema: JsonObject = mergeAllOf(resolved.value, resolver, nextStack);
  if (impossibleReasons(schema).length > 0) return undefined;
  const own = declared(schema);
  if (own !== undefined) return own;

  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  // A discriminated oneOf/anyOf: the parent's own fields and the chosen variant's, merged, tagged.
  const variant = options ? chosenVariant(schema, options, resolver) : undefined;
  if (variant) {
    const { oneOf: _o, anyOf: _a, discriminator: _d, ...base } = schema;
    void [_o, _a, _d];
    return tagged(sample({ allOf: [base, variant.raw] }, resolver, direction, nextStack, depth + 1, budget), variant.tag);
  }
  const also = alsoVariants(schema);
  if (also.length > 0) {
    // Every oneOf/anyOf of an allOf's parts must hold: an object takes the fields of each one's first.
    const { [ALSO_VARIANTS]: _drop, oneOf, anyOf, ...rest } = schema;
    void _drop;
    const lists = [...(oneOf !== undefined ? [{ oneOf }] : anyOf !== undefined ? [{ anyOf }] : []), ...also];
    const first = sample(rest, resolver, direction, nextStack, depth + 1, budget);
    return lists.reduce<Json | undefined>((value, list) => {
      const more = sample(list, resolver, direction, nextStack, depth + 1, budget);
      return isObject(value) && isObject(more) ? { ...value, ...more } : (value ?? more);
    }, first);
  }
  // A variant reached by itself (`Cat: allOf [Pet, …]`) names itself in its parent's discriminator.
  const tag = budget.tagging.has(resolved.value) ? undefined : ownTag(resolved.value, resolved.ref, resolver);
  if (tag) {
    budget.tagging.add(resolved.value);
    const value = sample(resolved.value, resolver, direction, nextStack, depth, budget);
    budget.tagging.delete(resolved.value);
    return tagged(value, tag);
  }
  if (options && !isObject(schema.properties)) {
    for (const option of options) {
      const value = sample(option, resolver, direction, nextStack, depth + 1, budget);
      if (value !== undefined && value !== null) return value;
    }
    return null;
  }
  const type = primaryType(schema);
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = nameMap();
      for (const [name, prop] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
        const target = resolver.object(prop);
        if (direction === 'request' && target?.readOnly === true) continue;
        if (direction === 'response' && target?.writeOnly === true) continue;
        const value = sample(prop, resolver, direction, nextStack, depth + 1, budget);
        if (value !== undefined) out[name] = value;
      }
      if (Object.keys(out).length === 0 && isObject(schema.additionalProperties)) {
        const value = sample(schema.additionalProperties, resolver, direction, nextStack, depth + 1, budget);
        if (value !== undefined) out.key = value;
      }
      return out;
    }
    case 'array': {
      const item = schema.items !== undefined ? sample(schema.items, resolver, direction, nextStack, depth + 1, budget) : undefined;
      return item === undefined ? [] : [item];
    }
    case 'string':
      return (typeof schema.format === 'string' && STRING_FORMATS[schema.format]) || 'string';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/**
 * An object example with its discriminator property set to the value naming its variant (in its
 * place when the example has it). A schema's name gives way to a value the variant declares.
 */
function tagged(value: Json | undefined, tag: Tagged): Json | undefined {
  if (!isObject(value)) return value;
  const current = value[tag.propertyName];
  if (!tag.mapped && current !== undefined && current !== 'string') return value;
  return { ...value, [tag.propertyName]: tag.value };
}

function declared(schema: JsonObject): Json | undefined {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? null;
  return undefined;
}

function primaryType(schema: JsonObject): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];
  const first = types.find((t) => t !== 'null');
  if (typeof first === 'string') return first;
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return 'object';
  if (schema.items !== undefined) return 'array';
  return types.length > 0 ? 'null' : undefined;
}

// Which concrete variant an example of a discriminated schema is built from, and the value its
// discriminator property takes, so a generated body is one the API accepts: the first mapped
// variant (else the first listed) with its discriminator value, not the parent's bare fields.
import { isObject, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';

const SCHEMA_PREFIX = '#/components/schemas/';
/** Levels of `allOf` searched for a discriminating parent. */
const MAX_PARENT_DEPTH = 6;

export interface Tagged {
  /** The discriminator property (`petType`). */
  propertyName: string;
  /** The value that names the variant (`cat`). */
  value: string;
  /** The value is a mapping key; else it is the schema's name, which a value the variant declares (an enum, a const) overrides. */
  mapped: boolean;
}

/**
 * For a schema with a discriminator and `oneOf`/`anyOf`: the variant to build an example from
 * (the first entry of `mapping` that resolves, else the first alternative written as a `$ref`)
 * and its discriminator value (the mapping key, else the schema's name).
 */
export function chosenVariant(schema: JsonObject, options: unknown[], resolver: RefResolver): { raw: unknown; tag: Tagged } | undefined {
  const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
  if (!discriminator || typeof discriminator.propertyName !== 'string') return undefined;
  const propertyName = discriminator.propertyName;
  const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
  for (const [value, target] of Object.entries(mapping)) {
    if (typeof target !== 'string') continue;
    const raw = { $ref: mappedRef(target) };
    if (isObject(resolver.resolve(raw).value)) return { raw, tag: { propertyName, value, mapped: true } };
  }
  for (const raw of options) {
    const resolved = resolver.resolve(raw);
    if (!resolved.schemaName || !isObject(resolved.value)) continue;
    // A variant that declares its own value (`kind: {const: product}`) is named by it.
    const properties = isObject(resolved.value.properties) ? resolved.value.properties : {};
    const own = resolver.object(properties[propertyName]);
    const declared = own?.const ?? (Array.isArray(own?.enum) && own.enum.length === 1 ? own.enum[0] : undefined);
    if (typeof declared === 'string') return { raw, tag: { propertyName, value: declared, mapped: true } };
    return { raw, tag: { propertyName, value: resolved.schemaName, mapped: false } };
  }
  return undefined;
}

/**
 * A schema whose `allOf` names a parent with a discriminator (`Cat: allOf [Pet, …]`), directly or
 * through parts of parts (`allOf [FancyWidget]`, `FancyWidget: allOf [Widget, …]`): the
 * discriminator value that names the schema below the parent (the parent's mapping key for it,
 * else its name). `ref`: how `schema` was reached.
 */
export function ownTag(schema: JsonObject, ref: string | undefined, resolver: RefResolver, depth = 0, seen = new Set<JsonObject>()): Tagged | undefined {
  if (!Array.isArray(schema.allOf) || depth > MAX_PARENT_DEPTH) return undefined;
  for (const member of schema.allOf) {
    const resolved = resolver.resolve(member);
    // Each part is looked at once: parts that list the next level many times repeat each other.
    if (!isObject(resolved.value) || seen.has(resolved.value)) continue;
    seen.add(resolved.value);
    const discriminator = isObject(resolved.value.discriminator) ? resolved.value.discriminator : undefined;
    if (discriminator && typeof discriminator.propertyName === 'string' && ref) {
      const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
      const key = Object.entries(mapping).find(([, target]) => typeof target === 'string' && mappedRef(target) === ref)?.[0];
      const value = key ?? schemaNameOf(ref);
      if (value !== undefined) return { propertyName: discriminator.propertyName, value, mapped: key !== undefined };
    }
    const inner = ownTag(resolved.value, resolved.ref ?? ref, resolver, depth + 1, seen);
    if (inner) return inner;
  }
  return undefined;
}

function schemaNameOf(ref: string): string | undefined {
  return ref.startsWith(SCHEMA_PREFIX) ? decodeURIComponent(ref.slice(SCHEMA_PREFIX.length)).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/** A mapping value as a ref: a bare name (`Cat`) is a component schema's. */
function mappedRef(target: string): string {
  return target.includes('/') || target.startsWith('#') ? target : `${SCHEMA_PREFIX}${target}`;
}

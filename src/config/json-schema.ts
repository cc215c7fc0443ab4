// The config schema as JSON Schema (draft-07), written to config.schema.json at the package root by
// the build: editors (yaml-language-server) complete and check specpress.config.yaml with it. It is
// made from the same declaration that validates (site-config.ts), so the two cannot disagree.
import type { AnySchema, ObjectSchema } from './schema-kit.js';
import { siteConfigSchema } from './site-config.js';

/** A JSON Schema node: the keywords this conversion writes. */
export interface JsonSchema {
  $schema?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: 'string' | 'number' | 'boolean' | 'array' | 'object' | readonly ('string' | 'number' | 'boolean' | 'array' | 'object')[];
  enum?: readonly string[];
  const?: string;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  definitions?: Record<string, JsonSchema>;
}

/** A recursive shape (the sidebar item) is written once under `definitions` and referenced. */
interface Context {
  lazy: Map<AnySchema, string>;
  definitions: Record<string, JsonSchema>;
}

function described(schema: AnySchema, node: JsonSchema): JsonSchema {
  return {
    ...(schema.doc !== undefined ? { description: schema.doc } : {}),
    ...node,
    ...(schema.defaultValue !== undefined ? { default: schema.defaultValue } : {}),
  };
}

function objectNode(schema: ObjectSchema<unknown>, ctx: Context, tag?: { name: string; value: string; optional: boolean }): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (tag) properties[tag.name] = { const: tag.value };
  for (const [key, field] of Object.entries(schema.fields)) properties[key] = convert(field, ctx);
  const required = Object.entries(schema.fields)
    .filter(([, field]) => field.required === true)
    .map(([key]) => key);
  if (tag && !tag.optional) required.unshift(tag.name);
  // The validator rejects a key its object does not declare (config-unknown-key).
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

function convert(schema: AnySchema, ctx: Context): JsonSchema {
  switch (schema.kind) {
    case 'string':
      return described(schema, { type: 'string', ...(schema.values ? { enum: schema.values } : {}) });
    case 'number':
      return described(schema, { type: 'number' });
    case 'boolean':
      return described(schema, { type: 'boolean' });
    case 'array':
      return described(schema, { type: 'array', items: convert(schema.item, ctx) });
    case 'record':
      return described(schema, { type: 'object', additionalProperties: convert(schema.value, ctx) });
    case 'object':
      return described(schema, objectNode(schema, ctx));
    case 'tagged':
      return described(schema, {
        type: 'object',
        oneOf: Object.entries(schema.variants).map(([name, variant]) => objectNode(variant, ctx, { name: schema.tag, value: name, optional: name === schema.fallback })),
      });
    case 'either':
      return described(schema, { type: 'object', anyOf: schema.options.map((option) => objectNode(option, ctx)) });
    case 'stringList':
      return described(schema, { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] });
    case 'toggle':
      return described(schema, { anyOf: [{ type: 'boolean' }, objectNode(schema.object, ctx)] });
    case 'lazy': {
      let name = ctx.lazy.get(schema);
      if (name === undefined) {
        name = `recursive${ctx.lazy.size + 1}`;
        ctx.lazy.set(schema, name);
        ctx.definitions[name] = convert(schema.get(), ctx);
      }
      return described(schema, { $ref: `#/definitions/${name}` });
    }
  }
}

/** config.schema.json: the whole site config as JSON Schema draft-07. */
export function configJsonSchema(): JsonSchema {
  const ctx: Context = { lazy: new Map(), definitions: {} };
  const root = convert(siteConfigSchema, ctx);
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'specpress site config (specpress.config.yaml)',
    ...root,
    ...(Object.keys(ctx.definitions).length > 0 ? { definitions: ctx.definitions } : {}),
  };
}

/** The file's text, as the build writes it. */
export function configJsonSchemaText(): string {
  return `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
}

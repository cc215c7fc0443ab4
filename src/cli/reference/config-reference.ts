// The configuration reference (website/docs/reference/configuration.md), written from the config
// schema: every key by its dotted path, with its type, default, allowed values, an example and its
// doc. The schema carries the descriptions, so the page cannot drift from what validates.
import type { AnySchema, ObjectSchema } from '../../config/schema-kit.js';
import { siteConfigSchema } from '../../config/site-config.js';
import { cell, generatedNotice } from './markdown.js';

/** One key of the config, as the reference lists it. */
export interface ConfigKey {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  values?: readonly string[];
  example: string;
  doc?: string;
}

function typeOf(schema: AnySchema): string {
  switch (schema.kind) {
    case 'string':
      return schema.values ? 'one of the values' : 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `list of ${typeOf(schema.item)}s`;
    case 'record':
      return `mapping of name → ${typeOf(schema.value)}`;
    case 'object':
    case 'tagged':
    case 'either':
      return 'mapping';
    case 'stringList':
      return 'string or list of strings';
    case 'toggle':
      return 'true, false or mapping';
    case 'lazy':
      return 'sidebar item';
  }
}

/** A value the key could have: its default, its first allowed value, or one its doc gives ("e.g. …"). */
function exampleOf(schema: AnySchema): string {
  const given = /\be\.g\.,? ([^\s,;)]+)/.exec(schema.doc ?? '')?.[1];
  if (schema.defaultValue !== undefined && typeof schema.defaultValue !== 'object') return String(schema.defaultValue);
  switch (schema.kind) {
    case 'string':
      return schema.values?.[0] ?? given ?? '"…"';
    case 'number':
      return given ?? '1';
    case 'boolean':
      return 'true';
    case 'stringList':
      return given ?? '/old-page';
    case 'toggle':
      return 'true';
    default:
      return '…';
  }
}

/** Every key, depth first in declaration order; `seen` stops at a recursive shape's second visit. */
export function configKeys(schema: AnySchema = siteConfigSchema, path = '', required = false, seen = new Set<AnySchema>()): ConfigKey[] {
  const own: ConfigKey[] =
    path === ''
      ? []
      : [
          {
            path,
            type: typeOf(schema),
            required,
            ...(schema.defaultValue !== undefined ? { default: schema.defaultValue } : {}),
            ...(valuesOf(schema) ? { values: valuesOf(schema) } : {}),
            example: exampleOf(schema),
            ...(schema.doc !== undefined ? { doc: schema.doc } : {}),
          },
        ];
  const fields = (object: ObjectSchema<unknown>, prefix: string) =>
    Object.entries(object.fields).flatMap(([key, field]) => configKeys(field, prefix === '' ? key : `${prefix}.${key}`, field.required === true, seen));
  switch (schema.kind) {
    case 'object':
      return [...own, ...fields(schema, path)];
    case 'toggle':
      return [...own, ...fields(schema.object, path)];
    // A list's or map's items get rows of their own only when they have keys (a list of strings is the list's row).
    case 'array':
      return [...own, ...configKeys(schema.item, `${path}[]`, false, seen).filter((key) => key.path !== `${path}[]`)];
    case 'record':
      return [...own, ...configKeys(schema.value, `${path}.<name>`, false, seen).filter((key) => key.path !== `${path}.<name>`)];
    case 'tagged':
      return [...own, ...Object.entries(schema.variants).flatMap(([name, variant]) => fields(variant, `${path}(${schema.tag}: ${name})`))];
    case 'either':
      return [...own, ...unique(schema.options.flatMap((option) => fields(option, path)))];
    case 'lazy':
      if (seen.has(schema)) return own;
      seen.add(schema);
      return [...own, ...configKeys(schema.get(), path, required, seen).filter((key) => key.path !== path)];
    default:
      return own;
  }
}

/** The values a string (or a list or map of them) may take. */
function valuesOf(schema: AnySchema): readonly string[] | undefined {
  if (schema.kind === 'string') return schema.values;
  if (schema.kind === 'array') return valuesOf(schema.item);
  if (schema.kind === 'record') return valuesOf(schema.value);
  return undefined;
}

/** The first entry of each path (alternatives of one list share keys such as `label`). */
function unique(keys: ConfigKey[]): ConfigKey[] {
  const seen = new Set<string>();
  return keys.filter((key) => !seen.has(key.path) && (seen.add(key.path), true));
}

function shown(value: unknown): string {
  return typeof value === 'string' ? `\`"${value}"\`` : `\`${JSON.stringify(value)}\``;
}

export function configurationPage(): string {
  const rows = configKeys().map((key) =>
    [
      `\`${key.path}\``,
      cell(key.type),
      key.required ? 'required' : key.default !== undefined ? shown(key.default) : '—',
      key.values ? key.values.map((v) => `\`${v}\``).join(', ') : '—',
      `\`${key.example}\``,
      cell(key.doc ?? ''),
    ].join(' | '),
  );
  return [
    '---',
    'title: Configuration reference',
    '---',
    '',
    '# Configuration reference',
    '',
    generatedNotice('the config schema (src/config/site-config.ts)'),
    '',
    'Every key of `specpress.config.yaml`, by its dotted path: `<name>` stands for a name you choose (a sidebar id, a locale, a version), `[]` for each item of a list, and `(type: x)` for the keys of a navbar item of that type. A key that is not listed here is an error (`config-unknown-key`). Editors that read JSON Schema complete and check these keys with `config.schema.json`, which the package ships.',
    '',
    '| Key | Type | Default | Allowed values | Example | What it does |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

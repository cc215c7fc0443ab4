// What a spec says that the reference does not show is named by a warning where it is written,
// so nothing is dropped in silence: one warning per kind, at its first place, with how many more
// there are (a spec may use a keyword thousands of times).
//
// Deliberately not warned about: `$comment` (JSON Schema keeps it for the schema's maintainers,
// not its readers), `$schema`/`$id`/`$anchor` (how a schema is identified, not what it says), and
// OpenAPI's default `jsonSchemaDialect`.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlPath, YamlSource } from '../../load/yaml-source.js';
import { toPointer } from '../../shared/json-pointer.js';
import { isObject, type JsonObject } from './pointer.js';

interface Kind {
  /** What the reader does not see, as the warning names it. */
  label: string;
  hint: string;
}

const SCHEMA_HINT = 'The schema trees show types, fields, variants and constraints; say what this rule means in the description, where readers see it.';

/** Schema keywords the schema trees do not show, by kind (the first listed key is where it is reported). */
const SCHEMA_KEYWORDS: { keys: string[]; kind: Kind }[] = [
  { keys: ['if', 'then', 'else'], kind: { label: 'if/then/else (conditional schemas)', hint: SCHEMA_HINT } },
  { keys: ['not'], kind: { label: 'not (a schema a value must not match)', hint: SCHEMA_HINT } },
  { keys: ['dependentSchemas'], kind: { label: 'dependentSchemas', hint: SCHEMA_HINT } },
  { keys: ['dependentRequired'], kind: { label: 'dependentRequired', hint: SCHEMA_HINT } },
  { keys: ['unevaluatedProperties'], kind: { label: 'unevaluatedProperties', hint: SCHEMA_HINT } },
  { keys: ['unevaluatedItems'], kind: { label: 'unevaluatedItems', hint: SCHEMA_HINT } },
  { keys: ['contains', 'minContains', 'maxContains'], kind: { label: 'contains (items an array must contain)', hint: SCHEMA_HINT } },
  { keys: ['propertyNames'], kind: { label: 'propertyNames', hint: SCHEMA_HINT } },
  { keys: ['contentSchema'], kind: { label: 'contentSchema (the schema of encoded content)', hint: SCHEMA_HINT } },
];

const XML_NAMESPACE: Kind = { label: 'xml namespace and prefix', hint: 'XML examples use the element and attribute names only; name the namespace in the schema description.' };
const DEFAULT_MAPPING: Kind = { label: 'discriminator defaultMapping', hint: 'Say which schema applies to other values in the schema description.' };
const PART_ENCODING: Kind = { label: 'prefixEncoding and itemEncoding (encoding of multipart parts by position)', hint: 'Describe how each part is sent in the request body description.' };
const SCHEME_FIELDS: Kind = { label: 'security scheme deprecated and oauth2MetadataUrl', hint: 'Say it in the security scheme description.' };
const DIALECT: Kind = { label: 'jsonSchemaDialect (schemas are read as OpenAPI’s own dialect)', hint: 'Remove it, or make sure the schemas mean the same in OpenAPI’s default dialect.' };

const DEFAULT_DIALECTS = new Set(['https://spec.openapis.org/oas/3.1/dialect/base', 'https://spec.openapis.org/oas/3.1/dialect/2024-11-10', 'https://spec.openapis.org/oas/3.2/dialect/2025-09-17']);

/** Keys whose values are data (examples, defaults, extensions), never OpenAPI or schema objects. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value', 'dataValue', 'serializedValue']);

/** Subschemas the trees show, each walked like its parent. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SCHEMA_SINGLES = ['items', 'additionalProperties'];

export function notShownDiagnostics(source: YamlSource): Diagnostic[] {
  const found = new Map<Kind, { path: YamlPath; count: number }>();
  const seen = new WeakSet<object>();
  const note = (kind: Kind, path: YamlPath) => {
    const entry = found.get(kind);
    if (entry) entry.count++;
    else found.set(kind, { path, count: 1 });
  };

  const schema = (value: unknown, path: YamlPath): void => {
    if (!isObject(value) || seen.has(value)) return;
    seen.add(value);
    for (const { keys, kind } of SCHEMA_KEYWORDS) {
      const key = keys.find((k) => value[k] !== undefined);
      if (key !== undefined) note(kind, [...path, key]);
    }
    if (isObject(value.xml)) {
      const key = ['namespace', 'prefix'].find((k) => (value.xml as JsonObject)[k] !== undefined);
      if (key !== undefined) note(XML_NAMESPACE, [...path, 'xml', key]);
    }
    if (isObject(value.discriminator) && value.discriminator.defaultMapping !== undefined) note(DEFAULT_MAPPING, [...path, 'discriminator', 'defaultMapping']);
    for (const key of SCHEMA_MAPS) if (isObject(value[key])) for (const [name, inner] of Object.entries(value[key])) schema(inner, [...path, key, name]);
    for (const key of SCHEMA_LISTS) if (Array.isArray(value[key])) value[key].forEach((inner, i) => schema(inner, [...path, key, i]));
    for (const key of SCHEMA_SINGLES) schema(value[key], [...path, key]);
  };

  // The rest of the document: every `schema`/`itemSchema` is a schema; data and extensions are skipped.
  const walk = (value: unknown, path: YamlPath): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...path, i]));
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('x-') || DATA_KEYS.has(key)) continue;
      const at = [...path, key];
      if (key === 'schema' || key === 'itemSchema') schema(inner, at);
      else if (key === 'prefixEncoding' || key === 'itemEncoding') note(PART_ENCODING, at);
      else walk(inner, at);
    }
  };

  const root = isObject(source.data) ? source.data : {};
  if (typeof root.jsonSchemaDialect === 'string' && !DEFAULT_DIALECTS.has(root.jsonSchemaDialect)) note(DIALECT, ['jsonSchemaDialect']);
  const components = isObject(root.components) ? root.components : {};
  if (isObject(components.schemas)) for (const [name, inner] of Object.entries(components.schemas)) schema(inner, ['components', 'schemas', name]);
  // Swagger 2.0 (read as written, before it is converted): its schemas are `definitions`.
  if (isObject(root.definitions)) for (const [name, inner] of Object.entries(root.definitions)) schema(inner, ['definitions', name]);
  if (isObject(components.securitySchemes))
    for (const [name, scheme] of Object.entries(components.securitySchemes)) {
      const key = isObject(scheme) ? ['deprecated', 'oauth2MetadataUrl'].find((k) => scheme[k] !== undefined) : undefined;
      if (key !== undefined) note(SCHEME_FIELDS, ['components', 'securitySchemes', name, key]);
    }
  walk(root, []);

  return [...found].map(([kind, { path, count }]) =>
    diagnostic(
      'openapi-not-shown',
      'warning',
      `The reference does not show ${kind.label}, written at #${toPointer(path)}${count > 1 ? ` (and ${count - 1} more time${count === 2 ? '' : 's'})` : ''}`,
      source.keyPositionOf(path),
      kind.hint,
    ),
  );
}

// Plain views of a spec for docs content: operations, webhook events, schemas, error answers and
// the security scheme. Anchors match the reference renderer's (`operation/<id>` …).
import { asString, deref, isObject, refName, type LoadedSpec, type OpenApiDocument } from './specs.js';
import { COUNTERPART_EXTENSION } from '../model/reference/operation-view.js';
import { fieldTypeLabel } from '../model/reference/schema-facets.js';

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

export interface ParameterView {
  name: string;
  in: string;
  required: boolean;
  description: string;
  type: string;
}

export interface ResponseView {
  status: string;
  description: string;
  /** Name of the reusable response (`BadRequest`) when the answer is a `$ref`. */
  ref?: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: ParameterView[];
  /** Schema name of a JSON request body, when it is a `$ref`. */
  requestSchema?: string;
  requestExample?: unknown;
  responses: ResponseView[];
  /** First JSON example of the first 2xx answer. */
  responseExample?: unknown;
  deprecated: boolean;
  /** Fragment of the operation in the reference page (without #). */
  anchor: string;
  /** Where the reference shows it: the page holding the anchor, and the anchor. */
  url: string;
  /** The spec gives the operation an operationId (else `id` is the reference's made-up one). */
  hasOperationId: boolean;
  /** operationId of the same call in another version, from `x-specpress-counterpart`. */
  counterpart?: string;
}

export interface WebhookView {
  name: string;
  id: string;
  summary: string;
  description: string;
  /** Schema of `data` in the payload (`Contact`, `DeletedItem` …). */
  dataSchema?: string;
  example?: unknown;
  anchor: string;
  url: string;
}

export interface SchemaView {
  name: string;
  description: string;
  properties: string[];
  required: string[];
  anchor: string;
  url: string;
}

/**
 * Each view is derived once per spec and build: the docs tables, the search index and the
 * reference markdown all ask for it (the specs are new objects every build, so nothing goes stale).
 */
function perSpec<T>(derive: (spec: LoadedSpec) => T): (spec: LoadedSpec) => T {
  const views = new WeakMap<LoadedSpec, T>();
  return (spec) => {
    let view = views.get(spec);
    if (view === undefined) {
      view = derive(spec);
      views.set(spec, view);
    }
    return view;
  };
}

export const operationsOf = perSpec((spec: LoadedSpec): readonly OperationView[] => {
  const { doc } = spec;
  const out: OperationView[] = [];
  // Ids, anchors and pages are the reference's: one identity per operation across every output.
  const known = new Map(spec.anchors.operations.map((op) => [`${op.method.toLowerCase()} ${op.path}`, op]));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      const reference = known.get(`${method} ${path}`);
      if (!isObject(op) || !reference) continue;
      const id = reference.id;
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((p) => parameterView(doc, p)).filter((p): p is ParameterView => !!p);
      const body = jsonContent(doc, deref(doc, op.requestBody));
      const responses = responsesOf(doc, op.responses);
      const success = responses.find((r) => /^2/.test(r.status));
      const successContent = success && isObject(op.responses) ? jsonContent(doc, deref(doc, op.responses[success.status])) : undefined;
      out.push({
        id,
        method: method.toUpperCase(),
        path,
        summary: asString(op.summary) ?? id,
        description: asString(op.description) ?? '',
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        parameters: params,
        requestSchema: body ? refName(body.schema) : undefined,
        requestExample: body ? firstExample(doc, body) : undefined,
        responses,
        responseExample: successContent ? firstExample(doc, successContent) : undefined,
        deprecated: op.deprecated === true,
        anchor: reference.anchor,
        url: reference.url,
        hasOperationId: typeof op.operationId === 'string',
        counterpart: asString(op[COUNTERPART_EXTENSION]),
      });
    }
  }
  return out;
});

export const webhooksOf = perSpec((spec: LoadedSpec): readonly WebhookView[] => {
  const { doc } = spec;
  // The reference's list: `webhooks` (3.1) and `x-webhooks` (3.0) alike.
  return spec.anchors.webhooks.flatMap(({ name, anchor, url }) => {
    const item = doc.webhooks?.[name] ?? doc['x-webhooks']?.[name];
    const op = isObject(item) ? (item.post ?? Object.values(item)[0]) : undefined;
    if (!isObject(op)) return [];
    const body = jsonContent(doc, deref(doc, op.requestBody));
    return [
      {
        name,
        id: asString(op.operationId) ?? name,
        summary: asString(op.summary) ?? name,
        description: asString(op.description) ?? '',
        dataSchema: body ? dataSchemaOf(doc, body.schema) : undefined,
        example: body ? firstExample(doc, body) : undefined,
        anchor,
        url,
      },
    ];
  });
});

export const schemasOf = perSpec((spec: LoadedSpec): readonly SchemaView[] => {
  const schemas = spec.doc.components?.schemas ?? {};
  return spec.anchors.schemas.map(({ name, anchor, url }) => {
    const raw = schemas[name];
    const properties = new Set<string>();
    const required = new Set<string>();
    collectProperties(spec.doc, raw, properties, required, 0);
    return { name, description: asString(isObject(raw) ? raw.description : undefined) ?? '', properties: [...properties], required: [...required], anchor, url };
  });
});

/** Property names of a schema, through `allOf` and `$ref`s. */
export function propertiesOf(doc: OpenApiDocument, schemaName: string): string[] {
  const properties = new Set<string>();
  collectProperties(doc, doc.components?.schemas?.[schemaName], properties, new Set(), 0);
  return [...properties];
}

/** The reusable responses of status 4xx/5xx (`components.responses`), by status. */
export interface ErrorAnswer {
  status: number;
  name: string;
  description: string;
  code?: string;
  example?: unknown;
  headers: string[];
}

export function errorAnswersOf(spec: LoadedSpec): ErrorAnswer[] {
  const { doc } = spec;
  const out: ErrorAnswer[] = [];
  for (const [name, raw] of Object.entries(doc.components?.responses ?? {})) {
    const response = deref(doc, raw);
    if (!response) continue;
    const example = firstExample(doc, jsonContent(doc, response));
    const status = isObject(example) && typeof example.status === 'number' ? example.status : statusUsedFor(doc, name);
    if (status === undefined || status < 400) continue;
    out.push({
      status,
      name,
      description: asString(response.description) ?? '',
      code: isObject(example) ? asString(example.code) : undefined,
      example,
      headers: isObject(response.headers) ? Object.keys(response.headers) : [],
    });
  }
  return out.sort((a, b) => a.status - b.status);
}

/** Success statuses answered anywhere in the spec (200, 201, 204 …), sorted. */
export function successStatusesOf(spec: LoadedSpec): number[] {
  const set = new Set<number>();
  for (const op of operationsOf(spec)) for (const r of op.responses) if (/^2\d\d$/.test(r.status)) set.add(Number(r.status));
  return [...set].sort((a, b) => a - b);
}

export interface SecuritySchemeView {
  name: string;
  type: string;
  scheme?: string;
  description: string;
  global: boolean;
}

export function securitySchemesOf(spec: LoadedSpec): SecuritySchemeView[] {
  const global = new Set((spec.doc.security ?? []).flatMap((req) => Object.keys(req)));
  return Object.entries(spec.doc.components?.securitySchemes ?? {}).map(([name, raw]) => {
    const s = isObject(raw) ? raw : {};
    return { name, type: asString(s.type) ?? '', scheme: asString(s.scheme), description: asString(s.description) ?? '', global: global.has(name) };
  });
}

function parameterView(doc: OpenApiDocument, raw: unknown): ParameterView | undefined {
  const p = deref(doc, raw);
  if (!p || typeof p.name !== 'string') return undefined;
  const schema = deref(doc, p.schema) ?? {};
  const enumValues = Array.isArray(schema.enum) ? ` (${schema.enum.join(', ')})` : '';
  return { name: p.name, in: asString(p.in) ?? '', required: p.required === true, description: asString(p.description) ?? '', type: `${typeLabelIn(doc, p.schema)}${enumValues}` };
}

/** A field's type, named as the reference names it (one labeller for every output). */
export function typeLabelIn(doc: OpenApiDocument, raw: unknown): string {
  return fieldTypeLabel(raw, (value) => {
    const name = refName(value);
    return {
      value: deref(doc, value) ?? (isObject(value) && typeof value.$ref === 'string' ? undefined : value),
      schemaName: name && isObject(value) && String(value.$ref).startsWith('#/components/schemas/') ? name : undefined,
    };
  });
}

function responsesOf(doc: OpenApiDocument, raw: unknown): ResponseView[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).map(([status, value]) => {
    const response = deref(doc, value);
    return { status, description: asString(response?.description) ?? '', ref: refName(value) };
  });
}

function jsonContent(doc: OpenApiDocument, holder: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!holder || !isObject(holder.content)) return undefined;
  const key = Object.keys(holder.content).find((type) => /json/.test(type)) ?? Object.keys(holder.content)[0];
  return key ? deref(doc, holder.content[key]) : undefined;
}

function firstExample(doc: OpenApiDocument, media: Record<string, unknown> | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  if (isObject(media.examples)) {
    const first = deref(doc, Object.values(media.examples)[0]);
    if (first && 'value' in first) return first.value;
  }
  const schema = deref(doc, media.schema);
  return schema?.example;
}

/** In a webhook payload `allOf: [Envelope, {properties: {data: {$ref}}}]`, the schema of `data`. */
function dataSchemaOf(doc: OpenApiDocument, schema: unknown): string | undefined {
  const s = deref(doc, schema);
  if (!s) return undefined;
  if (isObject(s.properties) && s.properties.data !== undefined) {
    const data = s.properties.data;
    return refName(data) ?? (isObject(data) && Array.isArray(data.allOf) ? refName(data.allOf[0]) : undefined);
  }
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const found = isObject(part) && !('$ref' in part) ? dataSchemaOf(doc, part) : undefined;
    if (found) return found;
  }
  return undefined;
}

function collectProperties(doc: OpenApiDocument, raw: unknown, into: Set<string>, required: Set<string>, depth: number): void {
  const schema = deref(doc, raw);
  if (!schema || depth > 6) return;
  if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) into.add(name);
  if (Array.isArray(schema.required)) for (const name of schema.required) required.add(String(name));
  for (const key of ['allOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) for (const part of parts) collectProperties(doc, part, into, required, depth + 1);
  }
}

function statusUsedFor(doc: OpenApiDocument, responseName: string): number | undefined {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const [status, value] of Object.entries(op.responses)) if (refName(value) === responseName && /^\d+$/.test(status)) return Number(status);
    }
  }
  return undefined;
}

// The one plain model of a spec that every output besides the reference's own pages reads: the
// docs' directive tables, migration tables, search, api.md and llms. Built once per spec, in the
// reference sub-pipeline, from what the reference made of the document (ReferenceParts): its
// operations and their views, its sections, its $ref resolver and its anchors. Ids, anchors, page
// URLs, parameters and whether they are required, badges, security, callbacks, the examples shown
// (MediaView's `exampleValues`) and type labels are the reference's own; only the plain text the
// pages show as HTML (summaries and descriptions as written) is read here, with the reference's
// readers (its resolver, headline.ts, operation-view.ts, security.ts). Its types are the view's,
// read as plain text (plain-views.ts). Without pages (a spec with errors) it reads the document.
import { fieldTypeLabel, isNullable } from './schema-facets.js';
import { planTags, type TagSection } from './tag-sections.js';
import { aboutLinks } from './about.js';
import type { AboutLink } from './view-model.js';
import type { MediaView, OperationView, ParameterView, ResponseView } from './view-model.js';
import { isJsonMedia } from '../../shared/media-types.js';
import type { PlainExample, PlainOperation, PlainParameter, PlainResponse, PlainSchema, PlainSecurityScheme, PlainWebhook } from './plain-views.js';
import { isObject, type JsonObject } from './pointer.js';
import { MAX_ENUM_VALUES } from './schema-tree.js';
import { exampleData } from './example-data.js';
import { RefResolver } from './resolver.js';
import { mergedParameters } from './parameters.js';
import { operationDescription, webhookDescription } from './operation-view.js';
import { headline } from './headline.js';
import type { ReferenceParts } from './reference-view.js';
import { oauthFlows, securitySchemeEntries } from './security.js';
import type { SpecAnchors } from './spec-anchors.js';

/** The document, and the reference's resolver of its `$ref`s (one reading of a ref for every output). */
interface Spec {
  doc: OpenApiDocument;
  refs: RefResolver;
}

/** The parts of an OpenAPI document this module reads; everything else stays `unknown`. */
interface OpenApiDocument {
  info?: { title?: string; summary?: string; description?: string; version?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  'x-webhooks'?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  security?: Record<string, string[]>[];
}

function operationsOf(spec: Spec, anchors: SpecAnchors, parts: ReferenceParts): PlainOperation[] {
  // Ids, anchors and pages are the reference's: one identity per operation across every output.
  const known = new Map(anchors.operations.map((op) => [op.id, op]));
  return parts.operations.flatMap(({ raw, view }): PlainOperation[] => {
    const reference = known.get(raw.id);
    if (!reference) return [];
    // A view kept from the last build (watch: view-replay.ts) is kept only while the operation and
    // everything it reaches are unchanged, which is all this reads besides its place in the reference.
    const place = `${reference.anchor}\0${reference.url}\0${reference.page ?? ''}`;
    const kept = plainOperations.get(view);
    if (kept?.place === place) return [kept.plain];
    const plain = plainOperation(spec, raw, view, reference, parts);
    plainOperations.set(view, { place, plain });
    return [plain];
  });
}

// Each operation's plain model by the view it is made from (see operationsOf).
const plainOperations = new WeakMap<OperationView, { place: string; plain: PlainOperation }>();

function plainOperation(spec: Spec, raw: ReferenceParts['operations'][number]['raw'], view: OperationView, reference: SpecAnchors['operations'][number], parts: ReferenceParts): PlainOperation {
  const op = raw.operation;
  // The reference's own parameters (path-level ones merged with the operation's), typed for one
  // line, required as the page marks them (a path parameter always is).
  const shown = new Map<string, ParameterView>(view.parameters.flatMap((group) => group.parameters.map((p) => [`${group.place} ${p.name}`, p] as const)));
  const params = mergedParameters(raw.pathItem, op, parts.resolver)
    .map((p) => plainParameter(spec, p, shown.get(`${String(p.in)} ${String(p.name)}`)))
    .filter((p): p is PlainParameter => !!p);
  const body = deref(spec, op.requestBody);
  const responses = responsesOf(spec, op.responses, view.responses);
  // The examples the page shows first: of the request body, and of the first success answer.
  const success = view.responses.find((r) => /^2/.test(r.status));
  return {
    // The reference's identity of the call, the method written upper-case as a call is.
    id: view.id,
    method: view.method.toUpperCase(),
    path: view.path,
    // Titled by its id when it has no summary that is a title (the reference: by method and path).
    summary: headline(op.summary, raw.id).title,
    description: asString(operationDescription(raw)) ?? '',
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    parameters: params,
    requestSchema: body ? refName(jsonContent(spec, body)?.schema) : undefined,
    requestExample: firstShown(view.requestBody?.contents),
    responses,
    responseExample: firstShown(success?.contents),
    // What the reference shows: its badges (with the badge and audience tags), security, callbacks.
    deprecated: view.deprecated,
    badges: [...view.badges],
    anchor: reference.anchor,
    url: reference.url,
    ...(reference.page !== undefined ? { page: reference.page } : {}),
    hasOperationId: typeof op.operationId === 'string',
    counterpartHint: view.counterpartHint,
    security: view.security.alternatives.some((alternative) => alternative.length === 0) ? [] : view.security.alternatives,
    // The reference names a callback without a summary by its name; one line needs it once.
    callbacks: view.callbacks.map((c) => {
      const example = firstShown(c.payload?.contents);
      return { name: c.name, method: c.method.toUpperCase(), expression: c.expression, summary: c.summary === c.name ? '' : c.summary, ...(example !== undefined ? { example } : {}) };
    }),
    ...(view.externalDocs ? { externalDocs: view.externalDocs } : {}),
  };
}

function webhooksOf(spec: Spec, anchors: SpecAnchors, parts: ReferenceParts | undefined): PlainWebhook[] {
  // The reference's list (`webhooks` of 3.1, `x-webhooks` of 3.0), each method its own event;
  // names, anchors and titles are the reference's, and the page that holds each.
  const known = new Map(anchors.webhooks.map((hook) => [hook.anchor, hook]));
  return (parts?.webhooks ?? []).flatMap(({ raw, view }): PlainWebhook[] => {
    const reference = known.get(view.anchor);
    const op = raw.operation;
    if (!reference) return [];
    const body = jsonContent(spec, deref(spec, op.requestBody));
    const { name, anchor, url } = reference;
    return [
      {
        name,
        id: asString(op.operationId) ?? name,
        summary: view.summary,
        // The page's description: its own, else its path item's (operation-view.ts).
        description: asString(webhookDescription(raw)) ?? '',
        dataSchema: body ? dataSchemaOf(spec, body.schema) : undefined,
        example: firstShown(view.payload?.contents),
        anchor,
        url,
      },
    ];
  });
}

function schemasOf(spec: Spec, anchors: SpecAnchors): PlainSchema[] {
  const schemas = spec.doc.components?.schemas ?? {};
  return anchors.schemas.map(({ name, anchor, url }) => {
    const raw = schemas[name];
    const properties = new Set<string>();
    const required = new Set<string>();
    collectProperties(spec, raw, properties, required, 0);
    // The schema's own fields, typed as the reference's trees type them.
    const own = isObject(raw) && isObject(raw.properties) ? raw.properties : {};
    const fields = Object.entries(own).map(([field, prop]) => ({ name: field, type: typeLabelIn(spec, prop), description: asString(isObject(prop) ? prop.description : undefined) ?? '' }));
    return { name, description: asString(isObject(raw) ? raw.description : undefined) ?? '', properties: [...properties], required: [...required], fields, anchor, url };
  });
}

/** Property names of a schema, through `allOf` and `$ref`s. */
function propertiesOf(spec: Spec, schemaName: string): string[] {
  const properties = new Set<string>();
  collectProperties(spec, spec.doc.components?.schemas?.[schemaName], properties, new Set(), 0);
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

function errorAnswersOf(spec: Spec, operations: readonly PlainOperation[]): ErrorAnswer[] {
  const out: ErrorAnswer[] = [];
  let usedWith: Map<string, number> | undefined;
  // The example the page shows where an operation answers with the response (JSON first).
  const shown = new Map<string, unknown>();
  for (const op of operations) for (const r of op.responses) if (r.ref !== undefined && !shown.has(r.ref) && r.errorExamples.length > 0) shown.set(r.ref, firstOf(r.errorExamples)?.value);
  for (const [name, raw] of Object.entries(spec.doc.components?.responses ?? {})) {
    const response = deref(spec, raw);
    if (!response) continue;
    const example = shown.has(name) ? shown.get(name) : firstWritten(spec, jsonContent(spec, response));
    const status = isObject(example) && typeof example.status === 'number' ? example.status : (usedWith ??= statusesUsed(spec)).get(name);
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
function successStatusesOf(operations: readonly PlainOperation[]): number[] {
  const set = new Set<number>();
  for (const op of operations) for (const r of op.responses) if (/^2\d\d$/.test(r.status)) set.add(Number(r.status));
  return [...set].sort((a, b) => a - b);
}

function securitySchemesOf(spec: Spec): PlainSecurityScheme[] {
  const global = new Set((spec.doc.security ?? []).flatMap((req) => Object.keys(req)));
  // The page's schemes: each followed through its `$ref`s (security.ts).
  return securitySchemeEntries(spec.refs).map(([name, s]) => {
    return {
      name,
      type: asString(s.type) ?? '',
      scheme: asString(s.scheme),
      description: asString(s.description) ?? '',
      global: global.has(name),
      in: asString(s.in),
      parameterName: asString(s.name),
      flows: oauthFlows(s),
      openIdConnectUrl: asString(s.openIdConnectUrl),
    };
  });
}

function plainParameter(spec: Spec, raw: unknown, shown: ParameterView | undefined): PlainParameter | undefined {
  const p = deref(spec, raw);
  if (!p || typeof p.name !== 'string') return undefined;
  const schema = deref(spec, p.schema) ?? {};
  // The values it may take: its enum's, or its items' for an array (the petstore's `status`).
  const items = isObject(schema.items) ? deref(spec, schema.items) : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items.enum : undefined;
  const enumValues = values ? ` (${enumText(values)})` : '';
  return { name: p.name, in: asString(p.in) ?? '', required: shown?.required ?? p.required === true, description: asString(p.description) ?? '', type: `${typeLabelIn(spec, p.schema)}${enumValues}` };
}

/** A field's type, named as the reference names it (one labeller for every output). */
function typeLabelIn(spec: Spec, raw: unknown): string {
  // The reference's own reading of a `$ref` (resolver.ts): the schema's name and its value.
  const resolve = (value: unknown) => spec.refs.resolve(value);
  // One line has no room for the reference's "nullable" mark: it is part of the type here.
  const target = resolve(raw).value;
  const nullable = isObject(target) && isNullable(target as JsonObject);
  return `${fieldTypeLabel(raw, resolve)}${nullable ? ' or null' : ''}`;
}

function responsesOf(spec: Spec, raw: unknown, views: readonly ResponseView[]): PlainResponse[] {
  if (!isObject(raw)) return [];
  const viewOf = new Map(views.map((view) => [view.status, view]));
  return Object.entries(raw).map(([status, value]) => {
    const response = deref(spec, value);
    // Every example the page shows for an error answer, per media type (none is dropped).
    const errorExamples = /^[45]/.test(status) ? shownExamples(viewOf.get(status)?.contents) : [];
    return { status, description: asString(response?.description) ?? '', ref: refName(value), errorExamples };
  });
}

/** The examples a page shows under media types, with their values (bodies.ts), in its order. */
function shownExamples(contents: readonly MediaView[] | undefined): PlainExample[] {
  return (contents ?? []).flatMap((media) => media.exampleValues.map((example) => ({ mediaType: media.mediaType, ...example })));
}

/** The first example a page shows, of its first JSON media type if it has one (else its first). */
function firstShown(contents: readonly MediaView[] | undefined): PlainExample | undefined {
  return firstOf(shownExamples(contents));
}

function firstOf(examples: readonly PlainExample[]): PlainExample | undefined {
  return examples.find((example) => isJsonMedia(example.mediaType)) ?? examples[0];
}

function jsonContent(spec: Spec, holder: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!holder || !isObject(holder.content)) return undefined;
  const key = Object.keys(holder.content).find((type) => /json/.test(type)) ?? Object.keys(holder.content)[0];
  return key ? deref(spec, holder.content[key]) : undefined;
}

/**
 * A reusable response's first example, read as the page reads an error answer's (bodies.ts):
 * its named examples' values (`value`, else 3.2's `dataValue`) first, else `example`. Only for
 * responses no operation shows.
 */
function firstWritten(spec: Spec, media: Record<string, unknown> | undefined): unknown {
  if (!media) return undefined;
  if (isObject(media.examples))
    for (const raw of Object.values(media.examples)) {
      const example = deref(spec, raw);
      const value = example ? exampleData(example) : undefined;
      if (value !== undefined) return value;
    }
  return media.example;
}

/** In a webhook payload `allOf: [Envelope, {properties: {data: {$ref}}}]`, the schema of `data`. */
function dataSchemaOf(spec: Spec, schema: unknown): string | undefined {
  const s = deref(spec, schema);
  if (!s) return undefined;
  if (isObject(s.properties) && s.properties.data !== undefined) {
    const data = s.properties.data;
    return refName(data) ?? (isObject(data) && Array.isArray(data.allOf) ? refName(data.allOf[0]) : undefined);
  }
  for (const part of Array.isArray(s.allOf) ? s.allOf : []) {
    const found = isObject(part) && !('$ref' in part) ? dataSchemaOf(spec, part) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * `visited`: each schema (by its ref, or itself) and the least depth it was read at. A schema read
 * again no shallower adds nothing, so it is skipped: `allOf` lists that repeat a schema (40 times
 * at each of 6 levels) were read 40^6 times.
 */
function collectProperties(spec: Spec, raw: unknown, into: Set<string>, required: Set<string>, depth: number, visited = new Map<unknown, number>()): void {
  const resolved = spec.refs.resolve(raw);
  const schema = isObject(resolved.value) ? resolved.value : undefined;
  if (!schema || depth > 6) return;
  const key = resolved.ref ?? schema;
  if ((visited.get(key) ?? Infinity) <= depth) return;
  visited.set(key, depth);
  if (isObject(schema.properties)) for (const name of Object.keys(schema.properties)) into.add(name);
  if (Array.isArray(schema.required)) for (const name of schema.required) required.add(String(name));
  for (const key of ['allOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts)) for (const part of parts) collectProperties(spec, part, into, required, depth + 1, visited);
  }
}

/**
 * Response component name → the first status it answers in the paths. Made in one pass: looking
 * each component up through every operation took GitHub's description about 100 ms.
 */
function statusesUsed(spec: Spec): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const item of Object.values(spec.doc.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const [status, value] of Object.entries(op.responses)) {
        const name = refName(value);
        if (name !== undefined && !statuses.has(name) && /^\d+$/.test(status)) statuses.set(name, Number(status));
      }
    }
  }
  return statuses;
}

/** Everything about a spec that the non-reference outputs show. */
export interface SpecModel {
  info: { title?: string; summary?: string; description?: string; version?: string };
  /** URL of the first server (calls are shown against it). */
  serverUrl: string;
  /** Contact, license, terms of service, external docs (see about.ts). */
  about: AboutLink[];
  /** The reference's sections in its order, each with the indexes of its operations (tag-sections.ts). */
  tagSections: TagSection[];
  operations: PlainOperation[];
  webhooks: PlainWebhook[];
  schemas: PlainSchema[];
  errorAnswers: ErrorAnswer[];
  successStatuses: number[];
  securitySchemes: PlainSecurityScheme[];
  /** Property names of every component schema, through `allOf` and `$ref`s (migration tables). */
  schemaProperties: Record<string, string[]>;
}

/**
 * `parts`: what the reference made of the document (reference-view.ts); absent when its pages
 * could not be built, and then the model has no operations or webhooks.
 */
export function buildSpecModel(data: unknown, anchors: SpecAnchors, parts?: ReferenceParts): SpecModel {
  const doc = (isObject(data) ? data : {}) as OpenApiDocument;
  const spec: Spec = { doc, refs: parts?.resolver ?? new RefResolver(doc as JsonObject) };
  const operations = parts ? operationsOf(spec, anchors, parts) : [];
  return {
    info: doc.info ?? {},
    serverUrl: doc.servers?.[0]?.url ?? '',
    // The reference's own sections (operations by index, in the same document order).
    tagSections: parts ? parts.tagSections : planTags(doc, []).sections,
    about: aboutLinks(doc as JsonObject),
    operations,
    webhooks: webhooksOf(spec, anchors, parts),
    schemas: schemasOf(spec, anchors),
    errorAnswers: errorAnswersOf(spec, operations),
    successStatuses: successStatusesOf(operations),
    securitySchemes: securitySchemesOf(spec),
    schemaProperties: Object.fromEntries(Object.keys(spec.doc.components?.schemas ?? {}).map((name) => [name, propertiesOf(spec, name)])),
  };
}

/** A `$ref` followed as the reference follows it (resolver.ts: chains, 3.1 sibling descriptions). */
function deref(spec: Spec, value: unknown): Record<string, unknown> | undefined {
  return spec.refs.object(value);
}

/** An enum's values for a line of text: as many as the reference shows, the rest counted. */
function enumText(values: unknown[]): string {
  const shown = values.slice(0, MAX_ENUM_VALUES).join(', ');
  const more = values.length - MAX_ENUM_VALUES;
  return more > 0 ? `${shown}, and ${more.toLocaleString('en-US')} more values (all in the downloadable spec)` : shown;
}

/** Name of the component a `$ref` points to (`#/components/schemas/Contact` → Contact). */
function refName(value: unknown): string | undefined {
  return isObject(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

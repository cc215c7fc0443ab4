// Shared helpers for the tests of specs/v1.yaml and specs/v2.yaml.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import YAML from 'yaml';

export type Version = 'v1' | 'v2';
export const VERSIONS: Version[] = ['v2', 'v1'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function specPath(version: Version): string {
  return fileURLToPath(new URL(`../../specs/${version}.yaml`, import.meta.url));
}

/** A fresh parse of the spec file. SwaggerParser mutates what it is given, so never share one. */
export function loadSpec(version: Version): Json {
  return YAML.parse(readFileSync(specPath(version), 'utf8'));
}

/** A fresh, fully dereferenced copy of the spec ($refs replaced by the objects they point to). */
export async function loadDereferenced(version: Version): Promise<Json> {
  return SwaggerParser.dereference(loadSpec(version));
}

export interface OperationEntry {
  method: string;
  path: string;
  key: string; // "METHOD path"
  op: Json;
  pathItem: Json;
}

/** Every operation under `paths`, in document order. */
export function operations(doc: Json): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, pathItem] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = pathItem[method];
      if (op) out.push({ method, path, key: `${method.toUpperCase()} ${path}`, op, pathItem });
    }
  }
  return out;
}

/** Every webhook operation under the top-level `webhooks`, keyed by event name. */
export function webhookOperations(doc: Json): { event: string; method: string; op: Json }[] {
  const out: { event: string; method: string; op: Json }[] = [];
  for (const [event, item] of Object.entries<Json>(doc.webhooks ?? {})) {
    for (const method of HTTP_METHODS) if (item[method]) out.push({ event, method, op: item[method] });
  }
  return out;
}

export interface ExampleCase {
  where: string;
  schema: Json;
  value: unknown;
}

/** The example values of a media type object (`example` and every `examples.*.value`). */
export function mediaExamples(media: Json, where: string): ExampleCase[] {
  const out: ExampleCase[] = [];
  if (!media?.schema) return out;
  if (media.example !== undefined) out.push({ where: `${where} example`, schema: media.schema, value: media.example });
  for (const [name, ex] of Object.entries<Json>(media.examples ?? {})) {
    if (ex && 'value' in ex) out.push({ where: `${where} examples.${name}`, schema: media.schema, value: ex.value });
  }
  return out;
}

function contentExamples(content: Json, where: string): ExampleCase[] {
  return Object.entries<Json>(content ?? {}).flatMap(([type, media]) => mediaExamples(media, `${where} ${type}`));
}

function parameterExamples(params: Json[] | undefined, where: string): ExampleCase[] {
  const out: ExampleCase[] = [];
  for (const p of params ?? []) {
    if (p?.schema && p.example !== undefined) out.push({ where: `${where} parameter ${p.name}`, schema: p.schema, value: p.example });
    for (const [name, ex] of Object.entries<Json>(p?.examples ?? {})) {
      if (p?.schema && ex && 'value' in ex) out.push({ where: `${where} parameter ${p.name} examples.${name}`, schema: p.schema, value: ex.value });
    }
  }
  return out;
}

function operationExamples(op: Json, where: string): ExampleCase[] {
  const out = [...parameterExamples(op.parameters, where)];
  if (op.requestBody) out.push(...contentExamples(op.requestBody.content, `${where} requestBody`));
  for (const [code, response] of Object.entries<Json>(op.responses ?? {})) {
    out.push(...contentExamples(response?.content, `${where} ${code}`));
    for (const [name, header] of Object.entries<Json>(response?.headers ?? {})) {
      if (header?.schema && header.example !== undefined) out.push({ where: `${where} ${code} header ${name}`, schema: header.schema, value: header.example });
    }
  }
  return out;
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_SINGLE = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

/** Schema-level `example` / `examples` found anywhere inside a schema, each with the schema it belongs to. */
export function schemaExamples(schema: Json, where: string, seen = new Set<unknown>()): ExampleCase[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const out: ExampleCase[] = [];
  if (schema.example !== undefined) out.push({ where: `${where} example`, schema, value: schema.example });
  if (Array.isArray(schema.examples)) schema.examples.forEach((value: unknown, i: number) => out.push({ where: `${where} examples[${i}]`, schema, value }));
  for (const key of SUBSCHEMA_MAPS) {
    for (const [name, sub] of Object.entries<Json>(schema[key] ?? {})) out.push(...schemaExamples(sub, `${where}.${key}.${name}`, seen));
  }
  for (const key of SUBSCHEMA_LISTS) {
    (schema[key] ?? []).forEach((sub: Json, i: number) => out.push(...schemaExamples(sub, `${where}.${key}[${i}]`, seen)));
  }
  for (const key of SUBSCHEMA_SINGLE) {
    if (schema[key] && typeof schema[key] === 'object') out.push(...schemaExamples(schema[key], `${where}.${key}`, seen));
  }
  return out;
}

/** Every example in a dereferenced document: media types, parameters, headers, webhooks and schemas. */
export function allExamples(doc: Json): ExampleCase[] {
  const out: ExampleCase[] = [];
  for (const { key, op } of operations(doc)) out.push(...operationExamples(op, key));
  for (const { event, op } of webhookOperations(doc)) out.push(...operationExamples(op, `webhook ${event}`));
  for (const [name, response] of Object.entries<Json>(doc.components?.responses ?? {})) {
    out.push(...contentExamples(response.content, `components.responses.${name}`));
  }
  for (const [name, param] of Object.entries<Json>(doc.components?.parameters ?? {})) {
    out.push(...parameterExamples([param], `components.parameters.${name}`));
  }
  const seen = new Set<unknown>();
  for (const [name, schema] of Object.entries<Json>(doc.components?.schemas ?? {})) {
    out.push(...schemaExamples(schema, `components.schemas.${name}`, seen));
  }
  return out;
}

// The "Try it" data of an operation and of its spec, taken from the same raw operation, merged
// parameters and body example the reference page is rendered from (operation-view.ts), so the
// console offers exactly what the page documents.
import type { TryItOperation, TryItParameter, TryItPlace, TryItScheme, TryItServer, TryItSpec } from '../../shared/try-it-types.js';
import type { ReferenceContext } from './context.js';
import { exampleFor } from './example-values.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { ServerView } from './view-model.js';

const PLACES: readonly string[] = ['path', 'query', 'header', 'cookie'];

/** specs[].tryIt after validation. */
export interface TryItOptions {
  proxyUrl?: string;
  timeoutSeconds?: number;
}

export function tryItSpec(specId: string, servers: ServerView[], resolver: RefResolver, options: TryItOptions): TryItSpec {
  return {
    specId,
    servers: servers.map(tryItServer),
    schemes: schemes(resolver),
    proxyUrl: options.proxyUrl,
    timeoutMs: Math.round((options.timeoutSeconds ?? 30) * 1000),
  };
}

export function tryItOperation(
  request: { method: string; path: string; parameters: JsonObject[]; body?: { mediaType: string; value: Json }; bodyRequired: boolean; security: string[][]; servers?: ServerView[] },
  context: ReferenceContext,
): TryItOperation {
  const body = request.body;
  return {
    method: request.method.toUpperCase(),
    path: request.path,
    parameters: request.parameters.filter((p) => PLACES.includes(String(p.in))).map((p) => parameter(p, context.resolver)),
    body: body ? { mediaType: body.mediaType, required: request.bodyRequired, example: typeof body.value === 'string' ? body.value : JSON.stringify(body.value, null, 2) } : undefined,
    security: request.security,
    servers: request.servers?.map(tryItServer),
  };
}

function tryItServer(server: ServerView): TryItServer {
  return { url: server.url, variables: server.variables.map(({ name, default: value, enum: values }) => ({ name, default: value, enum: values })) };
}

function parameter(param: JsonObject, resolver: RefResolver): TryItParameter {
  const schema = resolver.object(param.schema) ?? {};
  const items = resolver.object(schema.items);
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items.enum : undefined;
  const example = param.example ?? firstExample(param, resolver) ?? (param.schema !== undefined ? exampleFor(param.schema, resolver, 'request') : undefined);
  return {
    name: String(param.name),
    in: String(param.in) as TryItPlace,
    required: param.required === true || param.in === 'path',
    type: typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null').join(' | ') : '',
    enum: values?.map(text),
    default: schema.default === undefined ? undefined : text(schema.default),
    example: example === undefined ? undefined : text(example),
  };
}

function firstExample(param: JsonObject, resolver: RefResolver): Json | undefined {
  if (!isObject(param.examples)) return undefined;
  for (const raw of Object.values(param.examples)) {
    const example = resolver.object(raw);
    if (example?.value !== undefined) return example.value;
  }
  return undefined;
}

/** A value as the reader types it: strings as they are, anything else as JSON (arrays joined by commas). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(',');
  return JSON.stringify(value) ?? '';
}

function schemes(resolver: RefResolver): TryItScheme[] {
  const components = resolver.root.components;
  const declared = isObject(components) && isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.entries(declared).flatMap(([name, raw]): TryItScheme[] => {
    const scheme = resolver.object(raw);
    if (!scheme) return [];
    return [
      {
        name,
        type: String(scheme.type ?? ''),
        scheme: typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : undefined,
        in: typeof scheme.in === 'string' ? scheme.in : undefined,
        paramName: typeof scheme.name === 'string' ? scheme.name : undefined,
      },
    ];
  });
}

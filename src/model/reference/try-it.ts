// The "Try it" data of an operation and of its spec, taken from the same raw operation, merged
// parameters and body example the reference page is rendered from (operation-view.ts), so the
// console offers exactly what the page documents.
import type { TryItBodyField, TryItOAuthFlow, TryItOperation, TryItParameter, TryItPlace, TryItScheme, TryItServer, TryItSpec } from '../../shared/try-it-types.js';
import type { ReferenceContext } from './context.js';
import { exampleFor } from './example-values.js';
import { mergeAllOf } from './merge-all-of.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { ServerView } from './view-model.js';
import { isFormMedia } from '../../shared/media-types.js';
import { isFileSchema } from './sample-request.js';
import { refusedServerValue, serverUrlParts } from '../../shared/server-url.js';
import { MAX_ENUM_VALUES } from './schema-tree.js';
import { encodingFields } from './parameters.js';
import { nameMap } from '../../util/name-map.js';

const PLACES: readonly string[] = ['path', 'query', 'header', 'cookie'];

/** specs[].tryIt after validation. */
export interface TryItOptions {
  proxyUrl?: string;
  timeoutSeconds?: number;
  /** The OAuth 2 redirect page from the site's root (`<baseUrl>oauth-redirect.html`). */
  oauthRedirect?: string;
}

export function tryItSpec(specId: string, servers: ServerView[], resolver: RefResolver, options: TryItOptions): TryItSpec {
  return {
    specId,
    servers: servers.map(tryItServer),
    schemes: schemes(resolver),
    proxyUrl: options.proxyUrl,
    timeoutMs: Math.round((options.timeoutSeconds ?? 30) * 1000),
    oauthRedirect: options.oauthRedirect ?? '/oauth-redirect.html',
  };
}

export function tryItOperation(
  request: {
    method: string;
    path: string;
    parameters: JsonObject[];
    body?: { mediaType: string; value: Json };
    /** The raw requestBody, for the schema of a form or multipart body. */
    rawBody: unknown;
    bodyRequired: boolean;
    security: string[][];
    /** The raw security requirements (operation's, else the spec's), for the scopes they ask for. */
    rawSecurity: unknown;
    servers?: ServerView[];
  },
  context: ReferenceContext,
): TryItOperation {
  const body = request.body;
  const fields = body ? bodyFields(request.rawBody, body.mediaType, context.resolver) : undefined;
  const scopes = requiredScopes(request.rawSecurity);
  return {
    method: request.method.toUpperCase(),
    path: request.path,
    parameters: request.parameters.filter((p) => PLACES.includes(String(p.in))).map((p) => parameter(p, context.resolver)),
    body: body
      ? {
          mediaType: body.mediaType,
          required: request.bodyRequired,
          example: typeof body.value === 'string' ? body.value : JSON.stringify(body.value, null, 2),
          ...(fields ? { fields } : {}),
        }
      : undefined,
    security: request.security,
    ...(scopes ? { scopes } : {}),
    servers: request.servers?.map(tryItServer),
  };
}

/** Form and multipart/form-data bodies of an object schema: one field per property; undefined otherwise (a text area). */
function bodyFields(rawBody: unknown, mediaType: string, resolver: RefResolver): TryItBodyField[] | undefined {
  if (!isFormMedia(mediaType) && !/^multipart\/form-data\b/i.test(mediaType)) return undefined;
  const content = resolver.object(rawBody)?.content;
  const media = isObject(content) ? resolver.object(content[mediaType]) : undefined;
  const raw = resolver.object(media?.schema);
  const schema = raw ? mergeAllOf(raw, resolver) : undefined;
  if (!schema || !isObject(schema.properties)) return undefined;
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return Object.entries(schema.properties).flatMap(([name, rawProperty]): TryItBodyField[] => {
    const property = resolver.object(rawProperty);
    if (!property || property.readOnly === true) return [];
    const items = resolver.object(property.items);
    const type = typeName(property);
    // A file: binary (3.0) or a contentMediaType without a schema for its text (3.1), itself or as array items.
    const file = [property, items].some(isFileSchema);
    const example = property.example ?? (Array.isArray(property.examples) ? property.examples[0] : undefined);
    return [
      {
        name,
        required: required.includes(name),
        type: file ? 'file' : type,
        ...(menuOf(property.enum) ? { enum: menuOf(property.enum) } : {}),
        ...(property.default !== undefined && !file ? { default: text(property.default) } : {}),
        ...(example !== undefined && !file ? { example: text(example) } : {}),
        ...(file ? { file: true } : {}),
      },
    ];
  });
}

function typeName(schema: JsonObject): string {
  return typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null').join(' | ') : '';
}

/** The scopes each scheme is asked for in the requirements (all alternatives together); undefined when none. */
function requiredScopes(raw: unknown): Record<string, string[]> | undefined {
  if (!Array.isArray(raw)) return undefined;
  const scopes: Record<string, string[]> = nameMap();
  for (const requirement of raw.filter(isObject)) {
    for (const [name, list] of Object.entries(requirement)) {
      if (!Array.isArray(list) || list.length === 0) continue;
      scopes[name] = [...new Set([...(scopes[name] ?? []), ...list.map(String)])];
    }
  }
  return Object.keys(scopes).length > 0 ? scopes : undefined;
}

/** A server as Try it offers it: without the defaults and enum values that would lead to another host (server-checks.ts warns of them). */
function tryItServer(server: ServerView): TryItServer {
  const parts = serverUrlParts(server.url);
  const allowed = (name: string, value: string) => refusedServerValue(server.url, name, value, parts) === undefined;
  return {
    url: server.url,
    variables: server.variables.map(({ name, default: value, enum: values }) => ({ name, default: allowed(name, value) ? value : '', enum: values.filter((v) => allowed(name, v)) })),
  };
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
    type: typeName(schema),
    enum: menuOf(values),
    default: schema.default === undefined ? undefined : text(schema.default),
    example: example === undefined ? undefined : text(example),
    ...encodingFields(param),
  };
}

/**
 * An enum's values as the console's menu; past MAX_ENUM_VALUES none, so the field is typed in:
 * each operation's console carried all 100,000 values of a shared parameter (50 MB pages).
 */
function menuOf(values: unknown): string[] | undefined {
  return Array.isArray(values) && values.length <= MAX_ENUM_VALUES ? values.map(text) : undefined;
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
        ...(scheme.type === 'oauth2' ? { flows: oauthFlows(scheme.flows) } : {}),
      },
    ];
  });
}

/** The flows the console runs: authorization code (with PKCE) and client credentials; others are not offered. */
function oauthFlows(raw: unknown): TryItOAuthFlow[] {
  if (!isObject(raw)) return [];
  return (['authorizationCode', 'clientCredentials'] as const).flatMap((type): TryItOAuthFlow[] => {
    const flow = raw[type];
    if (!isObject(flow) || typeof flow.tokenUrl !== 'string') return [];
    if (type === 'authorizationCode' && typeof flow.authorizationUrl !== 'string') return [];
    return [
      {
        type,
        ...(type === 'authorizationCode' ? { authorizationUrl: String(flow.authorizationUrl) } : {}),
        tokenUrl: flow.tokenUrl,
        scopes: isObject(flow.scopes) ? Object.entries(flow.scopes).map(([name, description]) => ({ name, description: typeof description === 'string' ? description : '' })) : [],
      },
    ];
  });
}

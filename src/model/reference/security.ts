// Security schemes, summarised for readers and turned into headers/query params for samples.
import { isObject, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { SecuritySchemeView } from './view-model.js';
import { isSafeSpecLink } from '../../shared/url-schemes.js';

/**
 * The document's security schemes by name, each followed through its `$ref`s; an entry that is no
 * scheme is left out. The one reading for the page and the plain spec model (spec-model.ts).
 */
export function securitySchemeEntries(resolver: RefResolver): [string, JsonObject][] {
  const components = resolver.root.components;
  const schemes = isObject(components) && isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.entries(schemes).flatMap(([name, raw]): [string, JsonObject][] => {
    const scheme = resolver.object(raw);
    return scheme ? [[name, scheme]] : [];
  });
}

export function securitySchemeViews(resolver: RefResolver, markdown: (text: unknown) => string): SecuritySchemeView[] {
  return securitySchemeEntries(resolver).map(([name, scheme]) => {
    const flows = oauthFlows(scheme);
    const openIdConnectUrl = typeof scheme.openIdConnectUrl === 'string' ? scheme.openIdConnectUrl : undefined;
    return {
      name,
      type: String(scheme.type ?? ''),
      summary: summarise(scheme),
      descriptionHtml: markdown(scheme.description),
      flows,
      openIdConnectUrl,
      // A spec's URL becomes a link only through the one scheme rule (a `javascript:` one stays text).
      ...(openIdConnectUrl !== undefined && isSafeSpecLink(openIdConnectUrl) ? { openIdConnectHref: openIdConnectUrl } : {}),
    };
  });
}

/** An OAuth 2 scheme's flows: their URLs (authorizationUrl, tokenUrl, refreshUrl, 3.2's deviceAuthorizationUrl) and scopes; [] for other schemes. */
export function oauthFlows(scheme: JsonObject): SecuritySchemeView['flows'] {
  if (!isObject(scheme.flows)) return [];
  return Object.entries(scheme.flows)
    .filter((e): e is [string, JsonObject] => isObject(e[1]))
    .map(([flowName, flow]) => ({
      name: flowName,
      urls: (['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'] as const).filter((k) => typeof flow[k] === 'string').map((k) => ({ label: k, url: String(flow[k]) })),
      scopes: isObject(flow.scopes) ? Object.entries(flow.scopes).map(([scope, d]) => ({ name: scope, description: String(d ?? '') })) : [],
    }));
}

function summarise(scheme: JsonObject): string {
  switch (scheme.type) {
    case 'http':
      return `HTTP ${String(scheme.scheme ?? '')}${typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : ''}`.trim();
    case 'apiKey':
      return `API key in ${String(scheme.in ?? 'header')} "${String(scheme.name ?? '')}"`;
    case 'oauth2':
      return 'OAuth 2.0';
    case 'openIdConnect':
      return 'OpenID Connect';
    case 'mutualTLS':
      return 'Mutual TLS';
    default:
      return String(scheme.type ?? 'unknown');
  }
}

/** One scheme a call must satisfy, with the OAuth scopes it asks for. */
export interface Requirement {
  scheme: string;
  scopes: string[];
}

/**
 * A `security` list → its alternatives, each a set of requirements; an empty alternative (`{}`)
 * makes authentication optional. Undefined when there is no list. The one reader of `security`
 * for the page, the samples, Try it and the plain spec model.
 */
export function securityRequirements(raw: unknown): Requirement[][] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isObject).map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

export interface AuthPlacement {
  headers: [string, string][];
  query: [string, string][];
}

/** Where a sample puts credentials for the first alternative of `names`. */
export function authPlacement(names: string[][] | undefined, resolver: RefResolver): AuthPlacement {
  const out: AuthPlacement = { headers: [], query: [] };
  const components = resolver.root.components;
  const schemes = isObject(components) && isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const name of names?.[0] ?? []) {
    const scheme = resolver.object(schemes[name]);
    if (!scheme) continue;
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') out.headers.push(['Authorization', 'Basic BASE64_USER_PASSWORD']);
    else if (scheme.type === 'http') out.headers.push(['Authorization', `${capitalise(String(scheme.scheme ?? 'bearer'))} YOUR_API_KEY`]);
    else if (scheme.type === 'apiKey' && scheme.in === 'query') out.query.push([String(scheme.name), 'YOUR_API_KEY']);
    else if (scheme.type === 'apiKey' && scheme.in === 'cookie') out.headers.push(['Cookie', `${String(scheme.name)}=YOUR_API_KEY`]);
    else if (scheme.type === 'apiKey') out.headers.push([String(scheme.name), 'YOUR_API_KEY']);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') out.headers.push(['Authorization', 'Bearer YOUR_ACCESS_TOKEN']);
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

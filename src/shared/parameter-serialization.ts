// A parameter's value as OpenAPI writes it into a request: the style table of OpenAPI 3.0–3.2
// (§Style Values, §Style Examples, after RFC 6570), `allowReserved`, and parameters with `content`.
// One serialiser, so the build's code samples (model/reference/code-samples.ts), the Try it
// console (client/try-it/request.ts) and the "Written as" notes (model/reference/parameters.ts)
// cannot disagree about what is sent.
import type { Json } from './json-pointer.js';
import { isJsonMedia } from './media-types.js';

export type ParameterPlace = 'path' | 'query' | 'header' | 'cookie';

/** How a parameter is written, as its Parameter Object says (absent fields take the place's defaults). */
export interface ParameterEncoding {
  name: string;
  in: ParameterPlace;
  /** `form` for query and cookie, `simple` for path and header when absent. */
  style?: string;
  /** True for `form` (and 3.2's `cookie`) when absent, else false. */
  explode?: boolean;
  /** Query only: reserved characters (RFC 3986 §2.2) and percent-encoded triples go as they are. */
  allowReserved?: boolean;
  /** A parameter with `content`: its media type; the value is written as that type (JSON as compact JSON). */
  contentType?: string;
}

export interface SerializedParameter {
  /**
   * What is sent: for path, the text that replaces `{name}`; for a header, its value; for query,
   * the query's part (`color=blue&color=black`); for a cookie, the Cookie header's part (`a=1; b=2`).
   */
  text: string;
  /** Query and cookie: the name=value pairs, percent-encoded as sent; [] for path and header. */
  pairs: [string, string][];
}

const PATH_STYLES = new Set(['simple', 'label', 'matrix']);
const QUERY_STYLES = new Set(['form', 'spaceDelimited', 'pipeDelimited', 'deepObject']);

/** RFC 3986 unreserved characters stay; everything else is percent-encoded (RFC 6570's simple expansion). */
export function encodeStrict(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 6570's reserved expansion (`allowReserved`): reserved characters and percent-encoded triples
 * stay, except those a query cannot carry as data (`[`, `]`, `#`) or that split its pairs (`&`, `=`, `+`).
 */
function encodeReserved(text: string): string {
  return text.replace(/%[0-9A-Fa-f]{2}|[^A-Za-z0-9\-._~:/?@!$'()*,;]/gu, (match) => (match.length === 3 ? match : encodeStrict(match)));
}

const asIs = (text: string) => text;

/** A scalar as text; a value nested in an array or object (which no style defines) as JSON. */
function scalarText(value: Json): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

/** The style and explode the parameter is written with: the spec's, where its place allows that style, else the place's default. */
export function styleOf(p: ParameterEncoding): { style: string; explode: boolean } {
  const isQuery = p.in === 'query' || p.in === 'cookie';
  const allowed = (style: string) => (isQuery ? QUERY_STYLES.has(style) || (p.in === 'cookie' && style === 'cookie') : PATH_STYLES.has(style));
  const style = p.style !== undefined && allowed(p.style) ? p.style : isQuery ? 'form' : 'simple';
  return { style, explode: p.explode ?? (style === 'form' || style === 'cookie') };
}

/** Writes `value` of the parameter `p` as it goes into the request. */
export function serializeParameter(p: ParameterEncoding, value: Json): SerializedParameter {
  const isQuery = p.in === 'query' || p.in === 'cookie';
  const { style, explode } = styleOf(p);
  // Headers and 3.2's `cookie` style are not URLs: their values go as they are.
  const encode = p.in === 'header' || style === 'cookie' ? asIs : p.in === 'query' && p.allowReserved === true ? encodeReserved : encodeStrict;
  if (p.contentType !== undefined) {
    const text = isJsonMedia(p.contentType) || typeof value !== 'string' ? JSON.stringify(value) : value;
    return isQuery ? joined(p.in, [[encode(p.name), encode(text)]]) : { text: encode(text), pairs: [] };
  }
  const name = encode(p.name);
  if (value === null) return isQuery ? joined(p.in, []) : { text: '', pairs: [] };
  const items = Array.isArray(value) ? value.map((v) => encode(scalarText(v))) : undefined;
  const entries = typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).map(([k, v]): [string, string] => [encode(k), encode(scalarText(v))]) : undefined;
  const scalar = items || entries ? '' : encode(scalarText(value));
  // An object's members as one list (`R,100,G,200`), or as `R=100` each when exploded.
  const flat = (separator: string) => (entries ? entries.flat() : (items ?? [scalar])).join(separator);
  const members = entries?.map(([k, v]) => `${k}=${v}`);

  if (!isQuery) {
    const list = items ?? (entries ? (explode ? members! : entries.flat()) : [scalar]);
    if (style === 'label') return { text: `.${list.join(explode ? '.' : ',')}`, pairs: [] };
    if (style === 'matrix') {
      if (items && explode) return { text: items.map((v) => `;${name}=${v}`).join(''), pairs: [] };
      if (entries && explode) return { text: members!.map((m) => `;${m}`).join(''), pairs: [] };
      const text = flat(',');
      return { text: text === '' ? `;${name}` : `;${name}=${text}`, pairs: [] };
    }
    return { text: list.join(','), pairs: [] };
  }
  if (style === 'deepObject' && typeof value === 'object') return joined(p.in, bracketPairs(name, value, encode));
  if (!explode && (style === 'spaceDelimited' || style === 'pipeDelimited') && (items || entries)) return joined(p.in, [[name, flat(style === 'spaceDelimited' ? '%20' : '%7C')]]);
  // form (and cookie): exploded, each item its own pair (an object's members named by their keys); else one list.
  if (items) return joined(p.in, explode ? items.map((v) => [name, v]) : [[name, items.join(',')]]);
  if (entries) return joined(p.in, explode ? entries : [[name, flat(',')]]);
  return joined(p.in, [[name, scalar]]);
}

/**
 * deepObject beyond what the table defines (one level of an object), as the bracket syntax that
 * defines it is read by servers (Rails, PHP, qs): a nested object as `a[b][c]=1`, an array as
 * `a[]=1&a[]=2` (Stripe's `expand[]`). Brackets are percent-encoded, as the 3.2 table writes them.
 */
function bracketPairs(name: string, value: Json, encode: (text: string) => string): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'object' && item !== null ? bracketPairs(`${name}%5B%5D`, item, encode) : [[`${name}%5B%5D`, encode(scalarText(item))]]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, member]) => bracketPairs(`${name}%5B${encode(key)}%5D`, member, encode));
  return [[name, encode(scalarText(value))]];
}

/** Query pairs joined as a query writes them; cookies as a Cookie header does. */
function joined(place: ParameterPlace, pairs: [string, string][]): SerializedParameter {
  return { text: pairs.map(([k, v]) => `${k}=${v}`).join(place === 'cookie' ? '; ' : '&'), pairs };
}

/** A `Cookie` header's value from the cookie parameters' parts. */
export function cookieHeader(parts: readonly SerializedParameter[]): string {
  return parts
    .map((part) => part.text)
    .filter((text) => text !== '')
    .join('; ');
}

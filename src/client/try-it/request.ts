// The one request builder: what the reader entered → the request Send makes. The curl lines (the
// live one while typing, the one after a call) are written from the same object (curl.ts), and
// fetch gets its body from it (fetchBody), so the three cannot disagree. Parameters are written by
// the serialiser the build's code samples use (shared/parameter-serialization.ts).
import type { TryItParameter } from '../../shared/try-it-types.js';
import { isJsonMedia, isMultipartMedia } from '../../shared/media-types.js';
import type { Json } from '../../shared/json-pointer.js';
import { encodeStrict, serializeParameter } from '../../shared/parameter-serialization.js';

/** The spec's path leads to another origin than the server's: the console says so in the page's words. */
export class PathLeavesServer extends Error {
  constructor(
    readonly path: string,
    readonly server: string,
  ) {
    super(`the path ${path} leads away from the server ${server}`);
  }
}

/** A form or multipart field as entered: text, or a file the reader picked. */
export type FieldValue = { name: string; value: string } | { name: string; file: File };

export interface RequestInput {
  method: string;
  /** The chosen server, variables filled in, as written (relative URLs resolve against the page). */
  serverUrl: string;
  path: string;
  /** Parameters with a value as typed (empty fields are left out), and how the spec writes them. */
  parameters: (Pick<TryItParameter, 'name' | 'in'> & Partial<Pick<TryItParameter, 'type' | 'style' | 'explode' | 'allowReserved' | 'contentType'>> & { value: string })[];
  /** Credentials of the chosen scheme(s), already placed. */
  auth: { in: 'header' | 'query'; name: string; value: string }[];
  /** Typed text, or the fields of a form / multipart/form-data body. */
  body?: { mediaType: string; text: string } | { mediaType: string; fields: FieldValue[] };
}

export type BuiltBody =
  | { kind: 'text'; text: string }
  /** application/x-www-form-urlencoded: the pairs, encoded by URLSearchParams. */
  | { kind: 'form'; fields: [string, string][] }
  /** multipart/form-data: text and file parts; the browser writes the boundary and its Content-Type. */
  | { kind: 'multipart'; parts: FieldValue[] };

export interface BuiltRequest {
  method: string;
  /** The API's URL (what the server sees), path and query filled in. */
  url: string;
  headers: [string, string][];
  body?: BuiltBody;
  /** What a browser cannot send and Send left out: cookies, and the credentials' notes (in words). */
  leftOut: LeftOut[];
}

/** A cookie parameter (a browser sends only the cookies it holds for the API's host), or a note in words. */
export type LeftOut = { kind: 'cookie'; name: string } | { kind: 'note'; text: string };

function builtBody(body: NonNullable<RequestInput['body']>): BuiltBody {
  if ('text' in body) return { kind: 'text', text: body.text };
  if (isMultipartMedia(body.mediaType)) return { kind: 'multipart', parts: body.fields };
  return { kind: 'form', fields: body.fields.map((f): [string, string] => [f.name, 'file' in f ? f.file.name : f.value]) };
}

/**
 * A typed value as data: an array's items separated by commas (or written as JSON), an object or
 * a JSON `content` value as JSON; anything else, or what does not parse, as the text itself.
 */
export function enteredValue(text: string, type = '', contentType?: string): Json {
  const json = (): Json | undefined => {
    try {
      return JSON.parse(text) as Json;
    } catch {
      return undefined;
    }
  };
  if (contentType !== undefined) return isJsonMedia(contentType) ? (json() ?? text) : text;
  if (type === 'array') {
    const parsed = text.trimStart().startsWith('[') ? json() : undefined;
    return Array.isArray(parsed) ? parsed : text.split(',');
  }
  if (type === 'object') {
    const parsed = json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : text;
  }
  return text;
}

export function buildRequest(input: RequestInput, base: string): BuiltRequest {
  const server = new URL(input.serverUrl || '/', base);
  let path = input.path;
  // Query pairs as sent: percent-encoded by the serialiser, delimiters as the style writes them.
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const leftOut: LeftOut[] = [];
  for (const param of input.parameters) {
    const { name, in: place } = param;
    if (place === 'cookie') {
      leftOut.push({ kind: 'cookie', name });
      continue;
    }
    // Path values are percent-encoded but for the style's delimiters: a value cannot add segments, a query or another host.
    const serialized = serializeParameter(param, enteredValue(param.value, param.type, param.contentType));
    if (place === 'path') path = path.split(`{${name}}`).join(serialized.text);
    else if (place === 'query') query.push(...serialized.pairs);
    else headers.push([name, serialized.text]);
  }
  for (const credential of input.auth) {
    if (credential.in === 'query') query.push([encodeStrict(credential.name), encodeStrict(credential.value)]);
    else headers.push([credential.name, credential.value]);
  }
  const body = input.body ? builtBody(input.body) : undefined;
  // A multipart body's Content-Type carries the boundary the browser (or curl -F) chooses.
  if (input.body && body?.kind !== 'multipart') headers.push(['Content-Type', input.body.mediaType]);
  const search = query.map(([k, v]) => `${k}=${v}`).join('&');
  const url = `${server.href.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  // The spec's path text cannot lead elsewhere either (`//other.host`): the origin must stay the server's.
  if (new URL(url).origin !== server.origin) throw new PathLeavesServer(input.path, server.origin);
  return { method: input.method, url, headers, body, leftOut };
}

/** What fetch sends as the body. */
export function fetchBody(body: BuiltBody | undefined): string | URLSearchParams | FormData | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'form') return new URLSearchParams(body.fields);
  const form = new FormData();
  for (const part of body.parts) {
    if ('file' in part) form.append(part.name, part.file, part.file.name);
    else form.append(part.name, part.value);
  }
  return form;
}

/** Where fetch goes: the API itself, or `${proxyUrl}${url}` (the proxy convention in the README). */
export function fetchUrl(request: BuiltRequest, proxyUrl: string | undefined): string {
  return proxyUrl ? `${proxyUrl}${request.url}` : request.url;
}

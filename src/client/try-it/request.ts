// The one request builder: what the reader entered → the request Send makes. The curl lines (the
// live one while typing, the one after a call) are written from the same object (curl.ts), and
// fetch gets its body from it (fetchBody), so the three cannot disagree.
import type { TryItPlace } from '../../shared/try-it-types.js';
import { isMultipartMedia } from '../../shared/media-types.js';

/** A form or multipart field as entered: text, or a file the reader picked. */
export type FieldValue = { name: string; value: string } | { name: string; file: File };

export interface RequestInput {
  method: string;
  /** The chosen server, variables filled in, as written (relative URLs resolve against the page). */
  serverUrl: string;
  path: string;
  /** Parameters with a value (empty fields are left out). */
  parameters: { name: string; in: TryItPlace; value: string }[];
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
  /** What a browser cannot send and Send left out (cookies), in words. */
  leftOut: string[];
}

function builtBody(body: NonNullable<RequestInput['body']>): BuiltBody {
  if ('text' in body) return { kind: 'text', text: body.text };
  if (isMultipartMedia(body.mediaType)) return { kind: 'multipart', parts: body.fields };
  return { kind: 'form', fields: body.fields.map((f): [string, string] => [f.name, 'file' in f ? f.file.name : f.value]) };
}

export function buildRequest(input: RequestInput, base: string): BuiltRequest {
  const server = new URL(input.serverUrl || '/', base);
  let path = input.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const leftOut: string[] = [];
  for (const { name, in: place, value } of input.parameters) {
    // Path values are encoded whole: a value cannot add segments, a query or another host.
    if (place === 'path') path = path.split(`{${name}}`).join(encodeURIComponent(value));
    else if (place === 'query') query.push([name, value]);
    else if (place === 'header') headers.push([name, value]);
    else leftOut.push(`cookie ${name} (a browser sends only the cookies it holds for the API's host)`);
  }
  for (const credential of input.auth) (credential.in === 'query' ? query : headers).push([credential.name, credential.value]);
  const body = input.body ? builtBody(input.body) : undefined;
  // A multipart body's Content-Type carries the boundary the browser (or curl -F) chooses.
  if (input.body && body?.kind !== 'multipart') headers.push(['Content-Type', input.body.mediaType]);
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const url = `${server.href.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  // The spec's path text cannot lead elsewhere either (`//other.host`): the origin must stay the server's.
  if (new URL(url).origin !== server.origin) throw new Error(`the path ${input.path} leads away from the server ${server.origin}`);
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

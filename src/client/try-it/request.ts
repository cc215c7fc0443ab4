// The one request builder: what the reader entered → the request Send makes. The curl line shown
// after a call is written from the same object (curl.ts), so the two cannot disagree.
import type { TryItPlace } from '../../shared/try-it-types.js';

export interface RequestInput {
  method: string;
  /** The chosen server, variables filled in, as written (relative URLs resolve against the page). */
  serverUrl: string;
  path: string;
  /** Parameters with a value (empty fields are left out). */
  parameters: { name: string; in: TryItPlace; value: string }[];
  /** Credentials of the chosen scheme(s), already placed. */
  auth: { in: 'header' | 'query'; name: string; value: string }[];
  body?: { mediaType: string; text: string };
}

export interface BuiltRequest {
  method: string;
  /** The API's URL (what the server sees), path and query filled in. */
  url: string;
  headers: [string, string][];
  body?: string;
  /** What a browser cannot send and Send left out (cookies), in words. */
  leftOut: string[];
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
  if (input.body) headers.push(['Content-Type', input.body.mediaType]);
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const url = `${server.href.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
  // The spec's path text cannot lead elsewhere either (`//other.host`): the origin must stay the server's.
  if (new URL(url).origin !== server.origin) throw new Error(`the path ${input.path} leads away from the server ${server.origin}`);
  return { method: input.method, url, headers, body: input.body?.text, leftOut };
}

/** Where fetch goes: the API itself, or `${proxyUrl}${url}` (the proxy convention in the README). */
export function fetchUrl(request: BuiltRequest, proxyUrl: string | undefined): string {
  return proxyUrl ? `${proxyUrl}${request.url}` : request.url;
}

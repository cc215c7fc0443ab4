// The servers of the "Try it" browser tests, on 127.0.0.1 port 0: a tiny API that records what it
// received (form and multipart bodies read into fields and files) and answers with CORS headers
// (but on /v1/nocors), with a stub OAuth 2 authorization server under /oauth/; and a CORS proxy
// that forwards `/<target URL>` (the `${proxyUrl}${targetUrl}` convention) and adds them. Each
// stops itself.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** A form or multipart body's text fields. */
  fields?: Record<string, string>;
  /** A multipart body's files. */
  files?: { field: string; name: string; type: string; bytes: Buffer }[];
}

export interface TestServer {
  origin: string;
  received: Received[];
  stop(): Promise<void>;
}

/** What the stub authorization server saw and did. */
export interface OAuthLog {
  /** Authorization requests: their query, as sent by the console. */
  authorizations: Record<string, string>[];
  /** Codes exchanged whose code_verifier matched the code_challenge (SHA-256, base64url). */
  verified: { code: string; verifier: string; token: string }[];
  /** Tokens issued to client credentials. */
  clientTokens: string[];
  /** Refusals of the token endpoint, as error codes. */
  refused: string[];
}

export interface ApiServer extends TestServer {
  oauth: OAuthLog;
}

/** The stub client credentials. */
export const CLIENT = { id: 'cc-client', secret: 'cc s3cret:&' };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Form and multipart bodies as fields and files (the Fetch API's own multipart parser). */
async function readForm(type: string, raw: Buffer): Promise<Pick<Received, 'fields' | 'files'>> {
  if (/x-www-form-urlencoded/.test(type)) return { fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))) };
  if (!/multipart\/form-data/.test(type)) return {};
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
  const fields: Record<string, string> = {};
  const files: NonNullable<Received['files']> = [];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else files.push({ field: name, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

function cors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
  // `*` does not cover Authorization: the headers asked for are echoed.
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
  response.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
}

async function listen(server: Server, received: Received[]): Promise<TestServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Never keeps a test process alive: unref'd, and stop() closes open connections (the slow route).
  server.unref();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const base64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The stub authorization server: /oauth/authorize redirects at once to redirect_uri with a code
 * and the state; /oauth/token exchanges a code only for the code_verifier whose SHA-256 is the
 * code_challenge it saw (and the same client and redirect_uri), or gives client credentials a
 * token for CLIENT's id and secret in HTTP Basic. Errors are RFC 6749 JSON.
 */
function oauthRoute(url: URL, request: IncomingMessage, raw: Buffer, response: ServerResponse, log: OAuthLog): void {
  const json = (status: number, value: object) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
  const refuse = (status: number, error: string, description: string) => {
    log.refused.push(error);
    json(status, { error, error_description: description });
  };
  if (url.pathname === '/oauth/authorize') {
    const query = Object.fromEntries(url.searchParams);
    log.authorizations.push(query);
    const back = new URL(query.redirect_uri);
    back.searchParams.set('code', `code-${log.authorizations.length}`);
    back.searchParams.set('state', query.state ?? '');
    response.writeHead(302, { Location: back.href }).end();
    return;
  }
  cors(request, response);
  const form = new URLSearchParams(raw.toString('utf8'));
  if (form.get('grant_type') === 'client_credentials') {
    const [id, secret] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':')
      .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
    if (id !== CLIENT.id || secret !== CLIENT.secret) return refuse(401, 'invalid_client', 'Client authentication failed');
    const token = `cc-token-${log.clientTokens.length + 1}`;
    log.clientTokens.push(token);
    json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: form.get('scope') });
    return;
  }
  const asked = log.authorizations.find((a, i) => `code-${i + 1}` === form.get('code'));
  if (form.get('grant_type') !== 'authorization_code' || !asked) return refuse(400, 'invalid_grant', 'Unknown code');
  const verifier = form.get('code_verifier') ?? '';
  if (asked.code_challenge_method !== 'S256' || base64url(createHash('sha256').update(verifier).digest()) !== asked.code_challenge) return refuse(400, 'invalid_grant', 'PKCE verification failed');
  if (form.get('redirect_uri') !== asked.redirect_uri || form.get('client_id') !== asked.client_id) return refuse(400, 'invalid_grant', 'Client or redirect_uri differ');
  const token = `ac-token-${log.verified.length + 1}`;
  log.verified.push({ code: form.get('code') ?? '', verifier, token });
  json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
}

export async function startApi(): Promise<ApiServer> {
  const received: Received[] = [];
  const oauth: OAuthLog = { authorizations: [], verified: [], clientTokens: [], refused: [] };
  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = raw.toString('utf8');
    const url = request.url ?? '/';
    if (request.method === 'OPTIONS') {
      cors(request, response);
      response.writeHead(204).end();
      return;
    }
    if (url.startsWith('/oauth/')) return oauthRoute(new URL(url, 'http://localhost'), request, raw, response, oauth);
    received.push({ method: request.method ?? '', url, headers: request.headers, body, ...(await readForm(request.headers['content-type'] ?? '', raw)) });
    if (url.startsWith('/v1/slow')) {
      const timer = setTimeout(() => response.end('late'), 10_000);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (!url.startsWith('/v1/nocors')) cors(request, response);
    response.setHeader('X-Request-Id', `req-${received.length}`);
    if (url.startsWith('/v1/big')) {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ items: Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
      return;
    }
    if (url.startsWith('/v1/me')) {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      const known = [...oauth.verified.map((v) => v.token), ...oauth.clientTokens].includes(token);
      response.setHeader('Content-Type', 'application/json');
      response.writeHead(known ? 200 : 401).end(JSON.stringify(known ? { token } : { error: 'unknown token' }));
      return;
    }
    const last = received[received.length - 1];
    response.setHeader('Content-Type', 'application/json');
    response.writeHead(request.method === 'POST' ? 201 : 200);
    const seen = last.files
      ? { ...last.fields, files: last.files.map((f) => `${f.field}=${f.name} (${f.bytes.length} bytes)`) }
      : (last.fields ?? (body && /json/.test(request.headers['content-type'] ?? '') ? JSON.parse(body) : null));
    response.end(JSON.stringify({ ok: true, method: request.method, url, received: seen }));
  });
  return Object.assign(await listen(server, received), { oauth });
}

export function startProxy(): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const body = (await readBody(request)).toString('utf8');
    cors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    received.push({ method: request.method ?? '', url: request.url ?? '/', headers: request.headers, body });
    const target = (request.url ?? '/').slice(1);
    const headers = Object.fromEntries(Object.entries(request.headers).filter((e): e is [string, string] => typeof e[1] === 'string' && !/^(host|origin|connection|content-length)$/i.test(e[0])));
    const answer = await fetch(target, { method: request.method, headers, body: body || undefined });
    response.setHeader('Content-Type', answer.headers.get('content-type') ?? 'text/plain');
    response.writeHead(answer.status).end(await answer.text());
  });
  return listen(server, received);
}

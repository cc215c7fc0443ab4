// The servers of the "Try it" browser tests, on 127.0.0.1 port 0: a tiny API that records what it
// received and answers with CORS headers (but on /v1/nocors), and a CORS proxy that forwards
// `/<target URL>` (the `${proxyUrl}${targetUrl}` convention) and adds them. Each stops itself.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  origin: string;
  received: Received[];
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
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

export function startApi(): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = request.url ?? '/';
    if (request.method === 'OPTIONS') {
      cors(request, response);
      response.writeHead(204).end();
      return;
    }
    received.push({ method: request.method ?? '', url, headers: request.headers, body });
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
    response.setHeader('Content-Type', 'application/json');
    response.writeHead(request.method === 'POST' ? 201 : 200);
    response.end(JSON.stringify({ ok: true, method: request.method, url, received: body ? JSON.parse(body) : null }));
  });
  return listen(server, received);
}

export function startProxy(): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
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

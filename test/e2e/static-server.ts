// A tiny static server for the built site: node:http on 127.0.0.1, port 0. It serves `root`
// under `prefix` (so a site can also be served under a wrong base path), maps bare paths and
// `.html` paths to index.html files like a static host, and answers unknown paths with the
// site's 404.html and status 404. `stop()` closes it, open connections included.
import { createServer, type Server } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/**
 * A blank page every server here answers, which the browser helper's tab reset visits to clear an
 * origin's storage (browser.ts): served, it spares the reset a route (request interception on,
 * then off) at each test's end. The origins of this worker's running servers answer it.
 */
export const RESET_PATH = '/__specpress-test-reset__';
export const RESET_PAGE = '<!doctype html><title>reset</title>';
export const answersReset = new Set<string>();

export interface StaticServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.yaml': 'text/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The first 404.html at the top of `root` or one folder down (the base path's folder). */
function findNotFound(root: string): string | undefined {
  if (existsSync(join(root, '404.html'))) return join(root, '404.html');
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(join(root, entry.name, '404.html'))) return join(root, entry.name, '404.html');
  }
  return undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer(options: { root: string; prefix?: string }): Promise<StaticServer> {
  const root = resolve(options.root);
  const prefix = options.prefix ?? '/';
  const notFound = findNotFound(root);

  const resolvePath = (pathname: string): string | undefined => {
    if (!pathname.startsWith(prefix) && `${pathname}/` !== prefix) return undefined;
    let rel: string;
    try {
      rel = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return undefined;
    }
    const base = resolve(root, `.${sep}${rel}`);
    if (base !== root && !base.startsWith(root + sep)) return undefined;
    const candidates = [base, join(base, 'index.html'), `${base}.html`];
    if (/\.html?$/.test(base)) candidates.push(join(base.replace(/\.html?$/, ''), 'index.html'));
    return candidates.find(isFile);
  };

  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === RESET_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(RESET_PAGE);
      return;
    }
    const file = resolvePath(pathname);
    const status = file ? 200 : 404;
    const target = file ?? notFound;
    if (!target) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = await readFile(target);
    response.writeHead(status, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  answersReset.add(origin);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolveClose) => {
        answersReset.delete(origin);
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

// `specpress serve`: a built folder served the way a production static host serves it.
// Every file is checked with realpath, so neither `..` nor a symlink can leave the folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { diagnostic, FatalDiagnostics } from '../diagnostics/diagnostic.js';
import { closeServer, DEFAULT_HOST, DEFAULT_PORT, listen, serverUrl } from './listen.js';
import { CompressedCache, sendBody, sendResolution, sendText } from './respond.js';
import { isHashedAsset, resolveRequest } from './routing.js';
import { detectBase, normalizeBase } from './site-base.js';
import { refuseOtherHosts, type AllowedHosts } from './allowed-hosts.js';

export interface StaticServerOptions {
  /** Built site folder; defaults to build/ (relative to cwd). */
  dir?: string;
  cwd?: string;
  /** Defaults to 3000; 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Base path; by default read from the build (the folder holding 404.html). */
  base?: string;
  /** More names the server answers besides loopback names, IP addresses and `host` (allowed-hosts.ts); `.example.com` allows every name under it. */
  allowedHosts?: AllowedHosts;
}

export interface RunningServer {
  /** Address of the site, base path included. */
  url: string;
  host: string;
  port: number;
  base: string;
  close(): Promise<void>;
}

export interface StaticServer extends RunningServer {
  dir: string;
}

interface DiskFile {
  file: string;
  size: number;
  mtimeMs: number;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const dir = resolve(options.cwd ?? process.cwd(), options.dir ?? 'build');
  const root = await realpath(dir).catch(() => undefined);
  if (!root || !(await stat(root)).isDirectory()) {
    throw new FatalDiagnostics([
      diagnostic('serve-dir-not-found', 'error', `There is no built site at ${dir}`, { file: dir }, 'Run `specpress generate` first, or pass the output folder with --dir.'),
    ]);
  }
  const base = options.base !== undefined ? normalizeBase(options.base) : await detectBase(root);
  const compressed = new CompressedCache();

  const find = async (path: string): Promise<DiskFile | undefined> => {
    try {
      const file = await realpath(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) return undefined; // a symlink out of the folder
      const info = await stat(file);
      return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    } catch {
      return undefined;
    }
  };

  const host = options.host ?? DEFAULT_HOST;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (refuseOtherHosts(req, res, host, options.allowedHosts ?? [])) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(req, res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    const resolved = await resolveRequest(req.url ?? '/', base, find);
    return sendResolution(req, res, resolved, async ({ found, path, status }) => {
      sendBody(req, res, {
        path,
        content: await readFile(found.file),
        status,
        cacheControl: status === 200 && isHashedAsset(path, base) ? IMMUTABLE : 'no-cache',
        etag: `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`,
        compress: true,
        compressed,
      });
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendText(req, res, 500, 'Internal server error\n');
      else res.destroy();
    });
  });
  const address = await listen(server, options.port ?? DEFAULT_PORT, host);
  return { ...address, dir: root, base, url: serverUrl(address.host, address.port, base), close: () => closeServer(server) };
}

// Starting and stopping an HTTP server: listen errors become diagnostics, close() ends open connections.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { diagnostic, FatalDiagnostics } from '../diagnostics/diagnostic.js';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 3000;

export async function listen(server: Server, port: number, host: string): Promise<{ port: number; host: string }> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const inUse = error.code === 'EADDRINUSE';
      reject(
        new FatalDiagnostics([
          diagnostic(
            inUse ? 'server-port-in-use' : 'server-listen-failed',
            'error',
            inUse ? `Port ${port} on ${host} is already in use` : `Cannot listen on ${host}:${port}: ${error.message}`,
            undefined,
            inUse ? 'Pass another --port (0 picks a free one) or stop the other server.' : 'Check --host and --port.',
          ),
        ]),
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return { port: address.port, host };
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export function serverUrl(host: string, port: number, base: string): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}${base}`;
}

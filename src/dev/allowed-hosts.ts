// Which `Host` headers the servers answer, as Vite's `server.allowedHosts` decides: a page on
// another site can point its own name at 127.0.0.1 (DNS rebinding) and then read what `watch` or
// `serve` answers, drafts included, as same-origin. Its requests carry its own name in `Host`, so
// only names the server was started for are answered: loopback names (localhost, *.localhost),
// any IP address (rebinding needs a name), the `--host` given, and the `--allowed-hosts` list.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { sendText } from './respond.js';

/** A list of extra names: `docs.example.com`, or `.example.com` for it and every name under it. */
export type AllowedHosts = readonly string[];

/** Whether a request's `Host` header names this server (see the top of the file). */
export function hostAllowed(hostHeader: string | undefined, listenHost: string, allowed: AllowedHosts = []): boolean {
  // HTTP/1.0 clients may send none; browsers always do.
  if (hostHeader === undefined) return true;
  const name = hostname(hostHeader);
  if (name === undefined) return false;
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === listenHost.toLowerCase()) return true;
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.startsWith('.') ? name === wanted.slice(1) || name.endsWith(wanted) : name === wanted;
  });
}

/** The name of a `Host` header without its port (`[::1]:3000` → `::1`), lowercased; undefined when malformed. */
function hostname(header: string): string | undefined {
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/i.exec(header);
  if (bracketed) return bracketed[1].toLowerCase();
  const plain = /^([a-z0-9.-]+)\.?(?::\d+)?$/i.exec(header);
  return plain ? plain[1].toLowerCase().replace(/\.$/, '') : undefined;
}

/** Answers 403 when the request's host is not allowed; returns whether it did. */
export function refuseOtherHosts(req: IncomingMessage, res: ServerResponse, listenHost: string, allowed: AllowedHosts): boolean {
  if (hostAllowed(req.headers.host, listenHost, allowed)) return false;
  const name = (req.headers.host ?? '').replace(/:\d+$/, '').slice(0, 200);
  sendText(req, res, 403, `Blocked request: this server does not answer the host "${name}". To allow it, start it with --allowed-hosts ${/^[a-z0-9.-]+$/i.test(name) ? name : '<name>'}\n`);
  return true;
}

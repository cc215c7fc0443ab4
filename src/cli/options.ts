// Shared flag parsing: a bad value is a usage error (exit code 2), reported by commander.
import { InvalidArgumentError, type Command } from 'commander';
import type { Terminal } from './terminal.js';

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('Use a port number from 0 to 65535 (0 picks a free one).');
  return port;
}

/** Exit codes: 0 ok, 1 errors in the input, 2 usage. */
export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

/** --port, --host and --allowed-hosts, the same for every command that starts a server (127.0.0.1 unless told otherwise). */
export function withListenOptions(command: Command): Command {
  return command
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option(
      '--allowed-hosts <names>',
      'other host names the server answers, comma-separated (.example.com: every name under it); loopback names, IP addresses and --host always are',
      parseHostList,
      [] as string[],
    );
}

function parseHostList(value: string, previous: string[]): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => !/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(name))) throw new InvalidArgumentError('Use host names separated by commas, e.g. docs.example.com,.internal.example.');
  return [...previous, ...names];
}

/** Whether an address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A server on another address than loopback is reachable by others: say so, once, before it starts. */
export function warnIfExposed(term: Terminal, host: string): void {
  if (isLoopback(host)) return;
  const who = host === '0.0.0.0' || host === '::' ? 'every machine that can reach this one on any of its networks' : `every machine that can reach ${host}`;
  term.warn(`warning: listening on ${host}: ${who} can read what this server serves (drafts and unpublished pages included). Use --host 127.0.0.1 unless you mean to share it.`);
}

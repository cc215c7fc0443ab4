// Shared flag parsing: a bad value is a usage error (exit code 2), reported by commander.
import { InvalidArgumentError, type Command } from 'commander';

export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('Use a port number from 0 to 65535 (0 picks a free one).');
  return port;
}

/** Exit codes: 0 ok, 1 errors in the input, 2 usage. */
export const EXIT = { ok: 0, errors: 1, usage: 2 } as const;

/** --port and --host, the same for every command that starts a server (127.0.0.1 unless told otherwise). */
export function withListenOptions(command: Command): Command {
  return command.option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000).option('--host <host>', 'address to listen on', '127.0.0.1');
}

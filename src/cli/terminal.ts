// What the CLI touches of the process it runs in, given to runCli instead of read from `process`:
// where it prints, the folder relative paths start from, and whether it owns the process (its
// Ctrl-C and SIGTERM). bin/specpress.js passes the process's own; a caller that runs the CLI
// in-process (the tests, one loaded CLI for many runs) passes its own streams and folder.
import { formatWithOptions } from 'node:util';

export interface CliIo {
  /** Standard output: `text` as it is (line ends included). */
  stdout(text: string): void;
  /** Standard error: `text` as it is (line ends included). */
  stderr(text: string): void;
  /** The folder relative paths (--config, --out, a folder to create) are read from and shown against. */
  cwd: string;
  /**
   * Whether this run is the process: only then does the CLI handle SIGINT and SIGTERM (a
   * server's clean stop, a build's half-written output removed) and may end the process.
   */
  ownsProcess: boolean;
}

/** The io of the running process: bin/specpress.js. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    ownsProcess: true,
  };
}

/** What the commands print through: lines to stdout (`log`) or stderr (`error`, `warn`), and the exit code. */
export class Terminal {
  /** The exit code runCli returns: 0 unless a command sets it. */
  exitCode = 0;

  constructor(readonly io: CliIo) {}

  get cwd(): string {
    return this.io.cwd;
  }

  /** Like console.log: the values formatted as one line on stdout. */
  log(...values: unknown[]): void {
    this.io.stdout(`${formatWithOptions({ colors: false }, ...values)}\n`);
  }

  /** Like console.error: the values formatted as one line on stderr. */
  error(...values: unknown[]): void {
    this.io.stderr(`${formatWithOptions({ colors: false }, ...values)}\n`);
  }

  /** Like console.warn (stderr). */
  warn(...values: unknown[]): void {
    this.error(...values);
  }
}

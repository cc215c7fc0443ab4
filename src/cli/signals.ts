// The CLI's handlers of Ctrl-C and SIGTERM: installed only when the CLI owns its process
// (bin/specpress.js; CliIo.ownsProcess), as they end it.
import { discardUnfinishedOutputs, onUnfinishedOutputs } from '../write/output.js';
import type { Terminal } from './terminal.js';

// Ctrl-C (SIGINT) and SIGTERM stop a server command cleanly: close, then exit 0. A second signal exits at once.
export function stopOnSignal(term: Terminal, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    term.log(signal === 'SIGINT' ? '\n  stopping…' : '  stopping…');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        term.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Ctrl-C or SIGTERM during `generate`. While the build has no temporary folder on disk (reading,
 * validating and modelling the site and its specs, the longest stretches that never let a handler
 * run), the signal is left to the system: the process ends at once and nothing is left behind.
 * From the first file on, the build stops at its next checkpoint (within a second, see
 * write/stopping.ts), its half-written temporary folder is removed and the previous output stays
 * as it was; a swap already under way (two renames) finishes first. Exits 130 (SIGINT) or 143
 * (SIGTERM). A build killed by SIGKILL leaves folders that the next build removes (putting the
 * previous output back if the swap was half done).
 */
export function dropTemporaryOutputOnSignal(term: Terminal): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    // A second signal while the temporary folder is removed: the next build removes what is left.
    if (stopping) process.exit(code);
    stopping = true;
    term.exitCode = code;
    discardUnfinishedOutputs().then(
      (swapped) => {
        term.error(
          `${signal === 'SIGINT' ? '\n' : ''}✖ stopped (${signal}): ${swapped ? 'the build had finished; its output is in place' : 'nothing written; the previous output was left untouched'}`,
        );
        process.exit(code);
      },
      () => process.exit(code),
    );
  };
  onUnfinishedOutputs((pending) => {
    // Once stopping, the handler stays: a second signal exits at once, with the handler's code.
    if (stopping) return;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      if (pending) process.on(signal, stop);
      else process.off(signal, stop);
    }
  });
}

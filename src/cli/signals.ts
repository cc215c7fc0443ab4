import { discardUnfinishedOutputs } from '../write/output.js';

// Ctrl-C (SIGINT) and SIGTERM stop a server command cleanly: close, then exit 0. A second signal exits at once.
export function stopOnSignal(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(signal === 'SIGINT' ? '\n  stopping…' : '  stopping…');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Ctrl-C or SIGTERM during `generate`: the build stops at its next checkpoint (within a second, see
 * write/stopping.ts), its half-written temporary folder is removed and the previous output stays as
 * it was; a swap already under way (two renames) finishes first. Exits 130 (SIGINT) or 143
 * (SIGTERM). A build killed by SIGKILL leaves folders that the next build removes (putting the
 * previous output back if the swap was half done).
 */
export function dropTemporaryOutputOnSignal(): void {
  const stop = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    process.exitCode = code;
    // A second signal while the temporary folder is removed: the next build removes what is left.
    process.once(signal, () => process.exit(code));
    discardUnfinishedOutputs().then(
      (swapped) => {
        console.error(
          `${signal === 'SIGINT' ? '\n' : ''}✖ stopped (${signal}): ${swapped ? 'the build had finished; its output is in place' : 'nothing written; the previous output was left untouched'}`,
        );
        process.exit(code);
      },
      () => process.exit(code),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

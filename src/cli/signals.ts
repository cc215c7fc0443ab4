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

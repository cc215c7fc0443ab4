// A build stops on SIGINT/SIGTERM within a second at any stage. Signal handlers are JavaScript:
// they run only when the main thread returns to the event loop, so the long synchronous stretches
// of a build (the specs' models, rendering hundreds of pages, the machine outputs) let the loop in
// every SLICE_MS. Once a handler has called `stopBuilds`, the next such point throws BuildStopped
// and no output is swapped in (output.ts); the handler removes the temporary folder and exits.

/** Longest the main thread works before it lets a pending signal's handler run. */
const SLICE_MS = 100;

let stopping = false;
let sliceStart = performance.now();

/** Thrown where a build notices that it was told to stop: not a failure of the site, not a bug. */
export class BuildStopped extends Error {
  constructor() {
    super('specpress: the build was stopped');
    this.name = 'BuildStopped';
  }
}

/** For SIGINT/SIGTERM handlers: every build of this process stops at its next checkpoint and swaps nothing in. */
export function stopBuilds(): void {
  stopping = true;
}

/** Throws BuildStopped once the builds were told to stop. */
export function throwIfStopped(): void {
  if (stopping) throw new BuildStopped();
}

/**
 * A checkpoint between steps and between pages: after SLICE_MS of work, lets the event loop run
 * (a pending signal's handler among it), then throws BuildStopped if it stopped the builds.
 */
export async function checkpoint(): Promise<void> {
  if (performance.now() - sliceStart >= SLICE_MS) {
    // setImmediate runs after the loop has polled for I/O, signals included.
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  }
  throwIfStopped();
}

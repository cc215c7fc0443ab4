// Writes output files on a thread of their own, so a big site's disk writes (the system calls,
// and the waits when the kernel throttles a burst of dirty pages) overlap with rendering instead
// of adding to it. The main thread hands each file over and goes on; it waits only while more
// than MAX_PENDING characters are handed over but not yet written, so memory stays bounded.
// A small site never starts the thread (see TempOutput): its writes take a few milliseconds.
import { Worker } from 'node:worker_threads';

/** Characters (or bytes) handed over and not yet on disk before `write` waits for the thread. */
const MAX_PENDING = 32 * 2 ** 20;
const STALLED_MS = 120_000;

// The thread's code: self-contained, so the CLI bundle needs no second entry file. It writes each
// file it is sent, in order, and counts what it has written in the shared counter; after its first
// error it writes nothing more and reports that error when it is told to finish.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');
const pending = new Int32Array(workerData.pending);
const dirs = new Set();
let failure;
parentPort.on('message', (message) => {
  if (message.finish) {
    parentPort.postMessage({ failure });
    return;
  }
  try {
    if (!failure) {
      const dir = dirname(message.file);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      writeFileSync(message.file, message.content);
    }
  } catch (error) {
    failure = { message: String(error && error.message), code: error && error.code };
  } finally {
    Atomics.sub(pending, 0, message.size);
    Atomics.notify(pending, 0);
  }
});
`;

export class WriterThread {
  private readonly pending = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { pending: this.pending.buffer } });

  constructor() {
    // Never keeps the process alive by itself (a build that throws still exits).
    this.worker.unref();
  }

  /** Hands a file over (`file` absolute); waits only while too much is still unwritten. */
  write(file: string, content: string | Uint8Array): void {
    const size = Math.min(content.length, MAX_PENDING);
    let stalledSince = performance.now();
    for (let waiting = Atomics.load(this.pending, 0); waiting > 0 && waiting + size > MAX_PENDING;) {
      Atomics.wait(this.pending, 0, waiting, 100);
      const now = Atomics.load(this.pending, 0);
      if (now !== waiting) stalledSince = performance.now();
      // The thread takes each file in turn: if it has not written one for this long, it is gone.
      else if (performance.now() - stalledSince > STALLED_MS) throw new Error('specpress: the output writer thread stopped writing');
      waiting = now;
    }
    Atomics.add(this.pending, 0, size);
    this.worker.postMessage({ file, content, size });
  }

  /** Resolves once every file handed over is written; rejects with the first write error. */
  async finish(): Promise<void> {
    this.worker.ref();
    const reply = new Promise<{ failure?: { message: string; code?: string } }>((done, fail) => {
      this.worker.once('message', done);
      this.worker.once('error', fail);
    });
    this.worker.postMessage({ finish: true });
    const { failure } = await reply;
    await this.worker.terminate();
    if (failure) throw Object.assign(new Error(failure.message), { code: failure.code });
  }

  /** Stops at once: what is not written yet is dropped (the folder is being thrown away). */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

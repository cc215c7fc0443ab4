// Writes output files on a thread of their own, so a big site's disk writes (the system calls,
// and the waits when the kernel throttles a burst of dirty pages) overlap with rendering instead
// of adding to it. The main thread encodes each file, hands it over in batches (one message per
// batch: a message costs far more than its bytes) and goes on; it waits only while more than
// MAX_PENDING bytes are handed over but not yet written, so memory stays bounded. A small site
// never starts the thread (see TempOutput): its writes take a few milliseconds.
import { Worker } from 'node:worker_threads';

/** Bytes handed over and not yet on disk before `write` waits for the thread. */
const MAX_PENDING = 32 * 2 ** 20;
/** A batch is sent once it holds this many bytes (or at `finish`). */
const BATCH_BYTES = 2 ** 20;
const STALLED_MS = 120_000;
const encoder = new TextEncoder();

interface OutputFile {
  file: string;
  bytes: Uint8Array;
}

// The thread's code: self-contained, so the CLI bundle needs no second entry file. It writes the
// files of each batch in order and counts what it has written in the shared counter; after its
// first error it writes nothing more and reports that error when it is told to finish.
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
  for (const { file, bytes } of message.batch) {
    try {
      if (!failure) {
        const dir = dirname(file);
        if (!dirs.has(dir)) {
          mkdirSync(dir, { recursive: true });
          dirs.add(dir);
        }
        writeFileSync(file, bytes);
      }
    } catch (error) {
      failure = { message: String(error && error.message), code: error && error.code, file };
    }
  }
  Atomics.sub(pending, 0, message.size);
  Atomics.notify(pending, 0);
});
`;

export class WriterThread {
  private readonly pending = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { pending: this.pending.buffer } });
  private batch: OutputFile[] = [];
  private batchBytes = 0;

  constructor() {
    // Never keeps the process alive by itself (a build that throws still exits).
    this.worker.unref();
  }

  /** Hands a file over (`file` absolute); waits only while too much is still unwritten. */
  write(file: string, content: string | Uint8Array): void {
    // Encoded here and moved, not copied: a string sent as it is is serialised and copied twice.
    const bytes = typeof content === 'string' ? encoder.encode(content) : content.slice();
    this.batch.push({ file, bytes });
    this.batchBytes += bytes.length;
    if (this.batchBytes >= BATCH_BYTES) this.send();
  }

  /** Resolves once every file handed over is written; rejects with the first write error. */
  async finish(): Promise<void> {
    this.send();
    this.worker.ref();
    const reply = new Promise<{ failure?: { message: string; code?: string; file?: string } }>((done, fail) => {
      this.worker.once('message', done);
      this.worker.once('error', fail);
    });
    this.worker.postMessage({ finish: true });
    const { failure } = await reply;
    await this.worker.terminate();
    if (failure) throw Object.assign(new Error(failure.message), { code: failure.code, file: failure.file });
  }

  /** Stops at once: what is not written yet is dropped (the folder is being thrown away). */
  async stop(): Promise<void> {
    this.batch = [];
    await this.worker.terminate();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    const size = Math.min(this.batchBytes, MAX_PENDING);
    this.waitForRoom(size);
    Atomics.add(this.pending, 0, size);
    this.worker.postMessage(
      { batch: this.batch, size },
      this.batch.map(({ bytes }) => bytes.buffer as ArrayBuffer),
    );
    this.batch = [];
    this.batchBytes = 0;
  }

  private waitForRoom(size: number): void {
    let stalledSince = performance.now();
    for (let waiting = Atomics.load(this.pending, 0); waiting > 0 && waiting + size > MAX_PENDING;) {
      Atomics.wait(this.pending, 0, waiting, 100);
      const now = Atomics.load(this.pending, 0);
      if (now !== waiting) stalledSince = performance.now();
      // The thread takes each batch in turn: if it has not written one for this long, it is gone.
      else if (performance.now() - stalledSince > STALLED_MS) throw new Error('specpress: the output writer thread stopped writing');
      waiting = now;
    }
  }
}

// The one protocol of specpress's threads (the output writer, the search indexer): the main thread
// hands items over in batches (one message per batch: a message costs far more than its bytes),
// ends with one `finish` message and waits for one reply. The thread handles the items of each
// batch in order; after its first error it handles nothing more and reports that error in its
// reply to `finish`, so the main thread never waits on a thread that broke. Optionally the main
// thread waits while more than `maxPendingBytes` are handed over but not yet handled, counted in
// a shared counter, so memory stays bounded. Both ends are here so they cannot drift apart.
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** What a thread takes and gives: its items, the `finish` message's content, its reply. */
export interface BatchProtocol {
  item: unknown;
  finish: unknown;
  result: unknown;
}

/** A thread's first error, as it crosses to the main thread. */
export interface ThreadFailure {
  message: string;
  /** The system error code (ENOSPC, EACCES…), when there is one. */
  code?: string;
  /** The file the thread was working on, when the handler named it (see `failedAt`). */
  file?: string;
  stack?: string;
}

/** Messages to a thread. */
type Request<P extends BatchProtocol> = { batch: P['item'][]; size: number } | { finish: P['finish'] };
/** A thread's reply to `finish`. */
type Reply<P extends BatchProtocol> = { result: P['result'] } | { failure: ThreadFailure };

interface StartData {
  /** Int32Array[1] over a SharedArrayBuffer: bytes handed over and not yet handled. */
  pending: SharedArrayBuffer;
}

/** The main thread's end: a thread started from its bundled `file`. */
export class BatchSender<P extends BatchProtocol> {
  private readonly pending = new Int32Array(new SharedArrayBuffer(4));
  private readonly worker: Worker;
  private batch: P['item'][] = [];
  private transfer: ArrayBuffer[] = [];
  private batchBytes = 0;
  /** The thread's first crash (it may come before finish): `finish` fails with it. */
  private crash: Error | undefined;

  constructor(
    file: string,
    private readonly options: {
      /** A batch is sent once it holds this many bytes (or at `finish`). */
      batchBytes: number;
      /** Bytes handed over and not yet handled before `add` waits for the thread (no limit when absent). */
      maxPendingBytes?: number;
      /** How the thread is named in errors: "the output writer thread". */
      name: string;
    },
  ) {
    this.worker = new Worker(file, { workerData: { pending: this.pending.buffer as SharedArrayBuffer } satisfies StartData });
    // Never keeps the process alive by itself (a build that throws still exits).
    this.worker.unref();
    this.worker.on('error', (error) => (this.crash ??= error));
  }

  /** Hands an item of `bytes` bytes over; `transfer` is moved to the thread with it, not copied. */
  add(item: P['item'], bytes: number, transfer?: ArrayBuffer): void {
    this.batch.push(item);
    if (transfer) this.transfer.push(transfer);
    this.batchBytes += bytes;
    if (this.batchBytes >= this.options.batchBytes) this.send();
  }

  /** Sends the items handed over so far now (their batch is not full). */
  flush(): void {
    this.send();
  }

  /** Sends what is left and `finish`; resolves with the thread's result, rejects with its first error. The thread ends either way. */
  async finish(finish: P['finish']): Promise<P['result']> {
    this.send();
    this.worker.ref();
    try {
      if (this.crash) throw this.crash;
      const reply = new Promise<Reply<P>>((done, fail) => {
        this.worker.once('message', done);
        this.worker.once('error', fail);
        this.worker.once('exit', (code) => fail(new Error(`specpress: ${this.options.name} exited (code ${code})`)));
      });
      this.worker.postMessage({ finish } satisfies Request<P>);
      const answer = await reply;
      if ('failure' in answer) throw Object.assign(new Error(answer.failure.message), answer.failure);
      return answer.result;
    } finally {
      await this.stop();
    }
  }

  /** Stops at once: what is not handled yet is dropped. */
  async stop(): Promise<void> {
    this.batch = [];
    this.transfer = [];
    await this.worker.terminate();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    // A batch bigger than the limit counts as the limit, so it is never waited for forever.
    const size = Math.min(this.batchBytes, this.options.maxPendingBytes ?? Infinity);
    this.waitForRoom(size);
    Atomics.add(this.pending, 0, size);
    this.worker.postMessage({ batch: this.batch, size } satisfies Request<P>, this.transfer);
    this.batch = [];
    this.transfer = [];
    this.batchBytes = 0;
  }

  private waitForRoom(size: number): void {
    const max = this.options.maxPendingBytes;
    if (max === undefined) return;
    let stalledSince = performance.now();
    for (let waiting = Atomics.load(this.pending, 0); waiting > 0 && waiting + size > max;) {
      Atomics.wait(this.pending, 0, waiting, 100);
      const now = Atomics.load(this.pending, 0);
      if (now !== waiting) stalledSince = performance.now();
      // The thread takes each batch in turn: if it has not finished one for this long, it is gone.
      else if (performance.now() - stalledSince > STALLED_MS) throw new Error(`specpress: ${this.options.name} stopped working`);
      waiting = now;
    }
  }
}

const STALLED_MS = 120_000;

/** The thread's end: call once in the thread's module. */
export function receiveBatches<P extends BatchProtocol>(handlers: {
  /** Handles one item; a throw is the thread's failure (see `failedAt` to name a file). */
  item(item: P['item']): void;
  /** The reply to `finish`, and what to move (not copy) with it. */
  finish(finish: P['finish']): { result: P['result']; transfer?: ArrayBuffer[] };
}): void {
  const port = parentPort;
  if (!port) throw new Error('specpress: a thread module was loaded outside a thread');
  const pending = new Int32Array((workerData as StartData).pending);
  let failure: ThreadFailure | undefined;
  port.on('message', (request: Request<P>) => {
    if ('batch' in request) {
      for (const item of request.batch) {
        if (failure) break;
        try {
          handlers.item(item);
        } catch (error) {
          failure = threadFailure(error);
        }
      }
      Atomics.sub(pending, 0, request.size);
      Atomics.notify(pending, 0);
      return;
    }
    if (!failure) {
      try {
        const { result, transfer } = handlers.finish(request.finish);
        port.postMessage({ result } satisfies Reply<P>, transfer ?? []);
        return;
      } catch (error) {
        failure = threadFailure(error);
      }
    }
    port.postMessage({ failure } satisfies Reply<P>);
  });
}

/** `error`, marked as met while working on `file` (the main thread names that file). */
export function failedAt(error: unknown, file: string): unknown {
  return error !== null && typeof error === 'object' ? Object.assign(error, { file }) : Object.assign(new Error(String(error)), { file });
}

function threadFailure(error: unknown): ThreadFailure {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, file } = error as { code?: unknown; file?: unknown };
  return {
    message: error.message,
    stack: error.stack,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof file === 'string' ? { file } : {}),
  };
}

// Writes output files on a thread of their own, so a big site's disk writes (the system calls,
// and the waits when the kernel throttles a burst of dirty pages) overlap with rendering instead
// of adding to it. The main thread encodes each file, hands it over in batches (threads/batches.ts)
// and goes on; it waits only while more than MAX_PENDING bytes are handed over but not yet
// written, so memory stays bounded. A small site never starts the thread (see TempOutput): its
// writes take a few milliseconds. The thread's code is writer-worker.ts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compiledDir } from '../load/package-root.js';
import { BatchSender } from '../threads/batches.js';

/** Bytes handed over and not yet on disk before `write` waits for the thread. */
const MAX_PENDING = 32 * 2 ** 20;
/** A batch is sent once it holds this many bytes (or at `finish`). */
const BATCH_BYTES = 2 ** 20;
/** The thread's code, beside the CLI bundle (bin/build.mjs builds it from writer-worker.ts). */
const THREAD_FILE = 'output-writer.cjs';
const encoder = new TextEncoder();

/** What the writer thread takes: absolute paths and their bytes; it answers `finish` with nothing. */
export interface WriterProtocol {
  item: { file: string; bytes: Uint8Array };
  finish: undefined;
  result: undefined;
}

/** The writer thread's bundled file, or undefined when there is none (run from src/ before a build). */
export function writerThreadFile(): string | undefined {
  const file = join(compiledDir(), THREAD_FILE);
  return existsSync(file) ? file : undefined;
}

export class WriterThread {
  private readonly sender: BatchSender<WriterProtocol>;
  /** The bytes of the batch being filled: its files are encoded one after another into it and moved with it. */
  private buffer = new Uint8Array(0);
  private used = 0;

  constructor(file: string) {
    this.sender = new BatchSender(file, { batchBytes: BATCH_BYTES, maxPendingBytes: MAX_PENDING, name: 'the output writer thread' });
  }

  /** Hands a file over (`file` absolute); waits only while too much is still unwritten. */
  write(file: string, content: string | Uint8Array): void {
    if (typeof content !== 'string') {
      const bytes = content.slice();
      this.sender.add({ file, bytes }, bytes.length, bytes.buffer as ArrayBuffer);
      return;
    }
    // Encoded here and moved, not copied (a string sent as it is is serialised and copied twice),
    // into the batch's one buffer: one buffer moved a batch rather than one per file.
    const most = content.length * 3;
    if (this.buffer.length - this.used < most) {
      this.sender.flush();
      this.buffer = new Uint8Array(Math.max(BATCH_BYTES, most));
      this.used = 0;
    }
    const { written } = encoder.encodeInto(content, this.buffer.subarray(this.used));
    const bytes = this.buffer.subarray(this.used, this.used + written);
    const first = this.used === 0;
    this.used += written;
    this.sender.add({ file, bytes }, written, first ? (this.buffer.buffer as ArrayBuffer) : undefined);
    // Sent with that file (the batch was full): the next file starts a new buffer.
    if (this.buffer.buffer.byteLength === 0) {
      this.buffer = new Uint8Array(0);
      this.used = 0;
    }
  }

  /** Resolves once every file handed over is written; rejects with the first write error, its `code` and `file` set. */
  async finish(): Promise<void> {
    await this.sender.finish(undefined);
  }

  /** Stops at once: what is not written yet is dropped (the folder is being thrown away). */
  stop(): Promise<void> {
    return this.sender.stop();
  }
}

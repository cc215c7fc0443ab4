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

  constructor(file: string) {
    this.sender = new BatchSender(file, { batchBytes: BATCH_BYTES, maxPendingBytes: MAX_PENDING, name: 'the output writer thread' });
  }

  /** Hands a file over (`file` absolute); waits only while too much is still unwritten. */
  write(file: string, content: string | Uint8Array): void {
    // Encoded here and moved, not copied: a string sent as it is is serialised and copied twice.
    const bytes = typeof content === 'string' ? encoder.encode(content) : content.slice();
    this.sender.add({ file, bytes }, bytes.length, bytes.buffer as ArrayBuffer);
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

// A site's files are read with the synchronous call. For the thousands of small files of a big docs
// folder, fs.promises.readFile costs about ten times the CPU: each file is five round trips through
// libuv's thread pool (open, stat, read, read, close) and as many promise settlements, 0.6 s of CPU
// against 0.05 s for 4,000 pages in the page cache (bench/README.md, session 25). The reads are
// small and the build waits for all of them anyway; watch reads only what changed.
import { readFileSync } from 'node:fs';

/** A file's text (UTF-8), read now; a failure is the promise's rejection, as with fs.promises. */
export async function readTextNow(file: string): Promise<string> {
  return readFileSync(file, 'utf8');
}

/** A file's bytes, read now. */
export async function readBytesNow(file: string): Promise<Uint8Array> {
  return readFileSync(file);
}

// Content hashes for keys: watch's memo (src/pipeline/memo.ts) and the dev server's page-by-page
// link check key what they keep by them.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** One key from several parts (each part is delimited, so ['ab', 'c'] ≠ ['a', 'bc']). */
export function hashText(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function hashContent(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('hex');
}

/** Hash of a file's content; a missing file, and one that is no regular file, have their own stable hashes. */
export function hashFile(file: string): string {
  try {
    // A page's import turned into a FIFO must not hang watch mode: stat never blocks, a read would.
    if (!statSync(file).isFile()) return 'not-a-file';
    return hashContent(readFileSync(file));
  } catch {
    return 'missing';
  }
}

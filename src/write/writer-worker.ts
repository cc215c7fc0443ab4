// The output writer's thread (see writer-thread.ts): bin/build.mjs bundles this file alone as
// dist/output-writer.cjs. It writes the files of each batch in order, making their folders; its
// first error names the file and stops it (threads/batches.ts reports it at finish).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { failedAt, receiveBatches } from '../threads/batches.js';
import type { WriterProtocol } from './writer-thread.js';

const dirs = new Set<string>();

receiveBatches<WriterProtocol>({
  item({ file, bytes }) {
    try {
      const dir = dirname(file);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      writeFileSync(file, bytes);
    } catch (error) {
      throw failedAt(error, file);
    }
  },
  finish: () => ({ result: undefined }),
});

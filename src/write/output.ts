// A build's output goes to a temporary folder next to the target as it is made, and is swapped
// in with renames only when the whole build succeeded: a failed or interrupted build never
// touches the old output. Files are written as they come, so a large site is never held in
// memory twice (watch mode, which serves from memory, collects them in a map instead).
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, basename } from 'node:path';

/** Output path (relative, forward slashes) → file content. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** Where the pipeline puts each output file as soon as it exists. */
export interface OutputSink {
  add(path: string, content: string | Uint8Array): void;
}

export class TempOutput implements OutputSink {
  private readonly target: string;
  private readonly temp: string;
  private readonly dirs = new Set<string>();

  constructor(outDir: string) {
    this.target = resolve(outDir);
    this.temp = join(dirname(this.target), `.${basename(this.target)}.tmp-${process.pid}-${Date.now()}`);
  }

  add(path: string, content: string | Uint8Array): void {
    const file = join(this.temp, path);
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    writeFileSync(file, content);
  }

  /** Swaps the new output in for the old one. */
  async commit(): Promise<void> {
    await mkdir(this.temp, { recursive: true }); // an empty build is still a build
    const old = join(dirname(this.target), `.${basename(this.target)}.old-${process.pid}-${Date.now()}`);
    let hadOld = false;
    try {
      await rename(this.target, old);
      hadOld = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rename(this.temp, this.target);
    if (hadOld) await rm(old, { recursive: true, force: true });
  }

  /** Drops what was written; the old output stays as it was. */
  async discard(): Promise<void> {
    await rm(this.temp, { recursive: true, force: true });
  }
}

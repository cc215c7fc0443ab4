// The build's output is assembled in memory, then written to a temporary folder next to the
// target and swapped in with renames: a failed or interrupted build never touches the old output.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, basename } from 'node:path';

/** Output path (relative, forward slashes) → file content. */
export type OutputFiles = Map<string, string | Uint8Array>;

export async function writeOutputAtomically(outDir: string, files: OutputFiles): Promise<void> {
  const target = resolve(outDir);
  const parent = dirname(target);
  const stamp = `${process.pid}-${Date.now()}`;
  const temp = join(parent, `.${basename(target)}.tmp-${stamp}`);
  const old = join(parent, `.${basename(target)}.old-${stamp}`);
  await mkdir(parent, { recursive: true });
  try {
    const dirs = new Set<string>();
    for (const path of files.keys()) dirs.add(dirname(join(temp, path)));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    const entries = [...files.entries()];
    // Bounded parallelism: fast on SSDs without exhausting file handles on huge sites.
    for (let i = 0; i < entries.length; i += 64) {
      await Promise.all(entries.slice(i, i + 64).map(([path, content]) => writeFile(join(temp, path), content)));
    }
    let hadOld = false;
    try {
      await rename(target, old);
      hadOld = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await rename(temp, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    throw error;
  }
}

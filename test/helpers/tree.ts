import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir` with its mtime and content: equal snapshots mean the folder was left untouched. */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = `${(await stat(path)).mtimeMs}:${await readFile(path, 'utf8')}`;
  }
  return out;
}

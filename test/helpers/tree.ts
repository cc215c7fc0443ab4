import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

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

/** Every file under `dir` by its path relative to `dir`, with its bytes (builds compared file by file). */
export async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) found.set(relative(dir, join(entry.parentPath, entry.name)), await readFile(join(entry.parentPath, entry.name)));
  }
  return found;
}

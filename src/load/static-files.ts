import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Files of the site's static folder, copied as they are under the base path. */
export async function loadStaticFiles(staticDir: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  const relPaths = (await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false }).catch(() => [] as string[])).sort();
  for (const relPath of relPaths) files.set(relPath, await readFile(join(staticDir, relPath)));
  return files;
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The specpress package folder (holds templates/ and dist/), whether running from src/ or dist/. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'templates', 'document.hbs'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('specpress: cannot find its templates/ folder');
    dir = parent;
  }
  return dir;
}

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

/**
 * The folder of compiled parts (the browser runtime, the OpenAPI validators): the folder of the
 * running bundle when that is a build output — also while `npm run build` is still filling it,
 * before it is swapped in as dist/ — and otherwise (running from src/) the package's dist/.
 */
export function compiledDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return existsSync(join(here, 'client', 'runtime.js')) ? here : join(packageRoot(), 'dist');
}

// The hash of everything bin/build.mjs reads to make dist/: specpress's sources and templates, the
// build's own scripts and settings, and the lock file (which fixes the bundled packages). The build
// writes it to dist/build-inputs.txt; `npm test` (test/static-checks.mjs) skips the build when it
// still matches, so a clean clone's `npm test` does not build again what `npm ci` just built.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';

export const BUILD_INPUTS = [
  'src/**',
  'templates/**',
  'bin/build.mjs',
  'bin/build-inputs.mjs',
  'bin/openapi-validators.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.types.json',
];

/** sha256 over each input's path and bytes, in path order. */
export async function buildInputsHash(root) {
  const files = (await fg(BUILD_INPUTS, { cwd: root, dot: true, onlyFiles: true })).sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(`${root}/${file}`))
      .update('\0');
  return hash.digest('hex');
}

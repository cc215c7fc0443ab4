// Loads the CLI bundle (dist/cli.cjs) with V8's code cache (dist/cli.v8cache), written by
// `npm run build` after a training run. Start-up and the first run of every function then skip
// parsing and compiling: about a quarter of a small site's build time. Node 22 has
// module.enableCompileCache() for this; Node 20 needs node:vm. A cache that V8 rejects (another
// Node version) or a missing one only costs that time back.
// On Node 20, code run this way cannot call import(): nothing in the CLI loads an ES module at run
// time (React pages run as CommonJS, the OpenAPI validators are bundled).
import { readFileSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';

export const CODE_CACHE_NAME = 'cli.v8cache';

/** Loads `<distDir>/cli.cjs`; returns its exports and a function that writes the code cache. */
export function loadCli(distDir, { codeCache = true } = {}) {
  const file = join(distDir, 'cli.cjs');
  const source = readFileSync(file, 'utf8');
  let cachedData;
  try {
    if (codeCache) cachedData = readFileSync(join(distDir, CODE_CACHE_NAME));
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    cli: module.exports,
    /** Whether a code cache was found and V8 took it. */
    usedCodeCache: cachedData !== undefined && !script.cachedDataRejected,
    /** Writes the cache: call it after a run, so the functions that ran are in it compiled. */
    writeCodeCache: () => writeFileSync(join(distDir, CODE_CACHE_NAME), script.createCachedData()),
  };
}

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
import v8 from 'node:v8';
import vm from 'node:vm';

export const CODE_CACHE_NAME = 'cli.v8cache';

// V8 flags for a run of the CLI. V8 checks a code cache against the flags, so they are set only
// once the cache is taken, and put back before one is written.
// --no-regexp-tier-up: a regular expression is compiled to machine code when first used, instead
// of being interpreted once and compiled again on its second use. A build runs most of its
// expressions (Prism's grammars, markdown-it's rules) a few times each: this took about 35 ms off
// the docs' markdown on a cold start.
const RUN_FLAGS = '--no-regexp-tier-up';
const DEFAULT_FLAGS = '--regexp-tier-up';

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
  v8.setFlagsFromString(RUN_FLAGS);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  return {
    cli: module.exports,
    /** Whether a code cache was found and V8 took it. */
    usedCodeCache: cachedData !== undefined && !script.cachedDataRejected,
    /** Writes the cache: call it after a run, so the functions that ran are in it compiled. */
    writeCodeCache: () => {
      v8.setFlagsFromString(DEFAULT_FLAGS);
      writeFileSync(join(distDir, CODE_CACHE_NAME), script.createCachedData());
    },
  };
}

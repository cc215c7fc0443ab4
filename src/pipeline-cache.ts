// TODO(integration): what src/model/doc-pages.ts (rewritten on another branch: its rendering moves
// to a render stage) still reaches without an argument: watch's memo, made current while the
// model stage runs (pipeline/memo.ts, StageMemos.model). Once doc-pages takes its memo as an
// argument (util/memo.ts), this module goes; test/architecture/imports.test.ts allows it no other
// importer than doc-pages, the MDX loader doc-pages calls, and pipeline/memo.ts.
import { AsyncLocalStorage } from 'node:async_hooks';

import type { Memo } from './util/memo.js';

export { hashText } from './util/hash.js';

/** The part of watch's memo (pipeline/memo.ts, BuildCache) the docs' page models use. */
export interface DocPagesCache {
  same<T>(slot: string, inputs: readonly unknown[], compute: () => T): T;
  kept<T>(slot: string, inputs: readonly unknown[]): T | undefined;
  keep(slot: string, inputs: readonly unknown[], value: unknown): void;
}

const current = new AsyncLocalStorage<{ cache: DocPagesCache; memo: Memo } | undefined>();

/** Runs `run` (the model stage) with `cache` as the docs' page models' memo, and `memo` as the MDX loader's. */
export function withDocPagesCache<T>(cache: DocPagesCache, memo: Memo, run: () => T): T {
  return current.run({ cache, memo }, run);
}

/** The memo of the running model stage, in watch mode. */
export function currentBuildCache(): DocPagesCache | undefined {
  return current.getStore()?.cache;
}

/** The memo doc-pages' call of loadMdxPage (markdown/mdx/compile-mdx.ts) does not pass. */
export function currentMemo(): Memo | undefined {
  return current.getStore()?.memo;
}

/** `compute()` reused in watch mode while `inputs` are the same objects as last build (BuildCache.same). */
export function sameInBuild<T>(slot: string, inputs: readonly unknown[], compute: () => T): T {
  const cache = currentBuildCache();
  return cache ? cache.same(slot, inputs, compute) : compute();
}

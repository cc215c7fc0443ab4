// How a stage lets its caller reuse a result it computed before, without knowing whether anyone
// does: the stage names the result (`slot`) and what it is computed from (`inputs`), and calls the
// memo it was given. A one-off build gives `computeNow`; watch mode gives its memo
// (src/pipeline/memo.ts), which looks the result up by those inputs.

/** A file a result depends on besides its inputs, with the text the computation read (or undefined: read it now). */
export type MemoDependency = [file: string, text?: string];

export interface MemoOptions<T> {
  /** Files the result read: it is dropped when one of them changes on disk. */
  deps?: (value: Awaited<T>) => MemoDependency[];
  /** Whether to keep the value (e.g. not a failure that a file created later may fix). */
  keep?: (value: Awaited<T>) => boolean;
}

/**
 * `compute(kept)`, or the value it gave before for the same `inputs` (a function: a build without
 * a memo never computes them). `kept` tells the computation its result is kept for later builds,
 * so it must list what it read (`options.deps`).
 */
export type Memo = <T>(slot: string, inputs: () => readonly string[], compute: (kept: boolean) => T, options?: MemoOptions<T>) => T;

/** The memo of a build that keeps nothing: every result is computed. */
export const computeNow: Memo = (_slot, _inputs, compute) => compute(false);

/**
 * Reuse by identity, for results cheap to recompute but not to compare by hashing: `same` gives
 * the value computed for `slot` last time while every input is the very same value (`===`: watch
 * mode's unchanged file text is the same string from build to build); `kept`/`keep` do it in two
 * steps for a value made asynchronously. `keeps` says whether anything is kept at all: a stage
 * whose output must stay valid across builds (an image's published name) reads it.
 */
export interface SameMemo {
  readonly keeps: boolean;
  /**
   * Images beside a page published under their plain names, not content-hashed ones (watch: an
   * edited image shows on reload while its page's HTML is reused). A memo that keeps results with
   * hashed names (the build cache on disk) reuses only pages that cannot show such an image.
   */
  readonly plainImageNames: boolean;
  same<T>(slot: string, inputs: readonly unknown[], compute: () => T): T;
  kept<T>(slot: string, inputs: readonly unknown[]): T | undefined;
  keep(slot: string, inputs: readonly unknown[], value: unknown): void;
  /** Counts the reference views a build reused and built (model/reference/view-replay.ts), for watch's stats. */
  countViews?(reused: number, built: number): void;
}

/**
 * A page copied from a kept value (`{ page, images }`, render/doc-bodies.ts) → that value: the build
 * cache keys the copy by the key the value was kept under and what the model changed since
 * (pipeline/stage-memos.ts pageFingerprint), rather than by the JSON of the whole page and its HTML.
 */
export const keptCopies = new WeakMap<object, { page: object; images?: unknown }>();

/**
 * The key a value was kept under in the build cache on disk (pipeline/disk-memo.ts), for the values
 * it read or kept: a page copied from such a value is known by it (pipeline/stage-memos.ts, write/machine-outputs.ts).
 */
export const keptKeys = new WeakMap<object, string>();

/**
 * Records that `copy` was copied from the kept value `value` (keptCopies), known by the key it was
 * kept under, without the value's HTML or diagnostics: the record lives as long as the page, and
 * the HTML is in the page-body store already (as bytes in a one-off build). Held here too, the HTML
 * of every page of a cold build with the cache stayed on the heap (bench/README.md, "Issue 36/37").
 */
export function recordKeptCopy(copy: object, value: { page: object; images?: unknown }): void {
  const record = { page: value.page, images: value.images };
  const key = keptKeys.get(value);
  if (key !== undefined) keptKeys.set(record, key);
  keptCopies.set(copy, record);
}

/**
 * What a kept docs page's `markdown` and `links` were made from, while the page still has the kept
 * ones: the key of the value it was copied from and the images it shows. Undefined otherwise.
 */
export function keptSourceKey(page: { markdown?: unknown; links?: unknown }): string | undefined {
  const kept = keptCopies.get(page);
  const key = kept && keptKeys.get(kept);
  const before = kept?.page as { markdown?: unknown; links?: unknown } | undefined;
  if (!key || !before || before.markdown !== page.markdown || before.links !== page.links) return undefined;
  return `${key}\0${JSON.stringify(kept.images ?? null)}`;
}

/** The SameMemo of a build that keeps nothing. */
export const keepNothing: SameMemo = {
  keeps: false,
  plainImageNames: false,
  same: (_slot, _inputs, compute) => compute(),
  kept: () => undefined,
  keep: () => {},
};

/**
 * A SameMemo that keeps its values through `kept` and `keep` alone (a store outside the process, or
 * layered over one): `same` is a lookup, else the value computed and kept, wrapped (`{ value }`)
 * so that a kept `undefined` is told apart from nothing kept.
 */
export function keptSameMemo(plainImageNames: boolean, store: Pick<SameMemo, 'kept' | 'keep'>): SameMemo {
  return {
    keeps: true,
    plainImageNames,
    same: (slot, inputs, compute) => {
      const hit = store.kept<{ value: ReturnType<typeof compute> }>(slot, inputs);
      if (hit) return hit.value;
      const value = compute();
      store.keep(slot, inputs, { value });
      return value;
    },
    kept: (slot, inputs) => store.kept(slot, inputs),
    keep: (slot, inputs, value) => store.keep(slot, inputs, value),
  };
}

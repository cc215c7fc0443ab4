// An optional memo shared by successive builds of one process (the watch session): the
// expensive stages (markdown, React pages, API references, page rendering) look their result
// up by a content key and recompute only what changed. Without a cache every build is cold.
//
// The pipeline makes the cache current for the duration of a run (AsyncLocalStorage), so deep
// stages reach it without threading it through every signature; concurrent runs stay separate.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** A file an entry depends on, with the text the computation read (or undefined: read it now). */
export type CacheDependency = [file: string, text?: string];

export interface MemoOptions<T> {
  /** Extra input files: the entry is dropped when one of them changes on disk. */
  deps?: (value: Awaited<T>) => CacheDependency[];
  /** Whether to keep the value (e.g. not results that may depend on files created later). */
  keep?: (value: Awaited<T>) => boolean;
}

interface Entry {
  value: unknown;
  deps: [file: string, hash: string][];
  /** For same(): what the value was computed from. */
  inputs?: readonly unknown[];
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export class BuildCache {
  private readonly entries = new Map<string, Entry>();
  private used = new Set<string>();
  /** Hits and misses since the last beginBuild(). */
  stats: CacheStats = { hits: 0, misses: 0 };

  /** The cached value of `key` while its dependencies are unchanged; otherwise compute() is stored under it. */
  memo<T>(key: string, compute: () => T, options: MemoOptions<T> = {}): T {
    this.used.add(key);
    const entry = this.entries.get(key);
    if (entry && entry.deps.every(([file, hash]) => hashFile(file) === hash)) {
      this.stats.hits++;
      return entry.value as T;
    }
    this.stats.misses++;
    const value = compute();
    const stored: Entry = { value, deps: [] };
    const store = (resolved: Awaited<T>) => {
      if (this.entries.get(key) !== stored && value instanceof Promise) return; // cleared meanwhile
      if (options.keep && !options.keep(resolved)) this.entries.delete(key);
      else stored.deps = (options.deps?.(resolved) ?? []).map(([file, text]): [string, string] => [file, text === undefined ? hashFile(file) : hashContent(text)]);
    };
    this.entries.set(key, stored);
    // A pending promise is shared by lookups of the same build; a rejected one is not kept.
    if (value instanceof Promise)
      value.then(
        (resolved: Awaited<T>) => store(resolved),
        () => this.entries.get(key) === stored && this.entries.delete(key),
      );
    else store(value as Awaited<T>);
    return value;
  }

  /**
   * The value computed from `inputs` the last time this `slot` was asked for, while every input is
   * the same (`===`: a file's unchanged text is the same string from build to build, see
   * readSourceText, so this costs no hashing); otherwise compute() replaces it.
   */
  same<T>(slot: string, inputs: readonly unknown[], compute: () => T): T {
    const kept = this.kept<{ value: T }>(slot, inputs);
    if (kept) return kept.value;
    const value = compute();
    this.keep(slot, inputs, { value });
    return value;
  }

  /** same() in two steps, for a value made asynchronously: what keep() stored for these very inputs, if anything. */
  kept<T>(slot: string, inputs: readonly unknown[]): T | undefined {
    const key = `same:${slot}`;
    this.used.add(key);
    const entry = this.entries.get(key);
    const previous = entry?.inputs;
    if (entry && previous && previous.length === inputs.length && previous.every((input, i) => input === inputs[i])) {
      this.stats.hits++;
      return entry.value as T;
    }
    this.stats.misses++;
    return undefined;
  }

  keep(slot: string, inputs: readonly unknown[], value: unknown): void {
    const key = `same:${slot}`;
    this.used.add(key);
    this.entries.set(key, { value, deps: [], inputs });
  }

  /** Forgets everything: the next build is cold (config or template changes). */
  clear(): void {
    this.entries.clear();
  }

  beginBuild(): void {
    this.used = new Set();
    this.stats = { hits: 0, misses: 0 };
  }

  /** After a good build: drops the entries that build did not use, so the cache never grows stale. */
  sweep(): void {
    for (const key of this.entries.keys()) if (!this.used.has(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

const current = new AsyncLocalStorage<BuildCache | undefined>();

/** Runs `run` with `cache` as the current build cache. */
export function withBuildCache<T>(cache: BuildCache | undefined, run: () => T): T {
  return current.run(cache, run);
}

/** The cache of the running build, if it has one. */
export function currentBuildCache(): BuildCache | undefined {
  return current.getStore();
}

/** One key from several parts (each part is delimited, so ['ab', 'c'] ≠ ['a', 'bc']). */
export function hashText(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

export function hashContent(content: string | Uint8Array): string {
  return createHash('sha1').update(content).digest('hex');
}

/** Hash of a file's content; a missing file, and one that is no regular file, have their own stable hashes. */
export function hashFile(file: string): string {
  try {
    // A page's import turned into a FIFO must not hang watch mode: stat never blocks, a read would.
    if (!statSync(file).isFile()) return 'not-a-file';
    return hashContent(readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** `compute()` memoised in the running build's cache under `key` (computed directly without a cache). */
/** `key` is a function: keys often hash whole specs, which a build without a cache never needs. */
export function memoInBuild<T>(key: () => string, compute: () => T): T {
  const cache = currentBuildCache();
  return cache ? cache.memo(key(), compute) : compute();
}

/** `compute()` reused in watch mode while `inputs` are the same objects as last build (BuildCache.same). */
export function sameInBuild<T>(slot: string, inputs: readonly unknown[], compute: () => T): T {
  const cache = currentBuildCache();
  return cache ? cache.same(slot, inputs, compute) : compute();
}

/**
 * A source file's text. In watch mode (a build cache) it is read again only when its size or
 * modification time changed: a save re-reads one file, not the whole docs folder.
 */
export function readSourceText(file: string): Promise<string> {
  const cache = currentBuildCache();
  if (!cache) return readFile(file, 'utf8');
  let signature: string;
  try {
    const info = statSync(file);
    signature = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
  } catch {
    return readFile(file, 'utf8'); // the read reports it
  }
  return Promise.resolve(cache.memo(`text:${file}:${signature}`, () => readFileSync(file, 'utf8')));
}

// Watch mode's memo, the one place that knows successive builds of one process share results:
// the expensive stages (markdown, React and MDX pages, API references, page rendering, the specs'
// machine outputs) are looked up by what they are computed from, and a save recomputes only what
// it changed. The stages do not know it exists: the pipeline (index.ts) hands each one the memo
// function it takes as an argument (util/memo.ts), and a one-off build hands them `computeNow`.
// Every key is made here from what its stage reads, so a hit is always what a cold build makes.
import { statSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SiteContent } from '../content/index.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { hashContent, hashFile, hashText } from '../util/hash.js';
import { computeNow, keepNothing, type Memo, type MemoOptions, type SameMemo } from '../util/memo.js';
import { objectFingerprint, pageFingerprint, siteFingerprint, type StageMemos } from './stage-memos.js';
export { PAGE_BODY_KEYS, type StageMemos } from './stage-memos.js';

interface Entry {
  value: unknown;
  deps: [file: string, hash: string][];
  /** For same(): what the value was computed from. */
  inputs?: readonly unknown[];
}

export interface CacheStats {
  hits: number;
  misses: number;
  /** Of the hits and misses, the references stage's renders (each page's main column; each spec's descriptions): kept from the last build, or made anew. */
  referenceRenders: { kept: number; made: number };
  /** The reference's operation, webhook and schema views reused from the last build, and built. */
  referenceViews: { kept: number; made: number };
}

const noStats = (): CacheStats => ({ hits: 0, misses: 0, referenceRenders: { kept: 0, made: 0 }, referenceViews: { kept: 0, made: 0 } });

/** What watch mode keeps from one build to the next (PipelineOptions.cache). */
export class BuildCache {
  private readonly entries = new Map<string, Entry>();
  private used = new Set<string>();
  private referenceRenders = new Map<string, { inputs: readonly unknown[]; value: unknown }>();
  /** Hits and misses since the last beginBuild(). */
  stats: CacheStats = noStats();

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
   * readText, so this costs no hashing); otherwise compute() replaces it.
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
    this.referenceRenders = new Map();
  }

  /**
   * The reference pages' renders of the last references build that made pages, for the next one
   * (references.ts keys each by what it is rendered from). Kept while the specs are unchanged,
   * whatever other builds use; `commit()` makes this build's the ones kept.
   */
  referencePages(): { same: SameMemo; commit(): void } {
    const previous = this.referenceRenders;
    const next = new Map<string, { inputs: readonly unknown[]; value: unknown }>();
    const lookup = (slot: string, inputs: readonly unknown[]) => {
      const entry = previous.get(slot);
      const hit = entry !== undefined && entry.inputs.length === inputs.length && entry.inputs.every((input, i) => input === inputs[i]);
      return hit ? entry : undefined;
    };
    const kept = (slot: string, inputs: readonly unknown[]) => {
      const entry = lookup(slot, inputs);
      if (entry) this.stats.hits++;
      else this.stats.misses++;
      this.stats.referenceRenders[entry ? 'kept' : 'made']++;
      return entry;
    };
    const same: SameMemo = {
      keeps: true,
      plainImageNames: true,
      same: (slot, inputs, compute) => {
        const value = kept(slot, inputs) ? previous.get(slot)!.value : compute();
        next.set(slot, { inputs, value });
        return value as ReturnType<typeof compute>;
      },
      // What a stage keeps for itself (the views of reference-view.ts, counted by countViews), not a render.
      kept: (slot, inputs) => lookup(slot, inputs)?.value as never,
      keep: (slot, inputs, value) => void next.set(slot, { inputs, value }),
      countViews: (reused, built) => {
        this.stats.referenceViews.kept += reused;
        this.stats.referenceViews.made += built;
      },
    };
    return { same, commit: () => (this.referenceRenders = next) };
  }

  beginBuild(): void {
    this.used = new Set();
    this.stats = noStats();
  }

  /** After a good build: drops the entries that build did not use, so the cache never grows stale. */
  sweep(): void {
    for (const key of this.entries.keys()) if (!this.used.has(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function stageMemos(cache: BuildCache | undefined): StageMemos {
  if (!cache) return { memo: computeNow, references: (_input, build) => build(), pages: () => undefined, docs: () => keepNothing };
  const memo: Memo = (slot, inputs, compute, options) => cache.memo(`${slot}:${hashText(...inputs())}`, () => compute(true), options);
  return {
    memo,
    readText: (file) => readSourceText(cache, file),
    references: (input, build) => {
      const specs = input.config.specs.map((spec) => resolve(input.siteDir, spec.file));
      const key = `reference:${hashText(input.configText, input.siteDir, ...specs.flatMap((file) => [file, hashFile(file)]))}`;
      return cache.memo(
        key,
        async () => {
          const pages = cache.referencePages();
          const result = await build(pages.same);
          if (result.pages.length > 0) pages.commit();
          return result;
        },
        { deps: (result) => [...result.sources] },
      );
    },
    pages: (site, context) => (page, slot, make) => cachedRender(cache, site, page, context, slot, make),
    docs: (content) => docPagesMemo(cache, content),
  };
}

/**
 * A source file's text, read again only when its size or modification time changed: a save
 * re-reads one file, not the whole docs folder (and an unchanged file is the very same string).
 */
function readSourceText(cache: BuildCache, file: string): Promise<string> {
  let signature: string;
  try {
    const info = statSync(file);
    signature = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
  } catch {
    return readFile(file, 'utf8'); // the read reports it
  }
  return Promise.resolve(cache.memo(`text:${file}:${signature}`, () => readFileSync(file, 'utf8')));
}

/**
 * The cache as the docs' page models use it: a page whose markdown shows tables made from the
 * specs (`:::spec-table`) is keyed by the specs' text too, so a spec edit renders it again.
 */
function docPagesMemo(cache: BuildCache, content: SiteContent): SameMemo {
  const specs = content.specDriven.size > 0 ? hashText(...content.specs.map((spec) => spec.text)) : '';
  // Slots are `<what>:<file>`.
  const keyed = (slot: string, inputs: readonly unknown[]) => (content.specDriven.has(slot.slice(slot.indexOf(':') + 1)) ? [...inputs, specs] : inputs);
  return {
    keeps: true,
    plainImageNames: true,
    same: (slot, inputs, compute) => cache.same(slot, keyed(slot, inputs), compute),
    kept: (slot, inputs) => cache.kept(slot, keyed(slot, inputs)),
    keep: (slot, inputs, value) => cache.keep(slot, keyed(slot, inputs), value),
  };
}

/**
 * A page's HTML (or anything else derived from one page): keyed by the page itself, the site
 * around it minus the other pages' bodies, and everything else the render reads (`context`:
 * asset URLs, embedded site data… — all of it is part of the key).
 */
function cachedRender<T>(cache: BuildCache, site: SiteModel, page: PageModel, context: object, slot: string, make: () => T): T {
  const around = siteFingerprint(site);
  const self = pageFingerprint(page);
  const extra = objectFingerprint(context);
  if (around === undefined || self === undefined || extra === undefined) return make();
  return cache.memo(`render:${slot}:${hashText(around, self, extra)}`, make);
}

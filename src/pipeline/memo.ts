// Watch mode's memo, the one place that knows successive builds of one process share results:
// the expensive stages (markdown, React and MDX pages, API references, page rendering, the specs'
// machine outputs) are looked up by what they are computed from, and a save recomputes only what
// it changed. The stages do not know it exists: the pipeline (index.ts) hands each one the memo
// function it takes as an argument (util/memo.ts), and a one-off build hands them `computeNow`.
// Every key is made here from what its stage reads, so a hit is always what a cold build makes.
import { statSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import type { SiteContent } from '../content/index.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';
import { hashContent, hashFile, hashText } from '../util/hash.js';
import { computeNow, keepNothing, type Memo, type MemoOptions, type SameMemo } from '../util/memo.js';
import type { PageMemo } from './render.js';

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

/** What watch mode keeps from one build to the next (PipelineOptions.cache). */
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

/**
 * Fields of a page that only that page's own HTML shows (the rest is the site around every page);
 * its HTML itself is not on the page but in the page-body store (model/page-bodies.ts).
 */
export const PAGE_BODY_KEYS: ReadonlySet<string> = new Set(['markdown', 'links']);

/** What the pipeline hands its stages: watch's memo in its stage-shaped functions, or pass-throughs. */
export interface StageMemos {
  /** The memo a stage takes as an argument (util/memo.ts). */
  memo: Memo;
  /** A source file's text (load/docs.ts). */
  readText?: (file: string) => Promise<string>;
  /** The API references stage: keyed by the config text and each spec's content; the other files it read are dependencies. */
  references<R extends { sources: Map<string, string> }>(input: { configText: string; config: SiteConfig; siteDir: string }, build: () => Promise<R>): Promise<R>;
  /** A page's HTML, for the pages of `site` rendered with `context`. */
  pages(site: SiteModel, context: object): PageMemo | undefined;
  /** The docs' pages' memo (front matter, markdown renders, whole markdown pages), for the specs `content` was made from. */
  docs(content: SiteContent): SameMemo;
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
      return cache.memo(key, build, { deps: (result) => [...result.sources] });
    },
    pages: (site, context) => (page, render) => cachedRender(cache, site, page, context, render),
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
function cachedRender(cache: BuildCache, site: SiteModel, page: PageModel, context: object, render: () => string): string {
  const around = siteFingerprint(site);
  const self = pageFingerprint(page);
  const extra = objectFingerprint(context);
  if (around === undefined || self === undefined || extra === undefined) return render();
  return cache.memo(`render:${hashText(around, self, extra)}`, render);
}

// Page and context keys are hashed once per object: reference pages carry megabytes of HTML,
// and the same context object is passed for every page of a build.
const objectFingerprints = new WeakMap<object, string | undefined>();

function objectFingerprint(value: object): string | undefined {
  if (!objectFingerprints.has(value)) {
    const json = stableJson(value);
    objectFingerprints.set(value, json === undefined ? undefined : hashText(json));
  }
  return objectFingerprints.get(value);
}

/** A page and its body (model/page-bodies.ts: not on the model object), hashed once per page. */
function pageFingerprint(page: PageModel): string | undefined {
  if (!objectFingerprints.has(page)) {
    const json = stableJson({ page, body: pageBodies.read(page) });
    objectFingerprints.set(page, json === undefined ? undefined : hashText(json));
  }
  return objectFingerprints.get(page);
}

const fingerprints = new WeakMap<SiteModel, string | undefined>();

function siteFingerprint(site: SiteModel): string | undefined {
  if (fingerprints.has(site)) return fingerprints.get(site);
  const pages = new Set<unknown>(site.pages);
  const json = stableJson(site, (holder, key) => pages.has(holder) && PAGE_BODY_KEYS.has(key));
  const fingerprint = json === undefined ? undefined : hashText(json);
  fingerprints.set(site, fingerprint);
  return fingerprint;
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;

/** JSON of a model value; functions (React components) by identity. Undefined when not serialisable. */
function stableJson(value: unknown, skip?: (holder: unknown, key: string) => boolean): string | undefined {
  try {
    return JSON.stringify(value, function (this: unknown, key: string, inner: unknown) {
      if (skip?.(this, key)) return undefined;
      if (typeof inner === 'function') {
        if (!functionIds.has(inner)) functionIds.set(inner, ++nextFunctionId);
        return `function#${functionIds.get(inner)}`;
      }
      if (inner instanceof Map || inner instanceof Set) return [...inner];
      return inner;
    });
  } catch {
    return undefined;
  }
}

// Indexes the docs pages for the search as a one-off build renders them, so no page's HTML or
// text is kept for the index after its page is written. A big site's pages are indexed on a
// thread of their own: tokenising and counting every word of 10,000 pages is a few seconds of CPU
// that the main thread, busy rendering, need not spend, and the second core is mostly idle
// during a build (bench/README.md has the figures). A small site indexes in-line: a thread's start
// would cost more than it saves. Either way the index is the same, byte for byte.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compiledDir } from '../load/package-root.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { PageModel } from '../model/types.js';
import { BatchSender } from '../threads/batches.js';
import { InlineIndex, searchExamples, type IndexedSearch } from './build-index.js';
import { specSearchDrafts } from './documents.js';
import { searchPageOf, type SearchDraft, type SearchPage } from './page-documents.js';
import { LocaleIndexes } from './locale-indexes.js';
import type { IndexPieces } from './index-pieces.js';
import type { SearchKeeper, SerializedCounts } from './kept-counts.js';
import type { KeptPlace, KeptSearchIndex } from './kept-index.js';
import { randomUUID } from 'node:crypto';
import { stemLanguage, type StemLanguage } from '../shared/search-stems.js';

/** From this many pages a one-off build indexes on a thread. */
const THREAD_FROM_PAGES = 500;
/** Pages are sent to the thread in batches of about this many bytes of HTML: small enough that a batch is indexed before the thread's young generation fills (larger ones were promoted to its old generation, about 40 MB more at 2,500 pages). */
const BATCH_BYTES = 2 ** 16;
/** A kept index is made again once it places fewer than this share of the pages (kept-index.ts). */
const KEPT_INDEX_SHARE = 7 / 8;
/** The thread's code, beside the CLI bundle (bin/build.mjs builds it from indexer-thread.ts). */
const THREAD_FILE = 'search-indexer.cjs';

/**
 * What the indexer thread takes (pages, or their documents as a previous build counted them, serialised; then
 * the specs' documents at `finish`) and gives: the index's pieces, and the counted documents of the
 * pages sent with `keep`, in their order.
 */
export interface IndexerProtocol {
  item: { page: SearchPage; keep: boolean } | SerializedCounts | { keptIndex: Uint8Array; id: string } | { place: KeptPlace };
  /**
   * `stem`: the language whose stems the index's terms are (shared/search-stems.ts); `keepIndex`:
   * the id the pages' part of this index is kept under (kept-index.ts), when the build keeps it.
   */
  finish: { specDrafts: SearchDraft[]; stem?: StemLanguage; keepIndex?: string };
  /**
   * `pieces`: their files as UTF-8 bytes, moved (the main thread never holds the index as text);
   * `counted`: each page's packed counts serialised (v8), moved too, and undefined for a page that
   * cannot be packed (packed-counts.ts).
   */
  result: { pieces: IndexPieces<Uint8Array>; counted: (Uint8Array | undefined)[]; kept?: { index: Uint8Array; pages: number[] } };
}

export interface SearchIndexer {
  /** Indexes a page (called in the order of the site's pages; pages the search does not list are skipped). */
  add(page: PageModel): void;
  /** The finished index, the specs' documents after the pages'. */
  finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch<string | Uint8Array>>;
  /** Lets go of the indexer (its thread) without an index: the build ended early. */
  stop(): Promise<void>;
}

/**
 * The indexer for a build of `pages` pages whose default locale's `<html lang>` is `lang`. `SPECPRESS_SEARCH_THREAD=always|never` overrides the
 * choice (for tests and comparisons; bench/README.md). Run from the sources before a build, there
 * is no thread file: the pages are indexed in-line, unless `always` asks for the thread. `keeper`:
 * the build cache's pages' counted documents (kept-counts.ts).
 */
export function searchIndexer(pages: number, lang: string, keeper?: SearchKeeper): SearchIndexer {
  const choice = process.env.SPECPRESS_SEARCH_THREAD;
  const file = join(compiledDir(), THREAD_FILE);
  if (choice === 'always') return new ThreadIndexer(file, lang, keeper);
  return choice !== 'never' && pages >= THREAD_FROM_PAGES && existsSync(file) ? new ThreadIndexer(file, lang, keeper) : new InlineIndexer(lang, keeper);
}

class InlineIndexer extends InlineIndex implements SearchIndexer {
  async finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch> {
    return this.result(specs);
  }

  async stop(): Promise<void> {}
}

class ThreadIndexer implements SearchIndexer {
  private readonly sender: BatchSender<IndexerProtocol>;
  /** The other locales' indexes are made here, in-line (they are a part of the pages). */
  private readonly locales = new LocaleIndexes();
  /** Where the thread's counts of the pages sent with `keep` go, in their order. */
  private readonly keeps: ((counted: SerializedCounts) => void)[] = [];
  /** The last build's index, until it turns out unusable (its bytes lost). */
  private index: KeptSearchIndex | undefined;
  private indexSent = false;
  /** How many pages were sent as places in it, and where the last one ends. */
  private placed = 0;
  private placedUpTo = 0;
  /** Each page indexed, in order: its key, for the layout of this build's index. */
  private readonly keys: (string | null)[] = [];

  constructor(
    file: string,
    private readonly lang: string,
    private readonly keeper?: SearchKeeper,
  ) {
    // No limit on what waits in the thread: what waits is at most the pages' HTML, which the model
    // holds anyway until they are rendered.
    this.sender = new BatchSender(file, { batchBytes: BATCH_BYTES, name: 'the search indexer thread' });
    this.index = keeper?.index?.();
  }

  add(page: PageModel): void {
    const searched = searchPageOf(page);
    if (!searched) return this.locales.add(page);
    this.keys.push(this.keeper?.key?.(page) ?? null);
    // The kept index goes first, before any page: then every page is added in its order.
    if (!this.indexSent) this.sendIndex();
    const place = this.index?.place(page);
    // Places in order only (a page moved before others is sent as it is): the renumbering then keeps each posting list in order.
    if (place && place[0] >= this.placedUpTo) {
      this.placed++;
      this.placedUpTo = place[0] + place[1];
      return this.sender.add({ place }, 8);
    }
    const kept = this.keeper?.lookup(page);
    // Their bytes as kept (a copy of their own), moved: the thread reads them.
    if (kept && 'serialized' in kept) return this.sender.add({ serialized: kept.serialized }, kept.serialized.byteLength, kept.serialized.buffer as ArrayBuffer);
    if (kept) this.keeps.push(kept.keep);
    this.sender.add({ page: searched, keep: kept !== undefined }, searched.kind === 'markdown' ? searched.html.length : 0);
  }

  /** Sends the kept index, once; when its bytes are lost, there is none (every page is sent as it is). */
  private sendIndex(): void {
    this.indexSent = true;
    const bytes = this.index?.bytes();
    if (!bytes) this.index = undefined;
    else this.sender.add({ keptIndex: bytes, id: this.index!.id }, bytes.byteLength, bytes.buffer as ArrayBuffer);
  }

  async finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch<Uint8Array>> {
    const specDrafts = specSearchDrafts(specs);
    // The kept index stays while it holds most pages (the others' counts are kept page by page):
    // packing and writing it again after every edit would cost about what it saves.
    const keepIndex = this.keeper?.keepIndex && (!this.index || this.placed < this.keys.length * KEPT_INDEX_SHARE) ? randomUUID() : undefined;
    let answer: IndexerProtocol['result'];
    try {
      answer = await this.sender.finish({ specDrafts, stem: stemLanguage(this.lang), keepIndex });
    } catch (error) {
      throw new Error(`specpress: the search indexer thread failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    // Kept as the thread serialised them (written to the build cache), each let go once kept.
    answer.counted.forEach((serialized, i) => {
      if (serialized) this.keeps[i]({ serialized });
      answer.counted[i] = undefined;
    });
    if (answer.kept && keepIndex) {
      const { index, pages } = answer.kept;
      this.keeper?.keepIndex?.(index, { id: keepIndex, pages: this.keys.map((key, i) => [key, pages[i]]) });
    }
    return { index: answer.pieces, examples: searchExamples(specDrafts), locales: this.locales.result() };
  }

  stop(): Promise<void> {
    return this.sender.stop();
  }
}

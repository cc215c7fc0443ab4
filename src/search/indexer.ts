// Indexes the docs pages for the search as a one-off build renders them, so no page's HTML or
// text is kept for the index after its page is written. A big site's pages are indexed on a
// thread of their own: tokenising and counting every word of 10,000 pages is a few seconds of CPU
// that the main thread, busy rendering, need not spend, and the second core is mostly idle
// during a build (bench/README.md has the figures). A small site indexes in-line: a thread's start
// would cost more than it saves. Either way the index is the same, byte for byte.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledDir } from '../load/package-root.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { PageModel } from '../model/types.js';
import { InlineIndex, searchExamples, type IndexedSearch } from './build-index.js';
import { specSearchDrafts } from './documents.js';
import { searchPageOf, type SearchDraft, type SearchPage } from './page-documents.js';

/** From this many pages a one-off build indexes on a thread. */
const THREAD_FROM_PAGES = 500;
/** Pages are sent to the thread in batches of about this many bytes of HTML: small enough that a batch is indexed before the thread's young generation fills (larger ones were promoted to its old generation, about 40 MB more at 2,500 pages). */
const BATCH_BYTES = 2 ** 16;
/** The thread's code, beside the CLI bundle (bin/build.mjs builds it from indexer-thread.ts). */
const THREAD_FILE = 'search-indexer.cjs';

/** Messages to the indexer thread. */
export type IndexerRequest = { pages: SearchPage[] } | { finish: true; specDrafts: SearchDraft[] };
/** The thread's answer to `finish`. */
export type IndexerReply = { bytes: Uint8Array; documents: number; urls: string[] } | { failure: string };

export interface SearchIndexer {
  /** Indexes a page (called in the order of the site's pages; pages the search does not list are skipped). */
  add(page: PageModel): void;
  /** The finished index, the specs' documents after the pages'. */
  finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch>;
  /** Lets go of the indexer (its thread) without an index: the build ended early. */
  stop(): Promise<void>;
}

/**
 * The indexer for a build of `pages` pages. `SPECPRESS_SEARCH_THREAD=always|never` overrides the
 * choice (for tests and comparisons; bench/README.md). Run from the sources before a build, there
 * is no thread file: the pages are indexed in-line, unless `always` asks for the thread.
 */
export function searchIndexer(pages: number): SearchIndexer {
  const choice = process.env.SPECPRESS_SEARCH_THREAD;
  const file = join(compiledDir(), THREAD_FILE);
  if (choice === 'always') return new ThreadIndexer(file);
  return choice !== 'never' && pages >= THREAD_FROM_PAGES && existsSync(file) ? new ThreadIndexer(file) : new InlineIndexer();
}

class InlineIndexer extends InlineIndex implements SearchIndexer {
  async finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch> {
    return this.result(specs);
  }

  async stop(): Promise<void> {}
}

class ThreadIndexer implements SearchIndexer {
  private readonly worker: Worker;
  private batch: SearchPage[] = [];
  private batchBytes = 0;
  /** The thread's first error (it may come before finish): the build fails with it. */
  private failure: Error | undefined;

  constructor(file: string) {
    this.worker = new Worker(file);
    // Never keeps the process alive by itself (a build that throws still exits).
    this.worker.unref();
    this.worker.on('error', (error) => (this.failure ??= error));
  }

  add(page: PageModel): void {
    const searched = searchPageOf(page);
    if (!searched) return;
    this.batch.push(searched);
    // No limit on what waits in the thread: it indexes faster than pages are rendered, and what
    // waits is at most the pages' HTML, which the model holds anyway until they are rendered.
    this.batchBytes += searched.kind === 'markdown' ? searched.html.length : 0;
    if (this.batchBytes >= BATCH_BYTES) this.send();
  }

  async finish(specs: readonly ParsedSpec[]): Promise<IndexedSearch> {
    this.send();
    const specDrafts = specSearchDrafts(specs);
    this.worker.ref();
    try {
      if (this.failure) throw this.failure;
      const reply = new Promise<IndexerReply>((done, fail) => {
        this.worker.once('message', done);
        this.worker.once('error', fail);
        this.worker.once('exit', (code) => fail(new Error(`specpress: the search indexer thread exited (code ${code})`)));
      });
      this.worker.postMessage({ finish: true, specDrafts } satisfies IndexerRequest);
      const answer = await reply;
      if ('failure' in answer) throw new Error(`specpress: the search indexer thread failed: ${answer.failure}`);
      return { json: answer.bytes, documents: answer.documents, urls: answer.urls, examples: searchExamples(specDrafts) };
    } finally {
      await this.stop();
    }
  }

  async stop(): Promise<void> {
    this.batch = [];
    await this.worker.terminate();
  }

  private send(): void {
    if (this.batch.length === 0) return;
    this.worker.postMessage({ pages: this.batch } satisfies IndexerRequest);
    this.batch = [];
    this.batchBytes = 0;
  }
}

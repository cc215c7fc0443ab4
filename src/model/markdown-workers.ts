// The docs' markdown on worker threads: above a number of pages to render, the main thread and
// (cores − 1) workers take batches of pages from one queue; each page's result (or failure) is
// kept at its index, so the pages, their HTML and their diagnostics are the same bytes in the same
// order whichever thread rendered them. Workers run dist/markdown-worker.cjs (bin/build.mjs),
// which calls the same renderer (doc-markdown.ts); they end when the batch does, and a worker that
// dies makes the build fail with an error saying so. bench/README.md has the measurements.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { InputFailure } from '../diagnostics/internal-error.js';
import { withMarkdownDirectives, type RenderedMarkdown } from '../markdown/render-markdown.js';
import type { DocLinkContext, DocMarkdownPage } from './doc-markdown.js';

/**
 * Below this many pages to render, a build stays on one thread: a worker starts cold (its bundle
 * is loaded and compiled again, its regular expressions too), which a small site never earns back.
 */
export const MARKDOWN_WORKER_THRESHOLD = 400;
/** Pages a batch: small enough that the threads finish together, large enough to keep messages few. */
const BATCH_PAGES = 8;
/** Batches a worker holds at a time, so it never waits for the main thread to hand it the next. */
const IN_FLIGHT = 2;

/** What a worker is started with (workerData). */
export interface MarkdownWorkerData {
  context: DocLinkContext;
  /** The anchor relocations (see relocatorOf); none: links are not relocated. */
  relocations?: [string, string][];
}

export interface MarkdownBatch {
  id: number;
  pages: DocMarkdownPage[];
}

/** A page's failure as a worker posts it: the page's file and the exception, as text. */
interface PostedFailure {
  file?: string;
  name?: string;
  message: string;
  stack?: string;
}

/** `mainThread`: the page has `:::spec-table` directives, whose resolver is on the main thread only. */
export type PostedOutcome = { rendered: RenderedMarkdown } | { failure: PostedFailure } | { mainThread: true };

export interface MarkdownBatchDone {
  id: number;
  outcomes: PostedOutcome[];
}

/**
 * A page rendered, or the exception rendering it threw (thrown again where the page is built);
 * undefined: the page is to be rendered on the main thread.
 */
export type MarkdownOutcome = { rendered: RenderedMarkdown } | { error: unknown } | undefined;

/** What a worker's directive resolver throws: the page goes back to the main thread. */
class DirectiveOnMainThread extends Error {}

/**
 * Runs `render` in a worker: its result, or its exception as data a message can carry. A page
 * with a `:::spec-table` directive is left to the main thread, which has the specs to resolve it.
 */
export function outcomeOf(render: () => RenderedMarkdown): PostedOutcome {
  try {
    return {
      rendered: withMarkdownDirectives(() => {
        throw new DirectiveOnMainThread();
      }, render),
    };
  } catch (error) {
    const file = error instanceof InputFailure ? error.file : undefined;
    const original = error instanceof InputFailure ? error.original : error;
    if (original instanceof DirectiveOnMainThread) return { mainThread: true };
    return original instanceof Error ? { failure: { file, name: original.name, message: original.message, stack: original.stack } } : { failure: { file, message: String(original) } };
  }
}

/** The posted failure as the exception the main thread would have seen (InputFailure on the page's file). */
function failureError(failure: PostedFailure): unknown {
  const original = new Error(failure.message);
  if (failure.name !== undefined) original.name = failure.name;
  if (failure.stack !== undefined) original.stack = failure.stack;
  return failure.file !== undefined ? new InputFailure(failure.file, original) : original;
}

/** How the pages of a build are rendered: on `workers` workers, and on this thread too or not. */
export interface MarkdownWorkerPlan {
  workers: number;
  /** Whether this thread takes batches too (it does, but when workers are forced). */
  here: boolean;
}

/**
 * The plan for `pages` pages to render: no workers below the threshold or on one core, else one
 * fewer than the cores (this thread is the last). SPECPRESS_MARKDOWN_WORKERS=<n> (tests,
 * measurements) forces n workers, which then render every page, whatever the count; 0: none.
 */
export function markdownWorkerPlan(pages: number): MarkdownWorkerPlan | undefined {
  const forced = process.env.SPECPRESS_MARKDOWN_WORKERS;
  if (forced !== undefined && forced !== '') {
    const count = Number(forced);
    return Number.isInteger(count) && count > 0 ? { workers: Math.min(count, 16), here: false } : undefined;
  }
  const workers = Math.min(availableParallelism() - 1, 7);
  return pages >= MARKDOWN_WORKER_THRESHOLD && workers > 0 ? { workers, here: true } : undefined;
}

/** The worker bundle beside the running one (dist/); none when specpress runs from its sources. */
function workerFile(): string | undefined {
  const file = fileURLToPath(new URL('./markdown-worker.cjs', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/**
 * Renders `pages` on worker threads (and this one, `plan.here`): each page's outcome at its index.
 * Undefined when there is no worker bundle to run (the caller renders on this thread). `file`:
 * the worker script (tests give their own).
 */
export async function renderInWorkers(
  pages: readonly DocMarkdownPage[],
  data: MarkdownWorkerData,
  renderHere: (page: DocMarkdownPage) => RenderedMarkdown,
  plan: MarkdownWorkerPlan,
  file = workerFile(),
): Promise<MarkdownOutcome[] | undefined> {
  if (!file || plan.workers < 1 || pages.length === 0) return undefined;
  const batches: number[][] = [];
  for (let start = 0; start < pages.length; start += BATCH_PAGES) batches.push(Array.from({ length: Math.min(BATCH_PAGES, pages.length - start) }, (_, i) => start + i));
  const outcomes: MarkdownOutcome[] = new Array(pages.length);
  let next = 0;
  let left = batches.length;
  const threads: Worker[] = [];
  let settled = false;
  return new Promise<MarkdownOutcome[]>((resolvePromise, rejectPromise) => {
    const t0 = performance.now();
    let mainBatches = 0;
    let mainMs = 0;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (process.env.SPECPRESS_DEBUG_WORKERS) console.error(`workers: ${batches.length} batches, main ${mainBatches} in ${mainMs.toFixed(0)} ms, total ${(performance.now() - t0).toFixed(0)} ms`);
      // Every worker ends with the batch: nothing keeps the process (or its memory) alive afterwards.
      void Promise.all(threads.map((worker) => worker.terminate())).then(
        () => (error ? rejectPromise(error) : resolvePromise(outcomes)),
        () => (error ? rejectPromise(error) : resolvePromise(outcomes)),
      );
    };
    const done = () => {
      left--;
      if (left === 0) finish();
    };
    const give = (worker: Worker) => {
      if (settled || next >= batches.length) return;
      const id = next++;
      const batch: MarkdownBatch = { id, pages: batches[id].map((index) => pages[index]) };
      worker.postMessage(batch);
    };
    for (let i = 0; i < plan.workers; i++) {
      let started: Worker;
      try {
        started = new Worker(file, { workerData: data satisfies MarkdownWorkerData, stdout: false, stderr: false });
      } catch (error) {
        finish(new Error(`A markdown worker could not be started: ${error instanceof Error ? error.message : String(error)}`));
        return;
      }
      const worker = started;
      threads.push(worker);
      worker.on('message', (message: 'ready' | MarkdownBatchDone) => {
        if (message === 'ready') {
          if (process.env.SPECPRESS_DEBUG_WORKERS) console.error(`worker ready after ${(performance.now() - t0).toFixed(0)} ms, main did ${mainBatches}`);
          for (let k = 0; k < IN_FLIGHT; k++) give(worker);
          return;
        }
        batches[message.id].forEach((index, k) => {
          const outcome = message.outcomes[k];
          outcomes[index] = 'rendered' in outcome ? outcome : 'failure' in outcome ? { error: failureError(outcome.failure) } : undefined;
        });
        give(worker);
        done();
      });
      worker.on('error', (error) => finish(new Error(`A markdown worker failed: ${error.message}`)));
      worker.on('exit', (code) => finish(new Error(`A markdown worker stopped (exit code ${code}) before the pages were rendered`)));
    }
    // This thread takes batches too, a batch between looks at the workers' messages.
    const renderNext = () => {
      if (settled || next >= batches.length) return;
      const id = next++;
      mainBatches++;
      const t1 = performance.now();
      for (const index of batches[id]) {
        try {
          outcomes[index] = { rendered: renderHere(pages[index]) };
        } catch (error) {
          outcomes[index] = { error };
        }
      }
      mainMs += performance.now() - t1;
      done();
      setImmediate(renderNext);
    };
    if (plan.here) setImmediate(renderNext);
  });
}

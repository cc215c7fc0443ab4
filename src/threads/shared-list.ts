// A list of work items shared by the main thread and one helper thread, taken from both ends: the
// main thread goes through the list in order, inside its own synchronous loop, and the thread
// from the end backwards, until they meet. Each item is claimed in a shared array (compare and
// exchange), so no item is done twice and the main thread never sends a message or waits to
// hand work over: it does what it reaches first, and for an item the thread claimed it waits for
// that result. A thread that starts late, fails or cannot do an item only leaves more to the main
// thread (`undefined` answers: do it yourself). The batching protocol of the writer and indexer
// threads (batches.ts) hands items over one way; this one shares them, which the markdown renders
// need: the main thread cannot stop its loop to answer a thread asking for more.
import { parentPort, Worker, workerData } from 'node:worker_threads';

/** Claim states in the shared array. */
const FREE = 0;
const MAIN = 1;
const THREAD = 2;
/** Results are posted in batches of this many (a message costs far more than its bytes). */
const RESULTS_PER_MESSAGE = 16;

interface StartData<Setup, Item> {
  setup: Setup;
  /** The items the thread may take: the list's tail, from `offset` on. */
  items: Item[];
  offset: number;
  /** Int32Array over a SharedArrayBuffer: each item's claim. */
  claims: SharedArrayBuffer;
}

/** A message from the thread: results by index (undefined: not done, the main thread does it), or the end of its work. */
type Message<Result> = { results: [index: number, result: Result | undefined][] } | { done: true };

/** The main thread's end. */
export class SharedList<Result> {
  private readonly claims: Int32Array;
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (result: Result | undefined) => void>();
  private readonly arrived = new Map<number, Result | undefined>();
  private ended = false;

  /**
   * Starts the thread from its bundled `file` with `setup` and the last `shared` of `items` (the
   * thread never reaches the first ones: the main thread is there long before). `threadOnly`: the
   * main thread claims none of them and waits for each (tests that compare the two renders).
   */
  constructor(
    file: string,
    setup: unknown,
    items: readonly unknown[],
    shared: number,
    private readonly threadOnly = false,
  ) {
    this.claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, items.length)));
    const offset = Math.max(0, items.length - shared);
    this.worker = new Worker(file, { workerData: { setup, items: items.slice(offset), offset, claims: this.claims.buffer as SharedArrayBuffer } satisfies StartData<unknown, unknown> });
    this.worker.on('message', (message: Message<Result>) => {
      if ('done' in message) return this.end();
      for (const [index, result] of message.results) this.answer(index, result);
    });
    // A thread that crashes or exits leaves its claimed items to the main thread.
    this.worker.on('error', () => this.end());
    this.worker.on('exit', () => this.end());
  }

  /**
   * Item `index`: undefined when the main thread has just claimed it (do it now), else the
   * thread's result as it comes (undefined again: the thread did not do it, do it here).
   */
  take(index: number): Promise<Result | undefined> | undefined {
    if (!this.threadOnly && Atomics.compareExchange(this.claims, index, FREE, MAIN) === FREE) return undefined;
    if (this.arrived.has(index)) {
      const result = this.arrived.get(index);
      this.arrived.delete(index);
      return Promise.resolve(result);
    }
    if (this.ended) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiting.set(index, resolve));
  }

  /** Stops the thread (once every item it claimed has been taken, or at once when the work ended early). */
  async close(): Promise<void> {
    this.end();
    await this.worker.terminate();
  }

  private answer(index: number, result: Result | undefined): void {
    const waiter = this.waiting.get(index);
    if (!waiter) return void this.arrived.set(index, result);
    this.waiting.delete(index);
    waiter(result);
  }

  /** No more results will come: whoever waits does the item itself. */
  private end(): void {
    this.ended = true;
    for (const waiter of this.waiting.values()) waiter(undefined);
    this.waiting.clear();
  }
}

/**
 * The thread's end: call once in the thread's module. `prepare` makes the function that does one
 * item from the setup; a throw or an `undefined` result leaves that item to the main thread.
 * `transfer`: what of a result is moved to the main thread rather than copied.
 */
export function shareListWork<Setup, Item, Result>(prepare: (setup: Setup) => (item: Item) => Result | undefined, transfer: (result: Result) => ArrayBuffer[] = () => []): void {
  const port = parentPort;
  if (!port) throw new Error('specpress: a thread module was loaded outside a thread');
  const { setup, items, offset, claims: buffer } = workerData as StartData<Setup, Item>;
  const claims = new Int32Array(buffer);
  const work = prepare(setup);
  let results: [number, Result | undefined][] = [];
  let moved: ArrayBuffer[] = [];
  const send = () => {
    if (results.length > 0) port.postMessage({ results } satisfies Message<Result>, moved);
    results = [];
    moved = [];
  };
  for (let at = items.length - 1; at >= 0; at--) {
    const index = offset + at;
    // The main thread got here first: everything before is its too.
    if (Atomics.compareExchange(claims, index, FREE, THREAD) !== FREE) break;
    let result: Result | undefined;
    try {
      result = work(items[at]);
    } catch {
      result = undefined;
    }
    // (Done with: a big item, a page's markdown, need not stay in this thread's heap.)
    items[at] = undefined as Item;
    results.push([index, result]);
    if (result !== undefined) moved.push(...transfer(result));
    if (results.length >= RESULTS_PER_MESSAGE) send();
  }
  send();
  port.postMessage({ done: true } satisfies Message<Result>);
}

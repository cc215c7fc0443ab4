// Watch's first full build renders the docs' pages in turns (PipelineOptions.pace): one page per
// turn of the event loop, so a request that arrives meanwhile is answered between two pages
// rather than after the whole site. The pages of files asked for go first; a provisional model's
// build (provisional-site.ts) holds the turns while it runs.

interface Waiting {
  file: string;
  go: () => void;
  stop: (error: Error) => void;
  done?: true;
}

export class Turns {
  private readonly order: Waiting[] = [];
  private readonly byFile = new Map<string, Waiting[]>();
  private cursor = 0;
  private readonly first: string[] = [];
  private holds = 0;
  private scheduled = false;
  private stopped?: Error;

  /** Resolves when it is this file's page's turn. */
  readonly pace = (file: string): Promise<void> =>
    new Promise<void>((go, stop) => {
      if (this.stopped) return stop(this.stopped);
      const waiting: Waiting = { file, go, stop };
      this.order.push(waiting);
      const same = this.byFile.get(file);
      if (same) same.push(waiting);
      else this.byFile.set(file, [waiting]);
      this.schedule();
    });

  /** These files' pages take the next turns. */
  prefer(files: Iterable<string>): void {
    this.first.unshift(...files);
  }

  /** The pages waiting, and those that ask after, get `error` instead of a turn: the build stops (the session closes). */
  stop(error: Error): void {
    this.stopped = error;
    for (const waiting of this.order) if (!waiting.done) waiting.stop(error);
    this.order.length = 0;
    this.byFile.clear();
  }

  /** No turn is given until release(). */
  hold(): void {
    this.holds++;
  }

  release(): void {
    this.holds--;
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.holds > 0 || this.stopped) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.holds > 0 || this.stopped) return;
      const next = this.next();
      if (!next) return;
      next.done = true;
      next.go();
      this.schedule();
    });
  }

  private next(): Waiting | undefined {
    while (this.first.length > 0) {
      const waiting = this.byFile.get(this.first[0])?.find((one) => !one.done);
      if (waiting) return waiting;
      this.first.shift();
    }
    while (this.cursor < this.order.length && this.order[this.cursor].done) this.cursor++;
    return this.order[this.cursor];
  }
}

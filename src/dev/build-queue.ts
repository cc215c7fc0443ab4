// One build at a time (Eleventy-style): changes that arrive during a build are queued and built
// together next; a config or template change makes the next build a full one.

export interface BuildBatch {
  /** Files changed since the previous build started. */
  files: string[];
  /** Drop every cached result first. */
  full: boolean;
}

export class BuildQueue {
  private pending = new Set<string>();
  private full = false;
  /** A build is due even without changed files (the first one). */
  private due = false;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  /** `settleMs` lets the events of one save (several fs events) arrive before the build starts. */
  constructor(
    private readonly build: (batch: BuildBatch) => Promise<void>,
    private readonly settleMs = 5,
  ) {}

  add(file: string, full = false): void {
    this.pending.add(file);
    this.full ||= full;
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.drain();
    }, this.settleMs);
  }

  /** Starts a build now (the first one, with no changed file). */
  start(full: boolean): void {
    this.full ||= full;
    this.due = true;
    if (!this.running) this.running = this.drain();
  }

  /** Resolves once the running build and every queued one are done. */
  async idle(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, this.settleMs));
    }
  }

  /** Whether changes wait for the next build (a long task of the running one may give way). */
  get waiting(): boolean {
    return this.pending.size > 0;
  }

  /** Drops queued changes; a running build still finishes (await idle()). */
  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.size > 0 || this.due) {
        const batch = { files: [...this.pending], full: this.full };
        this.pending = new Set();
        this.full = false;
        this.due = false;
        await this.build(batch);
      }
    } finally {
      this.running = undefined;
    }
  }
}

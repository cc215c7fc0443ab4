// One run of the pipeline: its timed steps, the diagnostics the stages return, the inputs it read
// and the files it made. The index (src/pipeline/index.ts) reads as the script; this holds the
// bookkeeping every step shares, and the result a run ends with.
import { hasErrors, promoteWarnings, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteModel } from '../model/types.js';
import type { OutputFiles } from '../write/output.js';
import { checkpoint } from '../write/stopping.js';
import type { Emit, PipelineOptions, PipelineResult, Place, StepTiming } from './types.js';

export class BuildRun {
  /** The step under way, for the report of an unexpected exception. */
  stepName = 'start';
  readonly timings: StepTiming[] = [];
  /** Every input file read (for the watcher). */
  readonly inputs: string[] = [];
  /** Input files' text as the build read it (link-check positions). */
  readonly sources = new Map<string, string>();
  readonly outputPaths = new Set<string>();
  private readonly diagnostics: Diagnostic[] = [];
  // Output files go to the sink as they are made, or are collected here.
  private readonly files: OutputFiles = new Map();

  constructor(private readonly options: PipelineOptions) {}

  /** Runs one named step, timed; between steps a signal can stop the build (write/stopping.ts). */
  async step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
    await checkpoint();
    const start = performance.now();
    this.stepName = name;
    try {
      return await run();
    } finally {
      this.timings.push({ step: name, ms: performance.now() - start, heapMb: process.memoryUsage().heapUsed / 2 ** 20 });
    }
  }

  report(diagnostics: readonly Diagnostic[]): void {
    this.diagnostics.push(...diagnostics);
  }

  /** Whether an error was reported: the stages after it are not run. */
  get failed(): boolean {
    return hasErrors(this.diagnostics);
  }

  /** An input file and its text. */
  read(file: string, text: string): void {
    this.inputs.push(file);
    this.sources.set(file, text);
  }

  readonly emit: Emit = (path, content, key) => {
    this.outputPaths.add(path);
    const sink = this.options.output;
    if (typeof content !== 'string' && !(content instanceof Uint8Array)) {
      if (sink?.addChunks) sink.addChunks(path, content);
      else this.emit(path, content.join(''), key);
    } else if (sink) sink.add(path, content, key);
    else this.files.set(path, content);
  };

  readonly place: Place = (path, key) => {
    const placed = this.options.output?.place?.(path, key) ?? false;
    if (placed) this.outputPaths.add(path);
    return placed;
  };

  finish(pagesWritten: number, site?: SiteModel): PipelineResult {
    const final = sortDiagnostics(this.options.strict ? promoteWarnings(this.diagnostics) : this.diagnostics);
    const ok = !hasErrors(final);
    const { files, outputPaths, timings, inputs } = this;
    return { diagnostics: final, files: ok ? files : new Map(), fileCount: ok ? outputPaths.size : 0, pagesWritten: ok ? pagesWritten : 0, timings, site, inputs, ok };
  }
}

// A build's output goes to a temporary folder next to the target as it is made, and is swapped
// in with renames only when the whole build succeeded: a failed or interrupted build never
// touches the old output. Files are written as they come, so a large site is never held in
// memory twice (watch mode, which serves from memory, collects them in a map instead).
//
// Nothing is written before `open` has checked the output folder (see output-folder.ts). Builds
// killed at any moment leave only folders named `.<out>.tmp-<pid>-…` or `.<out>.old-<pid>-…`
// beside the output; the next build removes those of processes that no longer run, and puts an
// old output back if a build died between the two renames of its swap.
import { accessSync, closeSync, constants, linkSync, lstatSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, basename } from 'node:path';
import { FatalDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkOutputFolder, OUTPUT_MARKER, OUTPUT_MARKER_TEXT, type ProtectedInput } from './output-folder.js';
import { byteSize, contentId, keyId, manifestFile, OutputReuse } from './output-reuse.js';
import { SpareFolder, spareFolder } from './output-spare.js';
import { WriterThread, writerThreadFile } from './writer-thread.js';
import { stopBuilds, throwIfStopped } from './stopping.js';
import { writeFailure, writing } from './write-errors.js';

/** Written on the calling thread up to this much; a bigger output goes on through a writer thread. */
const WRITE_HERE_UP_TO = 8 * 2 ** 20;

/** How long the marker waits after the last file with reuse: more than a tick of the file system's clock. */
const MARKER_AFTER_MS = 20;

/** Output path (relative, forward slashes) → file content. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** Where the pipeline puts each output file as soon as it exists. */
export interface OutputSink {
  /**
   * Called once the config is known, before the first `add`: returns the problems that forbid
   * writing (an output folder that would destroy the site's inputs, or one specpress did not write).
   */
  open?(inputs: readonly ProtectedInput[]): Diagnostic[];
  /** `key`: what the content is kept under in the build cache (a page's HTML), for `place` in the next build. */
  add(path: string, content: string | Uint8Array, key?: string): void;
  /** Writes a file given in pieces, one after another (optional: otherwise the pieces are joined and added). */
  addChunks?(path: string, chunks: readonly string[]): void;
  /**
   * With the build cache (its folder): unchanged files of the last output are linked rather than
   * written again (output-reuse.ts). Returns the problems met reading what the last build kept.
   */
  reuseFrom?(cacheDir: string): Diagnostic[];
  /** Puts the last output's file made from `key` at `path`; false when the caller must add it. */
  place?(path: string, key: string): boolean;
}

let sequence = 0;
/** Builds of this process with a temporary folder on disk: a signal handler drops those folders. */
const unfinished = new Set<TempOutput>();
const unfinishedListeners: ((pending: boolean) => void)[] = [];

/**
 * `listener(true)` when a build of this process makes its temporary folder while none had one,
 * `listener(false)` when the last such folder is swapped in or removed: the CLI handles SIGINT and
 * SIGTERM only in between, and leaves them to the system (the process ends at once) while no
 * folder of this process is on disk, so a build stops at once in its longest stretches (reading,
 * validating and modelling a large spec), which cannot let a handler run.
 */
export function onUnfinishedOutputs(listener: (pending: boolean) => void): void {
  unfinishedListeners.push(listener);
}

function track(output: TempOutput, pending: boolean): void {
  const before = unfinished.size;
  if (pending) unfinished.add(output);
  else unfinished.delete(output);
  if ((before === 0) !== (unfinished.size === 0)) for (const listener of unfinishedListeners) listener(unfinished.size > 0);
}

/**
 * For SIGINT/SIGTERM handlers: stops this process's builds (none swaps its output in from now on)
 * and removes their temporary folders; resolves once a swap already under way has finished, so
 * the output is never left half-swapped. Resolves to whether such a swap put a new output in place.
 */
export async function discardUnfinishedOutputs(): Promise<boolean> {
  stopBuilds();
  const swapped = await Promise.all([...unfinished].map((output) => output.stop()));
  return swapped.includes(true);
}

export class TempOutput implements OutputSink {
  private readonly target: string;
  private readonly temp: string;
  private readonly dirs = new Set<string>();
  private opened = false;
  private exists = false;
  private committing: Promise<void> | undefined;
  private writer: WriterThread | undefined;
  private threadTried = false;
  private writtenHere = 0;
  /** Set by reuseFrom: the last output's files, and this build's manifest. */
  private reuse: OutputReuse | undefined;
  /** With reuse: the paths linked, and those added (a path added twice is never a link written through). */
  private readonly linked = new Set<string>();
  private readonly added = new Set<string>();
  /** With reuse: the folder the last build swapped out, become this build's temporary folder (output-spare.ts). */
  private spare: SpareFolder | undefined;
  private spareDir: string | undefined;

  constructor(
    outDir: string,
    private readonly options: { force?: boolean } = {},
  ) {
    this.target = resolve(outDir);
    this.temp = join(dirname(this.target), `${this.prefix('tmp')}${process.pid}-${Date.now()}-${sequence++}`);
  }

  open(inputs: readonly ProtectedInput[]): Diagnostic[] {
    const problems = checkOutputFolder({ outDir: this.target, inputs, force: this.options.force });
    if (problems.length > 0) return problems;
    // Whether the folder that will hold the output takes writes is asked now, before any work, so a
    // disk that refuses them (read-only, no permission) says so at once; the temporary folder is
    // made with the first file (see made), so a build stopped before then leaves nothing, not even
    // for a moment. (A recursive mkdir on a read-only disk reports ENOENT, so only the folder that
    // holds it is made recursively.)
    try {
      mkdirSync(dirname(this.target), { recursive: true });
      accessSync(dirname(this.target), constants.W_OK);
    } catch (error) {
      const failure = writeFailure(error, this.target);
      if (failure instanceof FatalDiagnostics) return failure.diagnostics;
      throw error;
    }
    this.opened = true;
    sweepLeftovers(this.target);
    return [];
  }

  /** Makes the temporary folder when the first file comes (tracked from then on for signal handlers). */
  private made(): void {
    if (this.exists) return;
    if (!this.opened) throw new Error('specpress: output written before the output folder was checked');
    track(this, true);
    this.spare = this.spareDir === undefined ? undefined : SpareFolder.take(this.spareDir, this.temp);
    if (this.spare) for (const dir of this.spare.dirs) this.dirs.add(join(this.temp, dir));
    else writing(this.target, () => mkdirSync(this.temp));
    this.exists = true;
  }

  reuseFrom(cacheDir: string): Diagnostic[] {
    this.reuse = new OutputReuse(this.target, manifestFile(cacheDir, this.target));
    this.spareDir = spareFolder(cacheDir, this.target);
    return this.reuse.diagnostics.splice(0);
  }

  /** Reuse statistics of this build (tests, the benchmark): files linked and written. */
  get reused(): { linked: number; written: number } | undefined {
    return this.reuse?.stats;
  }

  place(path: string, key: string): boolean {
    throwIfStopped();
    return this.linkFrom(path, keyId(key));
  }

  /** Links the last output's file made from `id` at `path` (never over a file this build added); recorded under `ids`. */
  private linkFrom(path: string, id: string, ids?: string[]): boolean {
    if (!this.reuse || this.added.has(path) || this.linked.has(path)) return false;
    const source = this.reuse.source(id);
    if (!source) return false;
    this.made();
    // The folder set aside may hold that very file already; else whatever is there makes way.
    if (!this.spare?.keep(path, source.info)) {
      const file = this.cleared(path);
      try {
        linkSync(source.from, file);
      } catch {
        return false; // a file system without hard links: written
      }
    }
    this.reuse.linked(path, id, ids);
    this.linked.add(path);
    return true;
  }

  /** The file of `path` in the temporary folder, nothing there: a file of the folder set aside is never written through. */
  private cleared(path: string): string {
    this.made();
    if (this.spare?.clear(path)) {
      this.dirs.clear();
      for (const dir of this.spare.dirs) this.dirs.add(join(this.temp, dir));
    }
    return this.fileFor(path);
  }

  /**
   * With reuse: whether a file of the last output with the same content was linked (a page made
   * again under a new key may have the same HTML); else records the file for the manifest (and never
   * writes through a link).
   */
  private linkedOrRecorded(path: string, content: string | Uint8Array | readonly string[], key: string | undefined): boolean {
    if (!this.reuse) return false;
    const hash = contentId(content);
    const ids = key === undefined ? [hash] : [hash, keyId(key)];
    if (this.linkFrom(path, hash, ids)) return true;
    if (this.linked.delete(path)) unlinkSync(this.fileFor(path));
    else this.cleared(path);
    this.added.add(path);
    this.reuse.written(path, ids, byteSize(content));
    return false;
  }

  add(path: string, content: string | Uint8Array, key?: string): void {
    // A stopped build writes nothing more: its temporary folder is being removed.
    throwIfStopped();
    this.made();
    if (this.linkedOrRecorded(path, content, key)) return;
    if (this.writer) {
      this.writer.write(join(this.temp, path), content);
      return;
    }
    writing(this.shown(path), () => writeFileSync(this.fileFor(path), content));
    this.writtenHere += content.length;
    if (this.writtenHere > WRITE_HERE_UP_TO && !this.threadTried) {
      // Run from src/ before a build there is no thread file: everything is written here.
      this.threadTried = true;
      const file = writerThreadFile();
      if (file) this.writer = new WriterThread(file);
    }
  }

  addChunks(path: string, chunks: readonly string[]): void {
    throwIfStopped();
    if (this.linkedOrRecorded(path, chunks, undefined)) return;
    writing(this.shown(path), () => {
      const fd = openSync(this.fileFor(path), 'w');
      try {
        for (const chunk of chunks) {
          // writeSync may write less than asked: go on until the whole piece is on disk.
          const bytes = Buffer.from(chunk);
          for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
        }
      } finally {
        closeSync(fd);
      }
    });
  }

  /** Where an output path ends up, for messages (the temporary folder is an implementation detail). */
  private shown(path: string): string {
    return join(this.target, path);
  }

  private fileFor(path: string): string {
    this.made();
    const file = join(this.temp, path);
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return file;
  }

  /**
   * Swaps the new output in for the old one. Another build may swap at the same moment: a rename
   * that finds the target taken again is retried, so every build ends with a complete output
   * (the last one to swap wins) and none fails half-way.
   */
  commit(): Promise<void> {
    if (!this.opened) throw new Error('specpress: commit before the output folder was checked');
    this.committing ??= this.swap();
    return this.committing;
  }

  private async swap(): Promise<void> {
    throwIfStopped();
    try {
      await this.writer?.finish();
    } catch (error) {
      // The thread names the file it failed on, in the temporary folder.
      const file = (error as { file?: string }).file;
      throw writeFailure(error, file?.startsWith(this.temp) ? this.target + file.slice(this.temp.length) : this.target);
    }
    // The last moment a stop is heeded: once the first rename is under way, the swap finishes.
    throwIfStopped();
    this.made(); // an empty build is still a build
    // With reuse, the marker is written a clock tick after the last file (file times are coarse):
    // a file of this output modified later than the marker was modified after the build.
    if (this.reuse) await new Promise((done) => setTimeout(done, MARKER_AFTER_MS));
    // What the folder set aside held that this build did not make goes (its old marker too).
    this.spare?.finish();
    const marker = join(this.temp, OUTPUT_MARKER);
    writing(this.shown(OUTPUT_MARKER), () => {
      writeFileSync(marker, OUTPUT_MARKER_TEXT);
    });
    const folder = this.reuse && writing(this.shown(OUTPUT_MARKER), () => ({ dir: lstatSync(this.temp, { bigint: true }), marker: lstatSync(marker, { bigint: true }) }));
    const olds: string[] = [];
    for (let attempt = 0; ; attempt++) {
      const old = join(dirname(this.target), `${this.prefix('old')}${process.pid}-${Date.now()}-${sequence++}`);
      try {
        await rename(this.target, old);
        olds.push(old);
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw writeFailure(error, this.target);
      }
      try {
        await rename(this.temp, this.target);
        break;
      } catch (error) {
        const code = errorCode(error);
        // Another build put its output in place between our two renames: move it aside too.
        if ((code !== 'ENOTEMPTY' && code !== 'EEXIST') || attempt >= 100) {
          // The previous output goes back where it was.
          const previous = olds.pop();
          if (previous) await rename(previous, this.target).catch(() => undefined);
          throw writeFailure(error, this.target);
        }
        await new Promise((done) => setTimeout(done, Math.floor(Math.random() * 10)));
      }
    }
    track(this, false);
    if (folder) this.reuse?.save(folder.dir, folder.marker.mtimeNs);
    // The output swapped out is set aside for the next build (output-spare.ts) when this one linked
    // its files: its other files are then few. An output this build did not link from (a cold
    // build's predecessor) is removed now: freeing its files' bytes is this build's work, not the next's.
    const [previous, ...others] = olds;
    if (previous && this.spareDir !== undefined && (this.reuse?.stats.linked ?? 0) > 0) SpareFolder.setAside(previous, this.spareDir);
    else if (previous) others.unshift(previous);
    for (const old of others) await rm(old, { recursive: true, force: true });
  }

  /** Drops what was written; the old output stays as it was. */
  async discard(): Promise<void> {
    track(this, false);
    await this.writer?.stop();
    await rm(this.temp, { recursive: true, force: true });
  }

  /**
   * For signal handlers (after stopBuilds): lets a swap that has started finish, else drops the
   * temporary folder. Resolves to whether the new output was swapped in.
   */
  async stop(): Promise<boolean> {
    const swapped = this.committing
      ? await this.committing.then(
          () => true,
          () => false,
        )
      : false;
    if (swapped) return true;
    track(this, false);
    await this.writer?.stop();
    // Synchronous, so nothing of the build runs between the removal and the handler's exit.
    rmSync(this.temp, { recursive: true, force: true });
    return false;
  }

  private prefix(kind: 'tmp' | 'old'): string {
    return `.${basename(this.target)}.${kind}-`;
  }
}

/** Removes what dead builds left beside `target`; restores an old output a build died swapping out. */
export function sweepLeftovers(target: string): void {
  const parent = dirname(target);
  const name = basename(target);
  const pattern = new RegExp(`^\\.${escapeRegExp(name)}\\.(tmp|old)-(\\d+)-(\\d+)-(\\d+)$`);
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  const dead = entries
    .map((entry) => ({ entry, match: pattern.exec(entry) }))
    .filter((e): e is { entry: string; match: RegExpExecArray } => e.match !== null && !isRunning(Number(e.match[2])))
    .sort((a, b) => Number(b.match[3]) - Number(a.match[3]) || Number(b.match[4]) - Number(a.match[4]));
  if (!entries.includes(name)) {
    const old = dead.find((e) => e.match[1] === 'old');
    if (old) {
      try {
        renameSync(join(parent, old.entry), target);
        dead.splice(dead.indexOf(old), 1);
      } catch {
        // another build restored or wrote it first
      }
    }
  }
  for (const { entry } of dead) rmSync(join(parent, entry), { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

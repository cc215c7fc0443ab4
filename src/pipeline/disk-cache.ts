// The build cache on disk (`generate`; `cache` in the config, `--no-cache`): what one build derived
// from its inputs, read back by the next build of the same site instead of derived again. It is
// the one thing specpress writes outside its output folder. Nothing read from it is trusted:
// - every file has a header (format, specpress's version and build id, a checksum of the rest);
//   a file that is foreign, from another specpress build, truncated or altered is ignored, with
//   the warning `build-cache-ignored` when it looked like ours but was not sound;
// - values are kept with node's v8.serialize (cycles and Maps survive; a value that cannot be
//   serialised, a function, is simply not kept);
// - every write is atomic (a temporary file renamed over the old one);
// - small entries live in segments (files of entries' bytes, read at start and read in place: only
//   the entries asked for are deserialised), found through the pack (the index: each key's segment
//   and place); large ones (a reference page's HTML) in files of their own, named by their key,
//   read only when asked for;
// - a build writes a new segment with what it added and a new index; a segment stays while at least
//   half of it is still used (what is left of the others is copied into the new one): a build after
//   one edit writes megabytes, not the whole cache again, and frees no big file;
// - after a good build every entry that build did not use is dropped: the cache holds one build.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { compiledDir, packageRoot } from '../load/package-root.js';

/** Raised when the layout of the files below changes: an older cache is then foreign. */
const FORMAT = 3;
const MAGIC = 'specpress-build-cache';
const PACK = 'pack.bin';
const SEGMENTS = 'segments';
const LARGE = 'large';
/** Held by the build using the folder: its process id. */
const LOCK = 'lock';
/** Entries above this many bytes get a file of their own. */
const LARGE_BYTES = 64 * 1024;
/** A segment smaller than this share of what is kept is copied into the new one rather than kept: few files. */
const SMALL_SEGMENT = 1 / 8;
/** Bytes kept at the start of the segment a build writes as it goes, for its header (written last, padded with spaces). */
const HEADER_ROOM = 512;

/** A kept value: its serialised bytes, or where they are (a large entry), and the files it read with their hashes. */
interface Stored {
  deps: [file: string, hash: string][];
  bytes?: Uint8Array;
  /** The segment its bytes were read from (a kept entry stays there while its segment is kept). */
  segment?: string;
  /** Where its bytes start in that segment. */
  at?: number;
  /** How many bytes it is, when they are not held (an entry this build wrote into its segment as it went). */
  length?: number;
  large?: { name: string; crc: number; size: number };
}

/** specpress's version: package.json's version and the id of the build of dist/ that runs (bin/build.mjs). */
export function specpressVersion(): string {
  let version = 'unknown';
  try {
    version = (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version?: string }).version ?? version;
  } catch {
    /* running from an unusual layout: the build id below still tells builds apart */
  }
  let build = 'source';
  try {
    build = readFileSync(join(compiledDir(), 'build-id.txt'), 'utf8').trim();
  } catch {
    /* running from src/ (the tests' own builds of it): keyed by version alone */
  }
  return `${version}+${build}`;
}

/** A file's first line; `room`: padded with spaces to that many bytes (JSON.parse reads past them). */
function header(checksum: number, size: number, version: string, room = 0): Buffer {
  const json = JSON.stringify({ magic: MAGIC, format: FORMAT, version, checksum, size });
  if (room > 0 && Buffer.byteLength(json) >= room) throw new Error('its header does not fit');
  return Buffer.from(`${json.padEnd(room - 1)}\n`);
}

/** The body of a file written by `withHeader`, or why it cannot be trusted ('foreign': not a file of this specpress). */
function readChecked(file: string, version: string): { body: Buffer } | { problem: string; foreign?: boolean } {
  const data = readFileSync(file);
  const end = data.indexOf(10);
  let head: { magic?: unknown; format?: unknown; version?: unknown; checksum?: unknown; size?: unknown };
  try {
    head = end < 0 ? {} : (JSON.parse(data.subarray(0, end).toString('utf8')) as typeof head);
  } catch {
    head = {};
  }
  if (head.magic !== MAGIC) return { problem: 'it is not a specpress build cache file' };
  if (head.format !== FORMAT || head.version !== version) return { problem: 'another version of specpress wrote it', foreign: true };
  const body = data.subarray(end + 1);
  if (body.length !== head.size || crc32(body) !== head.checksum) return { problem: 'its checksum does not match its content (it was cut short or altered)' };
  return { body };
}

/** Writes the body made of `chunks` behind its header, atomically (the chunks are not copied into one buffer). */
function writeChecked(file: string, chunks: Uint8Array[], version: string): void {
  const temp = `${file}.tmp-${process.pid}`;
  let checksum = 0;
  let size = 0;
  for (const chunk of chunks) {
    checksum = crc32(chunk, checksum);
    size += chunk.length;
  }
  const fd = openSync(temp, 'w');
  try {
    for (const chunk of [header(checksum, size, version), ...chunks]) for (let at = 0; at < chunk.length;) at += writeSync(fd, chunk, at);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** A pack entry as its index holds it: its segment and where its bytes are in it, or its large file. */
type Indexed = Omit<Stored, 'bytes'> & { length?: number };

/** The locks this process holds (two builds in one process, through the API, are two holders too). */
const heldHere = new Set<string>();

/**
 * Takes the folder's lock, or false while a running process holds it (a lock whose process is gone,
 * a build that was killed, is taken over).
 */
function takeLock(dir: string): boolean {
  const file = join(dir, LOCK);
  if (heldHere.has(file)) return false;
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
    return true; // the folder cannot be made: save() reports it
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldHere.add(file);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
      const holder = Number(readFileSafe(file));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DiskCache {
  private readonly stored = new Map<string, Stored>();
  private readonly used = new Set<string>();
  private readonly added = new Map<string, Stored>();
  /** The segments read at open, by name: their size. */
  private readonly segments = new Map<string, number>();
  /**
   * The segment this build writes as it goes: a small entry's bytes are appended when it is kept,
   * not held until save() (a cold build of 10,000 pages keeps about a gigabyte). Null when its file
   * cannot be made: entries are then held, and save() reports the folder's problem.
   */
  private writing: { name: string; temp: string; fd: number; size: number; crc: number; failed?: unknown } | null | undefined;
  readonly diagnostics: Diagnostic[] = [];
  stats = { hits: 0, misses: 0 };

  private constructor(
    readonly dir: string,
    readonly version: string,
  ) {}

  /**
   * The cache in `dir` as the last build left it (empty when there is none, or when it cannot be
   * trusted); undefined while another build holds it. A build holds the folder's lock from open()
   * to close(): a second build of the same site at once runs without the cache rather than read
   * files the first one's save() may remove.
   */
  static open(dir: string, version = specpressVersion()): DiskCache | undefined {
    if (!takeLock(dir)) return undefined;
    const cache = new DiskCache(dir, version);
    const pack = join(dir, PACK);
    if (!existsSync(pack)) return cache;
    let index: Map<string, Indexed>;
    try {
      const read = readChecked(pack, version);
      if ('problem' in read) {
        if (!read.foreign) cache.ignored(pack, read.problem);
        return cache;
      }
      index = deserialize(read.body) as Map<string, Indexed>;
    } catch (error) {
      cache.ignored(pack, `it could not be read (${error instanceof Error ? error.message : String(error)})`);
      return cache;
    }
    // Each segment the index names, read once and checked whole; an entry is a view into it, not a copy.
    const segments = new Map<string, Buffer | undefined>();
    const segmentOf = (name: string): Buffer | undefined => {
      if (segments.has(name)) return segments.get(name);
      let body: Buffer | undefined;
      const file = join(dir, SEGMENTS, name);
      if (/^[0-9a-f]+$/.test(name) && existsSync(file)) {
        try {
          const read = readChecked(file, version);
          if ('problem' in read) cache.ignored(file, read.problem);
          else body = read.body;
        } catch (error) {
          cache.ignored(file, `it could not be read (${error instanceof Error ? error.message : String(error)})`);
        }
      }
      segments.set(name, body);
      if (body) cache.segments.set(name, body.length);
      return body;
    };
    for (const [key, { at, length, segment, ...rest }] of index) {
      if (segment === undefined || at === undefined || length === undefined) {
        if (rest.large) cache.stored.set(key, rest);
        continue;
      }
      const body = segmentOf(segment);
      if (!body) continue; // a segment lost or unsound: its entries are built again
      if (at + length > body.length) {
        cache.ignored(join(dir, SEGMENTS, segment), 'an entry lies past its end');
        segments.set(segment, undefined);
        continue;
      }
      cache.stored.set(key, { ...rest, segment, at, bytes: body.subarray(at, at + length) });
    }
    // Entries of a segment found unsound after some of its entries were taken are dropped too.
    for (const [key, entry] of cache.stored) if (entry.segment !== undefined && !segments.get(entry.segment)) cache.stored.delete(key);
    return cache;
  }

  private ignored(file: string, problem: string): void {
    this.diagnostics.push(
      diagnostic(
        'build-cache-ignored',
        'warning',
        `The build cache file ${file} was ignored: ${problem}. What it held is built again; the output is the same`,
        { file },
        'Nothing to do: the next build rewrites it. If this repeats, delete the cache folder or turn the cache off (`cache: false`, or --no-cache).',
      ),
    );
  }

  /** The value kept under `key` while every file it read is unchanged (`hashOf`: the hash of a file's content now). */
  get<T>(key: string, hashOf: (file: string) => string): { value: T } | undefined {
    const bytes = this.read(key, hashOf);
    if (!bytes) return undefined;
    try {
      const value = deserialize(bytes) as T;
      this.used.add(key);
      this.stats.hits++;
      return { value };
    } catch (error) {
      this.ignored(join(this.dir, PACK), `an entry could not be read (${error instanceof Error ? error.message : String(error)})`);
      this.stats.misses++;
      return undefined;
    }
  }

  /**
   * The bytes kept under `key` as v8.serialize() gave them, a copy of their own (it may be moved to
   * a thread, which deserialises it: the indexer's, which was given the page's counts so), on the
   * terms of get(). The reader must deserialise them; bytes it cannot read are its own error.
   */
  serialized(key: string, hashOf: (file: string) => string): Uint8Array | undefined {
    const bytes = this.read(key, hashOf);
    if (!bytes) return undefined;
    this.used.add(key);
    this.stats.hits++;
    return new Uint8Array(bytes);
  }

  private read(key: string, hashOf: (file: string) => string): Uint8Array | undefined {
    const entry = this.added.get(key) ?? this.stored.get(key);
    if (!entry || !entry.deps.every(([file, hash]) => hashOf(file) === hash)) {
      this.stats.misses++;
      return undefined;
    }
    let bytes = entry.bytes ?? this.written(entry);
    if (!bytes && entry.large) {
      const file = join(this.dir, LARGE, entry.large.name);
      try {
        const data = readFileSync(file);
        if (data.length !== entry.large.size || crc32(data) !== entry.large.crc) {
          this.ignored(file, 'its checksum does not match its content (it was cut short or altered)');
          bytes = undefined;
        } else bytes = data;
      } catch {
        bytes = undefined; // deleted meanwhile: built again, no warning
      }
    }
    if (!bytes) {
      this.stored.delete(key);
      this.added.delete(key);
      this.stats.misses++;
      return undefined;
    }
    return bytes;
  }

  /** Whether `key` is kept (without reading it; a large entry's file must be there). */
  has(key: string): boolean {
    const entry = this.added.get(key) ?? this.stored.get(key);
    return entry !== undefined && (!entry.large || existsSync(join(this.dir, LARGE, entry.large.name)));
  }

  /** Lets another build use the folder (a segment written by a build that was not saved goes). */
  close(): void {
    this.stopWriting();
    const file = join(this.dir, LOCK);
    heldHere.delete(file);
    rmSync(file, { force: true });
  }

  /** Keeps `value` under `key` (written by save()); a value v8 cannot serialise (a function in it) is not kept. */
  set(key: string, value: unknown, deps: [file: string, hash: string][] = []): boolean {
    let bytes: Uint8Array;
    try {
      bytes = serialize(value);
    } catch {
      return false;
    }
    return this.setSerialized(key, bytes, deps);
  }

  /** Keeps the value v8.serialize() gave as `bytes` (serialised elsewhere: the search indexer's thread) under `key`. */
  setSerialized(key: string, bytes: Uint8Array, deps: [file: string, hash: string][] = []): boolean {
    this.used.add(key);
    // A large entry goes to its file now, not held until save(): a big reference's pages are tens of megabytes.
    if (bytes.length > LARGE_BYTES) {
      const name = createHash('sha256').update(key).digest('hex');
      try {
        mkdirSync(join(this.dir, LARGE), { recursive: true });
        const file = join(this.dir, LARGE, name);
        const temp = `${file}.tmp-${process.pid}`;
        writeFileSync(temp, bytes);
        renameSync(temp, file);
      } catch {
        return false; // save() names the folder's problem
      }
      this.added.set(key, { deps, large: { name, crc: crc32(bytes), size: bytes.length } });
    } else {
      const at = this.append(bytes);
      this.added.set(key, at === undefined ? { deps, bytes } : { deps, segment: this.writing!.name, at, length: bytes.length });
    }
    return true;
  }

  /** Appends `bytes` to the segment being written; where they start in its body, or undefined when there is no segment file. */
  private append(bytes: Uint8Array): number | undefined {
    if (this.writing === undefined) {
      const name = randomBytes(12).toString('hex');
      const temp = join(this.dir, SEGMENTS, `${name}.tmp-${process.pid}`);
      try {
        mkdirSync(join(this.dir, SEGMENTS), { recursive: true });
        const fd = openSync(temp, 'w+');
        this.writing = { name, temp, fd, size: 0, crc: 0 };
      } catch {
        this.writing = null;
      }
    }
    const writing = this.writing;
    if (!writing || writing.failed !== undefined) return undefined;
    try {
      for (let done = 0; done < bytes.length;) done += writeSync(writing.fd, bytes, done, bytes.length - done, HEADER_ROOM + writing.size + done);
    } catch (error) {
      // What was written before stays readable; save() reports the error and keeps the last build's cache.
      writing.failed = error;
      return undefined;
    }
    const at = writing.size;
    writing.size += bytes.length;
    writing.crc = crc32(bytes, writing.crc);
    return at;
  }

  /** The bytes of an entry this build wrote into its segment. */
  private written(entry: Stored): Buffer | undefined {
    const writing = this.writing;
    if (!writing || entry.segment !== writing.name || entry.at === undefined || entry.length === undefined) return undefined;
    const bytes = Buffer.alloc(entry.length);
    try {
      for (let done = 0; done < bytes.length;) {
        const read = readSync(writing.fd, bytes, done, bytes.length - done, HEADER_ROOM + entry.at + done);
        if (read === 0) return undefined;
        done += read;
      }
    } catch {
      return undefined;
    }
    return bytes;
  }

  /** The segment being written made a cache file: its header (checksum and size of what was appended), then its name. */
  private finishSegment(): void {
    const writing = this.writing;
    if (!writing) return;
    if (writing.failed !== undefined) throw writing.failed;
    if (writing.size === 0) return this.stopWriting();
    const head = header(writing.crc, writing.size, this.version, HEADER_ROOM);
    for (let done = 0; done < head.length;) done += writeSync(writing.fd, head, done, head.length - done, done);
    closeSync(writing.fd);
    this.writing = undefined;
    renameSync(writing.temp, join(this.dir, SEGMENTS, writing.name));
  }

  /** Closes the segment being written and removes it (save() did not make it part of the cache). */
  private stopWriting(): void {
    const writing = this.writing;
    if (!writing) return;
    this.writing = undefined;
    try {
      closeSync(writing.fd);
    } catch {
      /* closed already */
    }
    rmSync(writing.temp, { force: true });
  }

  /** Marks `key` as used by this build without reading it (a large entry whose reader is not called). */
  touch(key: string): void {
    if (this.has(key)) this.used.add(key);
  }

  /**
   * After a good build: writes what it added and drops what it did not use. Failures are not the
   * build's: the cache is then only as old as before (a warning names why).
   */
  save(): void {
    const unused = [...this.stored.keys()].filter((key) => !this.used.has(key));
    if (this.added.size === 0 && unused.length === 0) return;
    try {
      mkdirSync(join(this.dir, LARGE), { recursive: true });
      mkdirSync(join(this.dir, SEGMENTS), { recursive: true });
      const kept = new Map<string, Stored>();
      const live = new Map<string, number>();
      for (const key of this.used) {
        const entry = this.added.get(key) ?? this.stored.get(key);
        if (!entry) continue;
        kept.set(key, entry);
        if (entry.segment !== undefined && entry.bytes) live.set(entry.segment, (live.get(entry.segment) ?? 0) + entry.bytes.length);
      }
      // A segment mostly used and not small stays as it is; the used entries of the others are copied into the new one.
      const total = [...kept.values()].reduce((sum, entry) => sum + (entry.bytes?.length ?? entry.length ?? 0), 0);
      const staying = new Set([...live].filter(([name, bytes]) => bytes * 2 >= (this.segments.get(name) ?? 0) && bytes >= total * SMALL_SEGMENT).map(([name]) => name));
      const index = new Map<string, Indexed>();
      // What this build added is in its segment already; the used entries of segments that go are copied into it.
      for (const [key, { bytes, segment, at: from, length, ...rest }] of kept) {
        if (!bytes && segment !== undefined && from !== undefined && length !== undefined) index.set(key, { ...rest, segment, at: from, length });
        else if (!bytes) index.set(key, rest);
        else if (segment !== undefined && from !== undefined && staying.has(segment)) index.set(key, { ...rest, segment, at: from, length: bytes.length });
        else {
          const at = this.append(bytes);
          if (at === undefined) throw this.writing?.failed ?? new Error('its segment file could not be made');
          index.set(key, { ...rest, segment: this.writing!.name, at, length: bytes.length });
        }
      }
      this.finishSegment();
      writeChecked(join(this.dir, PACK), [serialize(index)], this.version);
      // Segments and large files no kept entry names (and temporary files a stopped build left) go.
      const segments = new Set([...index.values()].flatMap((entry) => (entry.segment !== undefined ? [entry.segment] : [])));
      for (const file of readdirSync(join(this.dir, SEGMENTS))) if (!segments.has(file)) rmSync(join(this.dir, SEGMENTS, file), { force: true });
      const names = new Set([...kept.values()].flatMap((entry) => (entry.large ? [entry.large.name] : [])));
      for (const name of readdirSync(join(this.dir, LARGE))) if (!names.has(name)) rmSync(join(this.dir, LARGE, name), { force: true });
    } catch (error) {
      this.diagnostics.push(
        diagnostic(
          'build-cache-not-written',
          'warning',
          `The build cache could not be written to ${this.dir} (${error instanceof Error ? error.message : String(error)}); the next build starts cold`,
          { file: this.dir },
          'Make the folder writable, move it (`cache: { dir: … }`) or turn the cache off (`cache: false`, or --no-cache).',
        ),
      );
    }
  }
}

// The files of the last output a build may hard-link instead of writing again (the build cache's
// second builds: of 10,000 output files one edit changes a few dozen). The output folder is still
// swapped in whole (output.ts): the new folder gets a link to each unchanged file of the old one
// (or has it already: the folder the last build swapped out becomes the next one's, output-spare.ts)
// and a fresh file for each changed one, so a failed build leaves the old output as it was, and a
// reader sees the same bytes a build writing every file would have written.
//
// What a file was made from is in a manifest the build keeps beside the build cache (not in the
// output folder, which holds only what the site serves): per output path, an id (the build
// cache's key of a page's HTML, else a hash of the content) and its size; the folder's device and
// inode; and the modification time of the folder's marker, written at least one clock tick after
// the last file. A file of the old output is linked only when:
// - the manifest is sound (its checksum) and names the very folder now in place (device, inode:
//   a build without the cache, or two builds at once, put another folder there);
// - the file is a regular file of the recorded size, modified before the marker was written
//   (a file edited or replaced by hand since the build has a later time, and is written again).
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync, type BigIntStats } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';

const MAGIC = 'specpress-output-manifest';
const FORMAT = 1;

/** One file of an output: its path, what it was made from (its content's hash, and its key when it has one), its size in bytes. */
type Entry = [path: string, ids: string[], size: number];

interface Manifest {
  dev: string;
  ino: string;
  /** The marker's modification time (ns): every file of the output was written before it. */
  before: string;
  files: Entry[];
}

/** The manifest of the output folder `target` in the build cache's folder `cacheDir`. */
export function manifestFile(cacheDir: string, target: string): string {
  return join(cacheDir, 'outputs', `${createHash('sha1').update(target).digest('hex')}.manifest`);
}

/** The id of content given without a key: its hash. */
export function contentId(content: string | Uint8Array | readonly string[]): string {
  const hash = createHash('sha1');
  if (typeof content === 'string' || content instanceof Uint8Array) hash.update(content);
  else for (const chunk of content) hash.update(chunk);
  return `h${hash.digest('hex')}`;
}

/** The id of content known by the key it is kept under (a page's HTML in the build cache). */
export function keyId(key: string): string {
  return `k${createHash('sha1').update(key).digest('hex')}`;
}

export function byteSize(content: string | Uint8Array | readonly string[]): number {
  if (typeof content === 'string') return Buffer.byteLength(content);
  if (content instanceof Uint8Array) return content.length;
  let size = 0;
  for (const chunk of content) size += Buffer.byteLength(chunk);
  return size;
}

export class OutputReuse {
  /** The last output's files by id; empty when it cannot be trusted. */
  private readonly previous = new Map<string, { path: string; ids: string[]; size: number }>();
  private before = 0n;
  /** This build's files, for its manifest. */
  private readonly entries = new Map<string, Entry>();
  readonly diagnostics: Diagnostic[] = [];
  stats = { linked: 0, written: 0 };

  constructor(
    private readonly target: string,
    private readonly file: string,
  ) {
    const manifest = this.read();
    if (!manifest) return;
    try {
      const folder = lstatSync(target, { bigint: true });
      if (!folder.isDirectory() || String(folder.dev) !== manifest.dev || String(folder.ino) !== manifest.ino) return;
    } catch {
      return;
    }
    this.before = BigInt(manifest.before);
    for (const [path, ids, size] of manifest.files) for (const id of ids) this.previous.set(id, { path, ids, size });
  }

  private read(): Manifest | undefined {
    let data: Buffer;
    try {
      data = readFileSync(this.file);
    } catch {
      return undefined; // none yet
    }
    const end = data.indexOf(10);
    try {
      const head = JSON.parse(data.subarray(0, end).toString('utf8')) as { magic?: unknown; format?: unknown; checksum?: unknown };
      if (head.magic !== MAGIC || head.format !== FORMAT) throw new Error('it is not an output manifest of this specpress');
      const body = data.subarray(end + 1);
      if (crc32(body) !== head.checksum) throw new Error('its checksum does not match its content (it was cut short or altered)');
      const manifest = JSON.parse(body.toString('utf8')) as Manifest;
      if (!Array.isArray(manifest.files) || !manifest.files.every((entry) => Array.isArray(entry[1])) || typeof manifest.before !== 'string' || !/^\d+$/.test(manifest.before))
        throw new Error('its content is not a manifest');
      return manifest;
    } catch (error) {
      this.diagnostics.push(
        diagnostic(
          'build-cache-ignored',
          'warning',
          `The build cache file ${this.file} was ignored: ${error instanceof Error && end >= 0 ? error.message : 'it could not be read'}. Every output file is written again; the output is the same`,
          { file: this.file },
          'Nothing to do: the next build rewrites it. If this repeats, delete the cache folder or turn the cache off (`cache: false`, or --no-cache).',
        ),
      );
      return undefined;
    }
  }

  /**
   * The last output's file made from `id`, when it can be trusted: its path in the output folder
   * and what lstat says of it; undefined when the caller must write the file.
   */
  source(id: string): { from: string; info: BigIntStats } | undefined {
    const old = this.previous.get(id);
    if (!old) return undefined;
    const from = join(this.target, old.path);
    try {
      const info = lstatSync(from, { bigint: true });
      if (!info.isFile() || info.size !== BigInt(old.size) || info.mtimeNs >= this.before) return undefined;
      return { from, info };
    } catch {
      return undefined;
    }
  }

  /** A file of the last output made from `id` placed at `path` (see source), recorded under `ids` (by default those it had). */
  linked(path: string, id: string, ids?: string[]): void {
    const old = this.previous.get(id)!;
    this.entries.set(path, [path, ids ?? old.ids, old.size]);
    this.stats.linked++;
  }

  /** A file this build writes. */
  written(path: string, ids: string[], size: number): void {
    this.entries.set(path, [path, ids, size]);
    this.stats.written++;
  }

  /** After the swap: the manifest of the folder now at the target, with its marker's time. Failures only cost the next build its reuse. */
  save(folder: { dev: bigint; ino: bigint }, before: bigint): void {
    const manifest: Manifest = { dev: String(folder.dev), ino: String(folder.ino), before: String(before), files: [...this.entries.values()] };
    const body = Buffer.from(JSON.stringify(manifest));
    const head = Buffer.from(`${JSON.stringify({ magic: MAGIC, format: FORMAT, checksum: crc32(body) })}\n`);
    const temp = `${this.file}.tmp-${process.pid}`;
    try {
      mkdirSync(join(this.file, '..'), { recursive: true });
      writeFileSync(temp, Buffer.concat([head, body]));
      renameSync(temp, this.file);
    } catch {
      try {
        unlinkSync(temp);
      } catch {
        /* never written */
      }
    }
  }
}

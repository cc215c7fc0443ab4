// The output folder a build swapped out, kept aside beside the build cache's folder to become the next
// build's temporary folder (the build cache's second builds). Building the new folder from nothing
// means a `mkdir` per page folder and a link per unchanged file, and the swap then removes the old
// folder's names one by one: at 2,500 pages about 1.5 s of CPU, mostly the kernel's, for a build
// that changes a few dozen files. The folder set aside has the same folders, and most of its files
// are the very files of the output now in place (hard links made by the build that replaced it), so
// the next build checks each one rather than making it.
//
// Nothing in the folder set aside is trusted: a file is kept only when it is the same file (device
// and inode) as the output's file the build would have linked, which output-reuse.ts trusts for
// its size and time; anything else there (another file, a link, an extra name) is removed or
// replaced. Because its files are hard links to the output in place, none is ever written
// through: a path is unlinked before it is written (`clear`). The folder is taken by renaming it
// to the build's temporary name, so two builds never share it; the output in place is not touched.
import { lstatSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, unlinkSync, type BigIntStats } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

/**
 * Where the output folder `target` swapped out is set aside: beside the build cache's folder
 * `cacheDir`, not in it (`node_modules/.cache/specpress-outputs/`), so a CI job that caches the
 * cache folder does not carry a copy of the site's output with it.
 */
export function spareFolder(cacheDir: string, target: string): string {
  return join(`${cacheDir}-outputs`, createHash('sha1').update(target).digest('hex'));
}

export class SpareFolder {
  /** Its files (output paths, forward slashes) not yet kept or removed. */
  private readonly files = new Set<string>();
  /** Its folders (output paths); `''` is the folder itself. */
  readonly dirs = new Set<string>();
  /** Folders that may be left empty once the files no build wants are removed. */
  private readonly emptied = new Set<string>();

  private constructor(private readonly root: string) {
    this.walk('');
  }

  /**
   * Moves the folder set aside at `spare` to `temp` and reads what it holds; undefined (and `temp`
   * not made) when there is none or it cannot be moved (another file system, another build took it).
   */
  static take(spare: string, temp: string): SpareFolder | undefined {
    try {
      renameSync(spare, temp);
    } catch {
      return undefined;
    }
    try {
      return new SpareFolder(temp);
    } catch {
      rmSync(temp, { recursive: true, force: true });
      return undefined;
    }
  }

  /** Sets the old output folder `old` aside at `spare` for the next build; else removes it. */
  static setAside(old: string, spare: string): void {
    try {
      mkdirSync(join(spare, '..'), { recursive: true });
      rmSync(spare, { recursive: true, force: true });
      renameSync(old, spare);
    } catch {
      rmSync(old, { recursive: true, force: true });
    }
  }

  /** Only folders and regular files are kept; anything else (a symbolic link above all) is removed now. */
  private walk(dir: string): void {
    const entries = readdirSync(join(this.root, dir), { withFileTypes: true });
    this.dirs.add(dir);
    if (entries.length === 0) this.emptied.add(dir);
    for (const entry of entries) {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) this.walk(path);
      else if (entry.isFile()) this.files.add(path);
      else {
        unlinkSync(join(this.root, path));
        this.emptied.add(dir);
      }
    }
  }

  /**
   * Whether the file at `path` is the file `source` (same device and inode: the same bytes); it is
   * then the build's, and counted as placed. Otherwise nothing is changed.
   */
  keep(path: string, source: BigIntStats): boolean {
    if (!this.files.has(path)) return false;
    let info: BigIntStats;
    try {
      info = lstatSync(join(this.root, path), { bigint: true });
    } catch {
      return false;
    }
    if (!info.isFile() || info.ino !== source.ino || info.dev !== source.dev) return false;
    this.files.delete(path);
    return true;
  }

  /**
   * Makes way for a file the build writes or links at `path`: removes the file held there (never
   * written through) and any file of the folder standing where one of its folders goes, or the
   * folder standing where it goes. True when folders were removed.
   */
  clear(path: string): boolean {
    if (this.files.delete(path)) {
      unlinkSync(join(this.root, path));
      return false;
    }
    let removed = false;
    if (this.dirs.has(path)) {
      removed = true;
      rmSync(join(this.root, path), { recursive: true, force: true });
      for (const dir of [...this.dirs]) if (dir === path || dir.startsWith(`${path}/`)) this.dirs.delete(dir);
      for (const file of [...this.files]) if (file.startsWith(`${path}/`)) this.files.delete(file);
    }
    for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
      const above = path.slice(0, at);
      if (this.files.delete(above)) unlinkSync(join(this.root, above));
    }
    return removed;
  }

  /** Removes the files no build wanted, then the folders left empty (deepest first). */
  finish(): void {
    for (const path of this.files) {
      unlinkSync(join(this.root, path));
      this.emptied.add(parent(path));
    }
    this.files.clear();
    const candidates = new Set<string>();
    for (let dir of this.emptied)
      for (; dir !== ''; dir = parent(dir)) {
        if (candidates.has(dir)) break;
        candidates.add(dir);
      }
    for (const dir of [...candidates].sort((a, b) => b.length - a.length)) {
      try {
        rmdirSync(join(this.root, dir));
        this.dirs.delete(dir);
      } catch {
        // holds a file of this build
      }
    }
  }
}

function parent(path: string): string {
  const at = path.lastIndexOf('/');
  return at === -1 ? '' : path.slice(0, at);
}

// The one rule for every file a page or a spec names (an image, an `<img>`, a `$ref`, an MDX
// partial) and for every symbolic link in docs/ and static/: it is read, and so may be published,
// only when it is
//  - inside the site folder, after following links (nothing of the machine is published);
//  - not hidden: no part of its real path below the site starts with `.` (`.git/config` often
//    holds a CI token, `.env` the secrets; one line in a pull request must not publish them);
//  - a regular file: a folder is an author's slip, and a named pipe, socket or device would block
//    a read forever (the build, `watch` and Ctrl-C with it);
//  - at most MAX_NAMED_FILE_BYTES long.
// The checks use stat, which never blocks on a FIFO; the read then opens without blocking and
// looks at what it opened again, so a file swapped for a pipe in between is refused too.
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync, type Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { isInside, realOrResolved } from './paths.js';

/**
 * 50 MB: far above any picture a page shows or any part of a split spec (GitHub's whole
 * description is 10 MB of YAML), below what hosts accept per file (GitHub Pages refuses files
 * over 100 MB and git warns over 50 MB), and small enough to hold in memory while it is hashed.
 */
export const MAX_NAMED_FILE_BYTES = 50 * 1024 * 1024;

export type PathRefusal =
  | { reason: 'outside'; real: string }
  | { reason: 'hidden'; real: string; /** Its real path in the site, and that path down to the part that hides it. */ inSite: string; part: string }
  | { reason: 'missing' }
  | { reason: 'folder' }
  | { reason: 'special'; kind: string }
  | { reason: 'too-large'; size: number; limit: number };

export type PathCheck = { ok: true; real: string; size: number } | { ok: false; refusal: PathRefusal };

/**
 * Where a real path lies for the site (its real path): inside it, outside, or inside but hidden
 * (`hidden`: its path in the site down to the part that hides it, e.g. `.git` for `.git/config`).
 */
export function placeInSite(real: string, site: string): { inside: true } | { inside: false; hidden?: string } {
  if (real !== site && !isInside(real, site)) return { inside: false };
  const parts = relative(site, real).split(sep);
  const at = parts.findIndex((part) => part.startsWith('.'));
  return at < 0 ? { inside: true } : { inside: false, hidden: parts.slice(0, at + 1).join('/') };
}

/** The site folder's real path, as the checks compare against it. */
export function realSite(siteDir: string): string {
  try {
    return realpathSync(siteDir);
  } catch {
    return realOrResolved(siteDir);
  }
}

/** Whether `file` may be read, by the rule above; never opens it. `site` is the site folder's real path. */
export function checkSitePath(file: string, site: string): PathCheck {
  const real = realOrResolved(file);
  const placed = placeInSite(real, site);
  if (!placed.inside) return { ok: false, refusal: refusalOf(real, site, placed.hidden) };
  let info: Stats;
  try {
    info = statSync(real);
  } catch {
    return { ok: false, refusal: { reason: 'missing' } };
  }
  return judge(info, real);
}

async function checkSitePathAsync(file: string, site: string): Promise<PathCheck> {
  const real = await realpath(file).catch(() => realOrResolved(file));
  const placed = placeInSite(real, site);
  if (!placed.inside) return { ok: false, refusal: refusalOf(real, site, placed.hidden) };
  return statJudged(real, MAX_NAMED_FILE_BYTES);
}

/** What stat says of `file` (never opened), judged as a regular file of at most `limit` bytes. */
async function statJudged(file: string, limit: number): Promise<PathCheck> {
  const info = await stat(file).catch(() => undefined);
  return info ? judge(info, file, limit) : { ok: false, refusal: { reason: 'missing' } };
}

/**
 * The part of the rule for a module a page's code imports (esbuild reads it): a regular file of
 * at most the size limit, judged by stat so a FIFO or a device is never opened. Where it lies is
 * not judged: React and MDX pages are the author's code, which may import from anywhere (a
 * monorepo's packages), and could read any file at build time anyway.
 */
export async function checkImportedFile(file: string): Promise<PathRefusal | undefined> {
  const judged = await statJudged(file, MAX_NAMED_FILE_BYTES);
  // esbuild reports a missing file itself.
  return judged.ok || judged.refusal.reason === 'missing' ? undefined : judged.refusal;
}

function refusalOf(real: string, site: string, hidden: string | undefined): PathRefusal {
  return hidden === undefined ? { reason: 'outside', real } : { reason: 'hidden', real, inSite: relative(site, real).split(sep).join('/'), part: hidden };
}

function judge(info: Stats, real: string, limit = MAX_NAMED_FILE_BYTES): PathCheck {
  if (info.isDirectory()) return { ok: false, refusal: { reason: 'folder' } };
  if (!info.isFile()) return { ok: false, refusal: { reason: 'special', kind: specialKind(info) } };
  if (info.size > limit) return { ok: false, refusal: { reason: 'too-large', size: info.size, limit } };
  return { ok: true, real, size: info.size };
}

function specialKind(info: Stats): string {
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

// O_NONBLOCK: opening a FIFO for reading returns at once instead of waiting for a writer (not on Windows, which has no FIFOs of this kind).
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export type SiteRead = { ok: true; real: string; content: Buffer } | { ok: false; refusal: PathRefusal };

/** The content of `file` when the rule allows it. */
export function readSiteFileSync(file: string, site: string): SiteRead {
  const checked = checkSitePath(file, site);
  if (!checked.ok) return checked;
  let fd: number;
  try {
    fd = openSync(checked.real, OPEN_FLAGS);
  } catch {
    return { ok: false, refusal: { reason: 'missing' } };
  }
  try {
    const again = judge(fstatSync(fd), checked.real);
    if (!again.ok) return again;
    const content = Buffer.alloc(again.size);
    let read = 0;
    for (let n = -1; read < content.length && n !== 0; read += n) n = readSync(fd, content, read, content.length - read, read);
    return { ok: true, real: checked.real, content: read === content.length ? content : content.subarray(0, read) };
  } catch {
    return { ok: false, refusal: { reason: 'missing' } };
  } finally {
    closeSync(fd);
  }
}

/** readSiteFileSync, without holding the thread. */
export async function readSiteFile(file: string, site: string): Promise<SiteRead> {
  const checked = await checkSitePathAsync(file, site);
  return checked.ok ? readChecked(checked.real, MAX_NAMED_FILE_BYTES) : checked;
}

/**
 * 512 MiB: a file the config names (a spec, a stylesheet, the config itself) is read whole as one
 * string, and V8 cannot make a string much longer than that; the largest real description we
 * know (Microsoft Graph beta) is 47 MB.
 */
export const MAX_CONFIG_NAMED_FILE_BYTES = 512 * 1024 * 1024;

/**
 * A file the config names (or the config itself): where it lies is the author's choice, but it
 * must be a regular file, judged by stat and opened without blocking, so a FIFO, a socket or a
 * device named by mistake is an error instead of a build that waits forever.
 */
export async function readNamedFile(file: string): Promise<SiteRead> {
  const judged = await statJudged(file, MAX_CONFIG_NAMED_FILE_BYTES);
  return judged.ok ? readChecked(file, MAX_CONFIG_NAMED_FILE_BYTES) : judged;
}

/** Reads a file that passed the checks, opened without blocking and judged again as opened. */
async function readChecked(real: string, limit: number): Promise<SiteRead> {
  const handle = await open(real, OPEN_FLAGS).catch(() => undefined);
  if (!handle) return { ok: false, refusal: { reason: 'missing' } };
  try {
    const again = judge(await handle.stat(), real, limit);
    if (!again.ok) return again;
    const content = Buffer.alloc(again.size);
    let read = 0;
    for (let n = -1; read < content.length && n !== 0; read += n) n = (await handle.read(content, read, content.length - read, read)).bytesRead;
    return { ok: true, real, content: read === content.length ? content : content.subarray(0, read) };
  } catch {
    return { ok: false, refusal: { reason: 'missing' } };
  } finally {
    await handle.close();
  }
}

/** What a refusal says, for a diagnostic: why (after "…is not read: "), the code's last part, and what to do. */
/** The last part of a refused file's code, by why it was refused. */
interface RefusalCodes {
  outside: 'outside-site';
  hidden: 'hidden-file';
  missing: 'missing-file';
  folder: 'not-a-file';
  special: 'not-a-file';
  'too-large': 'file-too-large';
}
export type RefusalCode<R extends PathRefusal = PathRefusal> = RefusalCodes[R['reason']];

export function describeRefusal<R extends PathRefusal>(refusal: R, shown: string, siteDir: string): { why: string; code: RefusalCode<R>; hint: string };
export function describeRefusal(refusal: PathRefusal, shown: string, siteDir: string): { why: string; code: RefusalCode; hint: string } {
  switch (refusal.reason) {
    case 'outside':
      return { code: 'outside-site', why: `it leads to ${refusal.real}, outside the site folder ${siteDir}`, hint: 'Keep the file inside the site folder (copy it in) and name it by its path there.' };
    case 'hidden':
      return {
        code: 'hidden-file',
        why: `${refusal.inSite === refusal.part ? `${refusal.part} is a hidden file or folder of the site` : `${refusal.inSite} is inside ${refusal.part}, a hidden folder of the site`} (hidden files and folders such as .git and .env are never read or published)`,
        hint: 'Move the file to a folder whose name does not start with a dot, or remove the reference.',
      };
    case 'missing':
      return { code: 'missing-file', why: `there is no file ${shown}`, hint: 'Fix the path: it is relative to the file that names it.' };
    case 'folder':
      return { code: 'not-a-file', why: `${shown} is a folder, where a file was expected`, hint: 'Name a file inside the folder.' };
    case 'special':
      return { code: 'not-a-file', why: `${shown} is ${refusal.kind}, not a regular file (reading it could wait forever)`, hint: 'Replace it with a regular file.' };
    case 'too-large':
      return {
        code: 'file-too-large',
        why: `${shown} is ${formatBytes(refusal.size)}, over the limit of ${formatBytes(refusal.limit)} for ${refusal.limit === MAX_NAMED_FILE_BYTES ? 'a file a page or spec names' : 'a file the config names'}`,
        hint: 'Make the file smaller (compress or resize an image, split a spec), or host it elsewhere and link to its URL.',
      };
  }
}

function formatBytes(bytes: number): string {
  const unit = (size: number) => size.toFixed(1).replace(/\.0$/, '');
  if (bytes >= 1024 ** 3) return `${unit(bytes / 1024 ** 3)} GiB`;
  if (bytes >= 1024 ** 2) return `${unit(bytes / 1024 ** 2)} MiB`;
  return `${bytes.toLocaleString('en')} bytes`;
}

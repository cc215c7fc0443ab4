// One build of a site per version of the code, shared by every test file that reads it: the
// proposal site alone was built by nine files, most fixtures by two or three. vitest runs files in
// separate workers, so the build lives in os.tmpdir() under a hash of everything it depends on
// (dist/, templates/, the site's inputs, the config text and the CLI flags), and a lock folder
// makes a second worker wait for the build the first one started instead of building it again.
// A later run with the same code and inputs reuses it too.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve, sep } from 'node:path';
import { repoRoot, runCli, type CliRun } from './cli.js';

export interface BuiltSite {
  /** The output folder (contains the base path's folder). */
  out: string;
  /** The CLI run that wrote it: exit code and what it printed. */
  run: CliRun;
}

export interface SharedBuildOptions {
  /** Edits the config text first (variants of a fixture); the site folder is then copied. */
  patch?: (config: string) => string;
  /**
   * The site's inputs, relative to its folder: the files the cache key covers. Default: the
   * site's folder, or for a fixture all of fixtures/ (some read specs of their neighbours).
   */
  inputs?: string[];
  /** More `generate` flags, e.g. ['--strict']. */
  args?: string[];
}

function filesUnder(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // A site's build cache (node_modules/.cache) is the builds' output, not their input: hashing it
    // made a developer's second `npm test` build every fixture again. Committed packages stay in.
    if (entry.isDirectory()) {
      if (!(entry.name === '.cache' && basename(dir) === 'node_modules')) filesUnder(path, out);
    } else out.push(path);
  }
  return out;
}

/**
 * Per input path (a folder or a file): the stat signature (files, sizes, modification times) its
 * contents were last hashed at, and that hash. Every build call hashes dist/ (28 MB), templates/
 * and its inputs (all of fixtures/, 4 MB): 82 ms of CPU a call, paid by each of a run's many
 * calls; a worker now reads them again only when a stat differs, which costs a few milliseconds.
 */
const hashed = new Map<string, { signature: string; hash: string }>();

function pathHash(path: string): string {
  const files = (existsSync(path) && statSync(path).isDirectory() ? filesUnder(path) : [path]).sort();
  const signature = files
    .map((file) => {
      const info = statSync(file, { throwIfNoEntry: false });
      return `${file}\0${info?.size ?? -1}\0${info?.mtimeMs ?? -1}`;
    })
    .join('\n');
  const known = hashed.get(path);
  if (known?.signature === signature) return known.hash;
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(repoRoot, file)).update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  const digest = hash.digest('hex');
  hashed.set(path, { signature, hash: digest });
  return digest;
}

function fingerprint(paths: string[]): string {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) hash.update(relative(repoRoot, path)).update('\0').update(pathHash(path));
  return hash.digest('hex').slice(0, 16);
}

const PREFIX = 'specpress-build-';
function defaultInput(siteDir: string): string {
  const fixtures = join(repoRoot, 'fixtures');
  return resolve(siteDir).startsWith(fixtures + sep) ? fixtures : resolve(siteDir);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * This worker's builds, one after another: they run in the worker's one JavaScript thread (the
 * CLI in-process), so starting several at once (a test file's beforeAll building its sites) only
 * interleaves them, and each would hold its whole site in memory at the same time.
 */
let lastBuild: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(build: () => Promise<T>): Promise<T> {
  const next = lastBuild.then(build, build);
  lastBuild = next.catch(() => undefined);
  return next;
}

/** Whether the process that took a lock is gone (a run stopped with Ctrl-C while it built). */
async function holderGone(lock: string): Promise<boolean> {
  const pid = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
  // No pid: the holder is between making the folder and writing the file, or died there.
  if (!pid) return Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now()) > 10_000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Takes the lock folder, or returns false once another worker's build completed the entry. */
async function lockOrWait(lock: string, complete: string): Promise<boolean> {
  for (;;) {
    if (existsSync(complete)) return false;
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await holderGone(lock)) await rm(lock, { recursive: true, force: true });
    else await sleep(100);
  }
}

/**
 * Builds a site with the CLI (`specpress generate --config … --out …`, test/helpers/cli.ts's runCli) into
 * os.tmpdir(), once: the output and the run are reused while the built CLI, the templates,
 * the site's inputs, the config and the flags are unchanged. Tests only read what it wrote.
 */
export async function sharedBuild(siteDir: string, options: SharedBuildOptions = {}): Promise<BuiltSite> {
  if (!existsSync(join(repoRoot, 'dist', 'cli.cjs')) || !existsSync(join(repoRoot, 'dist', 'client', 'runtime.js'))) {
    throw new Error('dist/ is missing: run `node bin/build.mjs` (npm test does) before these tests');
  }
  const args = options.args ?? [];
  const configText = readFileSync(join(siteDir, 'specpress.config.yaml'), 'utf8');
  const config = options.patch ? options.patch(configText) : configText;
  const key = createHash('sha256')
    .update(fingerprint([join(repoRoot, 'dist'), join(repoRoot, 'templates'), ...(options.inputs?.map((path) => resolve(siteDir, path)) ?? [defaultInput(siteDir)])]))
    .update(config)
    .update(JSON.stringify(args))
    .digest('hex')
    .slice(0, 16);
  const entry = join(tmpdir(), `${PREFIX}${key}`);
  const out = join(entry, 'out');
  const complete = join(entry, 'run.json');
  const done = async (): Promise<BuiltSite> => {
    // In use: the clean-up below leaves alone what was used in the last 10 minutes.
    await utimes(entry, new Date(), new Date());
    return { out, run: JSON.parse(await readFile(complete, 'utf8')) as CliRun };
  };
  if (existsSync(complete)) return done();
  const lock = `${entry}.lock`;
  if (!(await lockOrWait(lock, complete))) return done();
  try {
    if (existsSync(complete)) return done();
    // Builds of earlier code versions and work folders of killed runs (unused for 10 minutes, so
    // not in use) go away.
    for (const name of readdirSync(tmpdir())) {
      const path = join(tmpdir(), name);
      // Another test file may remove the same old output at the same time: a vanished entry is fine.
      const mtime = name.startsWith(PREFIX) && !name.endsWith('.lock') && path !== entry ? statSync(path, { throwIfNoEntry: false })?.mtimeMs : undefined;
      if (mtime !== undefined && Date.now() - mtime > 600_000) await rm(path, { recursive: true, force: true });
    }
    const work = await mkdtemp(join(tmpdir(), `${PREFIX}work-`));
    try {
      let configFile = join(siteDir, 'specpress.config.yaml');
      if (options.patch) {
        // A patched copy of the site folder (inputs are relative to the config file).
        const copy = join(work, 'site');
        await cp(siteDir, copy, { recursive: true, filter: (source) => !/[\\/](build|node_modules|\.git)$/.test(source) });
        configFile = join(copy, 'specpress.config.yaml');
        await writeFile(configFile, config);
      }
      const built = join(work, 'entry');
      const run = await oneAtATime(() => runCli(['generate', '--config', configFile, '--out', join(built, 'out'), ...args]));
      await writeFile(join(built, 'run.json'), JSON.stringify(run));
      await rm(entry, { recursive: true, force: true });
      await rename(built, entry);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
  return done();
}

/** The proposal site lives at the repository root; these are its inputs. */
export const proposalInputs = ['specpress.config.yaml', 'docs', 'specs'];

// Runs the built CLI (dist/) the way a user or a pipeline does: runCli in this test worker (the
// CLI loaded once, each run with its own output streams and folder: what a user sees of it, without
// a process start per run), runCliProcess as the real process (bin/specpress.js) where the process
// itself is what a test asserts (signals, --verbose stacks, what the binary prints and exits with).
import { execa } from 'execa';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { meterRun } from './run-log.js';
import { sharedBuild } from './shared-build.js';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const bin = join(repoRoot, 'bin', 'specpress.js');

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  /** stdout + stderr, for assertions that do not care which stream. */
  output: string;
}

/** The real process: `node bin/specpress.js …args` in `cwd`. */
export async function runCliProcess(args: string[], cwd = repoRoot): Promise<CliRun> {
  const meter = meterRun('process', args, cwd, repoRoot);
  const result = await execa('node', [bin, ...args], { cwd, reject: false, env: { NO_COLOR: '1' } });
  meter.end(result.exitCode ?? -1);
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr), output: `${result.stdout}\n${result.stderr}` };
}

/** dist/cli.cjs's entry (src/cli/index.ts): it takes its io and returns its exit code. */
interface BuiltCli {
  runCli(argv: readonly string[], io: { stdout(text: string): void; stderr(text: string): void; cwd: string; ownsProcess: boolean }): Promise<number>;
}
let builtCli: BuiltCli | undefined;

function loadCli(): BuiltCli {
  if (builtCli) return builtCli;
  // As under bin/specpress.js, React in production mode: it chooses when first required, so it is
  // required here with NODE_ENV=production, which is then put back (the processes tests start, npm
  // install among them, inherit this worker's environment).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const require = createRequire(join(repoRoot, 'dist', 'cli.cjs'));
    for (const name of ['react', 'react/jsx-runtime', 'react-dom/server']) require(name);
    builtCli = require('./cli.cjs') as BuiltCli;
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return builtCli;
}

/** One output stream as execa gives it: its text without the final line end. */
const streamText = (chunks: string[]) => chunks.join('').replace(/\r?\n$/, '');

/**
 * `specpress …args` in `cwd`, run in this worker: what it prints to stdout and stderr and the exit
 * code it returns, as the process would show them (bin/specpress.js only passes them on).
 */
export async function runCli(args: string[], cwd = repoRoot): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  let exitCode: number;
  const meter = meterRun('in-process', args, cwd, repoRoot);
  try {
    exitCode = await loadCli().runCli(['node', bin, ...args], { stdout: (text) => out.push(text), stderr: (text) => err.push(text), cwd, ownsProcess: false });
  } catch (error) {
    // What the process would do with an exception runCli let through: its stack, exit code 1.
    err.push(`${error instanceof Error ? error.stack : String(error)}\n`);
    exitCode = 1;
  }
  meter.end(exitCode);
  const stdout = streamText(out);
  const stderr = streamText(err);
  return { exitCode, stdout, stderr, output: `${stdout}\n${stderr}` };
}

/** Folders made by tempDir in this test file; test/helpers/remove-temp-dirs.ts removes them after it. */
const madeDirs: string[] = [];

export async function tempDir(prefix = 'specpress-test-'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/** Removes every folder tempDir made so far (a test run would otherwise leave thousands behind). */
export async function removeTempDirs(): Promise<void> {
  const dirs = madeDirs.splice(0);
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
}

/** Copies a fixture site into a temp folder (tests never edit the repo's files). */
export async function copyFixture(name: string): Promise<string> {
  const dir = await tempDir();
  // Not a build cache a build of the fixture in place left (node_modules/.cache/specpress).
  await cp(join(repoRoot, 'fixtures', name), dir, { recursive: true, filter: (source) => !/[\\/]node_modules[\\/]\.cache(?:[\\/]|$)/.test(source) });
  return dir;
}

/**
 * `generate --config fixtures/<name>/specpress.config.yaml`: built once for every test file that
 * reads it (test/helpers/shared-build.ts), so its output is only to be read.
 */
export async function generateFixture(name: string): Promise<{ run: CliRun; out: string; read: (path: string) => Promise<string> }> {
  const { run, out } = await sharedBuild(join(repoRoot, 'fixtures', name));
  return { run, out, read: (path) => readFile(join(out, path), 'utf8') };
}

/** One diagnostic of `specpress validate --format json`, as a user's tooling reads it. */
export interface JsonDiagnostic {
  file: string | null;
  line: number | null;
  column: number | null;
  severity: 'error' | 'warning';
  code: string;
  message: string;
  hint: string | null;
}

// Runs the real CLI (bin/specpress.js → dist/) the way a user or a pipeline does.
import { execa } from 'execa';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

export async function runCli(args: string[], cwd = repoRoot): Promise<CliRun> {
  const result = await execa('node', [bin, ...args], { cwd, reject: false, env: { NO_COLOR: '1' } });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr), output: `${result.stdout}\n${result.stderr}` };
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

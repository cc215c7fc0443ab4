// runCli(argv, io), the CLI's entry (dist/cli.cjs), as a program that runs specpress inside its own
// process sees it: the exit code returned, everything printed through the io given, paths read
// from and shown against the io's folder, and the process's own exit code and streams untouched.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

interface Cli {
  runCli(argv: string[], io: { stdout(text: string): void; stderr(text: string): void; cwd: string; ownsProcess: boolean }): Promise<number>;
}

describe('runCli with an io of its own', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the exit code, prints only through the io, and reads paths from its folder', async () => {
    const { runCli } = createRequire(import.meta.url)(join(repoRoot, 'dist', 'cli.cjs')) as Cli;
    const written = vi.spyOn(process.stdout, 'write');
    const writtenErr = vi.spyOn(process.stderr, 'write');
    const exitCodeBefore = process.exitCode;
    const run = async (args: string[], cwd: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runCli(['node', 'specpress', ...args], { stdout: (text) => out.push(text), stderr: (text) => err.push(text), cwd, ownsProcess: false });
      return { code, out: out.join(''), err: err.join('') };
    };

    const invalid = await run(['validate'], join(repoRoot, 'fixtures', 'invalid', 'yaml-syntax'));
    expect(invalid.code).toBe(1);
    expect(invalid.err).toMatch(/^specpress\.config\.yaml:\d+:\d+: error YAML syntax error.*\[config-yaml-syntax\]$/m);
    expect(invalid.out).toMatch(/✖ 1 error, 0 warnings\n$/);

    const usage = await run(['validate', '--no-such-flag'], repoRoot);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/unknown option '--no-such-flag'/);

    const version = await run(['--version'], repoRoot);
    const { version: shipped } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(version).toEqual({ code: 0, out: `${shipped}\n`, err: '' });

    expect(process.exitCode).toBe(exitCodeBefore);
    expect(written).not.toHaveBeenCalled();
    expect(writtenErr).not.toHaveBeenCalled();
  });
});

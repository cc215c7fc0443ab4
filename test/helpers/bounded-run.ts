// The CLI run as hostile input is: a hard timeout and a V8 heap cap on the real CLI process. Going
// over either, or a crash (out of memory, stack overflow, a stack trace), fails the test.
import { execa } from 'execa';
import { expect } from 'vitest';
import { bin, repoRoot } from './cli.js';
import { meterRun } from './run-log.js';

export const TIME_BOUND_MS = 20_000;
export const HEAP_BOUND_MB = 512;

export interface BoundedRun {
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
}

/** The CLI under a hard time limit and a heap cap: exceeding either fails the test. */
export async function runBounded(args: string[], cwd: string): Promise<BoundedRun> {
  const meter = meterRun('process', args, cwd, repoRoot);
  const result = await execa('node', [`--max-old-space-size=${HEAP_BOUND_MB}`, bin, ...args], { cwd, reject: false, timeout: TIME_BOUND_MS, env: { NO_COLOR: '1' } });
  meter.end(result.exitCode ?? -1);
  expect(result.timedOut, `still running after ${TIME_BOUND_MS} ms`).toBe(false);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).not.toMatch(/heap out of memory|Maximum call stack size exceeded|^\s+at .*\.(c?js|ts):\d+:\d+\)?$/m);
  return { exitCode: result.exitCode, stdout: String(result.stdout), stderr: String(result.stderr) };
}

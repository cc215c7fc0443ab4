// What a test run spends on the CLI, counted (bench/README.md, "Test time, ninth pass"): with
// SPECPRESS_TEST_RUN_LOG=<file> set, each runCli / runCliProcess appends one JSON line to <file>
// (which test file, args, cwd, CPU and wall), and each test file one line of its CPU (meterFile,
// twelfth pass). Off by default: a plain run writes nothing.
import { appendFileSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect } from 'vitest';

const logFile = process.env.SPECPRESS_TEST_RUN_LOG;

/** CPU (ms) of this process's reaped children, from /proc/self/stat (cutime + cstime, in ticks of 10 ms). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

export interface RunMeter {
  end(exitCode: number): void;
}

/** Starts counting one run; `kind` says whether it ran in this worker or as a child process. */
export function meterRun(kind: 'in-process' | 'process', args: readonly string[], cwd: string, root: string): RunMeter {
  if (!logFile) return { end() {} };
  const startWall = performance.now();
  const startCpu = process.cpuUsage();
  const startChildren = childrenCpuMs();
  return {
    end(exitCode) {
      const cpu = process.cpuUsage(startCpu);
      const state = expect.getState();
      const line = {
        kind,
        file: state.testPath ? relative(root, state.testPath) : null,
        test: state.currentTestName ?? null,
        args: args.map((arg) => arg.replace(/\/tmp\/[^/]+/, '<tmp>')),
        cwd: (relative(root, cwd) || '.').replace(/^(\.\.\/)+tmp\/[^/]+/, '<tmp>'),
        exitCode,
        wallMs: Math.round(performance.now() - startWall),
        // In-process: the worker's own CPU (its threads included); a process: its children's.
        cpuMs: kind === 'in-process' ? Math.round((cpu.user + cpu.system) / 1000) : childrenCpuMs() - startChildren,
      };
      appendFileSync(logFile, `${JSON.stringify(line)}\n`);
    },
  };
}

/**
 * With the log on, one line per test file: the worker's CPU (its threads included) and its reaped
 * children's, from the file's set-up (before its imports) to its last hook. That is what the file
 * costs but chromium's share (chromium's processes are the browser server's children).
 */
export function meterFile(): { start(): void; end(): void } {
  let startCpu: NodeJS.CpuUsage | undefined;
  let startChildren = 0;
  let startWall = 0;
  return {
    start() {
      if (!logFile) return;
      startCpu = process.cpuUsage();
      startChildren = childrenCpuMs();
      startWall = performance.now();
    },
    end() {
      if (!logFile || !startCpu) return;
      const cpu = process.cpuUsage(startCpu);
      const path = expect.getState().testPath;
      const line = {
        kind: 'file',
        file: path ? relative(process.cwd(), path) : null,
        // When it ended (ms since the epoch): with one worker, a poller's samples of chromium's CPU split by file.
        endedAt: Date.now(),
        wallMs: Math.round(performance.now() - startWall),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
        childrenMs: childrenCpuMs() - startChildren,
      };
      appendFileSync(logFile, `${JSON.stringify(line)}\n`);
    },
  };
}

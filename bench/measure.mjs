// Runs a command (node script + args) as a fresh process and returns wall time, peak memory and,
// with GNU time, CPU time (user + system: on a shared machine the steadier figure).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));
// GNU time reports the peak memory without touching the measured process; the preload fallback
// (an extra module loaded at start) adds a few milliseconds to the wall time.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

export function measureNode(args, options = {}) {
  const [command, argv] = gnuTime ? [gnuTime, ['-f', '__PEAK_RSS_KB=%M __CPU_S=%U+%S', process.execPath, ...args]] : [process.execPath, ['--import', preload, ...args]];
  const start = process.hrtime.bigint();
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`bench command failed (${result.status}): ${args.join(' ')}\n${result.stderr}`);
  const rssKb = Number(/__PEAK_RSS_KB=(\d+)/.exec(result.stderr)?.[1] ?? NaN);
  const cpu = /__CPU_S=([\d.]+)\+([\d.]+)/.exec(result.stderr);
  return { ms, rssMb: rssKb / 1024, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : NaN, stdout: result.stdout };
}

/**
 * A folder of outputs set aside between timed runs, emptied once the timing is over. Deleting a run's
 * output right before the next run made that run's file creation the measured cost: on ext4 (this
 * machine's disk) a new inode is searched for past every inode freed in the last half minute (the
 * kernel's `recently_deleted()`, 40 % of a `perf` profile of `mkdir`), so after an `rm -rf` of the
 * 4,000-page pair's outputs a build spent 9.3 s (specpress) and 5.5–7.4 s (Eleventy) in the kernel,
 * and 0.8–1.4 s and 0.5–0.6 s with the outputs renamed away instead (bench/README.md, session 23).
 * A tool that writes more files paid more than its share: the search grows with the files freed.
 */
export class Trash {
  constructor(dir) {
    this.dir = dir;
    this.count = 0;
  }

  /** Moves `path` (if it exists) into the trash: the next run starts without it, nothing freed. */
  async setAside(path) {
    if (!existsSync(path)) return;
    await mkdir(this.dir, { recursive: true });
    await rename(path, join(this.dir, String(this.count++)));
  }

  /** Deletes what was set aside: after the last timed run. */
  async empty() {
    await rm(this.dir, { recursive: true, force: true });
  }
}

/** The build steps `specpress generate --timings` printed: step name → ms. */
export function stepTimings(stdout) {
  return new Map([...stdout.matchAll(/^ {2}(\S.*?)\s+(\d+) ms(?:\s+\d+ MB heap)?$/gm)].map((m) => [m[1], Number(m[2])]));
}

/** Sum of the build steps (the rest of the wall time is process start and exit). */
export function stepsMs(stdout) {
  return [...stepTimings(stdout).values()].reduce((sum, ms) => sum + ms, 0);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function printTable(rows) {
  const width = Math.max(...rows.map((r) => r.name.length), 6);
  console.log(`| ${'metric'.padEnd(width)} | value |`);
  console.log(`| ${'-'.repeat(width)} | ----- |`);
  for (const row of rows) console.log(`| ${row.name.padEnd(width)} | ${row.value} |`);
}

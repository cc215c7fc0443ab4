// Runs a command (node script + args) as a fresh process and returns wall time and peak memory.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));

export function measureNode(args, options = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--import', preload, ...args], { encoding: 'utf8', ...options });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`bench command failed (${result.status}): ${args.join(' ')}\n${result.stderr}`);
  const rssKb = Number(/__PEAK_RSS_KB=(\d+)/.exec(result.stderr)?.[1] ?? NaN);
  return { ms, rssMb: rssKb / 1024, stdout: result.stdout };
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

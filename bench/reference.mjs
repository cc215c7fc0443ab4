// API reference benchmark rows for bench/run.mjs: build time and peak memory of the proposal site
// (its two references) and of a generated 1,000-operation (~10 MB) spec, plus the HTML and gzip
// size of every reference page. Each build is a fresh `node bin/specpress.js generate` process.
//   node bench/reference.mjs        prints the rows on their own
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeLargeSite } from './make-large-spec.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const preload = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));
const RUNS = 3;

/** One cold CLI run: wall time, peak memory (via /usr/bin/time -v if present, else maxRSS of the child). */
function generate(args, cwd) {
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const argv = useTime ? ['-v', process.execPath, bin, 'generate', ...args] : ['--import', preload, bin, 'generate', ...args];
  const start = process.hrtime.bigint();
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`generate failed (${result.status}): ${args.join(' ')}\n${result.stdout}\n${result.stderr}`);
  const kb = useTime ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1]) : Number(/__PEAK_RSS_KB=(\d+)/.exec(result.stderr)?.[1]);
  return { ms, mb: kb / 1024 };
}

const STEP = 'load docs and static files; build API references';

/** The pipeline's own timing of the step that builds the references (a fresh CLI process, `--timings`). */
function referenceStepMs(config, out) {
  const result = spawnSync(process.execPath, [bin, 'generate', '--config', config, '--out', out, '--timings'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`generate failed: ${result.stdout}\n${result.stderr}`);
  const line = result.stdout.split('\n').find((l) => l.trim().startsWith(STEP));
  const ms = Number(/(\d+) ms\s*$/.exec(line ?? '')?.[1]);
  if (!Number.isFinite(ms)) throw new Error(`no timing for "${STEP}" in:\n${result.stdout}`);
  return ms;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function measureSite(label, args, cwd, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(generate(args, cwd));
  return [
    { name: `${label}: cold generate, wall time (median of ${runs})`, value: `${median(results.map((r) => r.ms)).toFixed(0)} ms` },
    { name: `${label}: cold generate, peak memory (median of ${runs})`, value: `${median(results.map((r) => r.mb)).toFixed(0)} MB` },
  ];
}

/** HTML and gzip bytes of every reference page under `dir` (one row per page, or a summary if many). */
async function pageSizes(label, out, dir) {
  const base = join(out, dir);
  const files = (await readdir(base, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  const pages = [];
  for (const file of files) {
    const html = await readFile(join(base, file));
    pages.push({ page: `/${relative(out, join(base, file)).replace(/(^|\/)index\.html$/, '')}`, bytes: html.length, gzip: gzipSync(html).length });
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  if (pages.length <= 4) return pages.map((p) => ({ name: `${label}: ${p.page} HTML / gzip`, value: `${kb(p.bytes)} / ${kb(p.gzip)}` }));
  const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const total = pages.reduce((n, p) => n + p.bytes, 0);
  const totalGzip = pages.reduce((n, p) => n + p.gzip, 0);
  return [
    { name: `${label}: reference pages`, value: String(pages.length) },
    { name: `${label}: largest page (${largest.page}) HTML / gzip`, value: `${kb(largest.bytes)} / ${kb(largest.gzip)}` },
    { name: `${label}: all reference pages HTML / gzip`, value: `${kb(total)} / ${kb(totalGzip)}` },
  ];
}

export async function benchReference() {
  const rows = [];
  const work = await mkdtemp(join(tmpdir(), 'specpress-bench-reference-'));
  try {
    // The proposal site: docs plus the two references (v2 latest, v1 deprecated).
    const proposalOut = join(work, 'proposal');
    rows.push(...(await measureSite('reference, proposal site', ['--out', proposalOut], root, RUNS)));
    const steps = Array.from({ length: RUNS }, () => referenceStepMs(join(root, 'specpress.config.yaml'), join(work, 'proposal-step')));
    rows.push({ name: `reference, proposal site: both references (pipeline step "${STEP}", median of ${RUNS})`, value: `${median(steps).toFixed(0)} ms` });
    for (const page of ['api-docs/api', 'api-docs/api-v1']) rows.push(...(await pageSizes('reference, proposal site', proposalOut, page)));

    // A generated site around a 1,000-operation spec.
    const large = join(work, 'large');
    const { config, specBytes } = await writeLargeSite(large, 1000);
    rows.push({ name: 'reference, 1,000-operation spec: YAML size', value: `${(specBytes / 1e6).toFixed(1)} MB` });
    const largeOut = join(large, 'build');
    rows.push(...(await measureSite('reference, 1,000-operation spec', ['--config', config, '--out', largeOut], large, 1)));
    rows.push({ name: `reference, 1,000-operation spec: reference step ("${STEP}")`, value: `${referenceStepMs(config, join(large, 'build-step')).toFixed(0)} ms` });
    rows.push(...(await pageSizes('reference, 1,000-operation spec', largeOut, 'docs/api')));
    const sizes = await Promise.all((await readdir(join(largeOut, 'docs/api'), { recursive: true })).filter((f) => f.endsWith('.html')).map(async (f) => (await stat(join(largeOut, 'docs/api', f))).size));
    rows.push({ name: 'reference, 1,000-operation spec: pages over 2 MB', value: String(sizes.filter((s) => s > 2_000_000).length) });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchReference()) console.log(`| ${row.name} | ${row.value} |`);
}

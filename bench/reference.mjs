// API reference benchmark rows for bench/run.mjs: build time and peak memory of the proposal site
// (its two references) and of a generated 1,000-operation (~10 MB) spec, plus the HTML and gzip
// size of every reference page. Each build is a fresh `node bin/specpress.js generate` process.
//   node bench/reference.mjs        prints the rows on their own
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeLargeSite } from './make-large-spec.mjs';
import { measureNode, median, stepTimings } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const RUNS = 3;
const STEP = 'load docs and static files; build API references';

/**
 * Cold CLI runs: wall time, peak memory, and the pipeline's own timing (`--timings`) of the step
 * that builds the references, all from the same runs.
 */
function measureSite(label, args, cwd, runs) {
  const results = Array.from({ length: runs }, () => measureNode([bin, 'generate', '--no-cache', ...args, '--timings'], { cwd, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 }));
  const steps = results.map((r) => stepTimings(r.stdout).get(STEP));
  if (steps.some((ms) => ms === undefined)) throw new Error(`no timing for "${STEP}" in:\n${results[0].stdout}`);
  return {
    rows: [
      { name: `${label}: cold generate, wall time (median of ${runs})`, value: `${median(results.map((r) => r.ms)).toFixed(0)} ms` },
      { name: `${label}: cold generate, peak memory (median of ${runs})`, value: `${median(results.map((r) => r.rssMb)).toFixed(0)} MB` },
    ],
    stepMs: median(steps),
  };
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
    const proposal = measureSite('reference, proposal site', ['--out', proposalOut], root, RUNS);
    rows.push(...proposal.rows);
    rows.push({ name: `reference, proposal site: both references (pipeline step "${STEP}", median of ${RUNS})`, value: `${proposal.stepMs.toFixed(0)} ms` });
    for (const page of ['api-docs/api', 'api-docs/api-v1']) rows.push(...(await pageSizes('reference, proposal site', proposalOut, page)));

    // A generated site around a 1,000-operation spec.
    const large = join(work, 'large');
    const { config, specBytes } = await writeLargeSite(large, 1000);
    rows.push({ name: 'reference, 1,000-operation spec: YAML size', value: `${(specBytes / 1e6).toFixed(1)} MB` });
    const largeOut = join(large, 'build');
    const largeSite = measureSite('reference, 1,000-operation spec', ['--config', config, '--out', largeOut], large, 1);
    rows.push(...largeSite.rows);
    rows.push({ name: `reference, 1,000-operation spec: reference step ("${STEP}")`, value: `${largeSite.stepMs.toFixed(0)} ms` });
    rows.push(...(await pageSizes('reference, 1,000-operation spec', largeOut, 'docs/api')));
    const sizes = await Promise.all(
      (await readdir(join(largeOut, 'docs/api'), { recursive: true })).filter((f) => f.endsWith('.html')).map(async (f) => (await stat(join(largeOut, 'docs/api', f))).size),
    );
    rows.push({ name: 'reference, 1,000-operation spec: pages over 2 MB', value: String(sizes.filter((s) => s > 2_000_000).length) });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchReference()) console.log(`| ${row.name} | ${row.value} |`);
}

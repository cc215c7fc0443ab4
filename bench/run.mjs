// `npm run bench`: speed and size of specpress, printed as a table. Figures, not assertions.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureNode, median, printTable, stepsMs } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const RUNS = 5;

async function benchGenerate() {
  const out = await mkdtemp(join(tmpdir(), 'specpress-bench-'));
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Cold: a fresh process and a fresh output folder every time.
    await rm(join(out, 'build'), { recursive: true, force: true });
    runs.push(measureNode([bin, 'generate', '--no-cache', '--out', join(out, 'build'), '--timings'], { cwd: root }));
  }
  await rm(out, { recursive: true, force: true });
  return [
    { name: `proposal site: cold generate, wall time (median of ${RUNS})`, value: `${median(runs.map((r) => r.ms)).toFixed(0)} ms` },
    { name: `proposal site: cold generate, of which build steps (median of ${RUNS})`, value: `${median(runs.map((r) => stepsMs(r.stdout))).toFixed(0)} ms` },
    { name: `proposal site: cold generate, fastest of ${RUNS}`, value: `${Math.min(...runs.map((r) => r.ms)).toFixed(0)} ms` },
    { name: `proposal site: cold generate, peak memory (median of ${RUNS})`, value: `${median(runs.map((r) => r.rssMb)).toFixed(0)} MB` },
  ];
}

const rows = [...(await benchGenerate())];
// Further sections live beside this file, one per area; each exports an async function returning rows.
for (const [file, name] of [
  ['reference.mjs', 'benchReference'],
  ['client.mjs', 'benchClient'],
  ['watch.mjs', 'benchWatch'],
  ['search.mjs', 'benchSearch'],
  ['docs-sites.mjs', 'benchDocsSites'],
  ['markdown-pair.mjs', 'benchPair'],
]) {
  const path = join(root, 'bench', file);
  if (!existsSync(path)) continue;
  const mod = await import(path);
  if (typeof mod[name] === 'function') rows.push(...(await mod[name]()));
}
printTable(rows);

// Docs folders written for other tools: cold generate of the MDX fixtures (Docusaurus' own
// starter docs, and the feature fixture with tabs, partials and components).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureNode, median } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const RUNS = 5;

export async function benchDocsSites() {
  const rows = [];
  for (const [fixture, label] of [
    ['docusaurus-classic', "Docusaurus' starter docs (12 MDX pages)"],
    ['docusaurus-mdx', 'MDX feature fixture (3 MDX pages, tabs, partials, components)'],
  ]) {
    const out = await mkdtemp(join(tmpdir(), 'specpress-bench-'));
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      await rm(join(out, 'build'), { recursive: true, force: true });
      runs.push(measureNode([bin, 'generate', '--no-cache', '--config', join(root, 'fixtures', fixture, 'specpress.config.yaml'), '--out', join(out, 'build')], { cwd: root }));
    }
    await rm(out, { recursive: true, force: true });
    rows.push({
      name: `${label}: cold generate, wall time / peak memory (median of ${RUNS})`,
      value: `${median(runs.map((r) => r.ms)).toFixed(0)} ms / ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB`,
    });
  }
  return rows;
}

// Search budget (`npm run bench`): gzip size of the proposal site's index and the time to first
// results — the median over 20 queries in Node, with the options the browser loads it with.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { measureNode, median } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const QUERIES = [
  'proposal',
  'send',
  'contact',
  'webhook',
  'organisation',
  'pricetable',
  'createProposal',
  'company_id',
  'retry',
  'authentication',
  'bearer',
  'date_failed',
  'product directory',
  'vat',
  'template',
  'status won',
  'person',
  'errors 422',
  'proposal_comment_received',
  'trash',
];

export async function benchSearch() {
  const dir = await mkdtemp(join(tmpdir(), 'specpress-bench-search-'));
  try {
    measureNode([join(root, 'bin', 'specpress.js'), 'generate', '--no-cache', '--out', join(dir, 'build')], { cwd: root });
    const site = join(dir, 'build');
    const manifest = JSON.parse(await readFile(join(site, 'api-docs', 'search-manifest.json'), 'utf8'));
    const json = await readFile(join(site, manifest.index.slice(1)), 'utf8');
    const loadStart = performance.now();
    const index = MiniSearch.loadJSON(json, manifest.options);
    const loadMs = performance.now() - loadStart;
    for (const query of QUERIES) index.search(query); // warm up
    const times = QUERIES.map((query) => {
      const start = performance.now();
      index.search(query);
      return performance.now() - start;
    });
    return [
      { name: `search: index size (${manifest.documents} documents)`, value: `${(gzipSync(json).length / 1024).toFixed(1)} KB gzip (${(json.length / 1024).toFixed(0)} KB raw)` },
      { name: 'search: index load (MiniSearch.loadJSON)', value: `${loadMs.toFixed(1)} ms` },
      { name: `search: query time (median of ${QUERIES.length} queries)`, value: `${median(times).toFixed(2)} ms (max ${Math.max(...times).toFixed(2)} ms)` },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

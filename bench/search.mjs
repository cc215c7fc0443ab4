// Search budget (`npm run bench`): gzip size of the proposal site's index (all its pieces) and the
// time of a search once its pieces are read: the median over 20 queries in Node, run by the
// browser's own search code. bench/search-scale.mjs measures search at 10,000 pages, in chromium.
import { build } from 'esbuild';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
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
    const folder = join(site, manifest.index.base.slice(1));
    let gzip = 0;
    let raw = 0;
    const files = await readdir(folder);
    for (const file of files) {
      const bytes = await readFile(join(folder, file));
      gzip += gzipSync(bytes).length;
      raw += bytes.length;
    }
    // The browser's search code (src/client/search/pieces.ts), bundled for Node, reading the pieces from the output folder.
    const bundle = join(dir, 'pieces.mjs');
    await build({ entryPoints: [join(root, 'src', 'client', 'search', 'pieces.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile: bundle, logLevel: 'silent' });
    const { piecesIndex } = await import(pathToFileURL(bundle).href);
    const index = piecesIndex(manifest.index, async (url) => JSON.parse(await readFile(join(site, url.slice(1)), 'utf8')));
    for (const query of QUERIES) await index.search(query, 6); // reads the pieces
    const times = [];
    for (const query of QUERIES) {
      const start = performance.now();
      await index.search(query, 6);
      times.push(performance.now() - start);
    }
    return [
      { name: `search: index size (${manifest.documents} documents, ${files.length} files)`, value: `${(gzip / 1024).toFixed(1)} KB gzip (${(raw / 1024).toFixed(0)} KB raw)` },
      { name: `search: query time, pieces read (median of ${QUERIES.length} queries)`, value: `${median(times).toFixed(2)} ms (max ${Math.max(...times).toFixed(2)} ms)` },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `reference.layout: operation` against `layout: page` on GitHub's REST description (1,223
// operations): build time, peak memory, the output's size and its largest and median reference
// pages, and the navigation's share of an operation page. Builds are interleaved (page,
// operation, page, …) and medians reported. The description comes from bench/real-specs.mjs's
// cache (installed there on first use).
//   nice -n 10 node bench/operation-pages.mjs [--runs 3]
// bench/README.md has the figures. Figures, not assertions.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureNode, median } from './measure.mjs';
import { builtPages, installRealSpecs, REAL_SITES, writeRealSite } from './real-specs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

await installRealSpecs();
const github = REAL_SITES.find((site) => site.name === 'github');
const work = await mkdtemp(join(tmpdir(), 'specpress-bench-oppages-'));
const layouts = ['page', 'operation'];
const sites = {};
for (const layout of layouts) {
  const dir = join(work, layout);
  sites[layout] = { dir, paths: await writeRealSite({ ...github, entry: `${github.entry}, layout: ${layout}` }, dir), runs: [] };
}

/** Bytes of every file under `dir`. */
async function folderBytes(dir) {
  let total = 0;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(join(dir, file));
    if (info.isFile()) total += info.size;
  }
  return total;
}

try {
  for (let i = 0; i < runs; i++) {
    for (const layout of layouts) {
      const site = sites[layout];
      await rm(site.paths.out, { recursive: true, force: true });
      site.runs.push(
        measureNode([bin, 'generate', '--no-cache', '--config', site.paths.config, '--out', site.paths.out], { cwd: site.dir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 << 20 }),
      );
      console.error(`operation-pages: round ${i + 1}/${runs} layout ${layout}: ${(site.runs.at(-1).ms / 1000).toFixed(2)} s, ${site.runs.at(-1).rssMb.toFixed(0)} MB`);
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `| layout | build s (median of ${runs}; min–max) | peak MB (median) | output MB | reference pages | largest reference page HTML / gzip | median reference page HTML / gzip | route page HTML / gzip | navigation per page, median / largest |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const layout of layouts) {
    const site = sites[layout];
    const ms = site.runs.map((r) => r.ms);
    const pages = (await builtPages(site.paths.out)).filter((p) => p.reference).sort((a, b) => a.bytes - b.bytes);
    const largest = pages.at(-1);
    const middle = pages[Math.floor(pages.length / 2)];
    const routePage = pages.find((p) => p.url === '/docs/api');
    // The navigation's bytes in each reference page.
    const navs = [];
    for (const page of pages) navs.push(Buffer.byteLength(/<aside class="reference-nav"[\s\S]*?<\/aside>/.exec(await readFile(join(site.paths.out, page.file), 'utf8'))?.[0] ?? ''));
    console.log(
      `| ${layout} | ${(median(ms) / 1000).toFixed(2)} (${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)}) | ${median(site.runs.map((r) => r.rssMb)).toFixed(0)} | ${((await folderBytes(site.paths.out)) / 1e6).toFixed(1)} | ${pages.length} | ${kb(largest.bytes)} / ${kb(largest.gzip)} (${largest.url}) | ${kb(middle.bytes)} / ${kb(middle.gzip)} | ${kb(routePage.bytes)} / ${kb(routePage.gzip)} | ${kb(median(navs))} / ${kb(Math.max(...navs))} |`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

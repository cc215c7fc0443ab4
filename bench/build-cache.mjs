// The build cache (#37 item 1): a cold `generate` (no cache) against the next one after one guide is
// edited, on GitHub's REST description (the site of bench/real-specs.mjs) and on the 2,500-page docs
// tree of bench/docs-scale.mjs. Runs interleaved (cold, edited, cold, …), medians reported.
//   nice -n 10 node bench/build-cache.mjs [--runs 3]
// Targets (issue #37): GitHub's edited build ≤ 0.5× Redocly's build-docs (about 2.0 s on this
// machine: bench/real-specs.mjs prints it), the 2,500 pages' edited build ≤ 25% of the cold one.
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectMarkdown, installCorpusPackages, pagePath, writeSite } from './docs-scale.mjs';
import { measureNode, median } from './measure.mjs';
import { installRealSpecs, REAL_SITES, writeRealSite } from './real-specs.mjs';

const bin = fileURLToPath(new URL('../bin/specpress.js', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

await installRealSpecs();
await installCorpusPackages();
const work = await mkdtemp(join(tmpdir(), 'specpress-bench-cache-'));
try {
  const github = join(work, 'github');
  const gh = await writeRealSite(
    REAL_SITES.find((s) => s.name === 'github'),
    github,
  );
  const docs = join(work, 'docs');
  const ds = await writeSite(docs, await collectMarkdown(), 2500);
  const sites = [
    { name: "GitHub's REST description (bench/real-specs.mjs), one guide edited", dir: github, config: gh.config, guide: join(github, 'docs', 'index.md') },
    { name: '2,500 docs pages (bench/docs-scale.mjs), one page edited', dir: docs, config: ds.config, guide: join(docs, 'docs', `${pagePath(1200)}.md`) },
  ];
  for (const site of sites) Object.assign(site, { cold: [], edited: [] });
  const build = (site) => measureNode([bin, 'generate', '--config', site.config, '--out', join(site.dir, 'build')], { cwd: site.dir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 256 << 20 });
  for (let i = 0; i < runs; i++) {
    for (const site of sites) {
      await rm(join(site.dir, 'node_modules', '.cache'), { recursive: true, force: true });
      site.cold.push(build(site)); // cold: fills the cache
      await appendFile(site.guide, `\nEdited in round ${i + 1}.\n`);
      site.edited.push(build(site));
      console.error(`build-cache: round ${i + 1}/${runs} ${site.name}: cold ${(site.cold.at(-1).ms / 1000).toFixed(2)} s, edited ${(site.edited.at(-1).ms / 1000).toFixed(2)} s`);
    }
  }
  console.log(`| site | cold build s (median of ${runs}) | build after the edit s | ratio | peak MB cold / edited |`);
  console.log('| ---- | ---: | ---: | ---: | ---: |');
  for (const site of sites) {
    const cold = median(site.cold.map((r) => r.ms));
    const edited = median(site.edited.map((r) => r.ms));
    const mb = (list) => median(list.map((r) => r.rssMb)).toFixed(0);
    console.log(`| ${site.name} | ${(cold / 1000).toFixed(2)} | ${(edited / 1000).toFixed(2)} | ${((edited / cold) * 100).toFixed(0)}% | ${mb(site.cold)} / ${mb(site.edited)} |`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

// The build cache (#37 item 1): a cold `generate` (no cache) against the next one after one guide is
// edited, on GitHub's REST description (the site of bench/real-specs.mjs, with Redocly's build-docs
// of it in the same rounds) and on the 2,500-page docs tree of bench/docs-scale.mjs. Runs
// interleaved (cold, edited, Redocly, cold, …), medians reported, wall and CPU (user + system) time.
//   nice -n 10 node bench/build-cache.mjs [--runs 3] [--only docs|github]   (SPECPRESS_BENCH_CACHE=<checkout>/bench/.cache reads another checkout's packages)
// Targets (issue #37): GitHub's edited build ≤ 0.5× Redocly's build-docs (about 2.0 s on this
// machine: bench/real-specs.mjs prints it), the 2,500 pages' edited build ≤ 25% of the cold one.
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectMarkdown, installCorpusPackages, pagePath, writeSite } from './docs-scale.mjs';
import { measureNode, median } from './measure.mjs';
import { installRealSpecs, measureRedocly, REAL_SITES, writeRealSite } from './real-specs.mjs';

const bin = fileURLToPath(new URL('../bin/specpress.js', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } } });
const runs = Number(values.runs);
/** `--only docs`: the 2,500 pages alone; `--only github`: GitHub's description and Redocly's build of it alone. */
const only = values.only;
if (only !== undefined && only !== 'docs' && only !== 'github') throw new Error('--only takes docs or github');

const withGithub = only !== 'docs';
const withDocs = only !== 'github';
if (withGithub) await installRealSpecs();
if (withDocs) await installCorpusPackages();
const work = await mkdtemp(join(tmpdir(), 'specpress-bench-cache-'));
try {
  const sites = [];
  const github = join(work, 'github');
  const gh = withGithub
    ? await writeRealSite(
        REAL_SITES.find((s) => s.name === 'github'),
        github,
      )
    : undefined;
  if (gh) sites.push({ name: "GitHub's REST description (bench/real-specs.mjs), one guide edited", dir: github, config: gh.config, guide: join(github, 'docs', 'index.md') });
  if (withDocs) {
    const docs = join(work, 'docs');
    const ds = await writeSite(docs, await collectMarkdown(), 2500);
    sites.push({ name: '2,500 docs pages (bench/docs-scale.mjs), one page edited', dir: docs, config: ds.config, guide: join(docs, 'docs', `${pagePath(1200)}.md`) });
  }
  for (const site of sites) Object.assign(site, { cold: [], edited: [] });
  const redocly = [];
  const build = (site) => measureNode([bin, 'generate', '--config', site.config, '--out', join(site.dir, 'build')], { cwd: site.dir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 256 << 20 });
  for (let i = 0; i < runs; i++) {
    for (const site of sites) {
      await rm(join(site.dir, 'node_modules', '.cache'), { recursive: true, force: true });
      site.cold.push(build(site)); // cold: fills the cache
      await appendFile(site.guide, `\nEdited in round ${i + 1}.\n`);
      site.edited.push(build(site));
      const s = (r) => `${(r.ms / 1000).toFixed(2)} s (CPU ${(r.cpuMs / 1000).toFixed(2)} s)`;
      console.error(`build-cache: round ${i + 1}/${runs} ${site.name}: cold ${s(site.cold.at(-1))}, edited ${s(site.edited.at(-1))}`);
    }
    if (!gh) continue;
    redocly.push(measureRedocly(gh.spec, join(github, 'redoc.html'), github));
    console.error(`build-cache: round ${i + 1}/${runs} Redocly build-docs of GitHub's description: ${(redocly.at(-1).ms / 1000).toFixed(2)} s (CPU ${(redocly.at(-1).cpuMs / 1000).toFixed(2)} s)`);
  }
  // Wall time / CPU time (user + system), seconds; the ratio of each.
  const s = (list, key) => median(list.map((r) => r[key])) / 1000;
  const both = (list) => `${s(list, 'ms').toFixed(2)} / ${s(list, 'cpuMs').toFixed(2)}`;
  const ratio = (a, b) => `${((s(a, 'ms') / s(b, 'ms')) * 100).toFixed(0)}% / ${((s(a, 'cpuMs') / s(b, 'cpuMs')) * 100).toFixed(0)}%`;
  console.log(`| site (medians of ${runs} interleaved rounds) | cold build s, wall / CPU | build after the edit s | edited ÷ cold | peak MB cold / edited |`);
  console.log('| ---- | ---: | ---: | ---: | ---: |');
  for (const site of sites) {
    const mb = (list) => median(list.map((r) => r.rssMb)).toFixed(0);
    console.log(`| ${site.name} | ${both(site.cold)} | ${both(site.edited)} | ${ratio(site.edited, site.cold)} (target ≤ 25% for the 2,500 pages) | ${mb(site.cold)} / ${mb(site.edited)} |`);
  }
  if (gh) {
    console.log(`| Redocly CLI build-docs of GitHub's description | ${both(redocly)} | | | ${median(redocly.map((r) => r.rssMb)).toFixed(0)} |`);
    console.log(`| GitHub's description, build after the edit ÷ Redocly's build-docs (target ≤ 50%) | | | ${ratio(sites[0].edited, redocly)} | |`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

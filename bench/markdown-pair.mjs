// The pair of issue 37: 4,000 generated markdown pages (title, heading, three paragraphs, a list and a
// code block; folders of 100, the shape of the public "which generator builds markdown fastest"
// benchmark) built by specpress and by Eleventy 3 in the same run. Eleventy is installed on the first run
// into bench/.cache/eleventy/ (git-ignored, pinned, not a dependency of specpress); later runs need no network.
//   nice -n 10 node bench/markdown-pair.mjs [--pages 4000] [--runs 3] [--keep <dir>]
// Rounds are interleaved (specpress, Eleventy, specpress, …) and medians reported: on a shared machine the
// CPU time (user + system) is the steadier figure, the wall time the one users wait for. `npm run bench`
// prints the pair (one round of each); bench/README.md has the figures. Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { measureNode, median, Trash } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
// SPECPRESS_BENCH_CACHE: another checkout's bench/.cache (a worktree reads the packages its main checkout installed).
const cacheDir = join(process.env.SPECPRESS_BENCH_CACHE ?? join(root, 'bench', '.cache'), 'eleventy');
const ELEVENTY = '@11ty/eleventy@3.1.8';
const eleventyBin = join(cacheDir, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
const PER_FOLDER = 100;

/** Installs Eleventy once (a stamp file records which version); later runs need no network. */
export async function installEleventy() {
  const stampFile = join(cacheDir, 'packages.json');
  const stamp = `${JSON.stringify({ packages: [ELEVENTY] })}\n`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(eleventyBin)) return;
  console.error(`markdown-pair: installing ${ELEVENTY} into ${relative(root, cacheDir)}/ …`);
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', ELEVENTY], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm install of Eleventy failed (${result.status ?? result.error})`);
  await writeFile(stampFile, stamp);
}

// A small deterministic generator, so every run builds the same words.
function words(seed, count) {
  const vocabulary = [
    'build',
    'page',
    'markdown',
    'static',
    'site',
    'fast',
    'render',
    'output',
    'folder',
    'content',
    'generator',
    'theme',
    'link',
    'cache',
    'index',
    'search',
    'layout',
    'write',
    'read',
    'parse',
  ];
  let x = seed * 2654435761;
  const out = [];
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(vocabulary[x % vocabulary.length]);
  }
  return out.join(' ');
}

/** Page `i` (1-based): front matter title, a heading, three paragraphs, a list and a code block. */
export function pageText(i) {
  const paragraph = (n) => `${words(i * 7 + n, 60)}.`;
  return [
    '---',
    `title: Page ${i}`,
    '---',
    '',
    `# Page ${i}`,
    '',
    paragraph(1),
    '',
    paragraph(2),
    '',
    paragraph(3),
    '',
    `- ${words(i + 11, 4)}`,
    `- ${words(i + 12, 4)}`,
    `- ${words(i + 13, 4)}`,
    '',
    '```js',
    `function page${i}(input) {`,
    `  const value = input * ${i};`,
    "  return { value, name: 'page' };",
    '}',
    '```',
    '',
  ].join('\n');
}

/** The pages under `dir`/pages/folder-NN/page-NNNN.md, a specpress config and an Eleventy input of the same files. */
export async function writePairSite(dir, pages) {
  const docs = join(dir, 'pages');
  for (let i = 1; i <= pages; i++) {
    const folder = join(docs, `folder-${String(Math.ceil(i / PER_FOLDER)).padStart(2, '0')}`);
    if (i % PER_FOLDER === 1) await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `page-${String(i).padStart(4, '0')}.md`), pageText(i));
  }
  const config = join(dir, 'specpress.config.yaml');
  await writeFile(config, [`title: ${pages} markdown pages`, 'url: https://markdown-pair.example', "baseUrl: '/'", 'docs:', '  folder: pages', ''].join('\n'));
  return { config, docs };
}

export async function benchMarkdownPair({ pages = 4000, runs = 3, keep } = {}) {
  await installEleventy();
  const work = keep ?? (await mkdtemp(join(tmpdir(), 'specpress-bench-pair-')));
  try {
    const site = await writePairSite(work, pages);
    const spOut = join(work, 'build-specpress');
    const elOut = join(work, 'build-eleventy');
    const specpress = [];
    const eleventy = [];
    const env = { ...process.env, NO_COLOR: '1' };
    // The last run's outputs are moved away, not deleted, before each run (measure.mjs, Trash).
    const trash = new Trash(join(work, 'trash'));
    for (let i = 0; i < runs; i++) {
      await trash.setAside(spOut);
      specpress.push(measureNode([bin, 'generate', '--no-cache', '--config', site.config, '--out', spOut], { cwd: work, env, maxBuffer: 64 << 20 }));
      await trash.setAside(elOut);
      eleventy.push(measureNode([eleventyBin, `--input=${site.docs}`, `--output=${elOut}`, '--quiet'], { cwd: work, env, maxBuffer: 64 << 20 }));
      const fmt = (r) => `${(r.ms / 1000).toFixed(2)} s wall, ${(r.cpuMs / 1000).toFixed(2)} s CPU, ${r.rssMb.toFixed(0)} MB`;
      console.error(`markdown-pair: round ${i + 1}/${runs}: specpress ${fmt(specpress.at(-1))}; Eleventy ${fmt(eleventy.at(-1))}`);
    }
    await trash.empty();
    return { pages, runs, specpress, eleventy };
  } finally {
    if (!keep) await rm(work, { recursive: true, force: true });
  }
}

/** Rows for bench/run.mjs's table: each tool's medians and the ratio. */
export function pairRows({ pages, runs, specpress, eleventy }) {
  const m = (list, key) => median(list.map((r) => r[key]));
  const cell = (list) => `${(m(list, 'ms') / 1000).toFixed(2)} s wall, ${(m(list, 'cpuMs') / 1000).toFixed(2)} s CPU, ${m(list, 'rssMb').toFixed(0)} MB`;
  const label = `${pages.toLocaleString('en')} generated markdown pages, cold (median of ${runs})`;
  const ratio = m(specpress, 'ms') / m(eleventy, 'ms');
  const cpuRatio = m(specpress, 'cpuMs') / m(eleventy, 'cpuMs');
  return [
    { name: `${label}: specpress`, value: cell(specpress) },
    { name: `${label}: Eleventy 3`, value: cell(eleventy) },
    { name: `${label}: specpress / Eleventy`, value: `${ratio.toFixed(2)} wall, ${cpuRatio.toFixed(2)} CPU${ratio <= 1 ? ' ✓' : ' ✗'}` },
  ];
}

/** bench/run.mjs's section: one round of the pair. */
export async function benchPair() {
  return pairRows(await benchMarkdownPair({ runs: 1 }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '4000' }, runs: { type: 'string', default: '3' }, keep: { type: 'string' } } });
  const result = await benchMarkdownPair({ pages: Number(values.pages), runs: Number(values.runs), keep: values.keep });
  const rows = pairRows(result);
  for (const row of rows) console.log(`| ${row.name} | ${row.value} |`);
}

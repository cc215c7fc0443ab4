// Lighthouse (mobile: its default config, phone emulation and simulated slow 4G / 4× CPU) on
// reference pages: the proposal site's v2 reference, the try-it fixture's reference, and the pages
// of GitHub's split reference and of OpenAI's (the sites of bench/real-specs.mjs). Lighthouse is
// installed on the first run into bench/.cache/lighthouse/ (git-ignored, pinned, not a dependency
// of specpress); later runs need no network. Chromium is the system one (CHROME_PATH, default
// /usr/bin/chromium) with the e2e tests' flags. Each output folder is served on 127.0.0.1 with
// gzip, as a static host serves it.
//   nice -n 10 node bench/lighthouse.mjs [--sites proposal,try-it,github,openai,github-operations] [--sample N] [--runs 1]
// (github-operations: GitHub's description with `reference.layout: operation`, not in the default set)
// --sample N audits N of GitHub's reference pages (the largest third of N, the rest evenly spaced
// in path order) instead of all of them; --pages a,b audits only the pages whose path ends with
// /a or /b (of those the other options chose); --runs R audits each page R times and keeps the median
// (by performance score, then TBT). --compare also audits a copy of each site whose stylesheet has
// the reference's `content-visibility` rule taken out, interleaved with the real one (the lever's
// before/after in the same minutes). --against <checkout> also builds each site with another
// checkout's compiled CLI (its own `npm run build` first) and audits it interleaved with this one:
// a code change's before/after in the same minutes. --explain prints, for every run, what ended
// last in Lighthouse's simulation of the first and the largest paint (see lanternPaths). --json
// <file> writes every result, with each run's FCP and LCP. --throttling devtools loads each page
// through Chromium's own throttling (the same slow 4G and 4× CPU, applied while it loads) instead
// of simulating the load from an unthrottled one: slower and noisier, but no model decides what
// waits for what. --http2 serves over HTTP/2 with TLS (a self-signed certificate Chromium is told
// to accept), as static hosts do, instead of HTTP/1.1. Figures, not assertions.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { median } from './measure.mjs';
import { REAL_SITES, builtPages, installRealSpecs, writeRealSite } from './real-specs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'bin', 'specpress.js');
const cacheDir = join(root, 'bench', '.cache', 'lighthouse');
export const LIGHTHOUSE_PACKAGES = ['lighthouse@12.8.2']; // 13 needs Node 22
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function installLighthouse() {
  const stampFile = join(cacheDir, 'packages.json');
  const stamp = `${JSON.stringify({ packages: LIGHTHOUSE_PACKAGES })}\n`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(cacheDir, 'node_modules', 'lighthouse'))) return;
  console.error(`lighthouse: installing ${LIGHTHOUSE_PACKAGES.join(', ')} into ${relative(root, cacheDir)}/ …`);
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(join(cacheDir, 'package.json'), '{ "private": true }\n');
  const result = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', ...LIGHTHOUSE_PACKAGES], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm install of lighthouse failed (${result.status ?? result.error})`);
  await writeFile(stampFile, stamp);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'text/yaml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml', '.yaml']);

/**
 * A self-signed certificate for 127.0.0.1 (made once with openssl, in the cache folder): Chromium
 * speaks HTTP/2 over TLS only, and is told to accept it (--ignore-certificate-errors).
 */
function localCertificate() {
  const [key, cert] = [join(cacheDir, 'localhost-key.pem'), join(cacheDir, 'localhost-cert.pem')];
  if (!existsSync(key) || !existsSync(cert)) {
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '3650', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`--http2 needs openssl to make a local certificate: ${made.stderr}`);
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A static host for an output folder: bare paths and .html map to index.html files; gzip when
 * asked. HTTP/1.1, or with `http2` HTTP/2 over TLS, as static hosts serve sites today (Lantern
 * then simulates every request on the page's one connection instead of opening new ones).
 */
async function serve(dir, http2 = false) {
  const base = resolve(dir);
  const gzipped = new Map();
  const isFile = async (path) => (await stat(path).catch(() => undefined))?.isFile() ?? false;
  const sessions = new Set();
  const handle = async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const path = resolve(base, `.${sep}${pathname}`);
    let file;
    if (path === base || path.startsWith(base + sep)) {
      for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) if (await isFile(candidate)) file ??= candidate;
    }
    file ??= existsSync(join(base, '404.html')) ? join(base, '404.html') : undefined;
    if (!file) return void response.writeHead(404).end('Not found');
    let body = await readFile(file);
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(body));
      body = gzipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(file.endsWith('404.html') && !pathname.endsWith('404.html') ? 404 : 200, headers);
    response.end(body);
  };
  const server = http2 ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle) : createServer(handle);
  server.on('session', (session) => (sessions.add(session), session.on('close', () => sessions.delete(session))));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const stop = () =>
    new Promise((done) => {
      server.close(done);
      if (http2) for (const session of sessions) session.destroy();
      else server.closeAllConnections();
    });
  return { origin: `${http2 ? 'https' : 'http'}://127.0.0.1:${server.address().port}`, stop };
}

function generate(config, out, cwd, cli = bin) {
  const result = spawnSync(process.execPath, [cli, 'generate', '--no-cache', ...(config ? ['--config', config] : []), '--out', out], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) throw new Error(`generate failed (${result.status}) in ${cwd}:\n${result.stderr}`);
}

/**
 * Builds each site once; returns { name, out, pages: [{ url, bytes }] }, and `againstOut` when
 * `against` (another checkout) built it too.
 */
async function buildSites(names, work, sample, against) {
  const sites = [];
  const otherBin = against && join(resolve(against), 'bin', 'specpress.js');
  if (names.includes('proposal')) {
    const out = join(work, 'proposal');
    generate(undefined, out, root);
    if (otherBin) generate(undefined, `${out}-against`, resolve(against), otherBin);
    sites.push({ name: 'proposal', out, againstOut: otherBin && `${out}-against`, pages: ['/api-docs/api', '/api-docs/api-v1'] });
  }
  if (names.includes('try-it')) {
    const out = join(work, 'try-it');
    generate(join(root, 'fixtures', 'try-it', 'specpress.config.yaml'), out, root);
    if (otherBin) generate(join(resolve(against), 'fixtures', 'try-it', 'specpress.config.yaml'), `${out}-against`, resolve(against), otherBin);
    sites.push({ name: 'try-it', out, againstOut: otherBin && `${out}-against`, pages: ['/api'] });
  }
  // github-operations: GitHub's description with one page per operation (reference.layout: operation).
  const github = REAL_SITES.find((s) => s.name === 'github');
  const operationPages = { ...github, name: 'github-operations', entry: `${github.entry}, layout: operation` };
  const real = [...REAL_SITES, operationPages].filter((s) => names.includes(s.name));
  if (real.length) await installRealSpecs();
  for (const site of real) {
    const dir = join(work, site.name);
    const { config, out } = await writeRealSite(site, dir);
    generate(config, out, dir);
    if (otherBin) generate(config, `${out}-against`, dir, otherBin);
    let pages = (await builtPages(out)).filter((p) => p.reference);
    if (sample && pages.length > sample) pages = samplePages(pages, sample);
    sites.push({ name: site.name, out, againstOut: otherBin && `${out}-against`, pages: pages.map((p) => p.url) });
  }
  return sites;
}

/** A deterministic sample: the largest third of n pages, the rest evenly spaced in path order. */
function samplePages(pages, n) {
  const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, Math.ceil(n / 3));
  const rest = pages.filter((p) => !largest.includes(p));
  const step = rest.length / (n - largest.length);
  const spaced = Array.from({ length: n - largest.length }, (_, i) => rest[Math.floor(i * step)]);
  return [...largest, ...spaced].sort((a, b) => (a.url < b.url ? -1 : 1));
}

async function loadLighthouse() {
  const require = createRequire(join(cacheDir, 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
  // Lantern's metrics (Lighthouse's simulation), for --explain: not part of lighthouse's exports.
  const computed = (name) => import(pathToFileURL(join(cacheDir, 'node_modules', 'lighthouse', 'core', 'computed', 'metrics', `${name}.js`)).href);
  const { LanternFirstContentfulPaint } = await computed('lantern-first-contentful-paint');
  const { LanternLargestContentfulPaint } = await computed('lantern-largest-contentful-paint');
  const { LanternTotalBlockingTime } = await computed('lantern-total-blocking-time');
  return { lighthouse, chromeLauncher, lantern: { fcp: LanternFirstContentfulPaint, lcp: LanternLargestContentfulPaint, tbt: LanternTotalBlockingTime } };
}

/**
 * What decided a run's simulated FCP and LCP: Lantern simulates a graph of the network requests
 * and main-thread tasks it judges needed for the paint (render-blocking stylesheets and scripts
 * that ended before the observed paint, the first parse, layout and paint, and for LCP every
 * request but low-priority images) and takes the end of the last one. For each metric: the
 * nodes ending within 20 ms of that end, the latest first, as `request (priority, bytes)` or
 * `cpu <task>`, with their simulated start → end in ms (the pessimistic graph; the optimistic one
 * differs only in leaving out requests a script started). For TBT: the main-thread tasks of the
 * whole load's simulation that last 50 ms or more (4× their observed time) and end after the
 * simulated FCP, from which blocking time counts.
 */
async function lanternPaths(lantern, lhr, artifacts) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const describe = (node) =>
    node.type === 'network'
      ? `${new URL(node.request.url).pathname.split('/').pop() || node.request.url} (${node.request.priority}, ${node.request.transferSize} B)`
      : `cpu ${[...new Set(node.childEvents.filter((e) => e.dur > 1000).map((e) => e.name))].slice(0, 3).join('+') || 'task'}`;
  const paths = {};
  const fcp = await lantern.fcp.request(data, context);
  const { pessimisticEstimate: tbt } = await lantern.tbt.request(data, context);
  paths.tbt = [...tbt.nodeTimings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.duration >= 50 && t.endTime > fcp.optimisticEstimate.timeInMs)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, t]) => `${describe(node)} ${Math.round(t.startTime)}→${Math.round(t.endTime)}`)
    .join('; ');
  for (const [metric, Metric] of [
    ['fcp', lantern.fcp],
    ['lcp', lantern.lcp],
  ]) {
    const { pessimisticEstimate } = await Metric.request(data, context);
    const timings = [...pessimisticEstimate.nodeTimings.entries()];
    const end = Math.max(...timings.map(([, t]) => t.endTime));
    paths[metric] = timings
      .filter(([, t]) => t.endTime >= end - 20)
      .sort((a, b) => b[1].endTime - a[1].endTime)
      .map(([node, t]) => `${describe(node)} ${Math.round(t.startTime)}→${Math.round(t.endTime)}`)
      .join('; ');
  }
  return paths;
}

/** The element Lighthouse took for the largest paint, as the start of its markup. */
function lcpElement(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} ${JSON.stringify((node.snippet ?? '').slice(0, 120))}` : 'an element Lighthouse did not name';
}

/** The audits below a full score outside performance, each with how many elements it names and the first one. */
function failedAudits(lhr) {
  const failed = CATEGORIES.filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual');
  if (failed.length === 0) return 'none';
  return failed
    .map((audit) => {
      const items = audit.details?.items ?? [];
      const first = items[0]?.node;
      return `${audit.id} (${items.length}${first ? `: ${first.selector ?? ''} ${JSON.stringify((first.snippet ?? '').slice(0, 100))}` : ''})`;
    })
    .join('; ');
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    si: audit('speed-index'),
    cls: audit('cumulative-layout-shift'),
    dom: audit('dom-size'),
    error: lhr.runtimeError?.message,
  };
}

const CONTENT_VISIBILITY = /content-visibility:\s*auto;\s*contain-intrinsic-size:[^;}]*;?/g;

/** A copy of the output without the content-visibility rule (same file names). */
async function withoutContentVisibility(out) {
  const copy = `${out}-without-cv`;
  await cp(out, copy, { recursive: true });
  let found = 0;
  for (const file of (await readdir(copy, { recursive: true })).filter((f) => f.endsWith('.css'))) {
    const css = await readFile(join(copy, file), 'utf8');
    const stripped = css.replace(CONTENT_VISIBILITY, '');
    if (stripped !== css) (await writeFile(join(copy, file), stripped), found++);
  }
  if (!found) throw new Error(`--compare: no content-visibility rule in the stylesheets of ${out}`);
  return copy;
}

export async function benchLighthouse({
  sites: names = ['proposal', 'try-it', 'github', 'openai'],
  sample,
  pages: only,
  runs = 1,
  compare = false,
  against,
  explain = false,
  throttling = 'simulate',
  http2 = false,
  work,
} = {}) {
  await installLighthouse();
  const { lighthouse, chromeLauncher, lantern } = await loadLighthouse();
  const temp = work ?? (await mkdtemp(join(tmpdir(), 'specpress-bench-lighthouse-')));
  const results = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: http2 ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS });
  try {
    const sites = await buildSites(names, temp, sample, against);
    for (const site of sites) {
      const variants = [{ variant: against ? 'this' : 'with', out: site.out }];
      if (compare) variants.unshift({ variant: 'without', out: await withoutContentVisibility(site.out) });
      if (site.againstOut) variants.unshift({ variant: 'against', out: site.againstOut });
      const servers = await Promise.all(variants.map(async (v) => ({ ...v, server: await serve(v.out, http2) })));
      try {
        for (const page of only ? site.pages.filter((path) => only.some((name) => path.endsWith(`/${name}`))) : site.pages) {
          const tries = new Map(servers.map((v) => [v.variant, []]));
          // Interleaved: each round audits every variant once.
          for (let i = 0; i < runs; i++) {
            for (const { variant, server } of servers) {
              const result = await lighthouse(`${server.origin}${page}`, {
                port: chrome.port,
                output: 'json',
                logLevel: process.env.LH_LOG ?? 'error',
                onlyCategories: CATEGORIES,
                ...(throttling === 'devtools' ? { throttlingMethod: 'devtools' } : {}),
              });
              const summary = summarise(result.lhr);
              if (explain && throttling !== 'devtools') {
                const paths = await lanternPaths(lantern, result.lhr, result.artifacts);
                console.error(
                  `lighthouse: ${site.name} (${variant}) ${page} run ${i + 1}: ${summary.performance}, FCP ${summary.fcp?.toFixed(0)} ms [${paths.fcp}], LCP ${summary.lcp?.toFixed(0)} ms [${paths.lcp}] on ${lcpElement(result.lhr)}, TBT ${summary.tbt?.toFixed(0)} ms [${paths.tbt}]; failed: ${failedAudits(result.lhr)}`,
                );
              }
              tries.get(variant).push(summary);
            }
          }
          for (const [variant, list] of tries) {
            list.sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1) || b.tbt - a.tbt);
            const kept = list[Math.floor((list.length - 1) / 2)];
            const label = compare ? `${site.name} (${variant} content-visibility)` : against ? `${site.name} (${variant})` : site.name;
            results.push({
              site: label,
              page,
              variant,
              ...kept,
              tbtRuns: list.map((t) => Math.round(t.tbt)),
              scoreRuns: list.map((t) => t.performance),
              fcpRuns: list.map((t) => Math.round(t.fcp)),
              lcpRuns: list.map((t) => Math.round(t.lcp)),
            });
            console.error(
              `lighthouse: ${label} ${page}: ${kept.performance} (TBT ${kept.tbt?.toFixed(0)} ms, FCP ${(kept.fcp / 1000).toFixed(2)} s, LCP ${(kept.lcp / 1000).toFixed(2)} s, SI ${(kept.si / 1000).toFixed(2)} s, DOM ${kept.dom}; runs (score/TBT/FCP/LCP ms): ${list.map((t) => `${t.performance}/${Math.round(t.tbt)}/${Math.round(t.fcp)}/${Math.round(t.lcp)}`).join(', ')})${kept.error ? ` ${kept.error}` : ''}`,
            );
          }
        }
      } finally {
        await Promise.all(servers.map((v) => v.server.stop()));
      }
    }
  } finally {
    await chrome.kill();
    if (!work) await rm(temp, { recursive: true, force: true });
  }
  return results;
}

export function printLighthouse(results) {
  console.log('| site | page | performance | TBT ms | LCP s | FCP s | CLS | DOM elements | accessibility | best practices | SEO | runs: performance / TBT ms |');
  console.log('| ---- | ---- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---- |');
  for (const r of results) {
    console.log(
      `| ${r.site} | ${r.page} | ${r.performance ?? r.error} | ${r.tbt?.toFixed(0)} | ${(r.lcp / 1000).toFixed(1)} | ${(r.fcp / 1000).toFixed(1)} | ${r.cls?.toFixed(3)} | ${r.dom?.toLocaleString('en')} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.scoreRuns.join(', ')} / ${r.tbtRuns.join(', ')} |`,
    );
  }
  for (const site of [...new Set(results.map((r) => r.site))]) {
    const rows = results.filter((r) => r.site === site);
    if (rows.length < 2) continue;
    const scores = rows.map((r) => r.performance ?? 0);
    console.log(
      `| ${site} | ${rows.length} pages: min / median performance | ${Math.min(...scores)} / ${median(scores)} | max ${Math.max(...rows.map((r) => r.tbt)).toFixed(0)} / median ${median(rows.map((r) => r.tbt)).toFixed(0)} | | | | max ${Math.max(...rows.map((r) => r.dom)).toLocaleString('en')} | min ${Math.min(...rows.map((r) => r.accessibility))} | min ${Math.min(...rows.map((r) => r.bestPractices))} | min ${Math.min(...rows.map((r) => r.seo))} | |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      sites: { type: 'string' },
      sample: { type: 'string' },
      pages: { type: 'string' },
      runs: { type: 'string', default: '1' },
      compare: { type: 'boolean' },
      against: { type: 'string' },
      explain: { type: 'boolean' },
      throttling: { type: 'string' },
      json: { type: 'string' },
      http2: { type: 'boolean' },
    },
  });
  const results = await benchLighthouse({
    sites: values.sites?.split(','),
    sample: values.sample ? Number(values.sample) : undefined,
    pages: values.pages?.split(','),
    runs: Number(values.runs),
    compare: values.compare,
    against: values.against,
    explain: values.explain,
    throttling: values.throttling,
    http2: values.http2,
  });
  if (values.json) await writeFile(values.json, `${JSON.stringify(results, null, 2)}\n`);
  printLighthouse(results);
}

// Search at scale (issue #36): the site search's candidates measured on the same real content, the
// npm packages' markdown of bench/docs-scale.mjs laid out as a docs site of 2,500 and 10,000 pages
// (reused cyclically past the ~2,500 files: a copy of a page counts as that page). For each size:
//   - today's index: `specpress generate` (one MiniSearch index, loaded whole on first search)
//   - pagefind: Pagefind's Node API indexing the same built pages (its `main` element), its
//     browser API (pagefind.js, which loads index pieces and page fragments on demand)
//   - minisearch split by term prefix: today's index cut into shards by the first two letters of
//     its terms (plus what every query needs: document lengths and stored fields), computed from
//     today's index without a browser: the bytes a query set would download if nothing else changed
// The query set is every Nth `##` heading of the pages (30 queries, not chosen by hand); a query
// finds its page when the page (or a copy of it) is among the first 5 results. Today's search is
// measured again with a typo in the first letter of each query's longest word (typoQueries). Measured in
// Debian's chromium (playwright-core, the e2e tests' flags), gzip as a browser would fetch them:
// bytes over the 30 queries, time from the last keystroke to the results shown (median), the
// JavaScript (and WebAssembly) search downloads, and the index's build time.
//   nice -n 10 node bench/search-scale.mjs [--pages 2500,10000] [--keep] [--specpress <bin/specpress.js of another checkout> --name <its row>] [--skip pagefind]
// Pagefind is installed into bench/.cache/pagefind on first run (git-ignored, not a project dependency).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { collectMarkdown, installCorpusPackages, pagePath, preparePage, writeSite } from './docs-scale.mjs';
import { median, stepTimings } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.SPECPRESS_CHROMIUM ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PAGEFIND = 'pagefind@1.5.2';
const pagefindDir = join(root, 'bench', '.cache', 'pagefind');
const QUERIES = 30;
const TOP = 5;
/** Results the UI shows per group (src/client/search/dialog.ts): Pagefind loads a fragment for each shown. */
const SHOWN = 6;
const TARGETS = { bytes: 300 * 1024, ms: 300 };

const gzipBytes = (buffer) => gzipSync(buffer).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------- queries

/** `##` headings of a markdown body, outside code fences, as plain text. */
function h2Headings(body) {
  const out = [];
  let fence;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const atx = /^ {0,3}##[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (!atx) continue;
    const text = atx[1]
      .replace(/<[^>]*>/g, '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\{#[^}]*\}/g, '')
      .replace(/[`*_]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    // A query is words: a heading of only punctuation or a single character is no query.
    if (/[\p{L}\p{N}]{2}/u.test(text)) out.push(text);
  }
  return out;
}

/** Every Nth `##` heading of the site's first `pages` pages (the corpus's own, not its copies): the query and the pages that hold it. */
export function querySet(corpus, pages) {
  const prepared = corpus.map(preparePage);
  const all = [];
  for (let i = 0; i < Math.min(pages, prepared.length); i++) for (const heading of h2Headings(prepared[i].body)) all.push({ query: heading, page: i });
  const step = Math.max(1, Math.floor(all.length / QUERIES));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, QUERIES)
    .map(({ query, page }) => {
      const urls = [];
      for (let i = page; i < pages; i += prepared.length) urls.push(`/${pagePath(i)}`);
      return { query, urls };
    });
}

/**
 * The same queries with a typo in the first letter of each one's longest word (the next letter of
 * the alphabet, z → a; words of 4 letters or more): a word whose first letters choose its term file.
 */
export function typoQueries(queries) {
  return queries.map(({ query, urls }) => {
    const words = query.match(/\p{L}{4,}/gu) ?? [];
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
    if (!longest) return { query, urls };
    const first = longest[0];
    const lower = first.toLowerCase();
    const next = lower >= 'a' && lower < 'z' ? String.fromCharCode(lower.charCodeAt(0) + 1) : 'a';
    const typo = (first === lower ? next : next.toUpperCase()) + longest.slice(1);
    return { query: query.replace(longest, typo), urls };
  });
}

const pageOf = (url) => decodeURI(new URL(url, 'http://x').pathname).replace(/\/(index\.html)?$/, '');

// ---------------------------------------------------------------- serving and the browser

/** A static server that records what it sends: each file's path and gzip size (a big body is more than the browser's protocol hands back). */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.wasm': 'application/wasm' };
  const gzipped = new Map();
  const served = [];
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const file of [join(dir, path), join(dir, path, 'index.html')]) {
      if (existsSync(file) && (await stat(file)).isFile()) {
        const body = await readFile(file);
        if (!gzipped.has(file)) gzipped.set(file, gzipBytes(body));
        served.push({ url: request.url, bytes: gzipped.get(file) });
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        return response.end(body);
      }
    }
    response.writeHead(404).end();
  });
  server.served = served;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Types each query into `input` (all but its last character at once, then the last key), and
 * measures from that key to the last change of `results` (an in-page MutationObserver), and the
 * result links shown. `open` opens the search; every response after it is counted (gzip).
 */
async function typeQueries(page, served, { open, input, results, links, settleMs = 400 }, queries) {
  served.length = 0;
  await open();
  await page.waitForSelector(input);
  await page.evaluate(
    ({ input, results }) => {
      const box = document.querySelector(results);
      window.__lastChange = 0;
      new MutationObserver(() => (window.__lastChange = performance.now())).observe(box, { childList: true, subtree: true, characterData: true });
      document.querySelector(input).addEventListener('keydown', () => (window.__lastKey = performance.now()), true);
    },
    { input, results },
  );
  const measured = [];
  for (const { query, urls } of queries) {
    await page.fill(input, query.slice(0, -1));
    await page.waitForTimeout(50);
    await page.focus(input);
    await page.keyboard.press(query.slice(-1) === ' ' ? 'Space' : query.slice(-1));
    // Settled: no change of the results for settleMs (a result list loads its pieces first).
    let last = -1;
    for (;;) {
      await page.waitForTimeout(settleMs);
      const now = await page.evaluate(() => window.__lastChange);
      if (now === last) break;
      last = now;
    }
    const { key, change, shown } = await page.evaluate(
      ({ links }) => ({ key: window.__lastKey, change: window.__lastChange, shown: [...document.querySelectorAll(links)].map((a) => a.getAttribute('href')) }),
      { links },
    );
    const top = shown.slice(0, TOP).map(pageOf);
    measured.push({ query, ms: Math.max(0, change - key), found: top.some((url) => urls.includes(url)) });
  }
  return { measured, fetched: [...served] };
}

function summarise(name, { measured, fetched }, buildMs, extra = {}) {
  const times = measured.map((m) => m.ms);
  const script = fetched.filter((f) => /\.(js|mjs|wasm)$|wasm\.\w+\.pagefind$/.test(f.url));
  return {
    name,
    bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
    requests: fetched.length,
    firstMs: times[0],
    medianMs: median(times),
    top5: measured.filter((m) => m.found).length / measured.length,
    scriptBytes: script.reduce((sum, f) => sum + f.bytes, 0),
    buildMs,
    misses: measured.filter((m) => !m.found).map((m) => m.query),
    byKind: Object.entries(
      fetched.reduce((kinds, f) => {
        const kind = /\.(\w+)(?:\?.*)?$/.exec(new URL(f.url, 'http://x').pathname)?.[1] ?? 'other';
        kinds[kind] = [(kinds[kind]?.[0] ?? 0) + f.bytes, (kinds[kind]?.[1] ?? 0) + 1];
        return kinds;
      }, {}),
    ).map(([kind, [bytes, n]]) => `${kind} ${kb(bytes)} (${n})`),
    ...extra,
  };
}

// ---------------------------------------------------------------- candidates

/** Today's search: the built site's own dialog ('/' opens it), on a docs page. */
async function measureToday(browser, origin, served, queries) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/${pagePath(0)}`, { waitUntil: 'networkidle' });
  const run = await typeQueries(
    page,
    served,
    {
      open: () => page.keyboard.press('/'),
      input: '.sp-search-input',
      results: '.sp-search-results',
      links: '.sp-search-results a.sp-search-hit',
    },
    queries,
  );
  await context.close();
  return run;
}

/** Pagefind's browser API behind a bare input: each input event searches and loads the first SHOWN results' fragments. */
const PAGEFIND_HARNESS = `<!doctype html><html lang="en"><meta charset="utf-8"><title>pagefind</title>
<input id="q" autocomplete="off"><div id="results"></div>
<script type="module">
let pagefind;
const input = document.getElementById('q');
const box = document.getElementById('results');
let latest = 0;
input.addEventListener('input', async () => {
  const mine = ++latest;
  pagefind ??= await import('/pagefind/pagefind.js');
  const search = await pagefind.search(input.value);
  if (mine !== latest || !search) return;
  const data = await Promise.all(search.results.slice(0, ${SHOWN}).map((r) => r.data()));
  if (mine !== latest) return;
  box.innerHTML = data.map((d) => '<a href="' + d.url + '">' + d.meta.title + '</a>').join('');
});
</script>`;

async function installPagefind() {
  if (existsSync(join(pagefindDir, 'node_modules', 'pagefind', 'package.json'))) return;
  console.error(`search-scale: installing ${PAGEFIND} into bench/.cache/pagefind/ …`);
  const result = spawnSync('npm', ['install', '--prefix', pagefindDir, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', PAGEFIND], { stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm install of ${PAGEFIND} failed (${result.status ?? result.error})`);
}

/** Indexes the built pages (their `main`) with Pagefind's Node API; returns the time it took. */
async function buildPagefind(out) {
  const pagefind = await import(pathToFileURL(join(pagefindDir, 'node_modules', 'pagefind', 'lib', 'index.js')).href);
  const start = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: out });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  await index.writeFiles({ outputPath: join(out, 'pagefind') });
  const ms = performance.now() - start;
  await pagefind.close();
  await writeFile(join(out, 'pagefind-harness.html'), PAGEFIND_HARNESS);
  return { ms, pages: added.page_count };
}

async function measurePagefind(browser, origin, served, queries) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/pagefind-harness.html`, { waitUntil: 'networkidle' });
  const run = await typeQueries(page, served, { open: () => page.focus('#q'), input: '#q', results: '#results', links: '#results a' }, queries);
  await context.close();
  return run;
}

// ---------------------------------------------------------------- run

async function benchSize(pages, corpus, browser, { keep, bin, name, skip }) {
  const dir = await mkdtemp(join(tmpdir(), `specpress-search-scale-${pages}-`));
  try {
    const site = await writeSite(dir, corpus, pages);
    const out = join(dir, 'build');
    const start = performance.now();
    const built = spawnSync(process.execPath, [bin, 'generate', '--config', site.config, '--out', out, '--timings'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 2 ** 28,
    });
    const buildMs = performance.now() - start;
    if (built.status !== 0) throw new Error(`generate failed (${built.status}):\n${built.stderr.slice(-4000)}`);
    const steps = stepTimings(built.stdout);
    const queries = querySet(corpus, pages);
    const server = await serve(out);
    const origin = `http://127.0.0.1:${server.address().port}`;
    try {
      const rows = [];
      // Today's index is built while the pages render (on a thread above 500 pages): its own time is not one step; the build's wall time and the steps from the index's last
      // page to its files are given: the machine outputs and the link check (during which the thread finishes it) and the search index step (which waits for it).
      const indexSteps = ['machine outputs', 'check links', 'search index'].reduce((sum, step) => sum + (steps.get(step) ?? 0), 0);
      rows.push(summarise(name, await measureToday(browser, origin, server.served, queries), indexSteps, { note: `whole build ${(buildMs / 1000).toFixed(1)} s` }));
      // The same site, the queries with a typo in a word's first letter (a fresh browser context: nothing cached).
      rows.push(summarise(`${name}, a typo in the first letter`, await measureToday(browser, origin, server.served, typoQueries(queries)), undefined, { note: 'the same build' }));
      if (!skip.includes('pagefind')) {
        await installPagefind();
        const pf = await buildPagefind(out);
        rows.push(summarise('pagefind 1.5.2', await measurePagefind(browser, origin, server.served, queries), pf.ms, { note: `${pf.pages} pages indexed` }));
      }
      return { pages, queries, rows, buildMs, out: keep ? dir : undefined };
    } finally {
      server.close();
    }
  } finally {
    if (!keep) await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '2500,10000' },
      keep: { type: 'boolean', default: false },
      // Another specpress (e.g. a checkout of the code before the index in pieces), and its row's name.
      specpress: { type: 'string', default: join(root, 'bin', 'specpress.js') },
      name: { type: 'string', default: 'specpress (this checkout)' },
      skip: { type: 'string', default: '' },
    },
  });
  const sizes = values.pages.split(',').map(Number);
  await installCorpusPackages();
  const corpus = await collectMarkdown();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const pages of sizes) {
      const result = await benchSize(pages, corpus, browser, { keep: values.keep, bin: values.specpress, name: values.name, skip: values.skip.split(',') });
      console.log(`\n### ${pages} pages (${result.queries.length} queries; build ${(result.buildMs / 1000).toFixed(1)} s)\n`);
      console.log('| candidate | bytes over the queries (gzip) | requests | first query | time to results (median) | top 5 | search JS + wasm (gzip) | index build |');
      console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
      for (const row of result.rows)
        console.log(
          `| ${row.name} | ${kb(row.bytes)}${row.bytes <= TARGETS.bytes ? '' : ' ✗'} | ${row.requests} | ${row.firstMs.toFixed(0)} ms | ${row.medianMs.toFixed(1)} ms${row.medianMs <= TARGETS.ms ? '' : ' ✗'} | ${(row.top5 * 100).toFixed(0)}% | ${kb(row.scriptBytes)} | ${row.buildMs === undefined ? '–' : `${(row.buildMs / 1000).toFixed(1)} s`} (${row.note}) |`,
        );
      for (const row of result.rows) console.log(`\n${row.name} downloads: ${row.byKind.join(', ')}`);
      for (const row of result.rows) if (row.misses.length) console.log(`\n${row.name} missed: ${row.misses.map((q) => JSON.stringify(q)).join(', ')}`);
      if (result.out) console.log(`\nkept: ${result.out}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

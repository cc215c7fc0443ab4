// Docs at scale: cold `generate` of a docs-only site of 2,500 and 10,000 markdown pages, and the
// watch latency at 2,500 pages. The pages are real markdown nobody on this project wrote: the .md
// files that a few documentation-heavy npm packages (and their dependencies) ship, installed into
// bench/.cache/corpus-packages/ on first run (git-ignored, not project dependencies) and laid out
// into a deep folder tree, reused cyclically when more pages are asked for than files exist.
//   nice -n 10 node bench/docs-scale.mjs [--pages 2500,10000] [--skip-watch | --watch-at 10000] [--keep]
// --build-limit <s> stops a build after that many seconds (default 3600: a result, not a hang);
// --keep leaves the temp site and output folders for a look. bench/README.md has the figures.
// Figures, not assertions: a build that fails or a watch that does not come up is a result too.
import { execa } from 'execa';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, stepTimings, Trash } from './measure.mjs';
import { connectEvents, get } from './watch.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// SPECPRESS_BENCH_BIN: another checkout's bin/specpress.js (to compare, the same corpus and script).
const bin = process.env.SPECPRESS_BENCH_BIN ?? join(root, 'bin', 'specpress.js');
// SPECPRESS_BENCH_CACHE: another checkout's bench/.cache (a worktree reads the packages its main checkout installed).
const cacheDir = join(process.env.SPECPRESS_BENCH_CACHE ?? join(root, 'bench', '.cache'), 'corpus-packages');
const preload = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Pinned so the corpus stays the same; their dependencies' .md files are collected too. */
export const CORPUS_PACKAGES = [
  'npm@10.9.2', // docs/content: every command, config and concept page of the npm CLI
  'markdownlint@0.37.4', // doc/: one page per rule
  'eslint-plugin-jest@28.11.0', // docs/rules/
  'eslint-plugin-import@2.31.0', // docs/rules/
  'eslint-plugin-jsx-a11y@6.10.2', // docs/rules/
  'fastify@5.2.1', // docs/Guides, docs/Reference
  'undici@7.3.0', // docs/docs/api, docs/docs/best-practices
  'pino@9.6.0', // docs/
];
const MIN_BYTES = 200;
// Folder tree: part-NN/section-NN/topic-NN/page-NNNNN.md, 16 pages a topic, 12 topics a section, 12 sections a part.
const PAGES_PER_TOPIC = 16;
const TOPICS_PER_SECTION = 12;
const SECTIONS_PER_PART = 12;
const WATCH_SAVES = 7;
const WATCH_START_LIMIT_MS = 180_000;
const WATCH_EVENT_LIMIT_MS = 120_000;
const TARGETS = {
  2500: { seconds: 8, mb: 600 },
  10000: { seconds: 30, mb: 1536 },
  medianPageKb: 60,
  watchMs: 300,
};

// ---------------------------------------------------------------- corpus

/** Installs the corpus packages once (a stamp file records which); later runs need no network. */
export async function installCorpusPackages() {
  const stampFile = join(cacheDir, 'corpus-packages.json');
  const stamp = `${JSON.stringify({ packages: CORPUS_PACKAGES })}\n`;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(cacheDir, 'node_modules'))) return;
  console.error(`docs-scale: installing the corpus packages into ${relative(root, cacheDir)}/ …`);
  await rm(cacheDir, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', ...CORPUS_PACKAGES], {
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error(`npm install of the corpus packages failed (${result.status ?? result.error})`);
  await writeFile(stampFile, stamp);
}

/** Every .md file of at least MIN_BYTES under node_modules, in code-unit order of path, identical texts once. */
export async function collectMarkdown() {
  const base = join(cacheDir, 'node_modules');
  const files = [];
  const walk = async (dir) => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.bin') await walk(path);
      } else if (entry.isFile() && /\.md$/i.test(entry.name)) {
        files.push(path);
      }
    }
  };
  await walk(base);
  const seen = new Set();
  const corpus = [];
  for (const path of files) {
    const text = await readFile(path, 'utf8');
    if (Buffer.byteLength(text) < MIN_BYTES) continue;
    const hash = createHash('sha1').update(text).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    const rel = relative(base, path).split(sep).join('/');
    corpus.push({ rel, pkg: packageOf(rel), text });
  }
  return corpus;
}

/** The innermost package a node_modules path belongs to: `npm/node_modules/glob/README.md` → glob. */
function packageOf(rel) {
  const parts = `node_modules/${rel}`.split('/');
  const at = parts.lastIndexOf('node_modules');
  return parts[at + 1].startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
}

/** Drops the file's own front matter (specpress warns about keys it does not know) and finds a title. */
export function preparePage({ rel, pkg, text }) {
  let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  let title;
  const front = /^---\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/.exec(body);
  if (front && front[1].split('\n').every((line) => line === '' || /^[\w-]+:|^[ \t-]|^#/.test(line))) {
    title = /^title:[ \t]*['"]?(.*?)['"]?[ \t]*$/m.exec(front[1])?.[1];
    body = body.slice(front[0].length);
  }
  title = cleanHeading(title ?? firstHeading(body) ?? '');
  if (!title) {
    const name = basename(rel).replace(/\.md$/i, '');
    title = /^readme$/i.test(name) ? `${pkg} readme` : name.replace(/[-_]+/g, ' ');
  }
  // An explicit description: without one specpress takes the first paragraph, and llms.txt copies its
  // relative links unresolved (`[MIT](LICENSE)` → /LICENSE), a broken-output-link error whatever links.onBrokenLinks says.
  return { title: `${title} (${pkg})`, description: `From ${pkg}: node_modules/${rel}`, body };
}

function firstHeading(body) {
  const lines = body.split('\n');
  let fence;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    const atx = /^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (atx && cleanHeading(atx[1])) return atx[1];
    if (/^ {0,3}=+[ \t]*$/.test(lines[i + 1] ?? '') && line.trim() && cleanHeading(line)) return line;
  }
  return undefined;
}

function cleanHeading(text) {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/\{#[^}]*\}/g, '')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

const pad = (n, width) => String(n).padStart(width, '0');

/** Where page `i` (0-based) of the corpus lives, without `.md`: part-01/section-02/topic-03/page-00042. */
export function pagePath(i) {
  const topic = Math.floor(i / PAGES_PER_TOPIC);
  const section = Math.floor(topic / TOPICS_PER_SECTION);
  const part = Math.floor(section / SECTIONS_PER_PART);
  return `part-${pad(part + 1, 2)}/section-${pad((section % SECTIONS_PER_PART) + 1, 2)}/topic-${pad((topic % TOPICS_PER_SECTION) + 1, 2)}/page-${pad(i + 1, 5)}`;
}

/** Writes `pages` pages and the folders' `_category_.json` into `docsDir`. Deterministic. */
export async function writeCorpus(docsDir, corpus, pages) {
  const prepared = corpus.map(preparePage);
  const titles = new Set();
  const folders = new Set();
  let bytes = 0;
  for (let i = 0; i < pages; i++) {
    const { title: first, description, body } = prepared[i % prepared.length];
    const cycle = Math.floor(i / prepared.length);
    let title = cycle ? `${first}, copy ${cycle + 1}` : first;
    for (let n = 2; titles.has(title); n++) title = `${first}, ${cycle ? `copy ${cycle + 1}, ` : ''}${n}`;
    titles.add(title);
    const path = pagePath(i);
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/');
      if (folders.has(folder)) continue;
      folders.add(folder);
      await mkdir(join(docsDir, folder), { recursive: true });
      const numbers = parts.slice(0, depth).map((p) => Number(p.split('-')[1]));
      const label = `${['Part', 'Section', 'Topic'][depth - 1]} ${numbers.join('.')}`;
      await writeFile(join(docsDir, folder, '_category_.json'), `${JSON.stringify({ label, position: numbers[numbers.length - 1] })}\n`);
    }
    const text = `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n---\n\n${body}`;
    bytes += Buffer.byteLength(text);
    await writeFile(join(docsDir, `${path}.md`), text);
  }
  return { bytes, folders: folders.size };
}

/** A site folder with the config and a docs folder of `pages` pages. */
export async function writeSite(dir, corpus, pages) {
  await mkdir(join(dir, 'docs'), { recursive: true });
  const config = join(dir, 'specpress.config.yaml');
  await writeFile(
    config,
    [
      `title: Docs at scale (${pages} pages)`,
      'url: https://docs-scale.example',
      "baseUrl: '/'",
      'docs:',
      '  folder: docs',
      // Links between the foreign files' own folders do not survive the new layout: warnings, not errors.
      'links:',
      '  onBrokenLinks: warn',
      '  onBrokenImages: warn',
      '',
    ].join('\n'),
  );
  const written = await writeCorpus(join(dir, 'docs'), corpus, pages);
  return { config, ...written };
}

// ---------------------------------------------------------------- cold build

async function outputSizes(out) {
  let total = 0;
  const pages = [];
  for (const file of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath ?? file.path, file.name);
    const { size } = await stat(path);
    total += size;
    if (file.name === 'index.html') pages.push({ page: `/${relative(out, path).replace(/(^|\/)?index\.html$/, '')}`, size });
  }
  pages.sort((a, b) => a.size - b.size);
  return { total, pages };
}

function warningCodes(stderr) {
  const codes = new Map();
  for (const match of stderr.matchAll(/\bwarning\b.*\[([\w-]+)\]\s*$/gm)) codes.set(match[1], (codes.get(match[1]) ?? 0) + 1);
  return [...codes].sort((a, b) => b[1] - a[1]);
}

/**
 * measureNode of bench/measure.mjs, keeping stderr (the warnings) and not throwing: a failed
 * build is a result. GNU time reports the peak memory without touching the measured process.
 */
async function measureBuild(args, options, limitSeconds) {
  const [command, argv] = gnuTime ? [gnuTime, ['-f', '__PEAK_RSS_KB=%M', process.execPath, ...args]] : [process.execPath, ['--import', preload, ...args]];
  const start = process.hrtime.bigint();
  // Its own process group, so that past the time limit both GNU time and the build get SIGTERM
  // (specpress then removes its half-written output folder).
  const child = spawn(command, argv, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  let timedOut = false;
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    signalGroup('SIGTERM');
    setTimeout(() => signalGroup('SIGKILL'), 30_000).unref();
  }, limitSeconds * 1000);
  const [code, signal] = await new Promise((resolve) => child.on('close', (...result) => resolve(result)));
  clearTimeout(timer);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rssKb = Number(/__PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1] ?? NaN);
  const status = timedOut ? `stopped at the ${limitSeconds} s limit` : signal ? `killed by ${signal}` : `exit ${code}`;
  return { ok: code === 0 && !timedOut, status, ms, rssMb: rssKb / 1024, stdout, stderr };
}

async function benchBuild(site, out, pages, limitSeconds) {
  const run = await measureBuild(
    [bin, 'generate', '--no-cache', '--config', site.config, '--out', out, '--timings'],
    { cwd: join(site.config, '..'), env: { ...process.env, NO_COLOR: '1' } },
    limitSeconds,
  );
  const result = {
    pages,
    seconds: run.ms / 1000,
    peakMb: run.rssMb,
    warnings: Number(/(\d+) warnings?, \d+ ms/.exec(`${run.stdout}\n${run.stderr}`)?.[1] ?? NaN),
    codes: warningCodes(run.stderr),
    steps: stepTimings(run.stdout),
  };
  if (!run.ok) {
    const oom = /heap out of memory|Allocation failed/i.test(run.stderr) ? 'out of memory (JavaScript heap), ' : '';
    const errors = run.stderr.split('\n').filter((line) => /: error |✖|FATAL ERROR/.test(line));
    return { ...result, failed: `${oom}${run.status} after ${fmt(run.ms / 1000, 1)} s, peak ${fmt(run.rssMb)} MB`, detail: [...errors.slice(0, 12), lastLines(run.stderr)].join('\n') };
  }
  const summary = /(\d+) pages? written/.exec(run.stdout);
  const sizes = await outputSizes(out);
  const largest = sizes.pages[sizes.pages.length - 1];
  return {
    ...result,
    outputMb: sizes.total / 1024 / 1024,
    htmlPages: sizes.pages.length,
    reportedPages: summary ? Number(summary[1]) : undefined,
    medianPageKb: median(sizes.pages.map((p) => p.size)) / 1024,
    largestPageKb: largest.size / 1024,
    largestPage: largest.page,
  };
}

// ---------------------------------------------------------------- watch (the approach of bench/watch.mjs)

async function benchWatch(site, pageIndex) {
  const relPage = pagePath(pageIndex);
  const file = join(site.config, '..', 'docs', `${relPage}.md`);
  const started = performance.now();
  const child = execa('node', [bin, 'watch', '--config', site.config, '--host', '127.0.0.1', '--port', '0'], { cwd: join(site.config, '..'), reject: false, all: true, buffer: false });
  let output = '';
  child.all.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  let events;
  // VmHWM is the process's high-water mark; sampled because a process that died cannot be asked.
  let peakMb;
  const sampler = setInterval(() => (peakMb = peakRssMb(child.pid) ?? peakMb), 250);
  try {
    let origin;
    try {
      origin = await serverOrigin(child, () => output);
    } catch (error) {
      return { failed: `did not start: ${error.message}`, peakMb, seconds: (performance.now() - started) / 1000 };
    }
    const startSeconds = (performance.now() - started) / 1000;
    const startPeakMb = peakRssMb(child.pid) ?? peakMb;
    // A page asked for as soon as watch serves (a provisional model renders it then: src/dev/provisional-site.ts).
    await get(origin, `/${relPage}`);
    const firstPageSeconds = (performance.now() - started) / 1000;
    // watch serves before it has rendered every page for its first link check: saves are timed after it.
    for (const until = performance.now() + WATCH_START_LIMIT_MS; !/✔ built in \d+ ms/.test(output) && performance.now() < until;) await sleep(100);
    const checkedSeconds = Number(/✔ built in (\d+) ms/.exec(output)?.[1]) / 1000 || undefined;
    events = await connectEvents(origin, WATCH_EVENT_LIMIT_MS);
    await events.next('hello');
    const original = await readFile(file, 'utf8');
    const samples = [];
    for (let i = 0; i < WATCH_SAVES; i++) {
      const marker = `bench-edit-${i}-${Date.now()}`;
      const start = performance.now();
      await writeFile(file, `${original}\n\nParagraph ${marker}.\n`);
      for (;;) {
        const reload = await events.next('reload');
        if (!reload.all && !reload.changed.includes(`${relPage}/index.html`)) continue;
        const html = await get(origin, `/${relPage}`);
        if (html.includes(marker)) break;
      }
      samples.push(performance.now() - start);
      await sleep(120); // past chokidar's per-file change window, like a person saving again
    }
    peakMb = peakRssMb(child.pid) ?? peakMb;
    return { startSeconds, firstPageSeconds, startPeakMb, checkedSeconds, samples, medianMs: median(samples), peakMb, page: `/${relPage}` };
  } catch (error) {
    return { failed: `failed while running: ${error.message}`, peakMb, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
    events?.close();
    child.kill('SIGINT');
    await Promise.race([child, sleep(3000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.race([child, sleep(3000)]);
  }
}

/** The watch process's peak resident memory so far (Linux). */
function peakRssMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function serverOrigin(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "serving" line after ${WATCH_START_LIMIT_MS / 1000} s; last output: ${lastLines(output())}`)), WATCH_START_LIMIT_MS);
    const poll = setInterval(() => {
      const match = /serving (http:\/\/[^/\s]+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 50);
    child.then((result) => {
      clearTimeout(timer);
      clearInterval(poll);
      const fatal = /^.*FATAL ERROR.*$/m.exec(output())?.[0];
      const oom = /heap out of memory|Allocation failed/i.test(output()) ? 'out of memory (JavaScript heap), ' : '';
      reject(new Error(`${oom}exited (${result.signal ?? `code ${result.exitCode}`}); last output: ${fatal ?? lastLines(output())}`));
    });
  });
}

const lastLines = (text) =>
  text
    .trim()
    .split('\n')
    .slice(-4)
    .map((line) => line.trim())
    .join(' ⏎ ')
    .slice(0, 600);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- report

const fmt = (n, digits = 0) => (n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const mark = (value, limit) => (value === undefined || limit === undefined ? '' : value <= limit ? ' ✓' : ' ✗');

function printResults(builds, watch, watchPages) {
  console.log('| pages | cold build s | peak MB | output MB | median page KB | largest page KB | warnings | watch median ms |');
  console.log('| ----: | -----------: | ------: | --------: | -------------: | --------------: | -------: | --------------- |');
  for (const b of builds) {
    const target = TARGETS[b.pages];
    let watchCell = '';
    if (b.pages === watchPages && watch) watchCell = watch.failed?.split('; last output')[0] ?? `${fmt(watch.medianMs)}${mark(watch.medianMs, TARGETS.watchMs)}`;
    if (b.failed) {
      console.log(`| ${fmt(b.pages)} | ${fmt(b.seconds, 1)}, failed | ${fmt(b.peakMb)} | – | – | – | ${fmt(b.warnings)} | ${watchCell} |`);
      continue;
    }
    console.log(
      `| ${fmt(b.pages)} | ${fmt(b.seconds, 1)}${mark(b.seconds, target?.seconds)} | ${fmt(b.peakMb)}${mark(b.peakMb, target?.mb)} | ${fmt(b.outputMb, 1)} | ${fmt(b.medianPageKb, 1)}${mark(b.medianPageKb, TARGETS.medianPageKb)} | ${fmt(b.largestPageKb)} | ${fmt(b.warnings)} | ${watchCell} |`,
    );
  }
  console.log(
    `| target | 2,500: ≤ ${TARGETS[2500].seconds} s; 10,000: ≤ ${TARGETS[10000].seconds} s | 2,500: ≤ ${TARGETS[2500].mb} MB; 10,000: ≤ 1.5 GB | | ≤ ${TARGETS.medianPageKb} KB | | | ≤ ${TARGETS.watchMs} ms |`,
  );
  for (const b of builds) {
    console.log('');
    if (b.failed) console.log(`${fmt(b.pages)} pages: the build failed (${b.failed}):\n\n\`\`\`\n${b.detail}\n\`\`\`\n`);
    else console.log(`${fmt(b.pages)} pages: ${fmt(b.htmlPages)} index.html files (the summary says ${fmt(b.reportedPages)} pages); largest ${b.largestPage}.`);
    if (!b.steps.size) continue; // died before its summary
    console.log(`Warnings by code: ${b.codes.map(([code, n]) => `${code} ${fmt(n)}`).join(', ') || 'none'}.`);
    console.log('');
    console.log('| step (`generate --timings`) | ms |');
    console.log('| --- | ---: |');
    for (const [step, ms] of b.steps) console.log(`| ${step} | ${fmt(ms)} |`);
  }
  if (watch) {
    console.log('');
    if (watch.failed) console.log(`Watch at ${fmt(watchPages)} pages: ${watch.failed} (after ${fmt(watch.seconds, 1)} s; peak memory ${fmt(watch.peakMb)} MB)`);
    else
      console.log(
        `Watch at ${fmt(watchPages)} pages: serving after ${fmt(watch.startSeconds, 1)} s, a page answered ${fmt(watch.firstPageSeconds, 1)} s after start (peak memory then ${fmt(watch.startPeakMb)} MB; first link check done ${watch.checkedSeconds ? `${fmt(watch.checkedSeconds, 1)} s after start` : 'later'}), peak memory ${fmt(watch.peakMb)} MB; ${WATCH_SAVES} saves of ${watch.page}: ${watch.samples.map((ms) => fmt(ms)).join(', ')} ms (median ${fmt(watch.medianMs)}).`,
      );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '2500,10000' },
      'skip-watch': { type: 'boolean', default: false },
      'watch-at': { type: 'string' },
      'build-limit': { type: 'string', default: '3600' },
      keep: { type: 'boolean', default: false },
    },
  });
  const sizes = values.pages.split(',').map((s) => Number(s.replace(/[_\s]/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--pages takes whole numbers separated by commas: ${values.pages}`);
  const watchPages = values['skip-watch'] ? undefined : values['watch-at'] ? Number(values['watch-at']) : sizes.includes(2500) ? 2500 : Math.min(...sizes);

  await installCorpusPackages();
  // Every file is taken (15 were once left out for a link bug of llms-full.txt, fixed since).
  const corpus = await collectMarkdown();
  const packages = new Map();
  for (const file of corpus) packages.set(file.pkg, (packages.get(file.pkg) ?? 0) + 1);
  const corpusBytes = corpus.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
  const fingerprint = createHash('sha1')
    .update(corpus.map((f) => f.rel).join('\n'))
    .digest('hex')
    .slice(0, 12);
  console.log(
    `Corpus: ${fmt(corpus.length)} distinct .md files of at least ${MIN_BYTES} bytes, ${fmt(corpusBytes / 1024 / 1024, 1)} MB, from ${packages.size} installed packages (${CORPUS_PACKAGES.join(', ')} and their dependencies); file list ${fingerprint}.`,
  );
  console.log(
    `Most files: ${[...packages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([pkg, n]) => `${pkg} ${n}`)
      .join(', ')}.`,
  );
  console.log('');

  const work = await mkdtemp(join(tmpdir(), 'specpress-bench-docs-scale-'));
  const builds = [];
  let watch;
  // A size's site and output are moved away, not deleted, before the next size is written and built (measure.mjs, Trash).
  const trash = new Trash(join(work, 'trash'));
  try {
    for (const pages of sizes) {
      const dir = join(work, `site-${pages}`);
      console.error(`docs-scale: writing ${fmt(pages)} pages …`);
      const site = await writeSite(dir, corpus, pages);
      console.error(`docs-scale: ${fmt(site.bytes / 1024 / 1024, 1)} MB of markdown in ${fmt(site.folders)} folders; building …`);
      const build = await benchBuild(site, join(work, `out-${pages}`), pages, Number(values['build-limit']));
      builds.push(build);
      console.error(`docs-scale: ${fmt(pages)} pages: ${build.failed ? 'failed' : `${fmt(build.seconds, 1)} s, ${fmt(build.peakMb)} MB`}`);
      if (!values.keep) await trash.setAside(join(work, `out-${pages}`));
      if (pages === watchPages) {
        console.error(`docs-scale: watch at ${fmt(pages)} pages …`);
        watch = await benchWatch(site, Math.floor(pages / 2));
        console.error(`docs-scale: watch: ${watch.failed ?? `median ${fmt(watch.medianMs)} ms`}`);
      }
      if (!values.keep) await trash.setAside(dir);
    }
    await trash.empty();
  } finally {
    if (values.keep) console.error(`docs-scale: kept ${work}`);
    else await rm(work, { recursive: true, force: true });
  }
  printResults(builds, watch, watchPages);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

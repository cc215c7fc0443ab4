// JavaScript a reader downloads on the first visit of a docs page and of the API reference page,
// gzip, measured in Debian's chromium through playwright-core (every script response the page
// loads: <script src>, modulepreload and dynamically imported chunks). Budget: 60 KB gzip.
// Without chromium it falls back to the HTML: <script src> and <link rel=modulepreload> files.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.SPECPRESS_CHROMIUM ?? '/usr/bin/chromium';
const BUDGET = 60 * 1024;
const PAGES = [
  ['docs page (/api-docs/docs)', '/api-docs/docs'],
  ['docs page with tabs (/api-docs/authentication)', '/api-docs/authentication'],
  ['API reference page (/api-docs/api)', '/api-docs/api'],
];

const gzipBytes = (buffer) => gzipSync(buffer).length;

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    for (const file of [join(dir, path), join(dir, path, 'index.html')]) {
      if (existsSync(file) && (await stat(file)).isFile()) {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        return response.end(await readFile(file));
      }
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measureInBrowser(out) {
  const { chromium } = await import('playwright-core');
  const server = await serve(out);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results = [];
    for (const [label, path] of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipBytes(body)));
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      results.push({ label, bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

async function measureFromHtml(out) {
  const results = [];
  for (const [label, path] of PAGES) {
    const html = await readFile(join(out, path, 'index.html'), 'utf8');
    const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const sizes = await Promise.all(srcs.map(async (src) => gzipBytes(await readFile(join(out, src)))));
    results.push({ label: `${label}, from the HTML`, bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
  }
  return results;
}

export async function benchClient() {
  const work = await mkdtemp(join(tmpdir(), 'specpress-bench-client-'));
  try {
    const out = join(work, 'build');
    execFileSync('node', [join(root, 'bin', 'specpress.js'), 'generate', '--no-cache', '--out', out], { cwd: root, stdio: 'ignore' });
    const results = existsSync(CHROMIUM) ? await measureInBrowser(out) : await measureFromHtml(out);
    return results.map(({ label, bytes, files }) => ({
      name: `client JS on first visit, ${label}, gzip`,
      value: `${(bytes / 1024).toFixed(1)} KB in ${files} file${files === 1 ? '' : 's'} (${bytes} B; budget ${BUDGET / 1024} KB${bytes > BUDGET ? ', OVER' : ''})`,
    }));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await benchClient()) console.log(`${row.name}: ${row.value}`);
}

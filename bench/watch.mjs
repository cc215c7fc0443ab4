// Watch latency: from saving a markdown file to the browser having the new page. Runs
// `specpress watch` on a temp copy of the proposal site (the repo root), listens to its event
// stream like the live-reload client does, and times writeFile → `reload` event → new HTML fetched.
// Usage: `node bench/watch.mjs` (after `node bin/build.mjs`), or imported by bench/run.mjs.
import { execa } from 'execa';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const EDITS = 20;
const WARMUP = 3;
const PAGE = { file: 'docs/authentication.md', output: 'api-docs/authentication/index.html', path: '/api-docs/authentication' };

export async function benchWatch({ edits = EDITS } = {}) {
  const site = await mkdtemp(join(tmpdir(), 'specpress-bench-watch-'));
  for (const entry of ['specpress.config.yaml', 'docs', 'specs']) await cp(join(root, entry), join(site, entry), { recursive: true });
  const child = execa('node', [join(root, 'bin', 'specpress.js'), 'watch', '--host', '127.0.0.1', '--port', '0'], { cwd: site, reject: false, all: true });
  let events;
  try {
    const origin = await serverOrigin(child);
    events = await connectEvents(origin);
    await events.next('hello');
    const file = join(site, PAGE.file);
    const original = await readFile(file, 'utf8');
    const samples = [];
    for (let i = 0; i < WARMUP + edits; i++) {
      const marker = `bench-edit-${i}-${Date.now()}`;
      const start = performance.now();
      await writeFile(file, `${original}\n\nParagraph ${marker}.\n`);
      for (;;) {
        const reload = await events.next('reload');
        if (!reload.changed.includes(PAGE.output)) continue;
        const html = await get(origin, PAGE.path);
        if (html.includes(marker)) break;
      }
      if (i >= WARMUP) samples.push(performance.now() - start);
      await sleep(120); // past chokidar's per-file change window, like a person saving again
    }
    samples.sort((a, b) => a - b);
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
    const median = samples.length % 2 ? samples[(samples.length - 1) / 2] : (samples[samples.length / 2 - 1] + samples[samples.length / 2]) / 2;
    return [
      { name: `watch: markdown save → new page, median of ${edits} (ms)`, value: round(median) },
      { name: 'watch: markdown save → new page, p90 (ms)', value: round(at(0.9)) },
      { name: 'watch: markdown save → new page, max (ms)', value: round(samples[samples.length - 1]) },
    ];
  } finally {
    events?.close();
    child.kill('SIGINT');
    await Promise.race([child, sleep(3000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(site, { recursive: true, force: true });
  }
}

/** The origin a `specpress watch` child prints once it serves (`child` run by execa with `all: true`). */
export function serverOrigin(child, limitMs = 30_000) {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`specpress watch did not start:\n${output}`)), limitMs);
    child.all.on('data', (chunk) => {
      output += chunk;
      const match = /serving (http:\/\/[^/\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.then(() => reject(new Error(`specpress watch exited:\n${output}`)));
  });
}

/**
 * A minimal EventSource over node:http: next(name) resolves with the data of the next such event,
 * or fails when none comes within `limitMs` (bench/docs-scale.mjs uses it too).
 */
export function connectEvents(origin, limitMs = 10_000) {
  const { hostname, port } = new URL(origin);
  const queue = [];
  let wake;
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: '/__specpress/events', agent: false }, (res) => {
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (name) queue.push({ name, data: JSON.parse(data ?? 'null') });
          wake?.();
        }
      });
      resolve({
        async next(name) {
          for (;;) {
            const index = queue.findIndex((e) => e.name === name);
            if (index !== -1) return queue.splice(0, index + 1).pop().data;
            let timer;
            await Promise.race([new Promise((r) => (wake = r)), new Promise((_, fail) => (timer = setTimeout(() => fail(new Error(`no ${name} event within ${limitMs / 1000} s`)), limitMs)))]).finally(
              () => clearTimeout(timer),
            );
          }
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body of a GET from the watch server. */
export function get(origin, path) {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms) => Math.round(ms * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchWatch()) console.log(`${row.name}: ${row.value}`);
}

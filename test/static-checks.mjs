// `npm test`'s checks before vitest: the build, both typechecks and prettier. Each of them keeps
// about one core busy, so they run two at a time on a 2-core machine. Prettier, the longest (about
// 40 s of CPU for some 630 files), is split in two halves of about equal bytes, so that the two
// lanes end together instead of one waiting on prettier alone; the typechecks wait for the build.
// Each check's output is printed whole when it ends; the first failure's exit code is the script's.
// A developer's next run is quicker: prettier keeps a cache of the files it found formatted (keyed
// by their content, its version and options) and tsc its incremental build info, both under .tmp/
// (ignored by git; a clean clone has neither, so it checks everything as before). tsc runs single
// threaded: the two lanes keep both cores busy already, and its parallel checkers cost about 20 %
// more CPU for the same check (bench/README.md, sixth pass).
// The build is skipped when dist/ was built from the sources as they are (bin/build-inputs.mjs):
// on a clean clone `npm ci` has just built it (about 12 s of a core, and 5 s of tsc's declarations).
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import fg from 'fast-glob';
import { buildInputsHash } from '../bin/build-inputs.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
/** The files `npm run format:check` checks (package.json), the same patterns; .prettierignore applies to named files too. */
const PRETTIER_FILES = ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'bin/**/*.{js,mjs}', 'bench/**/*.mjs'];

/** The files in two lists of about equal bytes (largest first, each to the lighter list). */
function halves(files) {
  const lists = [
    { files: [], bytes: 0 },
    { files: [], bytes: 0 },
  ];
  const sized = files.map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  for (const { file, bytes } of sized) {
    const lighter = lists[0].bytes <= lists[1].bytes ? lists[0] : lists[1];
    lighter.files.push(file);
    lighter.bytes += bytes;
  }
  return lists.map((list) => list.files.sort());
}

/** One cache file per half (two processes write them at once); content, not mtimes: a fresh checkout's files are all new. */
const prettierCache = (half) => ['--cache', '--cache-strategy', 'content', '--cache-location', `.tmp/prettier-cache-${half}`];
const tscOptions = (name) => ['--singleThreaded', '--incremental', '--tsBuildInfoFile', `.tmp/tsc/${name}.tsbuildinfo`];

/**
 * Why the build can be skipped, or undefined: dist/ was built from the sources as they are now
 * (bin/build-inputs.mjs). `npm ci` has just built it on a clean clone; a developer's edit to any
 * source, template, build script or the lock file changes the hash and builds again.
 */
async function builtFromTheseInputs() {
  let built;
  try {
    built = readFileSync('dist/build-inputs.txt', 'utf8').trim();
  } catch {
    return undefined;
  }
  return built === (await buildInputsHash('.')) ? 'dist/ was built from the sources as they are (dist/build-inputs.txt)' : undefined;
}

const [firstHalf, secondHalf] = halves(fg.sync(PRETTIER_FILES, { ignore: ['**/node_modules/**'] }));
// In the order the two lanes take them: a prettier half in each lane while the other builds, then
// the typechecks, which start only once the build is written (tests import dist/api.js's types).
const CHECKS = [
  { name: 'prettier (first half)', command: [bin('prettier'), '--check', ...prettierCache(1), ...firstHalf] },
  { name: 'build', command: [process.execPath, 'bin/build.mjs'], skip: await builtFromTheseInputs() },
  { name: 'prettier (second half)', command: [bin('prettier'), '--check', ...prettierCache(2), ...secondHalf] },
  { name: 'typecheck', command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit', ...tscOptions('node')], afterBuild: true },
  { name: 'typecheck (client)', command: [bin('tsc'), '-p', 'src/client/tsconfig.json', '--noEmit', ...tscOptions('client')], afterBuild: true },
];

function run({ name, command: [command, ...args] }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const queue = [...CHECKS];
let failed = 0;
let builtNow;
const built = new Promise((resolve) => (builtNow = resolve));
async function lane() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    if (check.afterBuild) await built;
    const started = Date.now();
    const { name, code, output } = check.skip ? { name: check.name, code: 0, output: `${check.skip}\n` } : await run(check);
    if (name === 'build') builtNow();
    process.stdout.write(`> ${name}: ${code !== 0 ? `failed (exit ${code})` : check.skip ? 'skipped' : 'ok'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${output}`);
    if (code !== 0 && failed === 0) failed = code;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));
process.exitCode = failed;

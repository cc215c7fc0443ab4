// `npm test`'s checks before vitest: the build, both typechecks and prettier. Each of them keeps
// about one core busy, so they run two at a time on a 2-core machine (about 10 s off `npm test`
// against one after another); each one's output is printed whole when it ends, and the first
// failure's exit code is the script's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const bin = (name) => `node_modules/.bin/${name}`;
const CHECKS = [
  ['prettier', [bin('prettier'), '--check', 'src/**/*.{ts,tsx}', 'test/**/*.ts', 'bin/**/*.{js,mjs}', 'bench/**/*.mjs']],
  ['build', [process.execPath, 'bin/build.mjs']],
  ['typecheck', [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (client)', [bin('tsc'), '-p', 'src/client/tsconfig.json', '--noEmit']],
];

function run([name, [command, ...args]]) {
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
async function lane() {
  for (let check = queue.shift(); check; check = queue.shift()) {
    const { name, code, output } = await run(check);
    process.stdout.write(`> ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`}\n${output}`);
    if (code !== 0 && failed === 0) failed = code;
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, lane));
process.exitCode = failed;

// The CLI starts from V8's code cache that `npm run build` records (bin/load-cli.js): a cache that
// is missing or rejected still works, only slower, so this checks the build really produced one.
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { join } from 'node:path';
import { repoRoot } from '../helpers/cli.js';

describe('CLI code cache', () => {
  it('is written by the build and accepted by this Node', async () => {
    const script = `import { loadCli } from ${JSON.stringify(join(repoRoot, 'bin', 'load-cli.js'))};
const loaded = loadCli(${JSON.stringify(join(repoRoot, 'dist'))});
console.log(JSON.stringify({ usedCodeCache: loaded.usedCodeCache, runCli: typeof loaded.cli.runCli }));`;
    const { stdout } = await execa(process.execPath, ['--input-type=module', '-e', script]);
    expect(JSON.parse(stdout)).toEqual({ usedCodeCache: true, runCli: 'function' });
  });

  it('runs the CLI without the cache as well', async () => {
    const script = `import { loadCli } from ${JSON.stringify(join(repoRoot, 'bin', 'load-cli.js'))};
const loaded = loadCli(${JSON.stringify(join(repoRoot, 'dist'))}, { codeCache: false });
console.log(loaded.usedCodeCache);
await loaded.cli.runCli([process.argv[0], 'specpress', '--version']);`;
    const { stdout } = await execa(process.execPath, ['--input-type=module', '-e', script]);
    expect(stdout.split('\n')).toEqual(['false', expect.stringMatching(/^\d+\.\d+\.\d+$/)]);
  });
});

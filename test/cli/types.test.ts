// TypeScript consumers get types from the package: `import { generate, validate, watch, serve, init } from 'specpress'`.
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, tempDir } from '../helpers/cli.js';

describe('package types', () => {
  it('type-checks a consumer of the programmatic API against dist/api.d.ts', async () => {
    expect(existsSync(join(repoRoot, 'dist', 'api.d.ts')), 'run node bin/build.mjs').toBe(true);
    const dir = await tempDir();
    await mkdir(join(dir, 'node_modules'));
    await symlink(repoRoot, join(dir, 'node_modules', 'specpress'));
    await writeFile(
      join(dir, 'consumer.ts'),
      `import { generate, validate, watch, serve, init, type Diagnostic, type WatchBuild, type ServeSession, type InitResult } from 'specpress';
const v = await validate({ config: 'specpress.config.yaml', strict: true });
const first: Diagnostic | undefined = v.diagnostics[0];
const line: number | undefined = first?.line;
const g = await generate({ outDir: 'build' });
const pages: number = g.pagesWritten;
const session = await watch({ port: 0, onBuild: (b: WatchBuild) => void b.changed.length });
const url: string = session.url;
await session.close();
const server: ServeSession = await serve({ dir: 'build', port: 0 });
await server.close();
const created: InitResult = await init({ dir: 'x', title: 'X', force: false });
// @ts-expect-error port must be a number
await serve({ port: '80' });
export { line, pages, url, created };
`,
    );
    await writeFile(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [join(repoRoot, 'node_modules', '@types')],
        },
        files: ['consumer.ts'],
      }),
    );
    await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const tsc = await execa('node', [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { reject: false, cwd: dir });
    expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
    expect(tsc.exitCode).toBe(0);
  });
});

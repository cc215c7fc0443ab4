// Same input, byte-identical output.
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateFixture, repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { proposalInputs, sharedBuild } from '../helpers/shared-build.js';

async function tree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(join(entry.parentPath, entry.name).slice(dir.length), await readFile(join(entry.parentPath, entry.name)));
  }
  return out;
}

describe('determinism', () => {
  // One side of each comparison is the build the other test files read (test/helpers/shared-build.ts),
  // made by another process, maybe in an earlier run of the same code: the other is built here.
  it('two builds of the proposal site are byte-identical', async () => {
    const shared = await sharedBuild(repoRoot, { inputs: proposalInputs });
    const a = shared.out;
    const b = join(await tempDir(), 'b');
    expect(shared.run.exitCode).toBe(0);
    expect((await runCli(['generate', '--out', b], repoRoot)).exitCode).toBe(0);
    const [left, right] = [await tree(a), await tree(b)];
    expect([...left.keys()].sort()).toEqual([...right.keys()].sort());
    for (const [path, content] of left) expect(content.equals(right.get(path)!), path).toBe(true);
  });

  it('two builds of a site with formulas, footnotes, raw HTML and diagrams are byte-identical', async () => {
    // Formulas pass the sanitiser as placeholders with a random part: none of it may reach the output.
    const a = await generateFixture('markdown-extras');
    const b = join(await tempDir(), 'b');
    const runB = await runCli(['generate', '--config', join(repoRoot, 'fixtures', 'markdown-extras', 'specpress.config.yaml'), '--out', b]);
    expect([a.run.exitCode, runB.exitCode]).toEqual([0, 0]);
    const [left, right] = [await tree(a.out), await tree(b)];
    expect([...left.keys()].sort()).toEqual([...right.keys()].sort());
    for (const [path, content] of left) expect(content.equals(right.get(path)!), path).toBe(true);
  });
});

// A big one-off build shares its markdown renders with a second thread (src/render/markdown-sharing.ts).
// Forced on and off with SPECPRESS_RENDER_THREAD, the same sites give the same output, byte for
// byte, and the same terminal output: links resolved across versions and locales and into a split
// reference, pages with images beside them (left to the main thread), untranslated copies, and
// warnings at their lines. The builds run in this worker (runCli), one after the other.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesIn } from '../helpers/tree.js';
import { writeFile } from 'node:fs/promises';
import { copyFixture, repoRoot, runCli, tempDir } from '../helpers/cli.js';

async function generate(cwd: string, thread: 'always' | 'never'): Promise<{ files: Map<string, Buffer>; output: string; exitCode: number }> {
  const out = join(await tempDir(), 'out');
  const before = process.env.SPECPRESS_RENDER_THREAD;
  process.env.SPECPRESS_RENDER_THREAD = thread;
  try {
    const run = await runCli(['generate', '--no-cache', '--out', out], cwd);
    // The summary line's time and the output folder's name differ from run to run.
    const output = `${run.stdout}\n${run.stderr}`
      .replaceAll(out, '<out>')
      .replaceAll(relative(cwd, out), '<out>')
      .replace(/, \d+ ms/g, '');
    return { files: await filesIn(out), output, exitCode: run.exitCode };
  } finally {
    if (before === undefined) delete process.env.SPECPRESS_RENDER_THREAD;
    else process.env.SPECPRESS_RENDER_THREAD = before;
  }
}

describe('rendering markdown on a second thread', () => {
  for (const site of ['reference-split', 'markdown-extras', 'versioned-locales-docusaurus', 'warnings']) {
    it(`writes the same files and says the same as rendering in-line: ${site}`, async () => {
      // Built where they are (the split reference reads its description from fixtures/openapi); only --out is written.
      const cwd = join(repoRoot, 'fixtures', site);
      const threaded = await generate(cwd, 'always');
      const inline = await generate(cwd, 'never');
      expect(threaded.exitCode).toBe(inline.exitCode);
      expect(threaded.output).toBe(inline.output);
      expect([...threaded.files.keys()].sort()).toEqual([...inline.files.keys()].sort());
      for (const [path, bytes] of threaded.files) expect(bytes.equals(inline.files.get(path)!), path).toBe(true);
    }, 60_000);
  }

  it('a .md page that imports (MDX, as Docusaurus 3 reads it) is rendered as MDX whichever thread read it first', async () => {
    const cwd = await copyFixture('docusaurus-mdx');
    await writeFile(
      join(cwd, 'docs/tabbed.md'),
      '# Tabbed\n\nimport Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs>\n<TabItem value="a" label="A">\n\nFirst.\n\n</TabItem>\n</Tabs>\n',
    );
    const threaded = await generate(cwd, 'always');
    const inline = await generate(cwd, 'never');
    expect(threaded.exitCode, threaded.output).toBe(0);
    const page = threaded.files.get('tabbed/index.html')!.toString('utf8');
    expect(page).not.toContain('import Tabs');
    expect(page).toMatch(/role="tab(list|panel)?"|sp-tab/);
    for (const [path, bytes] of threaded.files) expect(bytes.equals(inline.files.get(path)!), path).toBe(true);
  }, 60_000);
});

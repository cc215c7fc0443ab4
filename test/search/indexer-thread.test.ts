// A big site's one-off build indexes its pages for the search on a thread of its own
// (src/search/indexer.ts). Forced on and off with SPECPRESS_SEARCH_THREAD, the same sites give the
// same output, byte for byte: the index, its manifest and every other file. The builds run in this
// worker (runCli), one after the other (the choice is read from the environment when a build
// starts), without the build cache (a second build would take the first one's counts).
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesIn } from '../helpers/tree.js';
import { copyFixture, repoRoot, runCli, tempDir } from '../helpers/cli.js';

async function build(cwd: string, thread: 'always' | 'never'): Promise<{ out: string; run: Awaited<ReturnType<typeof runCli>> }> {
  const out = join(await tempDir(), 'out');
  const before = process.env.SPECPRESS_SEARCH_THREAD;
  process.env.SPECPRESS_SEARCH_THREAD = thread;
  try {
    return { out, run: await runCli(['generate', '--no-cache', '--out', out], cwd) };
  } finally {
    if (before === undefined) delete process.env.SPECPRESS_SEARCH_THREAD;
    else process.env.SPECPRESS_SEARCH_THREAD = before;
  }
}

async function generate(cwd: string, thread: 'always' | 'never'): Promise<Map<string, Buffer>> {
  const { out, run } = await build(cwd, thread);
  expect(run.exitCode, run.stderr).toBe(0);
  return filesIn(out);
}

describe('indexing the search on a thread', () => {
  for (const site of ['proposal site', 'markdown-extras', 'docusaurus-mdx']) {
    it(`writes the same files as indexing in-line: ${site}`, async () => {
      const cwd = site === 'proposal site' ? repoRoot : await copyFixture(site);
      const threaded = await generate(cwd, 'always');
      const inline = await generate(cwd, 'never');
      expect([...threaded.keys()].sort()).toEqual([...inline.keys()].sort());
      expect([...threaded.keys()].some((path) => /assets\/search-[0-9a-f]{10}\/t\.json$/.test(path))).toBe(true);
      for (const [path, bytes] of threaded) expect(bytes.equals(inline.get(path)!), path).toBe(true);
    }, 60_000);
  }

  // With the thread, the links are checked while it finishes the index, whose files are written
  // after: a page's link to one of them must still be found, and a broken one still reported.
  it('checks a page link to the search manifest against the written index, as in-line', async () => {
    const cwd = await copyFixture('minimal');
    await appendFile(join(cwd, 'docs', 'reference-notes.md'), '\nThe [search manifest](/docs/search-manifest.json) and [a file that is not there](/docs/search-missing.json).\n');
    const threaded = await build(cwd, 'always');
    const inline = await build(cwd, 'never');
    expect(threaded.run.exitCode).toBe(1);
    expect(threaded.run.stderr).toContain('Broken link "/docs/search-missing.json"');
    expect(threaded.run.stderr).not.toContain('search-manifest.json');
    const report = ({ out, run }: typeof threaded) => run.stderr.replaceAll(out, 'OUT').replace(/\d+ ms/g, 'N ms');
    expect(report(threaded)).toBe(report(inline));
  }, 60_000);
});

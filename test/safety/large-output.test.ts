// An output bigger than what is written on the calling thread (8 MB) goes on through a writer
// thread: every file still arrives whole and identical from build to build, and a write that
// fails there fails the build like any other, leaving the previous output as it was.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { writeBigDocsSite } from '../helpers/big-docs.js';
import { snapshotTree } from '../helpers/tree.js';

/** Every file under `dir` with the hash of its bytes. */
async function contentTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      out[join(entry.parentPath, entry.name).slice(dir.length)] = createHash('sha256')
        .update(await readFile(join(entry.parentPath, entry.name)))
        .digest('hex');
  return out;
}

/** The 300-page docs site with a 9 MB static file, written before the pages are. */
async function bigOutputSite(): Promise<{ site: string; blob: Buffer; routes: string[] }> {
  const site = await tempDir();
  const routes = await writeBigDocsSite(site);
  const blob = randomBytes(9 * 2 ** 20);
  await mkdir(join(site, 'static'), { recursive: true });
  await writeFile(join(site, 'static', 'archive.bin'), blob);
  return { site, blob, routes };
}

describe('an output of more than 8 MB', () => {
  // One site and its two builds for both tests: the second test's previous output is the first
  // test's second build (the last output the site's build cache knows, as a user's rebuild into
  // the same folder finds it), so the site is built three times, not four.
  let site: string;
  let blob: Buffer;
  let routes: string[];
  let first: string;
  let second: string;
  const runs: CliRun[] = [];
  beforeAll(async () => {
    ({ site, blob, routes } = await bigOutputSite());
    [first, second] = [join(await tempDir(), 'build'), join(await tempDir(), 'build')];
    for (const out of [first, second]) runs.push(await runCli(['generate', '--out', out], site));
  });

  it('is written whole: every page, the big file byte for byte, the same bytes in two builds', async () => {
    for (const run of runs) {
      expect(run.exitCode, run.output).toBe(0);
      expect(run.stdout).toMatch(/✔ \d+ pages written to .+ \(\d+ files\), 0 warnings/);
    }
    expect((await readFile(join(first, 'archive.bin'))).equals(blob)).toBe(true);
    for (const route of routes) {
      const html = await readFile(join(first, route, 'index.html'), 'utf8');
      expect(html, route).toMatch(/<\/html>\s*$/);
    }
    const [a, b] = [await contentTree(first), await contentTree(second)];
    expect(Object.keys(a).length).toBeGreaterThan(routes.length);
    expect(b).toEqual(a);
  });

  it('fails as a whole when a file cannot be written after the first 8 MB, and keeps the previous output', async () => {
    const out = second;
    expect(runs[1].exitCode, runs[1].output).toBe(0);
    const before = await snapshotTree(out);
    // A static file where a page's folder must go: the page cannot be written (ENOTDIR).
    const page = routes[routes.length - 1];
    await writeFile(join(site, 'static', page.split('/')[0]), 'not a folder\n');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/ENOTDIR|EEXIST|not a directory/i);
    expect(await snapshotTree(out)).toEqual(before);
  });
});

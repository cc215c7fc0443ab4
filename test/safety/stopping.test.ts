// Every build is bounded and stoppable: SIGINT/SIGTERM stop `generate` within a second at any
// stage and leave the previous output as it was.
import { execa } from 'execa';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, tempDir } from '../helpers/cli.js';
import { writeBigDocsSite } from '../helpers/big-docs.js';
import { snapshotTree } from '../helpers/tree.js';

/** A site whose build takes seconds (2,000 pages), with a previous output of specpress's in build/. */
async function bigSiteWithOutput(): Promise<{ site: string; before: Record<string, string> }> {
  const site = await tempDir();
  await writeBigDocsSite(site, { parts: 4, sectionsPerPart: 10, pagesPerSection: 50 });
  // What an earlier build left (its marker lets a new build replace it).
  await mkdir(join(site, 'build', 'docs'), { recursive: true });
  await writeFile(join(site, 'build', '.specpress-output'), 'written by specpress\n');
  await writeFile(join(site, 'build', 'docs', 'index.html'), '<h1>the previous build</h1>\n');
  return { site, before: await snapshotTree(join(site, 'build')) };
}

const leftovers = async (site: string) => (await readdir(site)).filter((name) => name.startsWith('.build.'));

describe('a signal stops generate within a second', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} while it renders: exit ${code}, previous output untouched, no temporary folder`, async () => {
      const { site, before } = await bigSiteWithOutput();
      const child = execa('node', [bin, 'generate', '--out', 'build'], { cwd: site, reject: false, env: { NO_COLOR: '1' } });
      // Signal it once its temporary folder exists: the pages are being rendered and written by then.
      const deadline = Date.now() + 30_000;
      while ((await leftovers(site)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const sent = Date.now();
      child.kill(signal);
      const result = await child;
      const took = Date.now() - sent;
      expect(result.exitCode, result.all).toBe(code);
      expect(took).toBeLessThan(1000);
      expect(result.stdout).not.toContain('written');
      expect(result.stderr).toContain(`stopped (${signal}): nothing written; the previous output was left untouched`);
      expect(await leftovers(site)).toEqual([]);
      expect(await snapshotTree(join(site, 'build'))).toEqual(before);
    });
  }
});

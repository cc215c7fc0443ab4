// Every build is bounded and stoppable: SIGINT/SIGTERM stop `generate` within a second at any
// stage and leave the previous output as it was.
import { execa, execaSync } from 'execa';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { writeBigDocsSite } from '../helpers/big-docs.js';
import { writeLargeSite } from '../../bench/make-large-spec.mjs';
import { snapshotTree } from '../helpers/tree.js';
import { EventClient, rawGet, startServer } from '../dev/helpers.js';

/**
 * A site whose build renders and writes for a while (800 pages), with a previous output of
 * specpress's in build/. 800 pages, not 2,000: the signal goes once the temporary folder exists, and
 * what the build did before it (reading and modelling every page) was most of these tests' CPU; the
 * folder then still lives 13 s at load average 16 (2,000 pages: 30 s), about a second on a quiet
 * machine, against a 10 ms poll, so the signal still lands while pages are rendered and written.
 */
async function bigSiteWithOutput(): Promise<{ site: string; before: Record<string, string> }> {
  const site = await tempDir();
  await writeBigDocsSite(site, { parts: 4, sectionsPerPart: 10, pagesPerSection: 20 });
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

describe('a signal stops generate within a second while it reads and models a large spec', () => {
  it('SIGINT at several moments before the first file: the process ends at once, nothing left, previous output untouched', async () => {
    const site = await tempDir();
    await writeLargeSite(site, 1500);
    await mkdir(join(site, 'build'), { recursive: true });
    await writeFile(join(site, 'build', '.specpress-output'), 'written by specpress\n');
    await writeFile(join(site, 'build', 'index.html'), '<h1>the previous build</h1>\n');
    const before = await snapshotTree(join(site, 'build'));
    for (const after of [400, 900, 1400]) {
      const child = execa('node', [bin, 'generate', '--out', 'build'], { cwd: site, reject: false, env: { NO_COLOR: '1' } });
      await new Promise((r) => setTimeout(r, after));
      const sent = Date.now();
      child.kill('SIGINT');
      const result = await child;
      expect(Date.now() - sent, `signal at ${after} ms`).toBeLessThan(1000);
      // Ended by the signal itself (no handler yet) or by the handler (exit 130).
      expect(result.signal === 'SIGINT' || result.exitCode === 130, `signal at ${after} ms: ${result.exitCode} ${result.signal}`).toBe(true);
      expect(result.stdout).not.toContain('written');
      expect(await leftovers(site)).toEqual([]);
      expect(await snapshotTree(join(site, 'build'))).toEqual(before);
    }
  });
});

/** A site whose MDX and React pages run under a 1 s limit (security.pageTimeLimitSeconds). */
async function pageSite(pages: Record<string, string>): Promise<string> {
  const site = await tempDir();
  await mkdir(join(site, 'docs'));
  await writeFile(join(site, 'specpress.config.yaml'), 'title: Loops\nurl: https://loops.example\nsecurity:\n  pageTimeLimitSeconds: 1\n');
  for (const [name, text] of Object.entries({ 'index.md': '# Home\n', ...pages })) await writeFile(join(site, 'docs', name), text);
  return site;
}

/** `generate` under a hard bound: a page that never ends must not hang it. */
async function generateBounded(site: string) {
  const started = Date.now();
  const result = await execa('node', [bin, 'generate'], { cwd: site, reject: false, timeout: 20_000, env: { NO_COLOR: '1' } });
  expect(result.timedOut, 'generate still running after 20 s').toBe(false);
  return { ...result, took: Date.now() - started };
}

describe('a page that never ends is stopped at the page time limit', () => {
  it('an MDX page looping in its body and one looping at its top level: exit 1, each named', async () => {
    const site = await pageSite({
      'body.mdx': '# Body\n\n{(() => { while (true) {} })()}\n',
      'top.mdx': 'export const x = (() => { while (true) {} })()\n\n# Top\n',
    });
    const run = await generateBounded(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/body\.mdx:1:1: error The MDX page cannot be rendered: it was still running after 1 s, and was stopped \[page-time-limit\]/);
    expect(run.stderr).toMatch(/docs\/top\.mdx: error This MDX page was stopped: it was still running after 1 s .*\[page-time-limit\]/);
    expect(run.stderr).toContain('hint: Look for a loop that never ends in the page');
    expect(run.stderr).toContain('security.pageTimeLimitSeconds');
    expect(existsSync(join(site, 'build'))).toBe(false);
  });

  it('a React page whose component loops while rendering: exit 1, the page named', async () => {
    const site = await pageSite({ 'spin.tsx': 'export default function Spin() {\n  while (true) {}\n  return <p>never</p>;\n}\n' });
    const run = await generateBounded(site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/spin\.tsx: error This React page was stopped: it was still running after 1 s .*\[page-time-limit\]/);
  });

  it('watch keeps serving the last good page after a looping save, and still answers', async () => {
    const site = await pageSite({ 'live.mdx': '# Live\n\nThe good text.\n' });
    const server = await startServer(['watch'], site);
    const events = await EventClient.connect(server.origin);
    try {
      await events.waitFor('hello');
      const good = await rawGet(server.origin, '/live');
      expect(good.text).toContain('The good text.');
      const from = events.events.length;
      // Saved whole (written beside, then renamed over the page): watch never reads it half-written.
      // Written in place, a loaded machine let watch read the emptied file, build it without error
      // and serve that empty page as the last good build before the looping one failed.
      const saved = join(await tempDir(), 'live.mdx');
      await writeFile(saved, '# Live\n\n{(() => { while (true) {} })()}\n');
      await rename(saved, join(site, 'docs', 'live.mdx'));
      const error = await events.waitFor('build-error', (e) => /page-time-limit/.test(String(e.data.text)), from);
      expect(error.data.text).toMatch(/docs\/live\.mdx:1:1: error The MDX page cannot be rendered: it was still running after 1 s/);
      const after = await rawGet(server.origin, '/live');
      expect(after.status).toBe(200);
      expect(after.text).toContain('The good text.');
      expect((await rawGet(server.origin, '/')).status).toBe(200);
    } finally {
      events.close();
      server.kill();
    }
  });
});

/** Whether this machine lets the tests mount a small file system (root on Linux). */
function canMount(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  return execaSync('sh', ['-c', 'command -v mount && command -v umount'], { reject: false }).exitCode === 0;
}

/** A tmpfs of `size` at a new folder, holding a previous output in build/; unmounted by the returned function. */
async function smallDisk(size: string): Promise<{ out: string; before: Record<string, string>; remountReadOnly(): Promise<void>; unmount(): Promise<void> }> {
  const mountPoint = await tempDir();
  await execa('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', mountPoint]);
  const out = join(mountPoint, 'build');
  await mkdir(join(out, 'docs'), { recursive: true });
  await writeFile(join(out, '.specpress-output'), 'written by specpress\n');
  await writeFile(join(out, 'docs', 'index.html'), '<h1>the previous build</h1>\n');
  return {
    out,
    before: await snapshotTree(out),
    remountReadOnly: async () => void (await execa('mount', ['-o', 'remount,ro', mountPoint])),
    unmount: async () => void (await execa('umount', [mountPoint], { reject: false })),
  };
}

// A real full disk and a real read-only disk (a tmpfs mounted for the test; Linux, as root).
describe.skipIf(!canMount())('a disk that refuses writes is reported as such, the previous output untouched', () => {
  it('a full disk: exit 1, "the disk is full" at the file, no temporary folder left', async () => {
    const disk = await smallDisk('100k');
    try {
      const run = await runCli(['generate', '--config', join(repoRoot, 'fixtures', 'minimal', 'specpress.config.yaml'), '--out', disk.out]);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/build\/\S+: error The disk is full: the build cannot write here \(ENOSPC\) \[output-write-failed\]/);
      expect(run.stderr).toContain('hint: Free space on that disk and run again. The previous output was left untouched');
      expect(run.output).not.toContain('bug in specpress');
      expect(await snapshotTree(disk.out)).toEqual(disk.before);
      expect(await readdir(dirname(disk.out))).toEqual(['build']);
    } finally {
      await disk.unmount();
    }
  });

  it('a read-only disk: exit 1 before any work, "read-only" at the output folder', async () => {
    const disk = await smallDisk('1m');
    try {
      await disk.remountReadOnly();
      const run = await runCli(['generate', '--config', join(repoRoot, 'fixtures', 'minimal', 'specpress.config.yaml'), '--out', disk.out]);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/build: error The disk is read-only: the build cannot write here \(EROFS\) \[output-write-failed\]/);
      expect(run.output).not.toContain('bug in specpress');
      expect(await snapshotTree(disk.out)).toEqual(disk.before);
    } finally {
      await disk.unmount();
    }
  });
});

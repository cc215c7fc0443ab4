// `--out` as a careless user types it: every refusal leaves every file where it was; only folders
// specpress wrote are replaced; killed and concurrent builds never lose the previous output.
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bin, copyFixture, runCli, runCliProcess, tempDir, type CliRun } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';
import { writeLargeSite } from '../../bench/make-large-spec.mjs';

/** The minimal fixture inside a parent folder that also holds a file of the user's. */
async function siteInFolder(): Promise<{ parent: string; site: string }> {
  const parent = await tempDir();
  const site = join(parent, 'site');
  await cp(await copyFixture('minimal'), site, { recursive: true });
  await mkdir(join(site, '.git'));
  await writeFile(join(site, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  await writeFile(join(parent, 'notes.txt'), 'my notes\n');
  return { parent, site };
}

describe('generate --out refuses folders that hold the site', () => {
  const cases: [string, string, RegExp][] = [
    ['.', 'the current folder', /is the current folder/],
    ['..', 'a parent of the site', /contains the current folder/],
    ['docs', 'the docs folder', /is the docs folder/],
    ['docs/build', 'a folder inside the docs', /is inside the docs folder .*read its own output back/],
    ['specpress.config.yaml', 'the config file', /is the config file/],
  ];
  for (const [out, what, message] of cases) {
    it(`refuses --out ${out} (${what}), with or without --force, and touches nothing`, async () => {
      const { parent, site } = await siteInFolder();
      const before = await snapshotTree(parent);
      for (const extra of [[], ['--force']]) {
        const run = await runCli(['generate', '--out', out, ...extra], site);
        expect(run.exitCode).toBe(1);
        expect(run.stderr).toMatch(message);
        expect(run.stderr).toContain('[output-folder-is-input]');
        expect(run.stderr).toContain('hint: Pick a folder of its own');
        expect(await snapshotTree(parent)).toEqual(before);
      }
    });
  }

  it('refuses an output folder that contains the docs through a symlink', async () => {
    const { parent, site } = await siteInFolder();
    await symlink(site, join(parent, 'alias'));
    const before = await snapshotTree(site);
    const run = await runCli(['generate', '--config', join(site, 'specpress.config.yaml'), '--out', join(parent, 'alias')], parent);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('[output-folder-is-input]');
    expect(await snapshotTree(site)).toEqual(before);
  });
});

describe('generate replaces only folders it wrote', () => {
  it('refuses a non-empty folder of the user, replaces it with --force, then replaces its own build freely', async () => {
    const { site } = await siteInFolder();
    await mkdir(join(site, 'mine'));
    await writeFile(join(site, 'mine', 'thesis.tex'), 'years of work\n');
    const refused = await runCli(['generate', '--out', 'mine'], site);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/mine .*already holds 1 file or folder \(thesis\.tex\) and was not written by specpress/);
    expect(refused.stderr).toContain('--force');
    expect(await readFile(join(site, 'mine', 'thesis.tex'), 'utf8')).toBe('years of work\n');

    const forced = await runCli(['generate', '--out', 'mine', '--force'], site);
    expect(forced.exitCode).toBe(0);
    expect(existsSync(join(site, 'mine', 'thesis.tex'))).toBe(false);
    expect(await readFile(join(site, 'mine', '.specpress-output'), 'utf8')).toContain('written by specpress');

    const again = await runCli(['generate', '--out', 'mine'], site);
    expect(again.exitCode).toBe(0);
    expect(existsSync(join(site, 'mine', 'docs', 'index.html'))).toBe(true);
  });

  it('builds into an empty folder and into one that does not exist', async () => {
    const { site } = await siteInFolder();
    await mkdir(join(site, 'empty'));
    expect((await runCli(['generate', '--out', 'empty'], site)).exitCode).toBe(0);
    expect((await runCli(['generate', '--out', 'new/deeper'], site)).exitCode).toBe(0);
    expect(existsSync(join(site, 'new', 'deeper', 'docs', 'index.html'))).toBe(true);
  });

  it('refuses an output path that is a file', async () => {
    const { site } = await siteInFolder();
    await writeFile(join(site, 'build'), 'a file\n');
    const run = await runCli(['generate', '--out', 'build', '--force'], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/is a file, not a folder/);
    expect(await readFile(join(site, 'build'), 'utf8')).toBe('a file\n');
  });
});

describe('interrupted and concurrent builds', () => {
  // A 100-operation site and its first, complete build, made once: each test that interrupts a
  // build gets a copy of both (the build's marker names no path), not a build of its own. 100
  // operations, not 400: a build in a copied site renders every page again (its build cache does
  // not carry over), and its temporary folder existed for 1.7–4.5 s at 60 operations at load
  // average 17 (about 0.4 s on a quiet machine), against a 20 ms poll: the kill still lands while
  // the output is written; the 400-operation builds were a third of this file's CPU (bench/README.md,
  // seventh pass).
  let largeSite: string;
  let firstBuild: CliRun;
  beforeAll(async () => {
    largeSite = await tempDir();
    await writeLargeSite(largeSite, 100);
    firstBuild = await runCli(['generate', '--out', 'build'], largeSite);
  });
  async function largeSiteWithBuild(): Promise<string> {
    expect(firstBuild.exitCode, firstBuild.output).toBe(0);
    const site = await tempDir();
    await cp(largeSite, site, { recursive: true });
    return site;
  }

  it('twelve builds into one folder at once all succeed and leave one complete output', async () => {
    // A one-page site: the race is in the output folder's swap, whatever the pages; each process
    // costs its start (0.45 s of CPU) and a build, 0.55 s in all here against 0.75 s for the
    // minimal fixture's, and twelve of them were a third of this file's CPU.
    const site = await tempDir();
    await mkdir(join(site, 'docs'));
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n');
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Twelve\nurl: https://twelve.example\n');
    const runs = await Promise.all(Array.from({ length: 12 }, () => runCliProcess(['generate', '--out', 'build'], site)));
    for (const run of runs) expect(run.exitCode, run.output).toBe(0);
    expect((await readdir(site)).filter((name) => name.startsWith('.build.'))).toEqual([]);
    expect(existsSync(join(site, 'build', 'index.html'))).toBe(true);
    expect(existsSync(join(site, 'build', '.specpress-output'))).toBe(true);
  });

  it('a build killed with SIGKILL half-way leaves the previous output; the next build removes its leftovers', async () => {
    const site = await largeSiteWithBuild();
    const before = await snapshotTree(join(site, 'build'));

    const child = execa('node', [bin, 'generate', '--out', 'build'], { cwd: site, reject: false });
    const deadline = Date.now() + 30_000;
    // Kill it once it has started writing its temporary folder.
    while (!(await readdir(site)).some((name) => name.startsWith('.build.tmp-')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await child;
    expect((await readdir(site)).some((name) => name.startsWith('.build.tmp-'))).toBe(true);
    expect(await snapshotTree(join(site, 'build'))).toEqual(before);

    const next = await runCli(['generate', '--out', 'build'], site);
    expect(next.exitCode, next.output).toBe(0);
    expect((await readdir(site)).filter((name) => name.startsWith('.build.'))).toEqual([]);
  });

  it('Ctrl-C (SIGINT) stops the build with 130 and leaves one complete output and no temporary folders', async () => {
    const site = await largeSiteWithBuild();
    const before = await snapshotTree(join(site, 'build'));
    const child = execa('node', [bin, 'generate', '--out', 'build'], { cwd: site, reject: false });
    // Signal it while it works, once its temporary folder exists: the CLI is running by then (on a
    // loaded machine Node can take over a second to start, and a signal before the CLI's handler
    // would end it as the default action does, without the exit code under test).
    const deadline = Date.now() + 30_000;
    while (!(await readdir(site)).some((name) => name.startsWith('.build.tmp-')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGINT');
    const result = await child;
    expect(result.exitCode).toBe(130);
    expect((await readdir(site)).filter((name) => name.startsWith('.build.'))).toEqual([]);
    // The previous output, or (when the signal came during the swap) the new one: never a mix, never none.
    expect(Object.keys(await snapshotTree(join(site, 'build'))).sort()).toEqual(Object.keys(before).sort());
  });

  it('a build that died between the two renames of its swap gets its previous output back', async () => {
    const { site } = await siteInFolder();
    expect((await runCli(['generate', '--out', 'build'], site)).exitCode).toBe(0);
    const before = await snapshotTree(join(site, 'build'));
    // What a SIGKILL between "build → old" and "tmp → build" leaves: no build/, an old and a temp folder of a dead process.
    const dead = (await execa('node', ['-e', 'console.log(process.pid)'])).stdout.trim();
    await rename(join(site, 'build'), join(site, `.build.old-${dead}-1700000000000-0`));
    await mkdir(join(site, `.build.tmp-${dead}-1700000000000-1`, 'half'), { recursive: true });
    // The next build fails (a broken link), so what is in build/ afterwards is what the repair put back.
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n\n[gone](/docs/nowhere)\n');
    const next = await runCli(['generate', '--out', 'build'], site);
    expect(next.exitCode).toBe(1);
    expect(next.stderr).toContain('/docs/nowhere');
    expect((await readdir(site)).filter((name) => name.startsWith('.build.'))).toEqual([]);
    expect(await snapshotTree(join(site, 'build'))).toEqual(before);
  });
});

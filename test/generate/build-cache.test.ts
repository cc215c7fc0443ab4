// The build cache (src/pipeline/disk-cache.ts): a build that reads it writes what a build without it
// writes, byte for byte: cold, warm, and after one guide, one spec, a page showing an image and that
// image are edited; a corrupt cache (its index or a segment) is
// ignored with a warning; an edit writes a new segment, not the whole cache again; --no-cache writes none. Built again into the same folder, the unchanged
// files of the last output are linked, not written (write/output-reuse.ts), unless edited by hand,
// into the folder the build before swapped out (write/output-spare.ts), whatever was put there.
import { existsSync, statSync } from 'node:fs';
import { appendFile, link, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, runCliProcess } from '../helpers/cli.js';

async function tree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(join(entry.parentPath, entry.name).slice(dir.length), await readFile(join(entry.parentPath, entry.name)));
  }
  return out;
}

/** Every folder and every name that is neither a file nor a folder (a symbolic link), as paths. */
async function others(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => !entry.isFile()).map((entry) => `${join(entry.parentPath, entry.name).slice(dir.length)}${entry.isDirectory() ? '/' : ' (not a file)'}`);
}

async function expectSameFiles(a: string, b: string): Promise<void> {
  const [left, right] = [await tree(a), await tree(b)];
  expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
  expect((await others(b)).sort()).toEqual((await others(a)).sort());
  for (const [path, content] of left) expect(content.equals(right.get(path)!), path).toBe(true);
}

/** `specpress generate --out <site>/<out> …flags` in `site`, which must succeed; its output. */
const siteBuilder =
  (site: string) =>
  async (out: string, ...flags: string[]): Promise<string> => {
    const run = await runCli(['generate', '--out', join(site, out), ...flags], site);
    expect(run.exitCode, run.output).toBe(0);
    return run.output;
  };

/** Runs `body` with SPECPRESS_SEARCH_THREAD set to `mode`, then puts it back. */
async function withSearchThread(mode: string, body: () => Promise<void>): Promise<void> {
  const before = process.env.SPECPRESS_SEARCH_THREAD;
  process.env.SPECPRESS_SEARCH_THREAD = mode;
  try {
    await body();
  } finally {
    if (before === undefined) delete process.env.SPECPRESS_SEARCH_THREAD;
    else process.env.SPECPRESS_SEARCH_THREAD = before;
  }
}

describe('build cache', () => {
  it('writes the same files cold, warm, after edits and with a corrupt cache; --no-cache writes none', { timeout: 90_000 }, async () => {
    const site = await copyFixture('build-cache');
    const cacheDir = join(site, 'node_modules', '.cache', 'specpress');
    const build = async (out: string, ...flags: string[]) => {
      const run = await runCli(['generate', '--out', join(site, out), ...flags], site);
      expect(run.exitCode, run.output).toBe(0);
      return run;
    };
    await build('plain', '--no-cache');
    expect(existsSync(cacheDir)).toBe(false);
    await build('cold');
    expect(existsSync(join(cacheDir, 'pack.bin'))).toBe(true);
    await expectSameFiles(join(site, 'plain'), join(site, 'cold'));
    await build('warm');
    await expectSameFiles(join(site, 'plain'), join(site, 'warm'));

    // One guide and one spec edited: the cached build equals a build without the cache.
    await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\n## Renewals\n\nA loan is renewed once.\n');
    const spec = join(site, 'specs', 'v2.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace(/summary: .*/, 'summary: An edited summary'));
    await build('edited-plain', '--no-cache');
    await build('edited');
    await expectSameFiles(join(site, 'edited-plain'), join(site, 'edited'));
    expect(await readFile(join(site, 'edited', 'guides', 'getting-started', 'index.html'), 'utf8')).toContain('A loan is renewed once.');

    // A page showing an image beside it is kept with its image's hash: reused while the image is the
    // same, made again when the page or the image is edited.
    const cover = join(site, 'docs', 'guides', 'cover.md');
    const image = join(site, 'docs', 'guides', 'cover.svg');
    expect((await readFile(join(cacheDir, 'pack.bin'))).includes(`doc-page:${cover}`)).toBe(true);
    const published = async (out: string) => (await readFile(join(site, out, 'guides', 'cover', 'index.html'), 'utf8')).match(/src="([^"]*cover[^"]*\.svg)"/)?.[1];
    const before = await published('edited');
    await writeFile(image, (await readFile(image, 'utf8')).replace('</svg>', '<circle r="1"/></svg>'));
    await build('image-plain', '--no-cache');
    await build('image');
    await expectSameFiles(join(site, 'image-plain'), join(site, 'image'));
    expect(await published('image')).not.toBe(before);
    await appendFile(cover, '\nThe logo, edited.\n');
    await build('cover-plain', '--no-cache');
    await build('cover');
    await expectSameFiles(join(site, 'cover-plain'), join(site, 'cover'));
    expect(await readFile(join(site, 'cover', 'guides', 'cover', 'index.html'), 'utf8')).toContain('The logo, edited.');

    // A corrupt cache is ignored with a warning naming it, and the output is the same.
    const pack = join(cacheDir, 'pack.bin');
    const bytes = await readFile(pack);
    bytes[bytes.length - 10] ^= 0xff;
    await writeFile(pack, bytes);
    const run = await build('corrupt');
    expect(run.output).toMatch(/pack\.bin.*warning The build cache file .*pack\.bin was ignored: its checksum does not match.*\[build-cache-ignored\]/s);
    await expectSameFiles(join(site, 'cover-plain'), join(site, 'corrupt'));
  });

  it('after an edit writes a segment of what changed and keeps the rest; a damaged segment is named and ignored', { timeout: 60_000 }, async () => {
    const site = await copyFixture('build-cache');
    const segments = join(site, 'node_modules', '.cache', 'specpress', 'segments');
    const build = siteBuilder(site);
    await build('cold');
    const [first] = await readdir(segments);
    const written = statSync(join(segments, first));
    await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\nEdited once.\n');
    await build('edited-plain', '--no-cache');
    await build('edited');
    await expectSameFiles(join(site, 'edited-plain'), join(site, 'edited'));
    // The first build's segment is the same file, untouched; what the edit changed is in a second, smaller one.
    const after = await readdir(segments);
    expect(after).toContain(first);
    expect(after).toHaveLength(2);
    expect(statSync(join(segments, first)).mtimeMs).toBe(written.mtimeMs);
    const second = after.find((name) => name !== first)!;
    expect(statSync(join(segments, second)).size).toBeLessThan(written.size / 4);

    // A byte of the big segment changed: named in a warning, what it held built again, the same files.
    const bytes = await readFile(join(segments, first));
    bytes[bytes.length >> 1] ^= 0xff;
    await writeFile(join(segments, first), bytes);
    const output = await build('damaged');
    expect(output).toMatch(new RegExp(`warning The build cache file .*segments/${first} was ignored: its checksum does not match.*\\[build-cache-ignored\\]`, 's'));
    await expectSameFiles(join(site, 'edited-plain'), join(site, 'damaged'));
    expect(await build('again')).not.toContain('build-cache-ignored');
    await expectSameFiles(join(site, 'edited-plain'), join(site, 'again'));
  });

  it('builds again into the same folder linking its unchanged files: same files and warnings as a build without the cache, a file edited by hand written again', { timeout: 90_000 }, async () => {
    const site = await copyFixture('build-cache');
    const out = join(site, 'site');
    const { build, lastPlain } = comparedBuilds(site, out);
    const inode = (path: string) => statSync(join(out, path)).ino;
    await appendFile(join(site, 'docs', 'guides', 'errors.md'), '\nStart with [the first loan](./getting-started.md#first-loan).\n');
    await build();
    await build();
    const unchanged = inode('guides/widgets/index.html');
    const errorsPage = inode('guides/errors/index.html');

    // Another page's heading renamed: the link of the errors page (its file linked) breaks, then is fixed.
    const guide = join(site, 'docs', 'guides', 'getting-started.md');
    const text = await readFile(guide, 'utf8');
    await writeFile(guide, text.replace('## First loan', '## The first loan'));
    expect(await build()).toMatch(/errors\.md:.*Broken anchor "\.\/getting-started\.md#first-loan"|errors\.md:.*#first-loan/);
    expect(inode('guides/widgets/index.html')).toBe(unchanged);
    expect(inode('guides/errors/index.html')).toBe(errorsPage);
    await writeFile(guide, text);
    expect(await build()).not.toMatch(/#first-loan/);
    expect(inode('guides/widgets/index.html')).toBe(unchanged);

    // Files of the output edited, replaced and removed by hand are not trusted: written again.
    const edited = join(out, 'guides', 'widgets', 'index.html');
    const html = await readFile(edited, 'utf8');
    await writeFile(edited, html.replace('<title>', '<title>X').replace('</title>', '</titl>'));
    expect((await readFile(edited)).length).toBe(Buffer.byteLength(html));
    await writeFile(join(out, 'replaced.tmp'), await readFile(join(out, 'guides', 'errors', 'index.html')));
    await rename(join(out, 'replaced.tmp'), join(out, 'guides', 'errors', 'index.html'));
    await rm(join(out, 'index.html'));
    await build();
    expect(inode('guides/widgets/index.html')).not.toBe(unchanged);

    // A corrupt manifest of the last output is ignored with a warning; the output is the same.
    const manifests = join(site, 'node_modules', '.cache', 'specpress', 'outputs');
    const [manifest] = await readdir(manifests);
    const bytes = await readFile(join(manifests, manifest));
    bytes[bytes.length - 5] ^= 0xff;
    await writeFile(join(manifests, manifest), bytes);
    const run = await runCli(['generate', '--out', out], site);
    expect(run.output).toMatch(/warning The build cache file .*\.manifest was ignored: its checksum does not match.*\[build-cache-ignored\]/s);
    await expectSameFiles(lastPlain(), out);
  });

  for (const thread of ['never', 'always'] as const) {
    it(`makes the search index from the kept counts of unchanged pages, as a build without it does (indexing ${thread === 'always' ? 'on a thread' : 'in-line'})`, { timeout: 60_000 }, async () => {
      const site = await copyFixture('build-cache');
      const pack = join(site, 'node_modules', '.cache', 'specpress', 'pack.bin');
      const build = siteBuilder(site);
      await withSearchThread(thread, async () => {
        await build('cold');
        expect((await readFile(pack)).includes(':search:')).toBe(true);
        await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\n## Renewals\n\nA loan is renewed quietly.\n');
        await build('edited-plain', '--no-cache');
        await build('edited');
        await expectSameFiles(join(site, 'edited-plain'), join(site, 'edited'));
        // The edited page's new word is in the index, the other pages' words still are (as their English stems).
        const terms = [...(await tree(join(site, 'edited'))).entries()].filter(([path]) => /assets\/search-[0-9a-f]{10}\/t.*\.json$/.test(path));
        expect(terms.some(([, json]) => json.includes('"quietli"'))).toBe(true);
        expect(terms.some(([, json]) => json.includes('"widget"'))).toBe(true);
      });
    });
  }

  it("makes the search index from the last build's kept index, renumbered, with the pages added, changed and removed since: the files of a build without it", { timeout: 90_000 }, async () => {
    const site = await copyFixture('build-cache');
    const pack = join(site, 'node_modules', '.cache', 'specpress', 'pack.bin');
    const build = siteBuilder(site);
    await withSearchThread('always', async () => {
      await build('cold');
      // The index before scoring is kept, with the layout of its pages.
      expect((await readFile(pack)).includes(':search-index:layout')).toBe(true);
      // A page with a section more (every later document's number moves), one with three fewer, a page gone, a page new.
      await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\n## Renewals\n\nA loan is renewed quietly.\n');
      await writeFile(join(site, 'docs', 'guides', 'changelog.md'), '# Changelog: v1 to v2\n\nNothing changed.\n');
      await rm(join(site, 'docs', 'guides', 'cover.md'));
      await writeFile(join(site, 'docs', 'guides', 'appendix.md'), '# Appendix\n\nThe zeppelin table.\n\n## Sizes\n\nA blimp is smaller.\n');
      const plain = await build('edited-plain', '--no-cache');
      const kept = await build('edited');
      await expectSameFiles(join(site, 'edited-plain'), join(site, 'edited'));
      expect(kept.replace(/\d+ ms/g, '')).toBe(plain.replace(/\d+ ms/g, '').replaceAll('edited-plain', 'edited'));
      const terms = [...(await tree(join(site, 'edited'))).entries()].filter(([path]) => /assets\/search-[0-9a-f]{10}\/t.*\.json$/.test(path));
      expect(terms.some(([, json]) => json.includes('"zeppelin"'))).toBe(true);
      expect(terms.some(([, json]) => json.includes('"quietli"'))).toBe(true);
      // Again from the index that build kept, one page's section taken out.
      await writeFile(join(site, 'docs', 'guides', 'appendix.md'), '# Appendix\n\nThe zeppelin table.\n');
      await build('again-plain', '--no-cache');
      await build('again');
      await expectSameFiles(join(site, 'again-plain'), join(site, 'again'));
    });
  });

  it("makes a build's folder from the output the build before it swapped out: same files, folders and warnings; nothing put there is kept or written through", { timeout: 90_000 }, async () => {
    const site = await copyFixture('build-cache');
    const out = join(site, 'site');
    const outputs = join(site, 'node_modules', '.cache', 'specpress-outputs');
    const { build } = comparedBuilds(site, out);
    const folder = (path: string) => statSync(join(out, path)).ino;
    await build();
    const first = [folder('.'), folder('guides/widgets'), folder('api')];
    await appendFile(join(site, 'docs', 'guides', 'errors.md'), '\nEdited once.\n');
    await build();
    // The first build's output, set aside beside the cache folder; the next build makes its folder from it.
    const [spare] = await readdir(outputs);
    expect(spare).toBeDefined();
    expect(statSync(join(outputs, spare)).ino).toBe(first[0]);

    // What was put in the folder set aside never reaches the output, nor what it links to.
    const outside = join(site, 'outside.txt');
    await writeFile(outside, 'not the site');
    await writeFile(join(outputs, spare, 'planted.html'), 'planted');
    await symlink(outside, join(outputs, spare, 'guides', 'planted-link.html'));
    await rm(join(outputs, spare, 'guides', 'changelog', 'index.html'));
    await symlink(outside, join(outputs, spare, 'guides', 'changelog', 'index.html'));
    await rm(join(outputs, spare, 'guides', 'cover', 'index.html'));
    await mkdir(join(outputs, spare, 'guides', 'cover', 'index.html'));
    // A page of the output in place, its file shared with the folder set aside: the next build writes it anew, never through.
    const shared = join(site, 'shared.html');
    await link(join(out, 'guides', 'getting-started', 'index.html'), shared);
    const before = await readFile(shared);
    await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\nEdited twice.\n');
    await build();
    expect([folder('.'), folder('guides/widgets'), folder('api')]).toEqual(first);
    expect(await readFile(outside, 'utf8')).toBe('not the site');
    expect((await readFile(shared)).equals(before)).toBe(true);
    expect(await readFile(join(out, 'guides', 'getting-started', 'index.html'), 'utf8')).toContain('Edited twice.');
    await build();
  });

  it('builds of one site at once all write the same files (one holds the cache, the others run without it); a lock left by a killed build is taken over', { timeout: 120_000 }, async () => {
    const site = await copyFixture('build-cache');
    const cacheDir = join(site, 'node_modules', '.cache', 'specpress');
    const build = (out: string, ...flags: string[]) => runCli(['generate', '--out', join(site, out), ...flags], site);
    expect((await build('plain', '--no-cache')).exitCode).toBe(0);
    expect((await build('cold')).exitCode).toBe(0);
    await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\nEdited while three builds run.\n');
    expect((await build('edited-plain', '--no-cache')).exitCode).toBe(0);
    // Three processes, as three terminals or CI jobs would start them.
    const runs = await Promise.all(['a', 'b', 'c'].map((out) => runCliProcess(['generate', '--out', join(site, out)], site)));
    for (const run of runs) expect(run.exitCode, run.output).toBe(0);
    for (const out of ['a', 'b', 'c']) await expectSameFiles(join(site, 'edited-plain'), join(site, out));
    expect(existsSync(join(cacheDir, 'lock'))).toBe(false);
    // A build killed while it held the cache left its lock: the next build takes it over and keeps the cache.
    await writeFile(join(cacheDir, 'lock'), '999999');
    const before = (await readFile(join(cacheDir, 'pack.bin'))).length;
    await appendFile(join(site, 'docs', 'guides', 'getting-started.md'), '\nEdited again.\n');
    expect((await build('after-kill')).exitCode).toBe(0);
    expect(existsSync(join(cacheDir, 'lock'))).toBe(false);
    expect((await readFile(join(cacheDir, 'pack.bin'))).length).toBeGreaterThan(before / 2);
  });

  it("writes a translated site's untranslated copies as a build without it does: each copy's links stay in its locale", { timeout: 60_000 }, async () => {
    const site = await copyFixture('versioned-locales-docusaurus');
    const build = async (out: string, ...flags: string[]) => expect((await runCli(['generate', '--out', join(site, out), ...flags], site)).exitCode).toBe(0);
    await build('plain', '--no-cache');
    await build('cold');
    await build('warm');
    await expectSameFiles(join(site, 'plain'), join(site, 'cold'));
    await expectSameFiles(join(site, 'plain'), join(site, 'warm'));
    expect(await readFile(join(site, 'cold', 'fr', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<a href="/fr/docs/guides/setup"');
    // A translation added: the English page's text is unchanged, what the model sets on it (its locales) is not.
    const translated = join(site, 'i18n', 'fr', 'docusaurus-plugin-content-docs', 'current', 'guides');
    await mkdir(translated, { recursive: true });
    await writeFile(join(translated, 'setup.md'), '# Installation\n\nLa page traduite.\n');
    await build('translated-plain', '--no-cache');
    await build('translated');
    await expectSameFiles(join(site, 'translated-plain'), join(site, 'translated'));
    expect([...(await tree(join(site, 'translated'))).values()].some((html) => html.includes('La page traduite.'))).toBe(true);
  });

  it('`cache: false` in the config turns it off', { timeout: 30_000 }, async () => {
    const site = await copyFixture('build-cache');
    await appendFile(join(site, 'specpress.config.yaml'), '\ncache: false\n');
    const run = await runCli(['generate', '--out', join(site, 'build')], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(existsSync(join(site, 'node_modules', '.cache'))).toBe(false);
  });
});

/**
 * Builds of `site` into `out` with the cache, each beside a build without the cache into
 * `plain-N`: the same files and the same warnings, in order. `build` returns the cached build's output.
 */
function comparedBuilds(site: string, out: string): { build: () => Promise<string>; lastPlain: () => string } {
  const warnings = (output: string) => output.split('\n').filter((line) => / warning |hint:/.test(line));
  let round = 0;
  const build = async () => {
    const plain = join(site, `plain-${++round}`);
    const without = await runCli(['generate', '--out', plain, '--no-cache'], site);
    const cached = await runCli(['generate', '--out', out], site);
    expect(cached.exitCode, cached.output).toBe(0);
    expect(warnings(cached.output)).toEqual(warnings(without.output));
    await expectSameFiles(plain, out);
    return cached.output;
  };
  return { build, lastPlain: () => join(site, `plain-${round}`) };
}

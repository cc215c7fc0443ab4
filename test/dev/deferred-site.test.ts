// Watch mode renders pages on request and checks links page by page (src/dev/deferred-site.ts):
// every file it serves and every problem it reports must be what a cold build writes and reports.
import { describe, expect, it } from 'vitest';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../src/pipeline/index.js';
import { BuildCache } from '../../src/pipeline/memo.js';
import { DeferredSite, HtmlCache } from '../../src/dev/deferred-site.js';
import { copyFixture, repoRoot, tempDir } from '../helpers/cli.js';

async function compare(site: string, cache: BuildCache, previous?: DeferredSite): Promise<DeferredSite> {
  cache.beginBuild();
  const warm = await runPipeline({ cwd: site, cache, defer: true });
  cache.sweep();
  const cold = await runPipeline({ cwd: site });
  expect(warm.ok, JSON.stringify(warm.diagnostics)).toBe(true);
  const deferred = new DeferredSite(warm.deferred!, warm.files, previous, new HtmlCache());
  const problems = (await deferred.checkLinks())!;
  const diagnostics = [...warm.diagnostics, ...problems];
  const key = (d: { code: string; file?: string; line?: number; message: string }) => `${d.file}:${d.line}:${d.code}:${d.message}`;
  expect(diagnostics.map(key).sort()).toEqual(cold.diagnostics.map(key).sort());
  for (const [path, content] of cold.files) {
    const served = deferred.find(path);
    expect(served, path).toBeDefined();
    expect(Buffer.from(served!).equals(Buffer.from(content)), path).toBe(true);
  }
  return deferred;
}

describe('watch renders on request', () => {
  it('serves what a cold build writes and reports what it reports, across edits', async () => {
    const site = await copyFixture('minimal');
    const cache = new BuildCache();
    const first = await compare(site, cache);
    const setup = join(site, 'docs/guides/setup.md');
    await writeFile(setup, `${await readFile(setup, 'utf8')}\n\nOne more paragraph.\n`);
    const second = await compare(site, cache, first);
    expect(second.siteWide).toBe(false);
    expect(second.changed).toContain('docs/guides/setup/index.html');
    expect(second.changed).not.toContain('docs/index.html');
    await writeFile(join(site, 'docs/new-page.md'), '# A new page\n\nHello.\n');
    const third = await compare(site, cache, second);
    expect(third.siteWide).toBe(true);
    expect(third.find('docs/new-page/index.html')).toContain('A new page');
    // A title every sidebar shows.
    await writeFile(setup, (await readFile(setup, 'utf8')).replace('sidebar_label: Set up', 'sidebar_label: Set everything up'));
    const fourth = await compare(site, cache, third);
    expect(fourth.changed).toContain('docs/index.html');
    expect(fourth.find('docs/index.html')).toContain('Set everything up');
  });

  it("on a site in English and French: the French search's stemmer module too", async () => {
    await compare(await copyFixture('search-stems-french'), new BuildCache());
  });

  it('on the proposal site (API references, directives)', async () => {
    const site = await tempDir();
    for (const entry of ['specpress.config.yaml', 'docs', 'specs']) await cp(join(repoRoot, entry), join(site, entry), { recursive: true });
    await compare(site, new BuildCache());
  }, 180_000);
});

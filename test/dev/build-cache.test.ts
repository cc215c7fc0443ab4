// Watch mode's incremental builds must produce exactly what a cold build produces: after each
// edit, the cached build's files are compared with a fresh build's, byte for byte.
import { describe, expect, it } from 'vitest';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../src/pipeline/index.js';
import { BuildCache } from '../../src/pipeline/memo.js';
import { copyFixture, repoRoot, tempDir } from '../helpers/cli.js';

async function buildBoth(site: string, cache: BuildCache) {
  cache.beginBuild();
  const warm = await runPipeline({ cwd: site, cache });
  if (warm.ok) cache.sweep();
  const stats = { ...cache.stats };
  const cold = await runPipeline({ cwd: site });
  return { warm, cold, stats };
}

function expectSameOutput(warm: Awaited<ReturnType<typeof runPipeline>>, cold: Awaited<ReturnType<typeof runPipeline>>) {
  expect(warm.ok).toBe(cold.ok);
  expect(warm.diagnostics).toEqual(cold.diagnostics);
  expect([...warm.files.keys()].sort()).toEqual([...cold.files.keys()].sort());
  for (const [path, content] of cold.files) expect(Buffer.from(warm.files.get(path)!).equals(Buffer.from(content)), path).toBe(true);
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, 'utf8')));
}

describe('incremental builds (BuildCache)', () => {
  it('keep the untranslated copies of a translated site: the next build makes none of them again', async () => {
    // The English page the Arabic and Japanese trees lack is copied into both (each its own page, under its own route).
    const site = await copyFixture('locales-starlight');
    const cache = new BuildCache();
    await buildBoth(site, cache);
    const again = await buildBoth(site, cache);
    expectSameOutput(again.warm, again.cold);
    expect(again.stats.misses).toBe(0);
    await edit(join(site, 'docs/guides/setup.md'), (text) => `${text}\n\nOne more paragraph.\n`);
    const saved = await buildBoth(site, cache);
    expectSameOutput(saved.warm, saved.cold);
  });

  it('match cold builds across markdown, title, link and config edits', async () => {
    const site = await copyFixture('minimal');
    const cache = new BuildCache();
    const first = await buildBoth(site, cache);
    expect(first.stats.hits).toBe(0);
    expectSameOutput(first.warm, first.cold);

    // A body edit: every other page's markdown and HTML come from the cache.
    await edit(join(site, 'docs/guides/setup.md'), (text) => `${text}\n\nOne more paragraph.\n`);
    const body = await buildBoth(site, cache);
    expectSameOutput(body.warm, body.cold);
    expect(body.stats.hits).toBeGreaterThan(0);

    // A title edit changes the sidebar of every page.
    await edit(join(site, 'docs/guides/setup.md'), (text) => text.replace('sidebar_label: Set up', 'sidebar_label: Set everything up'));
    const title = await buildBoth(site, cache);
    expectSameOutput(title.warm, title.cold);
    expect(title.warm.files.get('docs/index.html')).toContain('Set everything up');

    // A broken link, then the fix: the failed build does not poison the cache.
    await edit(join(site, 'docs/index.md'), (text) => `${text}\n\n[gone](/docs/gone)\n`);
    const broken = await buildBoth(site, cache);
    expect(broken.warm.ok).toBe(false);
    expectSameOutput(broken.warm, broken.cold);
    await edit(join(site, 'docs/index.md'), (text) => text.replace('[gone](/docs/gone)', '[setup](/docs/guides/setup)'));
    const fixed = await buildBoth(site, cache);
    expectSameOutput(fixed.warm, fixed.cold);

    // A config edit (watch drops the cache for it, but even a kept cache must stay correct).
    await edit(join(site, 'specpress.config.yaml'), (text) => text.replace('title: Minimal Docs', 'title: Other Docs'));
    const config = await buildBoth(site, cache);
    expectSameOutput(config.warm, config.cold);

    // …and one that changes what every page shows (an edit link) with the pages' texts unchanged.
    await edit(join(site, 'specpress.config.yaml'), (text) => text.replace(/^docs:\n/m, 'docs:\n  editUrl: https://example.com/edit/main/\n'));
    const editLinks = await buildBoth(site, cache);
    expectSameOutput(editLinks.warm, editLinks.cold);
    expect(editLinks.warm.files.get('docs/guides/setup/index.html')).toContain('https://example.com/edit/main/docs/guides/setup.md');
  });

  it('match cold builds on the proposal site across a markdown and a spec edit', async () => {
    const site = await tempDir();
    for (const entry of ['specpress.config.yaml', 'docs', 'specs']) await cp(join(repoRoot, entry), join(site, entry), { recursive: true });
    const cache = new BuildCache();
    expectSameOutput(...pair(await buildBoth(site, cache)));

    await edit(join(site, 'docs/webhooks.md'), (text) => `${text}\n\nA new note about retries.\n`);
    const markdown = await buildBoth(site, cache);
    expectSameOutput(markdown.warm, markdown.cold);
    expect(markdown.stats.hits).toBeGreaterThan(0);

    await edit(join(site, 'specs/v2.yaml'), (text) => text.replace('title: Proposal API', 'title: Proposal API (edited)'));
    const spec = await buildBoth(site, cache);
    expectSameOutput(spec.warm, spec.cold);
  }, 180_000);
});

function pair(result: Awaited<ReturnType<typeof buildBoth>>): [Awaited<ReturnType<typeof runPipeline>>, Awaited<ReturnType<typeof runPipeline>>] {
  return [result.warm, result.cold];
}

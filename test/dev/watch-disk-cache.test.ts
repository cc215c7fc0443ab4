// `specpress watch` keeps the docs' pages of its first build in the build cache (its watch/
// folder), so a second start on an unchanged site reads them instead of rendering every page
// again: the pages it serves are the same, a damaged cache file is named and ignored, and
// `--no-cache` neither reads nor writes it.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture } from '../helpers/cli.js';
import { rawGet, startServer } from './helpers.js';

const PAGES = ['/guides/setup', '/ja/guides/setup', '/ja/guides/deploy', '/ar/guides/deploy'];

/** Starts watch, waits for its first build's line, fetches the pages and stops it. */
async function watchOnce(site: string, args: string[] = []) {
  const server = await startServer(['watch', ...args], site);
  try {
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/✔ built/);
    const pages = await Promise.all(PAGES.map(async (path) => (await rawGet(server.origin, path)).text));
    return { pages, output: server.output() };
  } finally {
    await server.stop();
  }
}

describe('watch and the build cache', () => {
  it('a second start serves the same pages from the kept ones; a damaged cache file is named and ignored', async () => {
    const site = await copyFixture('locales-starlight');
    const pack = join(site, 'node_modules/.cache/specpress/watch/pack.bin');
    const first = await watchOnce(site);
    expect(existsSync(pack)).toBe(true);
    for (const page of first.pages) expect(page).toContain('data-specpress-live-reload');

    const second = await watchOnce(site);
    expect(second.pages).toEqual(first.pages);
    expect(second.output).not.toContain('build-cache-ignored');

    // A byte changed in the middle: the file is named, the pages are rendered again, the same.
    const bytes = await readFile(pack);
    bytes[bytes.length >> 1] ^= 0xff;
    await writeFile(pack, bytes);
    const third = await watchOnce(site);
    expect(third.output).toMatch(/warning The build cache file .*pack\.bin was ignored: its checksum does not match/);
    expect(third.pages).toEqual(first.pages);
  });

  it('--no-cache neither writes nor reads it', async () => {
    const site = await copyFixture('locales-starlight');
    const { pages } = await watchOnce(site, ['--no-cache']);
    expect(existsSync(join(site, 'node_modules/.cache/specpress/watch'))).toBe(false);
    expect(pages[1]).toContain('data-specpress-live-reload');
  });
});

// The build cache writes what a build keeps into its segment as it goes (src/pipeline/disk-cache.ts):
// a cold build of 10,000 pages kept about a gigabyte of entries in memory until save(). What is
// written is read back in the same build, saved as a segment the next build reads, and a build
// that is not saved leaves nothing behind.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskCache } from '../../src/pipeline/disk-cache.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function cacheDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'specpress-segment-'));
  dirs.push(dir);
  return dir;
}

const noFiles = (): string => '';
const page = (n: number) => ({ html: `<p>page ${n}</p>`.repeat(200), n });

describe('the build cache segment', () => {
  it('holds each kept entry on disk from the moment it is kept, reads it back, and is the next build’s segment once saved', async () => {
    const dir = await cacheDir();
    const cache = DiskCache.open(dir, 'test')!;
    for (let n = 0; n < 20; n++) cache.set(`page:${n}`, page(n));
    const [temp] = await readdir(join(dir, 'segments'));
    expect(temp).toMatch(/\.tmp-\d+$/);
    expect((await stat(join(dir, 'segments', temp))).size).toBeGreaterThan(20 * 2000);
    expect(cache.get('page:7', noFiles)).toEqual({ value: page(7) });
    cache.save();
    cache.close();
    expect((await readdir(join(dir, 'segments'))).every((name) => /^[0-9a-f]+$/.test(name))).toBe(true);

    const next = DiskCache.open(dir, 'test')!;
    expect(next.diagnostics).toEqual([]);
    for (let n = 0; n < 20; n++) expect(next.get(`page:${n}`, noFiles)).toEqual({ value: page(n) });
    next.close();
  });

  it('of a build that is not saved is removed when the cache is closed', async () => {
    const dir = await cacheDir();
    const cache = DiskCache.open(dir, 'test')!;
    cache.set('page:1', page(1));
    cache.close();
    expect(await readdir(join(dir, 'segments'))).toEqual([]);
  });
});

// A language's search stemmer is published only by a site with a locale in that language (issue
// #36): an English-only site's written files hold no stemmer module (English's is in the search
// chunk); a site in English and French holds French's and no other, and its manifest names it
// for the French index only.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';

/** The written files named as a stemmer module, wherever they are. */
const stemFiles = async (out: string) => (await readdir(out, { recursive: true })).filter((path) => /(^|\/)stem-[^/]*$/.test(path));

describe('search stemmers in the written files', () => {
  it('an English-only site publishes no stemmer module', async () => {
    const { run, out, read } = await generateFixture('minimal');
    expect(run.exitCode, run.output).toBe(0);
    expect(await stemFiles(out)).toEqual([]);
    expect(JSON.parse(await read('docs/search-manifest.json')).index).toMatchObject({ stem: 'english' });
  });

  it("a site in English and French publishes French's stemmer only, named by the French index", async () => {
    const { run, out, read } = await generateFixture('search-stems-french');
    expect(run.exitCode, run.output).toBe(0);
    const files = await stemFiles(out);
    expect(files).toEqual([expect.stringMatching(/^assets\/stem-french-\w+\.js$/)]);
    const manifest = JSON.parse(await read('search-manifest.json'));
    expect(manifest.index.stemmer).toBeUndefined();
    expect(manifest.locales['fr-FR']).toMatchObject({ stem: 'french', stemmer: `/${files[0]}` });
    expect(await read(files[0])).toContain('export');
  });
});

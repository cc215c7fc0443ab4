// The site search of a built site, run in Node as the browser runs it: the manifest, then the
// real client (src/client/search/pieces.ts) fetching the index's pieces from the output folder,
// with the stemmer module its manifest names.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { piecesIndex, type PieceHit } from '../../src/client/search/pieces.js';
import type { SearchManifest } from '../../src/shared/search-options.js';
import type { SearchPieces } from '../../src/shared/search-pieces.js';
import { wordSegmenter } from '../../src/shared/word-segments.js';

export interface SiteSearch {
  manifest: SearchManifest;
  /** Every hit of every group (up to `perGroup` each), best first. */
  search(query: string, perGroup?: number): Promise<PieceHit[]>;
}

/** `read`: a file of the output folder by its path in it; `manifestPath` likewise; `lang`: another locale's index. */
export async function siteSearch(read: (path: string) => Promise<string>, manifestPath: string, lang?: string): Promise<SiteSearch> {
  const manifest = JSON.parse(await read(manifestPath)) as SearchManifest;
  const own = lang === undefined ? undefined : manifest.locales?.[lang];
  if (lang !== undefined && !own) throw new Error(`no index for ${lang}`);
  const pieces: SearchPieces = own ?? manifest.index;
  // A file that is not there is undefined, as the browser's fetch of a 404 (src/client/search/load-index.ts).
  const fetchJson = async (url: string) => {
    try {
      return JSON.parse(await read(url.replace(/^\//, ''))) as unknown;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  // The index's language's stemmer, the written module the browser imports (src/client/search/stem-word.ts).
  const stemmer =
    pieces.stemmer && ((await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(await read(pieces.stemmer.replace(/^\//, '')))}`)) as { stemmer: (word: string) => string }).stemmer;
  const index = piecesIndex(pieces, fetchJson, own?.segmented ? wordSegmenter(lang!) : undefined, stemmer || undefined);
  return {
    manifest,
    async search(query, perGroup = 1000) {
      const groups = await index.search(query, perGroup);
      return [...groups.values()].flat().sort((a, b) => b.score - a.score || a.id - b.id);
    },
  };
}

/** The text of every file of the search indexes under `assets` (to check what is not in them). */
export async function searchIndexText(assets: string): Promise<string> {
  let text = '';
  for (const folder of (await readdir(assets)).filter((name) => /^search-[0-9a-f]{10}$/.test(name)).sort())
    for (const file of (await readdir(join(assets, folder))).sort()) text += `${await readFile(join(assets, folder, file), 'utf8')}\n`;
  return text;
}

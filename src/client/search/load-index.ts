// Loads the search once: the manifest (`<base>search-manifest.json`, which says where the index's
// pieces are and how they are cut); each search then fetches the pieces its words need
// (pieces.ts). A failed load is forgotten, so Retry fetches again.
import type { SearchManifest } from '../../shared/search-options.js';
import { wordSegmenter } from '../../shared/word-segments.js';
import { piecesIndex, type PieceHit } from './pieces.js';
import { stemWordOf } from './stem-word.js';

export type Hit = PieceHit;

export interface ResultGroup {
  id: string;
  label: string;
  hits: Hit[];
}

export interface LoadedSearch {
  /** Results grouped as the manifest lists the groups (guides, then each reference), best first. */
  search(query: string, perGroup: number): Promise<ResultGroup[]>;
  /** Names from the site's own index to suggest when nothing matches. */
  examples: SearchManifest['examples'];
  /** What is searched, in words: "the guides and both API references". */
  scope: string;
}

let pending: Promise<LoadedSearch> | undefined;

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return response;
}

/** A piece of the index; undefined if there is none (a word whose first letters no term has). */
async function fetchPiece(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status}).`);
  return response.json();
}

async function load(): Promise<LoadedSearch> {
  const base = document.documentElement.dataset.baseUrl ?? '/';
  const manifest = (await (await fetchOk(`${base}search-manifest.json`)).json()) as SearchManifest;
  // A page in another locale searches its own language's index, cut into words as it was (shared/word-segments.ts).
  const lang = document.documentElement.lang;
  const own = manifest.locales?.[lang];
  const pieces = own ?? manifest.index;
  const index = piecesIndex(pieces, fetchPiece, own?.segmented ? wordSegmenter(lang) : undefined, await stemWordOf(pieces));
  return {
    examples: manifest.examples ?? {},
    scope: scopeOf(manifest.groups.length - 1),
    async search(query, perGroup) {
      const hits = await index.search(query.trim(), perGroup);
      return manifest.groups.map((group) => ({ ...group, hits: hits.get(group.id) ?? [] })).filter((group) => group.hits.length > 0);
    },
  };
}

export function loadSearch(): Promise<LoadedSearch> {
  pending ??= load().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

function scopeOf(references: number): string {
  if (references <= 0) return 'the guides';
  return `the guides and ${references === 1 ? 'the API reference' : references === 2 ? 'both API references' : `all ${references} API references`}`;
}

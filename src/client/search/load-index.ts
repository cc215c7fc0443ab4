// Loads the search index once: the manifest (`<base>search-manifest.json`, which names the
// content-hashed index file and the MiniSearch options it was built with), then the index itself.
// A failed load is forgotten, so Retry fetches again.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDocument, SearchManifest } from '../../shared/search-options.js';
import { wordSegmenter } from '../../shared/word-segments.js';

export type Hit = SearchResult & Pick<SearchDocument, 'title' | 'page' | 'url' | 'group' | 'kind' | 'excerpt'>;

export interface ResultGroup {
  id: string;
  label: string;
  hits: Hit[];
}

export interface LoadedSearch {
  /** Results grouped as the manifest lists the groups (guides, then each reference), best first. */
  search(query: string, perGroup: number): ResultGroup[];
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

async function load(): Promise<LoadedSearch> {
  const base = document.documentElement.dataset.baseUrl ?? '/';
  const manifest = (await (await fetchOk(`${base}search-manifest.json`)).json()) as SearchManifest;
  // A page in another locale searches its own language's index, cut into words as it was (shared/word-segments.ts).
  const lang = document.documentElement.lang;
  const own = manifest.locales?.[lang];
  const options = own?.segmented ? { ...manifest.options, tokenize: wordSegmenter(lang) } : manifest.options;
  const index = MiniSearch.loadJSON<SearchDocument>(await (await fetchOk(own?.index ?? manifest.index)).text(), options);
  return {
    examples: manifest.examples ?? {},
    scope: scopeOf(manifest.groups.length - 1),
    search(query, perGroup) {
      const hits = index.search(query.trim()) as Hit[];
      return manifest.groups.map((group) => ({ ...group, hits: hits.filter((hit) => hit.group === group.id).slice(0, perGroup) })).filter((group) => group.hits.length > 0);
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

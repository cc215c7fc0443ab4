// The options of the site search, as plain data: the fields the build indexes, their boosts
// (scores are computed at build time), and the prefix and typo matching the browser applies.
import type { SearchPieces } from './search-pieces.js';

export interface SearchOptionsData {
  idField: string;
  fields: string[];
  storeFields: string[];
  searchOptions: { boost: Record<string, number>; prefix: boolean; fuzzy: number; combineWith: 'AND' | 'OR' };
}

export const SEARCH_OPTIONS: SearchOptionsData = {
  idField: 'id',
  fields: ['title', 'keywords', 'text'],
  storeFields: ['title', 'page', 'url', 'group', 'kind', 'excerpt'],
  searchOptions: { boost: { title: 4, keywords: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
};

/** One searchable thing: a docs section, an operation, a webhook event or a schema. */
export interface SearchDocument {
  id: number;
  title: string;
  /** What it belongs to: the page title, or the tag of an operation. */
  page: string;
  url: string;
  /** Result group: `guides` or a spec id (`v2`, `v1`). */
  group: string;
  kind: 'page' | 'section' | 'operation' | 'webhook' | 'schema';
  /** Indexed, not shown: operationId, method and path, parameter and field names. */
  keywords: string;
  text: string;
  /** Shown under the title (short). */
  excerpt: string;
}

/** What `<base>search-manifest.json` holds. */
export interface SearchManifest {
  /** The default locale's index, in pieces (shared/search-pieces.ts). */
  index: SearchPieces;
  groups: { id: string; label: string }[];
  documents: number;
  /** Names from this site's own index that the "no results" message suggests trying. */
  examples: { operation?: string; webhook?: string };
  /** A site with several locales: each other locale's own index, by its `<html lang>` (a page searches its language's). */
  locales?: Record<string, LocaleSearchIndex>;
}

/** One locale's index: its translated docs pages only. */
export interface LocaleSearchIndex extends SearchPieces {
  /** Words are cut with Intl.Segmenter in the index and in the query (shared/word-segments.ts). */
  segmented?: true;
}

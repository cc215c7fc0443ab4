// The search index: made at generate time in MiniSearch's serialised form (serialize-index.ts),
// written as a content-hashed file under `<base>assets/`, and announced by a small manifest the
// browser reads when search is first opened (`<base>search-manifest.json`).
import { contentHash } from '../bundle/assets.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { SEARCH_OPTIONS, type SearchManifest } from '../shared/search-options.js';
import { specSearchDrafts } from './documents.js';
import type { Memo } from '../util/memo.js';
import { pageDocuments, searchPageOf, type SearchDraft } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';
import { LocaleIndexes, type LocaleIndexed } from './locale-indexes.js';

/** Not under assets/ (whose files are named by content and may be cached forever): the manifest changes with every index. */
export const SEARCH_MANIFEST = 'search-manifest.json';

/** A finished index: its JSON text (or that text's UTF-8 bytes), how many documents it holds, their URLs, and the names the "no results" message suggests. */
export interface IndexedSearch {
  json: string | Uint8Array;
  documents: number;
  urls: string[];
  examples: SearchManifest['examples'];
  /** The other locales' indexes (a site with several locales). */
  locales: LocaleIndexed[];
}

/**
 * Indexes pages in-line, in the order they are added, and the specs' documents last: a small
 * site's one-off build as it renders (src/search/indexer.ts), or every page at once.
 */
export class InlineIndex {
  private readonly writer = new IndexWriter(SEARCH_OPTIONS);
  private readonly locales = new LocaleIndexes();

  /** Indexes a page (pages the search does not list are skipped; another locale's go to its index). */
  add(page: PageModel): void {
    const searched = searchPageOf(page);
    if (searched) this.writer.addNumbered(pageDocuments(searched));
    else this.locales.add(page);
  }

  /** The finished index. */
  result(specs: readonly ParsedSpec[], memo?: Memo): IndexedSearch & { json: string } {
    const specDrafts = specSearchDrafts(specs, memo);
    this.writer.addNumbered(specDrafts);
    return { json: this.writer.json(), documents: this.writer.documents, urls: this.writer.storedValues('url') as string[], examples: searchExamples(specDrafts), locales: this.locales.result() };
  }
}

/** The index of every page and spec, at once (for builds that keep each page's HTML: watch): the index file and its manifest. */
export function buildSearchIndex(site: SiteModel, specs: readonly ParsedSpec[], memo?: Memo): [path: string, content: string][] {
  const index = new InlineIndex();
  for (const page of site.pages) index.add(page);
  const indexed = index.result(specs, memo);
  const { path, manifest, localeFiles } = searchIndexFiles(site, specs, indexed);
  return [[path, indexed.json], ...localeFiles.map(([file, json]): [string, string] => [file, json]), manifest];
}

/** Names the "no results" message suggests: the first operation's id, the first webhook's name. */
export function searchExamples(specDrafts: readonly SearchDraft[]): SearchManifest['examples'] {
  const firstOperation = specDrafts.find((draft) => draft.kind === 'operation');
  const firstWebhook = specDrafts.find((draft) => draft.kind === 'webhook');
  return { operation: firstOperation?.keywords.split(' ')[0] || undefined, webhook: firstWebhook?.title };
}

/** Where the index is written (its name holds its content's hash), and its manifest file; the other locales' indexes beside it. */
export function searchIndexFiles(
  site: SiteModel,
  specs: readonly ParsedSpec[],
  index: IndexedSearch,
): { path: string; manifest: [path: string, content: string]; localeFiles: [path: string, json: string, urls: string[]][] } {
  const { baseUrl } = site.config;
  const root = baseUrl.replace(/^\//, '');
  const name = `search-index.${contentHash(index.json)}.json`;
  const localeFiles = index.locales.map((one): [string, string, string[]] => [`${root}assets/search-index.${contentHash(one.json)}.json`, one.json, one.urls]);
  const manifest: SearchManifest = {
    index: `${baseUrl}assets/${name}`,
    options: SEARCH_OPTIONS,
    groups: [{ id: 'guides', label: 'Guides' }, ...specs.map((spec) => ({ id: spec.entry.id, label: `API reference ${spec.entry.label ?? spec.entry.id}` }))],
    documents: index.documents,
    examples: index.examples,
    ...(index.locales.length > 0
      ? { locales: Object.fromEntries(index.locales.map((one, i) => [one.lang, { index: `/${localeFiles[i][0]}`, documents: one.documents, ...(one.segmented ? { segmented: true as const } : {}) }])) }
      : {}),
  };
  return { path: `${root}assets/${name}`, manifest: [`${root}${SEARCH_MANIFEST}`, `${JSON.stringify(manifest)}\n`], localeFiles };
}

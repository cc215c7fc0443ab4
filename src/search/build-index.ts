// The search index: made at generate time in pieces (index-pieces.ts: term files by their first
// letters, chunks of the documents' shown fields), written under a content-hashed folder
// `<base>assets/search-<hash>/`, and announced by a small manifest the browser reads when search
// is first opened (`<base>search-manifest.json`). A reader's search fetches only the pieces its
// words need. An index stemmed in another language than English comes with that language's
// stemmer (src/bundle/assets.ts, stemmerChunk), which the manifest names and only its search loads.
import { createHash } from 'node:crypto';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { SEARCH_OPTIONS, type SearchManifest } from '../shared/search-options.js';
import type { SearchPieces } from '../shared/search-pieces.js';
import { specSearchDrafts } from './documents.js';
import type { Memo } from '../util/memo.js';
import { pageDocuments, searchPageOf, type SearchDraft } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';
import { keptCounts, type SearchKeeper } from './kept-counts.js';
import { packCounts, unpackCounts } from './packed-counts.js';
import { indexPieces, type IndexPieces } from './index-pieces.js';
import { LocaleIndexes, type LocaleIndexed } from './locale-indexes.js';
import { stemLanguage } from '../shared/search-stems.js';
import { pageLanguage } from '../config/ui-strings/index.js';
import { stemmerChunk } from '../bundle/assets.js';

/** Not under assets/ (whose files are named by content and may be cached forever): the manifest changes with every index. */
export const SEARCH_MANIFEST = 'search-manifest.json';

/** A finished index: its pieces (as text, or as the indexer thread's bytes), and the names the "no results" message suggests. */
export interface IndexedSearch<Content extends string | Uint8Array = string> {
  index: IndexPieces<Content>;
  examples: SearchManifest['examples'];
  /** The other locales' indexes (a site with several locales). */
  locales: LocaleIndexed[];
}

/**
 * Indexes pages in-line, in the order they are added, and the specs' documents last: a small
 * site's one-off build as it renders (src/search/indexer.ts), or every page at once.
 */
export class InlineIndex {
  private readonly writer = new IndexWriter(SEARCH_OPTIONS, undefined, true);
  private readonly locales = new LocaleIndexes();

  /**
   * `lang`: the default locale's `<html lang>` (its words are stemmed where shared/search-stems.ts has a stemmer);
   * `keeper`: the build cache's pages' counted documents (kept-counts.ts).
   */
  constructor(
    private readonly lang: string,
    private readonly keeper?: SearchKeeper,
  ) {}

  /** Indexes a page (pages the search does not list are skipped; another locale's go to its index). */
  add(page: PageModel): void {
    const searched = searchPageOf(page);
    if (!searched) return this.locales.add(page);
    const kept = this.keeper?.lookup(page);
    if (kept && 'serialized' in kept) return this.writer.addCountedNumbered(unpackCounts(keptCounts(kept), SEARCH_OPTIONS.fields.length));
    const counted = pageDocuments(searched).map((draft) => this.writer.counted(draft));
    this.writer.addCountedNumbered(counted);
    const packed = kept && packCounts(counted);
    if (packed) kept?.keep(packed);
  }

  /** The finished index. */
  result(specs: readonly ParsedSpec[], memo?: Memo): IndexedSearch {
    const specDrafts = specSearchDrafts(specs, memo);
    this.writer.addNumbered(specDrafts);
    return { index: indexPieces(this.writer, undefined, stemLanguage(this.lang)), examples: searchExamples(specDrafts), locales: this.locales.result() };
  }
}

/** The index of every page and spec, at once (for builds that keep each page's HTML: watch): its files and its manifest. */
export function buildSearchIndex(site: SiteModel, specs: readonly ParsedSpec[], memo?: Memo): [path: string, content: string][] {
  const index = new InlineIndex(searchLanguage(site));
  for (const page of site.pages) index.add(page);
  const { files, manifest } = searchIndexFiles(site, specs, index.result(specs, memo));
  return [...files.map(([path, json]): [string, string] => [path, json]), manifest];
}

/** The default locale's `<html lang>`, whose index it is. */
export function searchLanguage(site: SiteModel): string {
  return pageLanguage(site.config, undefined).lang;
}

/** Names the "no results" message suggests: the first operation's id, the first webhook's name. */
export function searchExamples(specDrafts: readonly SearchDraft[]): SearchManifest['examples'] {
  const firstOperation = specDrafts.find((draft) => draft.kind === 'operation');
  const firstWebhook = specDrafts.find((draft) => draft.kind === 'webhook');
  return { operation: firstOperation?.keywords.split(' ')[0] || undefined, webhook: firstWebhook?.title };
}

/** Where the pieces are written (each index in a folder named by its content's hash), the URLs each chunk holds, and the manifest file. */
export function searchIndexFiles<Content extends string | Uint8Array>(
  site: SiteModel,
  specs: readonly ParsedSpec[],
  indexed: IndexedSearch<Content>,
): { files: [path: string, content: Content | string, urls: string[]][]; manifest: [path: string, content: string] } {
  const { baseUrl } = site.config;
  const root = baseUrl.replace(/^\//, '');
  const files: [string, Content | string, string[]][] = [];
  const place = (index: IndexPieces<Content | string>): SearchPieces => {
    const hash = createHash('sha256');
    // The same bytes hashed whether a file is text or its UTF-8 bytes.
    for (const [name, json] of index.files) hash.update(`${name}\n`).update(json).update('\n');
    const folder = `assets/search-${hash.digest('hex').slice(0, 10)}/`;
    const urls = new Map(index.urls);
    for (const [name, json] of index.files) files.push([`${root}${folder}${name}`, json, urls.get(name) ?? []]);
    const stemmer = index.pieces.stem && stemmerChunk(index.pieces.stem);
    if (!stemmer) return { base: `${baseUrl}${folder}`, ...index.pieces };
    // Two locales of one language (pt-BR, pt-PT) share the file.
    if (!files.some(([path]) => path === `${root}assets/${stemmer.name}`)) files.push([`${root}assets/${stemmer.name}`, stemmer.content, []]);
    return { base: `${baseUrl}${folder}`, ...index.pieces, stemmer: `${baseUrl}assets/${stemmer.name}` };
  };
  const manifest: SearchManifest = {
    index: place(indexed.index),
    groups: [{ id: 'guides', label: 'Guides' }, ...specs.map((spec) => ({ id: spec.entry.id, label: `API reference ${spec.entry.label ?? spec.entry.id}` }))],
    documents: indexed.index.pieces.documents,
    examples: indexed.examples,
    ...(indexed.locales.length > 0 ? { locales: Object.fromEntries(indexed.locales.map((one) => [one.lang, { ...place(one.index), ...(one.segmented ? { segmented: true as const } : {}) }])) } : {}),
  };
  return { files, manifest: [`${root}${SEARCH_MANIFEST}`, `${JSON.stringify(manifest)}\n`] };
}

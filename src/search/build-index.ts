// The search index: made at generate time in MiniSearch's serialised form (serialize-index.ts),
// written as a content-hashed file under `<base>assets/`, and announced by a small manifest the
// browser reads when search is first opened (`<base>search-manifest.json`).
import { contentHash } from '../bundle/assets.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { SiteModel } from '../model/types.js';
import { SEARCH_OPTIONS, type SearchManifest } from '../shared/search-options.js';
import { pageSearchDrafts, specSearchDrafts } from './documents.js';
import type { SearchDraft } from './page-documents.js';
import { IndexWriter } from './serialize-index.js';

/** Not under assets/ (whose files are named by content and may be cached forever): the manifest changes with every index. */
export const SEARCH_MANIFEST = 'search-manifest.json';

/** A finished index: its JSON text (or that text's UTF-8 bytes), how many documents it holds, their URLs, and the names the "no results" message suggests. */
export interface IndexedSearch {
  json: string | Uint8Array;
  documents: number;
  urls: readonly string[];
  examples: SearchManifest['examples'];
}

/** The index of every page and spec, at once (for builds that keep each page's HTML: watch): the index file and its manifest. */
export function buildSearchIndex(site: SiteModel, specs: readonly ParsedSpec[]): [path: string, content: string][] {
  const writer = new IndexWriter(SEARCH_OPTIONS);
  writer.addNumbered(pageSearchDrafts(site));
  const specDrafts = specSearchDrafts(specs);
  writer.addNumbered(specDrafts);
  const json = writer.json();
  const { path, manifest } = searchIndexFiles(site, specs, { json, documents: writer.documents, urls: [], examples: searchExamples(specDrafts) });
  return [[path, json], manifest];
}

/** Names the "no results" message suggests: the first operation's id, the first webhook's name. */
export function searchExamples(specDrafts: readonly SearchDraft[]): SearchManifest['examples'] {
  const firstOperation = specDrafts.find((draft) => draft.kind === 'operation');
  const firstWebhook = specDrafts.find((draft) => draft.kind === 'webhook');
  return { operation: firstOperation?.keywords.split(' ')[0] || undefined, webhook: firstWebhook?.title };
}

/** Where the index is written (its name holds its content's hash), and its manifest file. */
export function searchIndexFiles(site: SiteModel, specs: readonly ParsedSpec[], index: IndexedSearch): { path: string; manifest: [path: string, content: string] } {
  const { baseUrl } = site.config;
  const name = `search-index.${contentHash(index.json)}.json`;
  const manifest: SearchManifest = {
    index: `${baseUrl}assets/${name}`,
    options: SEARCH_OPTIONS,
    groups: [{ id: 'guides', label: 'Guides' }, ...specs.map((spec) => ({ id: spec.entry.id, label: `API reference ${spec.entry.label ?? spec.entry.id}` }))],
    documents: index.documents,
    examples: index.examples,
  };
  const root = baseUrl.replace(/^\//, '');
  return { path: `${root}assets/${name}`, manifest: [`${root}${SEARCH_MANIFEST}`, `${JSON.stringify(manifest)}\n`] };
}

// The search index: made at generate time in MiniSearch's serialised form (serialize-index.ts),
// written as a content-hashed file under `<base>assets/`, and announced by a small manifest the
// browser reads when search is first opened (`<base>search-manifest.json`).
import { contentHash } from '../bundle/assets.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { SiteModel } from '../model/types.js';
import { searchDocuments, type PageSearchDrafts } from './documents.js';
import { SEARCH_OPTIONS, type SearchDocument, type SearchManifest } from '../shared/search-options.js';
import { serializeIndex } from './serialize-index.js';

/** Not under assets/ (whose files are named by content and may be cached forever): the manifest changes with every index. */
export const SEARCH_MANIFEST = 'search-manifest.json';

export function buildSearchIndex(site: SiteModel, specs: ParsedSpec[], drafts?: PageSearchDrafts): { files: Map<string, string>; manifest: SearchManifest } {
  // The documents are made one page at a time and indexed as they come (none kept but their stored fields).
  let documents = 0;
  // Names the "no results" message suggests: the first operation's id, the first webhook's name.
  let firstOperation: SearchDocument | undefined;
  let firstWebhook: SearchDocument | undefined;
  const counted = function* () {
    for (const document of searchDocuments(site, specs, drafts)) {
      documents++;
      if (document.kind === 'operation') firstOperation ??= document;
      if (document.kind === 'webhook') firstWebhook ??= document;
      yield document;
    }
  };
  const json = serializeIndex(counted(), SEARCH_OPTIONS);
  const { baseUrl } = site.config;
  const dir = `${baseUrl.replace(/^\//, '')}assets/`;
  const name = `search-index.${contentHash(json)}.json`;
  const manifest: SearchManifest = {
    index: `${baseUrl}assets/${name}`,
    options: SEARCH_OPTIONS,
    groups: [{ id: 'guides', label: 'Guides' }, ...specs.map((spec) => ({ id: spec.entry.id, label: `API reference ${spec.entry.label ?? spec.entry.id}` }))],
    documents,
    examples: { operation: firstOperation?.keywords.split(' ')[0] || undefined, webhook: firstWebhook?.title },
  };
  return {
    manifest,
    files: new Map([
      [`${dir}${name}`, json],
      [`${baseUrl.replace(/^\//, '')}${SEARCH_MANIFEST}`, `${JSON.stringify(manifest)}\n`],
    ]),
  };
}

// What a reference page's main column is rendered from, as one key: the page's own part of the
// view (its tags, operations, schemas, webhooks) and what every page of its spec reads (the
// view's top-level fields, the anchors' pages, the version links, the words). Watch keeps each
// page's render under its key (references.ts, given a SameMemo), so an edit to one operation of a
// 1,000-operation spec renders that operation's page again, not the whole reference. The
// navigation is not part of it: it is rendered beside the column (render/reference/render.tsx),
// under a key of its own (what ReferenceNav reads: names, methods, paths and places, no
// description), so a description's edit renders no navigation again.
import type { ReferenceLayoutPlan } from '../model/reference/pages.js';
import type { ReferencePageInput } from '../render/reference/page-input.js';
import type { TagView } from '../model/reference/view-model.js';
import { hashText } from '../util/hash.js';
import { stableJson } from './stage-memos.js';

/** What every page of one spec's reference shows besides its own part; undefined when it has no key. */
export function referenceSpecKey(input: Omit<ReferencePageInput, 'page'>, plan: ReferenceLayoutPlan): string | undefined {
  // The intro and every page's header read the view's own fields; its tags, schemas and webhooks are the pages' own parts.
  const { tags: _tags, schemas: _schemas, webhooks: _webhooks, ...own } = input.view;
  const json = stableJson({
    own,
    firstUrl: input.pages[0]?.url,
    split: input.split,
    anchorMapUrl: input.anchorMapUrl,
    specLabel: input.specLabel,
    downloadUrl: input.downloadUrl,
    latest: input.latest,
    counterparts: input.counterparts,
    strings: input.strings,
    // Where each anchor is: every link of a page to another section.
    anchorUrls: plan.anchorUrls,
    operationRoutes: plan.operationRoutes,
  });
  return json === undefined ? undefined : hashText(json);
}

/** The key of one page's main column: its spec's key and its own part of the view. */
export function referencePageKey(specKey: string, page: ReferencePageInput['page']): string {
  // An operation's own page shows of its tag only the name and link (OperationPageContent), not every operation under it;
  // the route page of `layout: operation` lists its tags' operations by name (OperationIndex), not in full.
  const operation = page.operation && {
    ...page.operation,
    op: viewHash(page.operation.op),
    tag: { name: page.operation.tag.name, anchor: page.operation.tag.anchor, ancestors: page.operation.tag.ancestors },
  };
  const tags = page.tags.map((tag) => ({
    ...tag,
    operations: page.operationIndex ? tag.operations.map(({ anchor, summary, method, path, deprecated }) => ({ anchor, summary, method, path, deprecated })) : tag.operations.map(viewHash),
  }));
  // The view is plain data (model/reference/view-model.ts: no Map, Set or function), so JSON as it is, without
  // stableJson's replacer; each operation, schema entry and webhook by its view's hash.
  return hashText(specKey, JSON.stringify({ ...page, tags, operation, schemas: page.schemas.map(viewHash), webhooks: page.webhooks.map(viewHash) }));
}

// An operation's, schema entry's or webhook's view is the very object of the last build while
// nothing it is built from changed (model/reference/view-replay.ts): its JSON is hashed once.
const viewHashes = new WeakMap<object, string>();

function viewHash(view: object): string {
  let hash = viewHashes.get(view);
  if (hash === undefined) {
    hash = hashText(JSON.stringify(view));
    viewHashes.set(view, hash);
  }
  return hash;
}

type NavOperation = Pick<TagView['operations'][number], 'anchor' | 'method' | 'path' | 'summary' | 'deprecated'> & { id?: string };

/**
 * What the navigation of every page of one spec reads besides its spec's key: each tag's name,
 * place and operations (their ids, anchors, methods, paths, summaries, deprecation), the webhooks'
 * names, whether there are schemas, and the pages each tag is shown on (render/reference/ReferenceNav.tsx).
 */
export function referenceNavSpecKey(specKey: string, input: Omit<ReferencePageInput, 'page'>): string {
  const operation = ({ id, anchor, method, path, summary, deprecated }: NavOperation) => [id ?? null, anchor, method, path, summary, deprecated];
  const tag = (t: TagView) => [t.anchor, t.name, t.slug, t.group ?? null, t.ancestors.length, t.operations.map(operation), t.alsoHere?.map(operation) ?? null];
  return hashText(
    specKey,
    JSON.stringify({
      tags: input.view.tags.map(tag),
      webhooks: input.view.webhooks.map((w) => [w.anchor, w.method, w.name, w.summary]),
      schemas: input.view.schemas.length > 0,
      tagPages: [...input.tagPages].map(([anchor, parts]) => [anchor, parts.map((part) => [part.url, part.tags[0] ? tag(part.tags[0]) : null])]),
    }),
  );
}

/** The key of one page's navigation: its spec's navigation key and where the page is (its URL, its tags, its schemas). */
export function referenceNavKey(navSpecKey: string, page: ReferencePageInput['page']): string {
  return hashText(navSpecKey, JSON.stringify([page.url, page.intro, page.tagAnchors, page.schemas.map((s) => [s.name, s.anchor]), page.webhooks.length, page.operation?.tag.anchor ?? null]));
}

// What the pipeline hands its stages to reuse results (util/memo.ts), in watch's memo (memo.ts)
// and in the build cache on disk (disk-memo.ts) alike, and the fingerprints both key a page's
// HTML by: the page, the site around it minus the other pages' bodies, the render's context.
import type { SiteConfig } from '../config/site-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteContent } from '../content/index.js';
import { pageBodies, type PageBody } from '../model/page-bodies.js';
import type { PageModel, SiteModel } from '../model/types.js';
import type { SearchKeeper } from '../search/kept-counts.js';
import { hashText } from '../util/hash.js';
import { keptCopies, keptKeys, type Memo, type SameMemo } from '../util/memo.js';
import type { PageMemo } from './render.js';

/**
 * Fields of a page that only that page's own HTML shows (the rest is the site around every page);
 * its HTML itself is not on the page but in the page-body store (model/page-bodies.ts).
 */
export const PAGE_BODY_KEYS: ReadonlySet<string> = new Set(['markdown', 'links']);

/** What the pipeline hands its stages: watch's memo in its stage-shaped functions, or pass-throughs. */
export interface StageMemos {
  /** The memo a stage takes as an argument (util/memo.ts). */
  memo: Memo;
  /** A source file's text (load/docs.ts). */
  readText?: (file: string) => Promise<string>;
  /**
   * The API references stage: keyed by the config text and each spec's content; the other files it read are dependencies.
   * `build` may be given where its pages' renders are kept from one build of the stage to the next (watch).
   */
  references<R extends { sources: Map<string, string>; pages: PageModel[]; diagnostics: Diagnostic[] }>(
    input: { configText: string; config: SiteConfig; siteDir: string },
    build: (same?: SameMemo) => Promise<R>,
  ): Promise<R>;
  /** A page's HTML, for the pages of `site` rendered with `context`. */
  pages(site: SiteModel, context: object): PageMemo | undefined;
  /** The build cache on disk: the key `pages` keeps a page's HTML under (its file of the last output is linked by it). */
  pageKeys?(site: SiteModel, context: object): (page: PageModel) => string | undefined;
  /** The docs' pages' memo (front matter, markdown renders, whole markdown pages), for the specs `content` was made from. */
  docs(content: SiteContent): SameMemo;
  /** Each page's search documents as counted, for a one-off build's search indexer (the build cache). */
  search?: SearchKeeper;
}

// Page and context keys are hashed once per object: reference pages carry megabytes of HTML,
// and the same context object is passed for every page of a build. `across` builds (the cache on
// disk), a value holding a function has no fingerprint: its identity means nothing in another process.
const objectFingerprints = [new WeakMap<object, string | undefined>(), new WeakMap<object, string | undefined>()];

/**
 * A stand-in for a page's body in its fingerprint, where the body is known by what made it (the
 * build cache's reference pages: their spec's key and the page's place), so it is not read.
 */
export const bodyFingerprints = new WeakMap<PageModel, string>();

export function objectFingerprint(value: object, across = false): string | undefined {
  const known = objectFingerprints[Number(across)];
  if (!known.has(value)) {
    const json = stableJson(value, undefined, across);
    known.set(value, json === undefined ? undefined : hashText(json));
  }
  return known.get(value);
}

/** A page and its body (model/page-bodies.ts: not on the model object), hashed once per page. */
export function pageFingerprint(page: PageModel, across = false): string | undefined {
  const known = objectFingerprints[Number(across)];
  if (!known.has(page)) {
    const kept = across ? keptCopies.get(page) : undefined;
    const key = kept && keptKeys.get(kept);
    if (kept && key) known.set(page, keptPageFingerprint(page, kept, key));
    else {
      // The body is hashed as it is, not as JSON: escaping a page's HTML into a JSON string cost more than hashing it.
      const json = stableJson(page, undefined, across);
      known.set(page, json === undefined ? undefined : hashText(json, (across && bodyFingerprints.get(page)) || bodyText(pageBodies.read(page))));
    }
  }
  return known.get(page);
}

/**
 * A page copied from a kept one, its HTML the kept HTML: the key they were kept under (their source's
 * text and what it was rendered with), the images the HTML shows, and the fields the model set since
 * (each field is replaced, never changed inside: the copy shares the kept page's values).
 */
function keptPageFingerprint(page: PageModel, kept: { page: object; images?: unknown }, key: string): string | undefined {
  const before = kept.page as Record<string, unknown>;
  const after = page as unknown as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const field of Object.keys(after)) if (after[field] !== before[field]) changed[field] = after[field];
  const gone = Object.keys(before).filter((field) => !(field in after));
  const json = stableJson([changed, gone, kept.images ?? null], undefined, true);
  return json === undefined ? undefined : hashText('kept', key, json);
}

/** A body's parts as one text: its HTML, then the rest (a navigation, excerpts) as JSON. */
function bodyText({ html, ...rest }: PageBody): string {
  return `${html}\0${JSON.stringify(rest)}`;
}

const fingerprints = [new WeakMap<SiteModel, string | undefined>(), new WeakMap<SiteModel, string | undefined>()];

export function siteFingerprint(site: SiteModel, across = false): string | undefined {
  const known = fingerprints[Number(across)];
  if (known.has(site)) return known.get(site);
  const pages = new Set<unknown>(site.pages);
  const json = stableJson(site, (holder, key) => pages.has(holder) && PAGE_BODY_KEYS.has(key), across);
  const fingerprint = json === undefined ? undefined : hashText(json);
  known.set(site, fingerprint);
  return fingerprint;
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;

/** JSON of a model value; functions (React components) by identity, or (`across`) none. Undefined when not serialisable. */
export function stableJson(value: unknown, skip?: (holder: unknown, key: string) => boolean, across = false): string | undefined {
  try {
    return JSON.stringify(value, function (this: unknown, key: string, inner: unknown) {
      if (skip?.(this, key)) return undefined;
      if (typeof inner === 'function') {
        if (across) throw new Error('a function');
        if (!functionIds.has(inner)) functionIds.set(inner, ++nextFunctionId);
        return `function#${functionIds.get(inner)}`;
      }
      if (inner instanceof Map || inner instanceof Set) return [...inner];
      return inner;
    });
  } catch {
    return undefined;
  }
}

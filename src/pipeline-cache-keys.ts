// Cache keys of the pipeline-level stages (API references, page rendering). Each key covers
// everything the stage reads, so a hit is always the output a cold build would produce.
import { resolve } from 'node:path';
import type { SiteConfig } from './config/site-config.js';
import type { PageModel, SiteModel } from './model/types.js';
import { pageBodies } from './model/page-bodies.js';
import { hashFile, hashText, type BuildCache } from './pipeline-cache.js';

/** API references: keyed by the config text and each spec's content; other files they read (`sources`) are dependencies. */
export function cachedReferences<R extends { sources: Map<string, string> }>(
  cache: BuildCache | undefined,
  input: { configText: string; config: SiteConfig; siteDir: string },
  build: () => Promise<R>,
): Promise<R> {
  if (!cache) return build();
  const specs = input.config.specs.map((spec) => resolve(input.siteDir, spec.file));
  const key = `reference:${hashText(input.configText, input.siteDir, ...specs.flatMap((file) => [file, hashFile(file)]))}`;
  return cache.memo(key, build, { deps: (result) => [...result.sources] });
}

/**
 * A page's HTML (or anything else derived from one page): keyed by the page itself, the site
 * around it minus the other pages' bodies, and everything else the render reads (`context`:
 * asset URLs, embedded site data… — all of it is part of the key).
 */
export function cachedRender(cache: BuildCache | undefined, site: SiteModel, page: PageModel, context: object, render: () => string): string {
  if (!cache) return render();
  const around = siteFingerprint(site);
  const self = pageFingerprint(page);
  const extra = objectFingerprint(context);
  if (around === undefined || self === undefined || extra === undefined) return render();
  return cache.memo(`render:${hashText(around, self, extra)}`, render);
}

/** Everything a page's HTML reads besides the page itself (see cachedRender); undefined when not serialisable. */
export function siteRenderKey(site: SiteModel, context: object): string | undefined {
  const around = siteFingerprint(site);
  const extra = objectFingerprint(context);
  return around === undefined || extra === undefined ? undefined : hashText(around, extra);
}

// Page and context keys are hashed once per object: reference pages carry megabytes of HTML,
// and the same context object is passed for every page of a build.
const objectFingerprints = new WeakMap<object, string | undefined>();

function objectFingerprint(value: object): string | undefined {
  if (!objectFingerprints.has(value)) {
    const json = stableJson(value);
    objectFingerprints.set(value, json === undefined ? undefined : hashText(json));
  }
  return objectFingerprints.get(value);
}

/** A page and its body (model/page-bodies.ts: not on the model object), hashed once per page. */
function pageFingerprint(page: PageModel): string | undefined {
  if (!objectFingerprints.has(page)) {
    const json = stableJson({ page, body: pageBodies.read(page) });
    objectFingerprints.set(page, json === undefined ? undefined : hashText(json));
  }
  return objectFingerprints.get(page);
}

/** Fields of a page that only that page's own HTML shows (its HTML itself is not on the page: model/page-bodies.ts). */
const pageBodyKeys = new Set(['markdown', 'links']);
const fingerprints = new WeakMap<SiteModel, string | undefined>();

function siteFingerprint(site: SiteModel): string | undefined {
  if (fingerprints.has(site)) return fingerprints.get(site);
  const pages = new Set<unknown>(site.pages);
  const json = stableJson(site, (holder, key) => pages.has(holder) && pageBodyKeys.has(key));
  const fingerprint = json === undefined ? undefined : hashText(json);
  fingerprints.set(site, fingerprint);
  return fingerprint;
}

const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;

/** JSON of a model value; functions (React components) by identity. Undefined when not serialisable. */
function stableJson(value: unknown, skip?: (holder: unknown, key: string) => boolean): string | undefined {
  try {
    return JSON.stringify(value, function (this: unknown, key: string, inner: unknown) {
      if (skip?.(this, key)) return undefined;
      if (typeof inner === 'function') {
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

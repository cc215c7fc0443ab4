// The stage memos of a `generate` with the build cache (disk-cache.ts): the same functions watch's
// memo gives the stages (memo.ts), kept on disk from one build to the next. Every key starts with
// specpress's version and build, the site's folder and the whole config text (a config edit makes
// the next build cold), then what its stage reads; the files a result read besides are checked by
// their content hash. So a hit is what a cold build makes: a test compares every output file.
import { resolve } from 'node:path';
import { hasErrors } from '../diagnostics/diagnostic.js';
import { pageBodies, type PageBody } from '../model/page-bodies.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { hashContent, hashFile, hashText } from '../util/hash.js';
import { keptKeys, keptSameMemo, type Memo } from '../util/memo.js';
import type { KeptIndexLayout, KeptPlace } from '../search/kept-index.js';
import type { DiskCache } from './disk-cache.js';
import { bodyFingerprints, objectFingerprint, pageFingerprint, siteFingerprint, stableJson, type StageMemos } from './stage-memos.js';

/** A memo's value as kept: whether compute() gave a promise (a hit gives one too). */
interface Kept {
  async: boolean;
  value: unknown;
}

export function diskStageMemos(disk: DiskCache, site: { version: string; siteDir: string; configText: string }): StageMemos {
  const base = hashText(site.version, site.siteDir, site.configText);
  const memo: Memo = (slot, inputs, compute, options) => {
    const key = `${base}:memo:${slot}:${hashText(...inputs())}`;
    const hit = disk.get<Kept>(key, hashFile);
    if (hit) return (hit.value.async ? Promise.resolve(hit.value.value) : hit.value.value) as ReturnType<typeof compute>;
    const value = compute(true);
    const keep = (resolved: Awaited<typeof value>, async: boolean) => {
      if (options?.keep && !options.keep(resolved)) return;
      const deps = (options?.deps?.(resolved) ?? []).map(([file, text]): [string, string] => [file, text === undefined ? hashFile(file) : hashContent(text)]);
      disk.set(key, { async, value: resolved }, deps);
    };
    if (value instanceof Promise)
      value.then(
        (resolved: Awaited<typeof value>) => keep(resolved, true),
        () => {},
      );
    else keep(value as Awaited<typeof value>, false);
    return value;
  };
  /** What a page's `slot` (its HTML, link facts…) is kept under: the site around it, the page and the render's context. */
  const renderKey = (model: SiteModel, context: object, page: PageModel, slot: string): string | undefined => {
    const around = siteFingerprint(model, true);
    const self = pageFingerprint(page, true);
    const extra = objectFingerprint(context, true);
    if (around === undefined || self === undefined || extra === undefined) return undefined;
    return `${base}:render:${slot}:${hashText(around, self, extra)}`;
  };
  return {
    memo,
    references: async (input, build) => {
      const specs = input.config.specs.map((spec) => resolve(input.siteDir, spec.file));
      const key = `${base}:reference:${hashText(...specs.flatMap((file) => [file, hashFile(file)]))}`;
      type Stored = { result: Awaited<ReturnType<typeof build>>; bodies: string[]; deps: [string, string][] };
      const hit = disk.get<Stored>(key, hashFile);
      if (hit && hit.value.bodies.every((body) => disk.has(body))) {
        const { result, bodies, deps } = hit.value;
        result.pages.forEach((page, i) => {
          disk.touch(bodies[i]);
          bodyFingerprints.set(page, hashText(key, String(i), ...deps.flat()));
          pageBodies.put(page, () => {
            const body = disk.get<PageBody>(bodies[i], hashFile);
            if (!body) throw new Error(`The build cache lost the body of ${page.route}: run the build again (it is rebuilt)`);
            return body.value;
          });
        });
        return result;
      }
      const result = await build();
      if (hasErrors(result.diagnostics)) return result;
      const deps = [...result.sources.keys()].map((file): [string, string] => [file, hashFile(file)]);
      const bodies = result.pages.map((_, i) => `${key}:body:${i}`);
      result.pages.forEach((page, i) => {
        bodyFingerprints.set(page, hashText(key, String(i), ...deps.flat()));
        pageBodies.tap(page, (body) => disk.set(bodies[i], body));
      });
      disk.set(key, { result, bodies, deps }, deps);
      return result;
    },
    pages: (model, context) => (page, slot, make) => {
      const key = renderKey(model, context, page, slot);
      if (key === undefined) return make();
      const hit = disk.get<ReturnType<typeof make>>(key, hashFile);
      if (hit) return hit.value;
      const made = make();
      disk.set(key, made);
      return made;
    },
    // The HTML's key; the HTML stays kept while the page's file is linked from the last output rather than read.
    pageKeys: (model, context) => (page) => {
      const key = renderKey(model, context, page, 'html');
      if (key !== undefined) disk.touch(key);
      return key;
    },
    search: {
      // Keyed by the page and its body (what searchPageOf reads of it), hashed already for its HTML's key.
      lookup: (page) => {
        const fingerprint = pageFingerprint(page, true);
        if (fingerprint === undefined) return undefined;
        const key = `${base}:search:${fingerprint}`;
        const serialized = disk.serialized(key, hashFile);
        return serialized ? { serialized } : { keep: (counted) => ('serialized' in counted ? disk.setSerialized(key, counted.serialized) : disk.set(key, counted)) };
      },
      key: (page) => pageFingerprint(page, true),
      // The last build's index before scoring, and where each page's documents are in it (search/kept-index.ts).
      index: () => {
        const layout = disk.get<KeptIndexLayout>(`${base}:search-index:layout`, hashFile)?.value;
        if (typeof layout?.id !== 'string' || !Array.isArray(layout.pages)) return undefined;
        const places = new Map<string, KeptPlace>();
        let first = 0;
        for (const [key, documents] of layout.pages) {
          if (key !== null) places.set(key, [first, documents]);
          first += documents;
        }
        return {
          id: layout.id,
          place: (page) => {
            const fingerprint = pageFingerprint(page, true);
            const place = fingerprint === undefined ? undefined : places.get(fingerprint);
            // The page's own kept counts stay kept (a build whose index is lost reads them).
            if (place) disk.touch(`${base}:search:${fingerprint}`);
            return place;
          },
          bytes: () => disk.serialized(`${base}:search-index:${layout.id}`, hashFile),
        };
      },
      // Under its id: a layout whose build failed before the cache was saved never meets another build's index.
      keepIndex: (serialized, layout) => {
        if (disk.setSerialized(`${base}:search-index:${layout.id}`, serialized)) disk.set(`${base}:search-index:layout`, layout);
      },
    },
    docs: (content) => {
      // A page whose markdown shows tables made from the specs (`:::spec-table`) is keyed by the specs' text too.
      const specs = content.specDriven.size > 0 ? hashText(...content.specs.map((spec) => spec.text)) : '';
      const keyOf = (slot: string, inputs: readonly unknown[]): string | undefined => {
        const parts: string[] = [];
        for (const input of inputs) {
          if (typeof input === 'string') parts.push(`s${input}`);
          else if (input === undefined || typeof input === 'number' || typeof input === 'boolean') parts.push(`v${String(input)}`);
          else {
            const json = stableJson(input, undefined, true);
            if (json === undefined) return undefined;
            parts.push(`j${json}`);
          }
        }
        const driven = content.specDriven.has(slot.slice(slot.indexOf(':') + 1)) ? specs : '';
        return `${base}:same:${slot}:${hashText(driven, ...parts)}`;
      };
      return keptSameMemo(false, {
        kept: <T>(slot: string, inputs: readonly unknown[]) => {
          const key = keyOf(slot, inputs);
          const value = key === undefined ? undefined : disk.get<T>(key, hashFile)?.value;
          if (key !== undefined && typeof value === 'object' && value !== null) keptKeys.set(value, key);
          return value;
        },
        keep: (slot, inputs, value) => {
          const key = keyOf(slot, inputs);
          if (key !== undefined && disk.set(key, value) && typeof value === 'object' && value !== null) keptKeys.set(value, key);
        },
      });
    },
  };
}

// Watch's first build with the build cache on disk: watch's own memo (memo.ts) for everything,
// with the docs' pages (front matter, markdown renders, whole markdown pages) also read from and
// kept in a cache folder of watch's own (disk-memo.ts's keys), so a second start of `watch` on an
// unchanged site does not render every page's markdown again. A value read from disk is put in
// watch's memo under this build's inputs, so later builds of the session reuse it as before.
import { join, resolve } from 'node:path';
import { keptSameMemo } from '../util/memo.js';
import type { StageMemos } from './stage-memos.js';

export function withDiskDocs(memory: StageMemos, disk: StageMemos): StageMemos {
  return {
    ...memory,
    docs: (content) => {
      const own = memory.docs(content);
      const kept = disk.docs(content);
      // Watch's image names (plain: an edited image shows on reload), which its own cache folder keeps.
      return keptSameMemo(own.plainImageNames, {
        kept: <T>(slot: string, inputs: readonly unknown[]) => {
          const hit = own.kept<T>(slot, inputs);
          if (hit !== undefined) return hit;
          const read = kept.kept<T>(slot, inputs);
          if (read !== undefined) own.keep(slot, inputs, read);
          return read;
        },
        keep: (slot, inputs, value) => {
          own.keep(slot, inputs, value);
          // A markdown render is kept in memory only: its HTML is its whole page's too, which is kept on disk.
          if (!slot.startsWith('markdown:')) kept.keep(slot, inputs, value);
        },
      });
    },
  };
}

/** Where the build cache is when the config does not say (its `cache.dir`, under the site folder). */
export const DEFAULT_CACHE_DIR = 'node_modules/.cache/specpress';

/** Watch's folder of the build cache. */
export function watchCacheDir(cacheDir: string): string {
  return join(cacheDir, 'watch');
}

/** Watch's folder of the build cache where the config leaves it (watch-session.ts: whether a start is warm). */
export function defaultWatchCacheDir(siteDir: string): string {
  return watchCacheDir(resolve(siteDir, DEFAULT_CACHE_DIR));
}

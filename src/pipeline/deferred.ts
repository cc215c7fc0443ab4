// Watch mode's build (PipelineOptions.defer): the model and the shared files are made, the rest
// on request — a page when it is served, the machine outputs when one is, the link check page by
// page (src/dev/deferred-site.ts). Each part is the one-off build's own stage function.
import type { SiteContent } from '../content/index.js';
import type { AnchorRelocator } from '../model/reference/spec-anchors.js';
import type { SiteModel } from '../model/types.js';
import type { Memo } from '../util/memo.js';
import type { SiteAssets } from './assets.js';
import { checkSite } from './check.js';
import { machineOutputFiles, siteFiles } from './outputs.js';
import { pageHtml } from './render.js';
import type { DeferredBuild } from './types.js';

export interface DeferredInput {
  site: SiteModel;
  assets: SiteAssets;
  content: SiteContent;
  relocateAnchor: AnchorRelocator;
  /** Input files' text as the build read them (link-check positions). */
  sources: ReadonlyMap<string, string>;
  /** What the machine outputs keep of each spec from build to build. */
  memo: Memo;
}

export function deferredBuild({ site, assets, content, relocateAnchor, sources, memo }: DeferredInput): DeferredBuild {
  const { pageAssets, mathFiles, diagramFiles } = assets;
  return {
    site,
    pageAssets,
    renderPage: (page) => pageHtml(site, page, pageAssets),
    mathFiles,
    diagramFiles,
    siteFiles: () => siteFiles(site),
    // Served from memory: each file whole (pieces joined).
    machineOutputs: () => machineOutputFiles(site, content, relocateAnchor, memo),
    checkLinks: ({ routes = [], ...input }) => checkSite({ ...input, site: { ...site, extraRoutes: [...site.extraRoutes, ...routes] } }, sources).diagnostics,
  };
}

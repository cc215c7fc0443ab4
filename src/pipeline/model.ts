// The model stage: the docs content generated from the specs (`:::spec-table`, src/content/) and
// the plain site model every later stage reads (routes, sidebars, navbar, pages; src/model/).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteContent } from '../content/index.js';
import { anchorRelocator, type AnchorRelocator } from '../model/reference/spec-anchors.js';
import { readDocMeta } from '../model/doc-pages.js';
import { buildSiteModel } from '../model/site.js';
import { buildDocPages } from '../render/doc-bodies.js';
import type { SiteModel } from '../model/types.js';
import type { SiteInputs, SiteSetup } from './load.js';

export interface ModelResult {
  site: SiteModel;
  /** Sends a link written for a one-page reference to the split page holding its anchor (the machine outputs follow it too). */
  relocateAnchor: AnchorRelocator;
  diagnostics: Diagnostic[];
}

export async function modelSite(setup: SiteSetup, inputs: SiteInputs, content: SiteContent, includeDrafts?: boolean): Promise<ModelResult> {
  const relocateAnchor = anchorRelocator(inputs.references.specs);
  const { model: site, diagnostics } = await content.run(async () => {
    // Each docs page's body is rendered (render/doc-bodies.ts) before the model assembles the site from them.
    const docMeta = readDocMeta(inputs.docs, includeDrafts);
    const docPages = await buildDocPages(docMeta.metas, setup.config, inputs.reactPages, relocateAnchor, setup.siteDir, inputs.lastUpdates);
    return buildSiteModel({
      config: setup.config,
      configFile: setup.configFile,
      configSource: setup.configSource,
      siteDir: setup.siteDir,
      docMeta,
      docPages,
      extraPages: inputs.references.pages,
      categories: inputs.categories,
    });
  });
  return { site, relocateAnchor, diagnostics };
}

// The model stage: the docs content generated from the specs (`:::spec-table`, src/content/) and
// the plain site model every later stage reads (routes, sidebars, navbar, pages; src/model/).
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteContent } from '../content/index.js';
import { anchorRelocator, type AnchorRelocator } from '../model/reference/spec-anchors.js';
import { readDocMeta } from '../model/doc-pages.js';
import { blogAndTags, readBlog } from '../model/blog/index.js';
import { withUntranslatedCopies } from '../model/docs-locales.js';
import { buildSiteModel } from '../model/site.js';
import { buildDocPages } from '../render/doc-bodies.js';
import type { MarkdownPage, ReactPage, SiteModel } from '../model/types.js';
import type { Memo, SameMemo } from '../util/memo.js';
import type { SiteInputs, SiteSetup } from './load.js';

export interface ModelResult {
  site: SiteModel;
  /** Sends a link written for a one-page reference to the split page holding its anchor (the machine outputs follow it too). */
  relocateAnchor: AnchorRelocator;
  diagnostics: Diagnostic[];
  /**
   * The docs pages of these files made again, with the inputs of this stage (watch's provisional
   * start renders a page asked for with it, pipeline/provisional-docs.ts); not part of the model.
   */
  makeAgain(files: ReadonlySet<string>): Promise<(MarkdownPage | ReactPage)[]>;
}

/** `memos`: how the docs' pages reuse what an earlier build made of them (pipeline/memo.ts in watch mode); `pace`: see DocBodiesInput. */
export async function modelSite(
  setup: SiteSetup,
  inputs: SiteInputs,
  content: SiteContent,
  memos: { same: SameMemo; memo: Memo; pace?: (file: string) => Promise<void> },
  includeDrafts = false,
): Promise<ModelResult> {
  const relocateAnchor = anchorRelocator(inputs.references.specs);
  // Each docs page's body is rendered (render/doc-bodies.ts) before the model assembles the site from them.
  const read = readDocMeta(inputs.docs, includeDrafts, memos.same);
  // A site with several locales: each locale gets the default locale's pages it lacks (model/docs-locales.ts).
  const docMeta = { ...read, metas: withUntranslatedCopies(read.metas, inputs.variants) };
  // The blog's posts render with the docs pages (model/blog/); their pages join the site's beside the references'.
  const blog = inputs.blog ? readBlog(inputs.blog, includeDrafts, setup.config.security.externalImages) : undefined;
  const metas = [...docMeta.metas, ...(blog?.metas ?? [])];
  const bodiesInput = {
    siteDir: setup.siteDir,
    aliases: inputs.aliases,
    reactPages: inputs.reactPages,
    relocateAnchor,
    lastUpdates: inputs.lastUpdates,
    directives: content.directives,
    same: memos.same,
    memo: memos.memo,
  };
  const built = await buildDocPages(metas, setup.config, { ...bodiesInput, pace: memos.pace });
  const makeAgain = async (files: ReadonlySet<string>) => (await buildDocPages(metas, setup.config, { ...bodiesInput, only: files })).pages;
  // An untranslated copy is its source rendered again: its problems are the source's, reported once.
  const rendered = docMeta.metas === read.metas ? built : { ...built, diagnostics: onlyOnce(built.diagnostics) };
  const { docPages, extraPages, finish } = blogAndTags(blog, rendered, setup.config);
  const { model: site, diagnostics } = await buildSiteModel({
    config: setup.config,
    configFile: setup.configFile,
    configSource: setup.configSource,
    siteDir: setup.siteDir,
    docMeta,
    docPages,
    extraPages: [...inputs.references.pages, ...extraPages],
    categories: inputs.categories,
    variants: inputs.variants,
  });
  finish(site);
  return { site, relocateAnchor, diagnostics, makeAgain };
}

/** Each diagnostic once (the same problem of the same file at the same place). */
function onlyOnce(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((one) => {
    const key = JSON.stringify([one.code, one.severity, one.message, one.file, one.line, one.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The files the site publishes beside its pages, written before them: the bundled stylesheets and
// runtime, the static folder, the images beside the pages, the downloadable specs, the shared
// sidebar navigation and "Try it". And what every page is rendered with (asset URLs, site data).
import { buildAssets } from '../bundle/assets.js';
import { buildSidebarNavFiles } from '../bundle/sidebar-nav.js';
import { oauthRedirectHtml } from '../bundle/try-it-redirect.js';
import { loadPageAssets } from '../load/page-assets.js';
import type { SiteModel } from '../model/types.js';
import type { RenderAssets } from '../render/render-page.js';
import { siteDataJson } from '../render/site-data.js';
import { TRY_IT_OAUTH_MESSAGE, TRY_IT_OAUTH_REDIRECT } from '../shared/try-it-types.js';
import type { SiteInputs } from './load.js';
import type { Emit } from './types.js';

export interface SiteAssets {
  /** What every page is rendered with: part of each page's cache key in watch mode. */
  pageAssets: RenderAssets;
  /** Published when a page shows a formula / a diagram. */
  mathFiles(): Map<string, string | Uint8Array>;
  diagramFiles(): Map<string, string>;
  /** The shared sidebar navigation files (their links are checked with the machine outputs). */
  sidebarNavFiles: Map<string, string>;
}

export async function writeSiteAssets(site: SiteModel, inputs: SiteInputs, siteCss: string, emit: Emit): Promise<SiteAssets> {
  const { config } = site;
  const base = config.baseUrl.replace(/^\//, '');
  const assets = buildAssets(config.baseUrl, siteCss);
  for (const [path, content] of assets.files) emit(path, content);
  for (const [path, content] of inputs.staticFiles) emit(`${base}${path}`, content);
  const besidePages = site.pages.flatMap((page) => (page.kind === 'markdown' ? (page.assets ?? []) : []));
  for (const [path, content] of await loadPageAssets(besidePages, site.siteDir)) emit(path, content);
  // The CSS MDX pages' components import, once for the pages sharing it.
  const stylesheets = new Map(site.pages.flatMap((page) => (page.kind === 'markdown' && page.stylesheet ? [[page.stylesheet.outputPath, page.stylesheet.css] as const] : [])));
  for (const [path, content] of stylesheets) emit(path, content);
  // The images and fonts those stylesheets name (their names hold their content's hash: once each).
  const cssFiles = new Map(site.pages.flatMap((page) => (page.kind === 'markdown' ? (page.stylesheet?.files ?? []) : [])));
  for (const [path, content] of cssFiles) emit(path, content);
  for (const [path, content] of inputs.references.files ?? []) emit(path, content);

  // Every page embeds what client navigation needs (src/render/site-data.ts), and a big sidebar's
  // pages link its shared navigation file (src/bundle/sidebar-nav.ts).
  const { mathFiles, diagramFiles, tryIt, ...shared } = assets;
  const sidebarNav = buildSidebarNavFiles(site);
  for (const [path, content] of sidebarNav.files) emit(path, content);
  // "Try it": a site with a spec that turns it on links its hook from every page and publishes its files.
  const tryItHref = tryIt && config.specs.some((spec) => spec.tryIt) ? tryIt.href : undefined;
  if (tryItHref) {
    for (const [path, content] of tryIt!.files()) emit(path, content);
    // The page OAuth 2 providers send the reader back to (README: register it with the provider).
    emit(`${base}${TRY_IT_OAUTH_REDIRECT}`, oauthRedirectHtml(TRY_IT_OAUTH_MESSAGE));
  }
  // A `favicon.ico` in static/ is the one browsers find by themselves (at the host's root only).
  const noFavicon = !config.favicon && !(config.baseUrl === '/' && inputs.staticFiles.has('favicon.ico'));
  const pageAssets = { ...shared, ...(tryItHref ? { tryItHref } : {}), ...(noFavicon ? { noFavicon } : {}), siteData: siteDataJson(site), sidebarNav: sidebarNav.hrefs };
  return { pageAssets, mathFiles, diagramFiles, sidebarNavFiles: sidebarNav.files };
}

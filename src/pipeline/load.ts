// The load stage: the site's files as the later stages read them. The config is read and
// validated first (pipeline/index.ts); then the docs folder, the static files and the pages' git
// history are read beside the API references (the references stage, which reads the specs), so
// that esbuild compiles the React pages while the specs are parsed.
import { dirname, resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedConfigFile } from '../load/config.js';
import { blogOptions, loadBlog, type BlogSource } from '../load/blog.js';
import { loadDocs, type CategorySource, type DocSource } from '../load/docs.js';
import { discoverDocsVariants, instanceVariants, underRouteBase, type DocsVariant } from '../load/docs-variants.js';
import { withLocales } from '../load/docs-locales.js';
import { gitHistory, type LastUpdate } from '../load/git-history.js';
import { isInside } from '../load/paths.js';
import { startReactPages, type ReactPageLoads } from '../load/react-page.js';
import { loadSiteAliases, type SiteAliases } from '../load/site-aliases.js';
import { loadStaticFiles } from '../load/static-files.js';
import { setPageTimeLimit } from '../load/time-limit.js';
import type { YamlSource } from '../load/yaml-source.js';
import type { ProtectedInput } from '../write/output-folder.js';
import type { Memo } from '../util/memo.js';
import type { ReferenceResult } from './references.js';

/** A site whose config is valid: where everything else is read from. */
export interface SiteSetup {
  config: SiteConfig;
  configFile: string;
  configSource: YamlSource;
  siteDir: string;
  docsDir: string;
  cwd: string;
}

export function siteSetup(loaded: LoadedConfigFile & { source: YamlSource }, config: SiteConfig, cwd: string): SiteSetup {
  setPageTimeLimit(config.security.pageTimeLimitSeconds);
  const siteDir = loaded.siteDir;
  return { config, configFile: loaded.file, configSource: loaded.source, siteDir, docsDir: resolve(siteDir, config.docs.folder), cwd };
}

export interface SiteInputs {
  /** The trees of docs the site serves (its versions), latest first; one without versions. */
  variants: DocsVariant[];
  docs: DocSource[];
  categories: CategorySource[];
  /** The blog folder's posts and authors; absent: the site has no blog. */
  blog?: BlogSource;
  reactPages: ReactPageLoads;
  /** The import aliases of the site's tsconfig.json (`~/components/…`), for MDX and React pages' imports and images. */
  aliases: SiteAliases;
  references: ReferenceResult;
  staticFiles: Map<string, Uint8Array>;
  lastUpdates?: Map<string, LastUpdate>;
  /** Every file read, with its text, in the order read (the watcher's inputs, link-check positions). */
  read: [file: string, text: string][];
  /** The docs', static files' and history's problems, then the references'. */
  diagnostics: Diagnostic[];
}

/**
 * The docs folder, the static files and the git history, read while `references()` builds the API
 * references. `readText` and `memo`: how the docs' text is read and their React pages compiled (watch reuses them).
 */
export async function loadSiteInputs(setup: SiteSetup, references: () => Promise<ReferenceResult>, readText?: (file: string) => Promise<string>, memo?: Memo): Promise<SiteInputs> {
  const { config, siteDir, docsDir } = setup;
  const outsideLinks = config.security.outsideSymlinks === 'warn' ? 'warning' : 'error';
  const versions = await discoverDocsVariants(siteDir, docsDir, config, setup.configSource);
  // Each locale (i18n.locales, more than one) is a variant too.
  const localized = withLocales(versions.variants, siteDir, docsDir, config, setup.configSource);
  // docs.routeBasePath: the docs under a route of their own (Docusaurus's /docs/), every variant with them.
  // Other docs folders (docs.instances), each under its own route, after the docs' own variants.
  const found = {
    variants: [...underRouteBase(localized.variants, config.docs.routeBasePath), ...instanceVariants(siteDir, config)],
    diagnostics: [...versions.diagnostics, ...localized.diagnostics],
  };
  const perVariant = await Promise.all(found.variants.map((variant) => loadDocs(variant, siteDir, outsideLinks, readText)));
  const loaded = {
    docs: perVariant.flatMap((one) => one.docs),
    categories: perVariant.flatMap((one) => one.categories),
    diagnostics: [...found.diagnostics, ...perVariant.flatMap((one) => one.diagnostics)],
  };
  const aliases = loadSiteAliases(siteDir, config.siteAlias !== undefined ? resolve(siteDir, config.siteAlias) : undefined);
  // Before the specs' long synchronous work, so that esbuild compiles the React pages meanwhile.
  const reactPages = startReactPages(loaded.docs, memo, { siteDir, aliases: aliases.aliases });
  const wantsHistory = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  const [built, staticFiles, history, blog] = await Promise.all([
    references(),
    loadStaticFiles(resolve(siteDir, config.staticDir), siteDir, outsideLinks),
    wantsHistory ? histories(found.variants.map((variant) => variant.folder)) : undefined,
    loadBlog(config, siteDir, outsideLinks, readText),
  ]);
  const read: [string, string][] = [
    ...loaded.docs.map((doc): [string, string] => [doc.file, doc.text]),
    ...loaded.categories.map((category): [string, string] => [category.source.file, category.source.text]),
    ...(blog.blog?.posts ?? []).map((post): [string, string] => [post.file, post.text]),
    ...(blog.blog?.authors ? [[blog.blog.authors.file, blog.blog.authors.text] as [string, string]] : []),
    ...built.sources,
  ];
  const diagnostics = [...loaded.diagnostics, ...aliases.diagnostics, ...blog.diagnostics, ...staticFiles.diagnostics, ...(history?.diagnostics ?? []), ...built.diagnostics];
  return {
    variants: found.variants,
    docs: loaded.docs,
    categories: loaded.categories,
    blog: blog.blog,
    reactPages,
    aliases: aliases.aliases,
    references: built,
    staticFiles: staticFiles.files,
    lastUpdates: history?.files,
    read,
    diagnostics,
  };
}

/** The git history of each docs folder (a version's too), as one map by file. */
async function histories(folders: string[]): Promise<{ files: Map<string, LastUpdate>; diagnostics: Diagnostic[] }> {
  const each = await Promise.all(folders.map((folder) => gitHistory(folder)));
  if (each.length === 1) return each[0];
  return { files: new Map(each.flatMap((one) => [...one.files])), diagnostics: each.flatMap((one) => one.diagnostics) };
}

/**
 * The files and folders of the site that no output folder may replace or live in: everything the
 * config names and every folder the build reads from. The site folder may hold the output (build/
 * beside the config); it and its parents are refused as they contain the config file.
 */
export function protectedInputs({ cwd, configFile, siteDir, docsDir, config }: SiteSetup): ProtectedInput[] {
  return [
    { label: 'the current folder', path: cwd },
    { label: 'the config file', path: configFile },
    { label: 'the docs folder', path: docsDir, readWhole: true },
    ...Object.entries(config.docs.instances ?? {}).map(([id, instance]) => ({ label: `the docs folder of ${id}`, path: resolve(siteDir, instance.folder), readWhole: true })),
    // A versioned site's snapshots (Docusaurus's layout; a folder not there protects nothing).
    { label: 'the versioned docs folder', path: resolve(siteDir, 'versioned_docs'), readWhole: true },
    { label: 'the versioned sidebars folder', path: resolve(siteDir, 'versioned_sidebars'), readWhole: true },
    { label: 'the blog folder', path: blogOptions(config, siteDir).folder, readWhole: true },
    // Translated docs in Docusaurus's layout.
    { label: 'the translations folder', path: resolve(siteDir, 'i18n'), readWhole: true },
    { label: 'the static folder', path: resolve(siteDir, config.staticDir), readWhole: true },
    { label: 'the templates folder', path: resolve(siteDir, 'templates'), readWhole: true },
    // MDX and React pages import the site's components from here (`@site/src/components/…`).
    { label: 'the components folder', path: resolve(siteDir, 'src'), readWhole: true },
    ...config.stylesheets.map((file) => ({ label: `the stylesheet ${file}`, path: resolve(siteDir, file) })),
    ...config.specs.flatMap((spec) => {
      const file = resolve(siteDir, spec.file);
      // A spec split over files reads its parts from beside it and below: a folder of its own
      // inside the site (specs/) is kept whole; the site folder only as the rule above says.
      const folder = dirname(file);
      return [
        { label: `the OpenAPI file of ${spec.id}`, path: file },
        { label: `the folder of the OpenAPI file of ${spec.id}`, path: folder, readWhole: isInside(folder, siteDir) },
      ];
    }),
  ];
}

// The docs folder's pages rendered: markdown → sanitised HTML, MDX compiled and run, React pages
// loaded, each with its headings (TOC) and links (link checks). The model assembles each page's
// plain object from the body (model/doc-pages.ts); the HTML goes to the page-body store
// (model/page-bodies.ts) as the page is made, so a one-off build holds it as bytes meanwhile.
import { relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { withInputFile } from '../diagnostics/internal-error.js';
import type { LastUpdate } from '../load/git-history.js';
import { siteFileHash } from '../load/page-assets.js';
import { loadReactPage, type ReactPageLoads } from '../load/react-page.js';
import { checkSitePath, realSite } from '../load/readable-path.js';
import { aliasesKey, type SiteAliases } from '../load/site-aliases.js';
import { mdxAsMarkdownText } from '../markdown/mdx.js';
import { withPartialsInline } from '../markdown/mdx-partials.js';
import { loadMdxPage, type MdxCompiles } from '../markdown/mdx/compile-mdx.js';
import { renderMdxPage } from '../markdown/mdx/render-mdx.js';
import { loadSiteMdxComponents, type SiteMdxComponents } from '../markdown/mdx/site-components.js';
import type { ActiveVersion, DocusaurusContextValue } from '../markdown/mdx/components/docusaurus.js';
import { renderMarkdown, type DirectiveResolver, type RenderedMarkdown } from '../markdown/render-markdown.js';
import { TRUNCATE_MARK } from '../markdown/truncate-mark.js';
import { docPageCommon, markdownPage, writtenHeroImages, type DocPageMeta, type HeroImages } from '../model/doc-pages.js';
import { pageBodies } from '../model/page-bodies.js';
import { besidePageFile, refusedImage, refusedImages } from '../model/page-images.js';
import { imageSource } from '../markdown/image-src.js';
import type { AnchorRelocator } from '../model/reference/spec-anchors.js';
import type { MarkdownPage, ReactPage } from '../model/types.js';
import { docLinkKey, docLinkResolver } from '../model/written-links.js';
import { recordingResolver, relocatedCopy, type ResolvedLink } from './untranslated-copy.js';
import { shareMarkdownRenders } from './markdown-sharing.js';
import { htmlSources, siteAssetsPrefix, type HtmlSources } from './html-sources.js';
import { hashContent, hashText } from '../util/hash.js';
import { recordKeptCopy, type Memo, type SameMemo } from '../util/memo.js';

/** …and the CSS an MDX page's components import, named by its content (pages with the same components share it). */
const SITE_STYLESHEETS = 'assets/site-components.';

/** `img/diagram.png` → `img/diagram.3f2a9c0b1d.png` (a name without extension gets the hash last). */
function withHash(path: string, hash: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1 ? `${path.slice(0, dot)}.${hash}${path.slice(dot)}` : `${path}.${hash}`;
}

/**
 * The images a page's HTML shows from beside its file: each one's source file and output path
 * (`hashed`: the files published under a content-hashed name, by output path).
 */
function pageAssets(html: HtmlSources, hero: HeroImages | undefined, baseUrl: string, siteDir: string, hashed: ReadonlyMap<string, string>): { file: string; outputPath: string }[] | undefined {
  const prefix = siteAssetsPrefix(baseUrl);
  const heroSources = hero ? [hero.light, ...(hero.dark !== undefined ? [hero.dark] : [])] : [];
  // Most pages show no image from beside their file: one substring search instead of a scan of every src.
  if (!html.showsSiteAssets && heroSources.length === 0) return undefined;
  const found = new Map<string, string>();
  const sources = [...html.sources(), ...heroSources.filter((src) => src.startsWith('/')).map((src) => src.slice(1))];
  for (const source of sources) {
    let outputPath = source;
    try {
      outputPath = decodeURI(outputPath);
    } catch {
      continue;
    }
    if (outputPath.startsWith(prefix)) found.set(outputPath, hashed.get(outputPath) ?? resolve(siteDir, outputPath.slice(prefix.length)));
  }
  return found.size > 0 ? [...found].map(([outputPath, file]) => ({ file, outputPath })) : undefined;
}

/** What rendering the docs' bodies reads besides the pages' meta and the config. */
export interface DocBodiesInput {
  siteDir: string;
  /** The site's tsconfig aliases (`~/assets/…`): MDX and React pages' imports and images may use them. */
  aliases: SiteAliases;
  /** React pages whose loading has started (pipeline/load.ts). */
  reactPages: ReactPageLoads;
  relocateAnchor: AnchorRelocator;
  /** Answers the pages' `:::spec-table` directives (content/index.ts). */
  directives: DirectiveResolver;
  lastUpdates: ReadonlyMap<string, LastUpdate> | undefined;
  /** Reuses markdown renders, whole markdown pages and their image lists by their inputs (util/memo.ts). */
  same: SameMemo;
  /** Reuses compiled MDX modules (markdown/mdx/compile-mdx.ts). */
  memo: Memo;
  /** Awaited before each page is made: watch renders its first build's pages in turns, letting requests in between. */
  pace?: (file: string) => Promise<void>;
  /** Only the pages of these files are made (watch's provisional start, a page asked for); every page's route still answers links. */
  only?: ReadonlySet<string>;
}

/** The images a page shows from beside its file, each with the content hash it was published under (undefined: refused or missing). */
type ImageHashes = [file: string, hash: string | undefined][];

/** A page's render as its untranslated copies take it (render/untranslated-copy.ts): the links its resolver answered, and the body's parts. */
interface SharedRender {
  rendered: RenderedMarkdown;
  answers: readonly ResolvedLink[];
  markdown: string;
  stylesheet: MarkdownPage['stylesheet'];
  assets: MarkdownPage['assets'];
  heroImages: HeroImages | undefined;
}

/** Every docs file's page: its body rendered and put in the page-body store, its plain model assembled by model/doc-pages.ts. */
export async function buildDocPages(metas: DocPageMeta[], config: SiteConfig, input: DocBodiesInput): Promise<{ pages: (MarkdownPage | ReactPage)[]; diagnostics: Diagnostic[] }> {
  const { siteDir, aliases, reactPages: started, relocateAnchor, lastUpdates = new Map<string, LastUpdate>(), same } = input;
  const diagnostics: Diagnostic[] = [];
  const routes = new Map(metas.map((meta) => [docLinkKey(meta.source.variant.id, meta.source.relPath), meta.route]));
  const resolveDocLink = docLinkResolver(config, routes);
  // A memo that keeps results reuses a file's HTML while its text and the routes its links resolve against are unchanged.
  const keeps = same.keeps;
  // A memo that keeps pages with content-hashed image names (the build cache) keeps the hashes of the images a page
  // shows with it, and reuses it only while each image has the same hash (an edited image renames it in the HTML).
  const sameImages = (images: ImageHashes | undefined) => !images || images.every(([file, hash]) => siteFileHash(file, siteDir) === hash);
  const hashedImages = new Map<string, string>();
  // The site's own MDX components (src/theme/MDXComponents), compiled when the first MDX page renders.
  let siteComponents: Promise<SiteMdxComponents> | undefined;
  const site = realSite(siteDir);
  // An .mdx page, or (markdown.format: mdx, as Docusaurus 3 reads them) every .md page too: compiled as MDX.
  const asMdx = (meta: DocPageMeta) => meta.source.relPath.endsWith('.mdx') || config.markdown.format === 'mdx';
  // What a markdown page's model reads of the config (watch drops its memo on a config edit; this keeps a kept page right too).
  const pageConfig = keeps ? JSON.stringify([config.docs, config.security.externalImages]) : '';
  const linkContext = keeps
    ? hashText(config.baseUrl, String(config.trailingSlash), relocateAnchor.key, aliasesKey(aliases), ...metas.map((m) => `${m.source.variant.id}:${m.source.relPath}=${m.route}`))
    : '';
  // An untranslated copy takes its source's render with its links relocated, rather than rendering the file again:
  // each page with copies shares its render (once made, or undefined) with them.
  const only = input.only;
  const made = only ? metas.filter((meta) => only.has(meta.source.file)) : metas;
  const copied = new Set(made.flatMap((meta) => (meta.untranslated ? [meta.source.file] : [])));
  const shared = new Map<string, { render: Promise<SharedRender | undefined>; share: (render: SharedRender | undefined) => void }>();
  for (const meta of made) {
    if (meta.untranslated || !copied.has(meta.source.file)) continue;
    let share: (render: SharedRender | undefined) => void = () => undefined;
    shared.set(meta.source.file, { render: new Promise((resolve) => (share = resolve)), share: (render) => share(render) });
  }
  const sharing = (meta: DocPageMeta) => (meta.untranslated ? undefined : shared.get(meta.source.file));
  // Pages (and partials) with the same text are compiled once by this build (a versioned site's versions are mostly alike).
  const mdxCompiles: MdxCompiles = new Map();
  // A partial imported by several pages has the problems written in it reported once, not once per page.
  const partialProblems = new Set<string>();
  const firstInPartial = (problem: Diagnostic): boolean => {
    const key = JSON.stringify([problem.code, problem.severity, problem.message, problem.file, problem.line, problem.column]);
    if (partialProblems.has(key)) return false;
    partialProblems.add(key);
    return true;
  };
  // A big one-off build shares its plain markdown renders with a second thread (markdown-sharing.ts).
  const threaded =
    keeps || only || input.pace
      ? undefined
      : shareMarkdownRenders(
          made.filter((meta) => meta.source.kind !== 'react' && !asMdx(meta) && !meta.untranslated && !copied.has(meta.source.file)),
          config,
          routes,
          relocateAnchor,
        );
  // A page with copies shares nothing if it was not rendered here (kept by the memo, or failed): its copies render themselves.
  const settled = (renders: Promise<MarkdownPage | ReactPage | undefined>[]) => Promise.all(renders.map((rendering, at) => rendering.finally(() => sharing(made[at])?.share(undefined))));
  // (The thread stops once every page is made, or the first one fails.)
  const pages = await settled(
    made.map(async (meta): Promise<MarkdownPage | ReactPage | undefined> => {
      if (input.pace) await input.pace(meta.source.file);
      const common = docPageCommon(meta, config);
      if (meta.source.kind === 'react') {
        const loaded = await (started.get(meta.source.file) ?? loadReactPage(meta.source.file, undefined, { siteDir, aliases }));
        diagnostics.push(...loaded.diagnostics);
        if (!loaded.page) return undefined;
        return { ...common, kind: 'react', title: loaded.page.title ?? '', description: loaded.page.description, headings: [], Component: loaded.page.Component };
      }
      // Kept by the memo: a markdown page whose text, route, links' context and last change are those of
      // the last build is that build's page (a copy: the model sets sidebarId on the pages it gets),
      // with that build's HTML. An untranslated copy is kept under its own route (watch's memo keeps one value a slot).
      const update = lastUpdates.get(resolve(meta.source.file));
      const cacheable = keeps;
      const reuse = cacheable && !asMdx(meta) ? [meta.source.text, meta.route, linkContext, pageConfig, update?.time, update?.author] : undefined;
      const pageSlot = meta.untranslated ? `doc-page:${meta.source.file}@${meta.route}` : `doc-page:${meta.source.file}`;
      const kept = reuse && same.kept<{ page: MarkdownPage; html: string; diagnostics: Diagnostic[]; images?: ImageHashes }>(pageSlot, reuse);
      if (kept && sameImages(kept.images)) {
        diagnostics.push(...kept.diagnostics);
        const page = { ...kept.page };
        recordKeptCopy(page, kept);
        pageBodies.put(page, { html: kept.html });
        return page;
      }
      const resolveInPage = (href: string) => relocateAnchor(resolveDocLink(href, meta.source.relPath, meta.source.variant.id));
      const source = meta.untranslated ? await shared.get(meta.source.file)?.render : undefined;
      const copy = source && relocatedCopy(source.rendered, source.answers, resolveInPage);
      if (source && copy) {
        const page = copyPage(meta, source, copy);
        // Kept where images keep their plain names (watch): a copy's images are its source's, whose hashes it does not know.
        if (reuse && same.plainImageNames) same.keep(pageSlot, reuse, { page: { ...page }, html: copy.html, diagnostics: [], images: [] });
        return page;
      }
      const recorder = sharing(meta) && recordingResolver(resolveInPage);
      const resolveLink = recorder ? recorder.resolve : resolveInPage;
      let fresh = false;
      // Images beside the page are published under <base>assets/site/<path in the site folder>,
      // with their content hash before the extension (found again in the HTML below). Under a memo
      // that keeps results in memory (watch), plain names: a page's HTML is reused while its text is
      // unchanged, and an edited image must still show on the next reload.
      const images = new Map<string, string | undefined>();
      const publish = (file: string, inSite: string, hash: string | undefined) => {
        const published = `${siteAssetsPrefix(config.baseUrl)}${hash ? withHash(inSite, hash) : inSite}`;
        if (hash) hashedImages.set(published, file);
        if (!same.plainImageNames) images.set(file, hash);
        return `/${encodeURI(published)}`;
      };
      const resolveImage = (src: string) => {
        const file = besidePageFile(src, meta.source.file, aliases);
        const inSite = relative(siteDir, file).split(sep).join('/');
        if (inSite.startsWith('../') || inSite === '..') return src; // outside the site: refused below (refusedImages)
        return publish(file, inSite, same.plainImageNames ? undefined : siteFileHash(file, siteDir));
      };
      const own: Diagnostic[] = [];
      let rendered: RenderedMarkdown | undefined;
      /** The HTML of a page the markdown thread rendered (then `rendered.html` is empty), and what pageAssets reads of it. */
      let bytes: { html: Uint8Array; sources: HtmlSources } | undefined;
      if (!asMdx(meta)) {
        const render = () =>
          withInputFile(meta.source.file, () =>
            renderMarkdown(meta.body, { resolveLink, resolveImage, lineOffset: meta.lineOffset, externalImages: config.security.externalImages, directives: input.directives }),
          );
        // The page's route too: an untranslated copy renders its default locale's file, with links that lead within its own locale and version.
        const inputs = markdownRenderInputs(linkContext, meta.route, meta.lineOffset, meta.body, config.security.externalImages);
        const keptRender = cacheable ? same.kept<{ value: RenderedMarkdown; images?: ImageHashes }>(`markdown:${meta.source.file}`, inputs) : undefined;
        if (keptRender && sameImages(keptRender.images)) {
          rendered = keptRender.value;
          for (const [file, hash] of keptRender.images ?? []) publish(file, relative(siteDir, file).split(sep).join('/'), hash);
        } else {
          const onThread = threaded?.take(meta);
          const shared = onThread && (await onThread);
          // A page rendered on the thread comes with its HTML as bytes, which wait for the page's render as they are.
          if (shared) bytes = { html: shared.html, sources: { showsSiteAssets: shared.showsSiteAssets, sources: () => shared.sources } };
          rendered = shared ? { ...shared.rendered, html: '' } : render();
          fresh = true;
          if (cacheable) same.keep(`markdown:${meta.source.file}`, inputs, { value: rendered, images: [...images] });
        }
        // A `.md` file with import/export statements is MDX, as Docusaurus 3 reads it (compile-mdx.ts agrees):
        // what the markdown thread made of it is not its body either.
        if (rendered.esm) {
          rendered = undefined;
          bytes = undefined;
        } else
          for (const drop of rendered.dropped)
            own.push(diagnostic(drop.code ?? 'markdown-html-dropped', 'warning', drop.message, { file: meta.source.file, line: drop.line + meta.lineOffset, column: drop.column ?? 1 }, drop.hint));
        diagnostics.push(...own);
      }
      const isMdx = !rendered;
      let stylesheet: MarkdownPage['stylesheet'];
      let partials: string[] | undefined;
      if (!rendered) {
        // MDX: compiled and run (author-trusted code, like React pages); rendered on every build, as its imports may change.
        // A blog post with a truncate line (the blog wrote its mark into the body) has it marked in its MDX too.
        const compiled = await loadMdxPage(meta.source.file, siteDir, input.memo, {
          excerptMark: meta.body.includes(TRUNCATE_MARK),
          aliases,
          mdFormat: config.markdown.format,
          compiles: mdxCompiles,
        });
        diagnostics.push(...compiled.diagnostics.filter((problem) => problem.file === undefined || problem.file === meta.source.file || firstInPartial(problem)));
        if (!compiled.Content) return undefined;
        partials = compiled.partials?.map((partial) => partial.file);
        if (recorder) recorder.answers.length = 0;
        fresh = true;
        siteComponents ??= loadSiteMdxComponents(siteDir, aliases);
        const { components, css: componentsCss, cssFiles: componentsFiles } = await siteComponents;
        const version = activeVersion(meta.source.variant, config.baseUrl);
        const result = renderMdxPage(compiled.Content, {
          resolveLink,
          resolveImage,
          baseUrl: config.baseUrl,
          docusaurus: docusaurusContext(config),
          source: meta.source.text,
          ...(compiled.partials ? { partials: compiled.partials } : {}),
          externalImages: config.security.externalImages,
          components,
          ...(version ? { version } : {}),
        });
        if ('failure' in result) {
          const { code, message, line, column, hint } = result.failure;
          diagnostics.push(diagnostic(code ?? 'mdx-render', 'error', `The MDX page cannot be rendered: ${message}`, { file: meta.source.file, line, column }, hint));
          return undefined;
        }
        rendered = result.rendered;
        // The page's components' CSS, then the site's MDX components' (site-components.ts).
        const css = compiled.css && componentsCss ? `${componentsCss}\n${compiled.css}` : (compiled.css ?? componentsCss);
        // The files it names with `url()` are beside it (`site-components/bg.<hash>.png`, in the assets folder).
        const files = [...(compiled.css ? (compiled.cssFiles ?? []) : []), ...(componentsCss ? (componentsFiles ?? []) : [])].map(([path, bytes]): [string, Uint8Array] => [
          `${config.baseUrl.replace(/^\//, '')}assets/${path}`,
          bytes,
        ]);
        if (css) stylesheet = { outputPath: `${config.baseUrl.replace(/^\//, '')}${SITE_STYLESHEETS}${hashContent(css).slice(0, 10)}.css`, css, ...(files.length > 0 ? { files } : {}) };
        for (const drop of rendered.dropped) {
          const problem = diagnostic(drop.code ?? 'mdx-content', 'warning', drop.message, { file: drop.file ?? meta.source.file, line: drop.line, column: drop.column ?? 1 }, drop.hint);
          if (drop.file === undefined || firstInPartial(problem)) diagnostics.push(problem);
        }
      }
      // The hero's images (Starlight's front matter) are files beside the page too, published as the body's are.
      const heroImages = publishedHeroImages(meta, (src) => {
        if (imageSource(src) !== 'beside-page') return src;
        const file = besidePageFile(src, meta.source.file, aliases);
        const refused = refusedImage(src, file, { file: meta.source.file, ...frontMatterPlace(meta.source.text, src) }, siteDir, site);
        if (refused) {
          diagnostics.push(refused);
          if (!isMdx) own.push(refused); // replayed with a kept page
          return undefined;
        }
        // A missing file keeps its written path: the link check reports it where the front matter names it.
        return checkSitePath(file, site).ok ? resolveImage(src) : src;
      });
      // An MDX page's machine outputs: its partials' text written in, its imports left out.
      const text = isMdx ? mdxAsMarkdownText(withPartialsInline(meta.body, meta.source.file, siteDir, aliases.atSite)) : meta.body;
      const page = markdownPage(
        meta,
        {
          headings: rendered.headings,
          links: rendered.links,
          markdown: text,
          ...(rendered.head ? { head: rendered.head } : {}),
          ...(rendered.docCards ? { docCards: rendered.docCards } : {}),
          ...(stylesheet ? { stylesheet } : {}),
          ...(partials ? { partials } : {}),
          ...(heroImages ? { heroImages } : {}),
          assets: cacheable
            ? same.same(`page-assets:${meta.source.file}`, [rendered.html, heroImages, config.baseUrl, siteDir], () =>
                pageAssets(htmlSources(rendered.html, config.baseUrl), heroImages, config.baseUrl, siteDir, hashedImages),
              )
            : pageAssets(bytes?.sources ?? htmlSources(rendered.html, config.baseUrl), heroImages, config.baseUrl, siteDir, hashedImages),
        },
        config,
        siteDir,
        update,
        same,
      );
      if (recorder && fresh) sharing(meta)?.share({ rendered, answers: recorder.answers, markdown: text, stylesheet, assets: page.assets, heroImages });
      if (reuse && !isMdx) {
        const value = { page: { ...page }, html: rendered.html, diagnostics: own, images: [...images] };
        same.keep(pageSlot, reuse, value);
        recordKeptCopy(page, value);
      }
      // A one-off build renders the page later, and then lets its HTML go: it waits outside the JS heap.
      if (bytes) pageBodies.putBytes(page, bytes.html);
      else pageBodies.put(page, { html: rendered.html }, keeps && same.plainImageNames ? 'as-is' : 'bytes');
      return page;
    }),
  ).finally(() => threaded?.close());
  /** An untranslated copy's page: its source's body, links relocated (its source's problems were reported with the source). */
  function copyPage(meta: DocPageMeta, source: SharedRender, copy: RenderedMarkdown): MarkdownPage {
    const { headings, links, head, docCards, html } = copy;
    const body = {
      headings,
      links,
      markdown: source.markdown,
      ...(head ? { head } : {}),
      ...(docCards ? { docCards } : {}),
      ...(source.stylesheet ? { stylesheet: source.stylesheet } : {}),
      ...(source.heroImages ? { heroImages: source.heroImages } : {}),
      assets: source.assets,
    };
    const page = markdownPage(meta, body, config, siteDir, lastUpdates.get(resolve(meta.source.file)), same);
    pageBodies.put(page, { html }, keeps && same.plainImageNames ? 'as-is' : 'bytes');
    return page;
  }
  if (siteComponents) diagnostics.push(...(await siteComponents).diagnostics);
  // Every build, kept pages too: what an image names may have changed while its page did not.
  for (const page of pages) if (page?.kind === 'markdown' && page.sourceFile) diagnostics.push(...refusedImages(page.links, page.sourceFile, siteDir, site, aliases));
  return { pages: pages.filter((page): page is MarkdownPage | ReactPage => page !== undefined), diagnostics };
}

/** What an MDX page's useDocusaurusContext() returns: the config as Docusaurus names it. */
function docusaurusContext(config: SiteConfig): DocusaurusContextValue {
  const { i18n } = config;
  return {
    siteConfig: { title: config.title, tagline: config.tagline ?? '', url: config.url, baseUrl: config.baseUrl, customFields: {} },
    i18n: { currentLocale: i18n.currentLocale, defaultLocale: i18n.defaultLocale, locales: Object.keys(i18n.locales) },
  };
}

/** Where a markdown render's inputs hold the page's body (read by watch's provisional start, pipeline/provisional-docs.ts). */
const BODY_INPUT = 3;

/** A markdown render's inputs in the docs' memo: the page's route too (an untranslated copy's links lead within its own locale). */
function markdownRenderInputs(linkContext: unknown, route: string, lineOffset: number, body: string, externalImages: unknown): readonly unknown[] {
  return [linkContext, route, lineOffset, body, externalImages]; // body at BODY_INPUT
}

/** The markdown body among a `markdown:` memo slot's inputs, if they are a markdown render's. */
export function bodyOfMarkdownRender(inputs: readonly unknown[]): string | undefined {
  const body = inputs[BODY_INPUT];
  return typeof body === 'string' ? body : undefined;
}

/** The hero's images, each as `publish` gives it (undefined: refused, and then the hero shows none). */
function publishedHeroImages(meta: DocPageMeta, publish: (src: string) => string | undefined): HeroImages | undefined {
  const written = writtenHeroImages(meta.frontMatter);
  if (!written) return undefined;
  const light = publish(written.light);
  if (light === undefined) return undefined;
  const dark = written.dark !== undefined ? publish(written.dark) : undefined;
  return { light, ...(dark !== undefined ? { dark } : {}) };
}

/** Where the front matter writes a value (its first occurrence in the file), for a diagnostic. */
function frontMatterPlace(text: string, value: string): { line?: number; column?: number } {
  const at = text.indexOf(value);
  if (at < 0) return {};
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  return { line: text.slice(0, at).split('\n').length, column: at - lineStart + 1 };
}

/** What useActiveVersion() gives an MDX page of a versioned site: its version, with the route it is served under. */
function activeVersion(variant: DocPageMeta['source']['variant'], baseUrl: string): ActiveVersion | undefined {
  const version = variant.version;
  if (!version) return undefined;
  return { name: version.name, label: version.label, path: `${baseUrl}${variant.routePrefix}`.replace(/\/$/, '') || '/', isLast: version.status === 'latest' };
}

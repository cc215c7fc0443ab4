// Docs folder files → page models. Markdown is turned into sanitised HTML here, with its
// headings (TOC) and links (link checks) kept beside it.
import { diagnostic } from '../diagnostics/diagnostic.js';
import { withInputFile } from '../diagnostics/internal-error.js';
import { posix, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocSource } from '../load/docs.js';
import type { LastUpdate } from '../load/git-history.js';
import { loadReactPage, type ReactPageLoads } from '../load/react-page.js';
import { splitFrontMatter, type FrontMatter } from '../markdown/front-matter.js';
import { mdxAsMarkdownText } from '../markdown/mdx.js';
import { withPartialsInline } from '../markdown/mdx-partials.js';
import { loadMdxPage } from '../markdown/mdx/compile-mdx.js';
import { renderMdxPage } from '../markdown/mdx/render-mdx.js';
import type { RenderedMarkdown } from '../markdown/render-markdown.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { normalizeRoute, routeOutputFile, routeUrl, type Route } from '../shared/routes.js';
import { currentBuildCache, hashText, sameInBuild } from '../pipeline-cache.js';
import { siteFileHash } from '../load/page-assets.js';
import { realSite } from '../load/readable-path.js';
import { besidePageFile, refusedImages } from './page-images.js';
import type { MarkdownPage, ReactPage } from './types.js';
import { routeOfDocsPath } from './sidebar.js';
import type { AnchorRelocator } from './reference/spec-anchors.js';
import { stowHtml } from './stowed-html.js';
import { docLinkResolver } from './written-links.js';

export interface DocPageMeta {
  source: DocSource;
  route: Route;
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
}

/** What the page shows of its last change, as the config asks (dates in UTC, so every machine writes the same). */
function lastUpdateOf(update: LastUpdate | undefined, config: SiteConfig, written: FrontMatter['last_update']): MarkdownPage['lastUpdate'] {
  if (!config.docs.showLastUpdateTime && !config.docs.showLastUpdateAuthor) return undefined;
  // Front matter `last_update` wins over git, field by field (as in Docusaurus).
  const date = written?.date ?? (update ? new Date(update.time * 1000).toISOString().slice(0, 10) : undefined);
  const author = written?.author ?? update?.author;
  if (date === undefined && author === undefined) return undefined;
  return { date: config.docs.showLastUpdateTime ? date : undefined, author: config.docs.showLastUpdateAuthor ? author : undefined };
}

/** Where images written beside a page are published, under the base URL. */
const SITE_ASSETS = 'assets/site/';

/** `img/diagram.png` → `img/diagram.3f2a9c0b1d.png` (a name without extension gets the hash last). */
function withHash(path: string, hash: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1 ? `${path.slice(0, dot)}.${hash}${path.slice(dot)}` : `${path}.${hash}`;
}

/**
 * The images a page's HTML shows from beside its file: each one's source file and output path
 * (`hashed`: the files published under a content-hashed name, by output path).
 */
function pageAssets(html: string, baseUrl: string, siteDir: string, hashed: ReadonlyMap<string, string>): { file: string; outputPath: string }[] | undefined {
  const prefix = `${baseUrl.replace(/^\//, '')}${SITE_ASSETS}`;
  // Most pages show no image from beside their file: one substring search instead of a scan of every src.
  if (!html.includes(`src="/${encodeURI(prefix)}`)) return undefined;
  const found = new Map<string, string>();
  for (const match of html.matchAll(/\ssrc="\/([^"]+)"/g)) {
    let outputPath = match[1];
    try {
      outputPath = decodeURI(outputPath);
    } catch {
      continue;
    }
    if (outputPath.startsWith(prefix)) found.set(outputPath, hashed.get(outputPath) ?? resolve(siteDir, outputPath.slice(prefix.length)));
  }
  return found.size > 0 ? [...found].map(([outputPath, file]) => ({ file, outputPath })) : undefined;
}

/** What front matter changes about a page besides its text (see FrontMatter). */
function pageOptions(frontMatter: FrontMatter, docs: SiteConfig['docs']): Pick<MarkdownPage, 'unlisted' | 'toc' | 'keywords' | 'image' | 'pagination'> {
  const route = (value: string | null | undefined) => (value === null ? null : value === undefined ? undefined : normalizeRoute(value));
  const pagination =
    frontMatter.pagination_next !== undefined || frontMatter.pagination_prev !== undefined ? { next: route(frontMatter.pagination_next), prev: route(frontMatter.pagination_prev) } : undefined;
  return {
    unlisted: frontMatter.unlisted,
    // The page's own levels win over the site's (docs.tocMinHeadingLevel / tocMaxHeadingLevel).
    toc: frontMatter.hide_table_of_contents ? false : { min: frontMatter.toc_min_heading_level ?? docs.tocMinHeadingLevel, max: frontMatter.toc_max_heading_level ?? docs.tocMaxHeadingLevel },
    keywords: frontMatter.keywords,
    image: frontMatter.image,
    pagination,
  };
}

/**
 * First pass: routes and front matter of every file, so links between pages can be resolved.
 * Drafts (`draft: true`) are left out unless `includeDrafts` (watch mode shows them).
 */
export function readDocMeta(sources: DocSource[], includeDrafts = false): { metas: DocPageMeta[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const metas = sources.map((source) => {
    if (source.kind === 'react') {
      return { source, route: routeOfFile(source.relPath), frontMatter: {}, body: source.text, lineOffset: 0 };
    }
    // Watch mode: an unchanged file's front matter is not parsed again.
    const split = sameInBuild(`front-matter:${source.file}`, [source.text], () => withInputFile(source.file, () => splitFrontMatter(source.file, source.text)));
    diagnostics.push(...split.diagnostics);
    const slug = split.frontMatter.slug;
    const route = slug !== undefined ? normalizeRoute(slug.startsWith('/') ? slug : posix.join(posix.dirname(source.relPath), slug)) : routeOfFile(source.relPath);
    return { source, route, frontMatter: split.frontMatter, body: split.body, lineOffset: split.lineOffset };
  });
  return { metas: metas.filter((meta) => includeDrafts || meta.frontMatter.draft !== true), diagnostics };
}

/** `02-guides/01-setup.md` → `guides/setup`: numeric prefixes order the sidebar and stay out of URLs. */
export function routeOfFile(relPath: string): Route {
  return routeOfDocsPath(relPath.replace(/\.(mdx?|tsx|jsx)$/, ''));
}

export function titleFromMarkdown(body: string): string | undefined {
  return /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];
}

export async function buildDocPages(
  metas: DocPageMeta[],
  config: SiteConfig,
  started: ReactPageLoads = new Map(),
  relocateAnchor: AnchorRelocator = Object.assign((href: string) => href, { key: '' }),
  siteDir = process.cwd(),
  lastUpdates: ReadonlyMap<string, LastUpdate> = new Map(),
): Promise<{ pages: (MarkdownPage | ReactPage)[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const resolveDocLink = docLinkResolver(config, new Map(metas.map((meta) => [meta.source.relPath, meta.route])));
  const url = (route: Route) => routeUrl(config.baseUrl, route, config.trailingSlash);
  // Watch mode: a file's HTML is reused while its text and the routes its links resolve against are unchanged.
  const cache = currentBuildCache();
  const hashedImages = new Map<string, string>();
  // What a markdown page's model reads of the config (watch drops its cache on a config edit; this keeps a kept one right too).
  const pageConfig = cache ? JSON.stringify([config.docs, config.security.externalImages]) : '';
  const linkContext = cache ? hashText(config.baseUrl, String(config.trailingSlash), relocateAnchor.key, ...metas.map((m) => `${m.source.relPath}=${m.route}`)) : '';
  const pages = await Promise.all(
    metas.map(async (meta): Promise<MarkdownPage | ReactPage | undefined> => {
      const common = { route: meta.route, url: url(meta.route), outputFile: routeOutputFile(config.baseUrl, meta.route), sourceFile: meta.source.file };
      if (meta.source.kind === 'react') {
        const loaded = await (started.get(meta.source.file) ?? loadReactPage(meta.source.file));
        diagnostics.push(...loaded.diagnostics);
        if (!loaded.page) return undefined;
        return { ...common, kind: 'react', title: loaded.page.title ?? '', description: loaded.page.description, headings: [], Component: loaded.page.Component };
      }
      const resolveLink = (href: string) => relocateAnchor(resolveDocLink(href, meta.source.relPath));
      // Images beside the page are published under <base>assets/site/<path in the site folder>,
      // with their content hash before the extension (found again in the HTML below). Watch mode
      // keeps plain names: it reuses a page's HTML while its text is unchanged, and an edited
      // image must still show on the next reload.
      const resolveImage = (src: string) => {
        const file = besidePageFile(src, meta.source.file);
        const inSite = relative(siteDir, file).split(sep).join('/');
        if (inSite.startsWith('../') || inSite === '..') return src; // outside the site: refused below (refusedImages)
        const hash = cache ? undefined : siteFileHash(file, siteDir);
        const published = `${config.baseUrl.replace(/^\//, '')}${SITE_ASSETS}${hash ? withHash(inSite, hash) : inSite}`;
        if (hash) hashedImages.set(published, file);
        return `/${encodeURI(published)}`;
      };
      // Watch mode: a markdown page whose text, route, links' context and last change are those of
      // the last build is that build's page (a copy: the model sets sidebarId on the pages it gets).
      const update = lastUpdates.get(resolve(meta.source.file));
      const reuse = cache && !meta.source.relPath.endsWith('.mdx') ? [meta.source.text, meta.route, linkContext, pageConfig, update?.time, update?.author] : undefined;
      const kept = reuse && cache!.kept<{ page: MarkdownPage; diagnostics: Diagnostic[] }>(`doc-page:${meta.source.file}`, reuse);
      if (kept) {
        diagnostics.push(...kept.diagnostics);
        return { ...kept.page };
      }
      const own: Diagnostic[] = [];
      let rendered: RenderedMarkdown | undefined;
      if (!meta.source.relPath.endsWith('.mdx')) {
        const render = () =>
          withInputFile(meta.source.file, () => renderMarkdown(meta.body, { resolveLink, resolveImage, lineOffset: meta.lineOffset, externalImages: config.security.externalImages }));
        rendered = cache ? cache.same(`markdown:${meta.source.file}`, [linkContext, meta.lineOffset, meta.body, config.security.externalImages], render) : render();
        // A `.md` file with import/export statements is MDX, as Docusaurus 3 reads it (compile-mdx.ts agrees).
        if (rendered.esm) rendered = undefined;
        else
          for (const drop of rendered.dropped)
            own.push(diagnostic(drop.code ?? 'markdown-html-dropped', 'warning', drop.message, { file: meta.source.file, line: drop.line + meta.lineOffset, column: drop.column ?? 1 }, drop.hint));
        diagnostics.push(...own);
      }
      const isMdx = !rendered;
      if (!rendered) {
        // MDX: compiled and run (author-trusted code, like React pages); rendered on every build, as its imports may change.
        const compiled = await loadMdxPage(meta.source.file, siteDir);
        diagnostics.push(...compiled.diagnostics);
        if (!compiled.Content) return undefined;
        const result = renderMdxPage(compiled.Content, { resolveLink, resolveImage, baseUrl: config.baseUrl, source: meta.source.text });
        if ('failure' in result) {
          const { code, message, line, column, hint } = result.failure;
          diagnostics.push(diagnostic(code ?? 'mdx-render', 'error', `The MDX page cannot be rendered: ${message}`, { file: meta.source.file, line, column }, hint));
          return undefined;
        }
        rendered = result.rendered;
        for (const drop of rendered.dropped)
          diagnostics.push(diagnostic(drop.code ?? 'mdx-content', 'warning', drop.message, { file: meta.source.file, line: drop.line, column: drop.column ?? 1 }, drop.hint));
      }
      // An MDX page's machine outputs: its partials' text written in, its imports left out.
      const text = isMdx ? mdxAsMarkdownText(withPartialsInline(meta.body, meta.source.file, siteDir)) : meta.body;
      const title = meta.frontMatter.title ?? rendered.headings.find((h) => h.level === 1)?.text ?? titleFromMarkdown(meta.body) ?? '';
      const page: MarkdownPage = {
        ...common,
        kind: 'markdown',
        title,
        description: meta.frontMatter.description ?? sameInBuild(`first-paragraph:${meta.source.file}`, [text], () => firstParagraph(text)),
        headings: rendered.headings,
        html: rendered.html,
        links: rendered.links,
        markdown: text,
        ...pageOptions(meta.frontMatter, config.docs),
        assets: sameInBuild(`page-assets:${meta.source.file}`, [rendered.html, config.baseUrl, siteDir], () => pageAssets(rendered.html, config.baseUrl, siteDir, hashedImages)),
        editUrl:
          meta.frontMatter.custom_edit_url === null
            ? undefined
            : (meta.frontMatter.custom_edit_url ?? (config.docs.editUrl ? `${config.docs.editUrl.replace(/\/?$/, '/')}${relative(siteDir, meta.source.file).split(sep).join('/')}` : undefined)),
        lastUpdate: lastUpdateOf(update, config, meta.frontMatter.last_update),
      };
      if (reuse && !isMdx) cache!.keep(`doc-page:${meta.source.file}`, reuse, { page: { ...page }, diagnostics: own });
      // A one-off build renders the page later, and then lets its HTML go: it waits outside the JS heap.
      if (!cache) stowHtml(page);
      return page;
    }),
  );
  // Every build, kept pages too: what an image names may have changed while its page did not.
  const site = realSite(siteDir);
  for (const page of pages) if (page?.kind === 'markdown' && page.sourceFile) diagnostics.push(...refusedImages(page.links, page.sourceFile, siteDir, site));
  return { pages: pages.filter((page): page is MarkdownPage | ReactPage => page !== undefined), diagnostics };
}

function firstParagraph(body: string): string | undefined {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !/^(#|```|:::|<|\||-|\*|\d+\.|>|!\[|\$\$|\[\^)/.test(block));
  if (!paragraph) return undefined;
  // Images and links become their text; a badge inside a link (`[![MIT](badge.svg)](LICENSE)`)
  // takes more than one pass. A description is plain text: no link in it can break (llms.txt).
  let text = paragraph.replace(/\[\^[^\]\s]+\]/g, '');
  for (let pass = 0; pass < 8; pass++) {
    const next = text.replace(/!?\[([^\[\]]*)\]\([^)]*\)/g, '$1');
    if (next === text) break;
    text = next;
  }
  // HTML and JSX tags (`<Highlight color="#25c2a0">`) keep only their text; code spans keep theirs (`List<T>`).
  const untagged = text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g, '').replace(/\{\/\*[\s\S]*?\*\/\}/g, '')))
    .join('');
  const plain = untagged.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157)}…` : plain;
}

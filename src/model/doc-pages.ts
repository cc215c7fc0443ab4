// Docs folder files → page models: routes and front matter first (readDocMeta), then each page's
// plain model from what the render stage made of its body (src/render/doc-bodies.ts).
import { withInputFile } from '../diagnostics/internal-error.js';
import { posix, relative, sep } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocSource } from '../load/docs.js';
import { variantRoute } from '../load/docs-variants.js';
import type { LastUpdate } from '../load/git-history.js';
import { splitFrontMatter, type FrontMatter } from '../markdown/front-matter.js';
import type { Heading, MarkdownLink } from '../markdown/rendered-parts.js';
import { normalizeRoute, routeOutputFile, routeUrl, type Route } from '../shared/routes.js';
import type { SameMemo } from '../util/memo.js';
import type { MarkdownPage } from './types.js';
import { routeOfDocsPath, withoutNumberPrefix } from './sidebar.js';
import { docTagRoute } from './blog/tags.js';

export interface DocPageMeta {
  source: DocSource;
  route: Route;
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
  /** A locale's copy of the default locale's page, not translated yet (docs-locales.ts). */
  untranslated?: true;
  /**
   * Docusaurus's doc id (its folder, then front matter `id` or the file's name), when it is not the
   * page's route in its folder (a `slug`, an `index.md`): sidebars and navbar items may name the page by it.
   */
  docId?: Route;
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

/** What front matter changes about a page besides its text (see FrontMatter). */
function pageOptions(frontMatter: FrontMatter, docs: SiteConfig['docs']): Pick<MarkdownPage, 'unlisted' | 'hideTitle' | 'toc' | 'keywords' | 'image' | 'pagination'> {
  const route = (value: string | null | undefined) => (value === null ? null : value === undefined ? undefined : normalizeRoute(value));
  // Starlight's prev / next: false is no link, { link } another page (a URL path; its route here).
  const pager = (value: FrontMatter['prev']) => (value === false ? null : typeof value === 'object' && value.link !== undefined ? value.link.replace(/^\/+|\/+$/g, '') : undefined);
  const next = frontMatter.pagination_next !== undefined ? frontMatter.pagination_next : pager(frontMatter.next);
  const prev = frontMatter.pagination_prev !== undefined ? frontMatter.pagination_prev : pager(frontMatter.prev);
  const pagination = next !== undefined || prev !== undefined ? { next: route(next), prev: route(prev) } : undefined;
  return {
    unlisted: frontMatter.unlisted,
    hideTitle: frontMatter.hide_title,
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
export function readDocMeta(sources: DocSource[], includeDrafts: boolean, memo: SameMemo): { metas: DocPageMeta[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const metas = sources.map((source) => {
    if (source.kind === 'react') {
      return { source, route: variantRoute(source.variant, routeOfFile(source.relPath)), frontMatter: {}, body: source.text, lineOffset: 0 };
    }
    // A memo that keeps results does not parse an unchanged file's front matter again.
    const split = memo.same(`front-matter:${source.file}`, [source.text], () => withInputFile(source.file, () => splitFrontMatter(source.file, source.text)));
    diagnostics.push(...split.diagnostics);
    const slug = split.frontMatter.slug;
    // A version's pages are under its prefix, a slug from its root (`/x`) too (as in Docusaurus).
    // Front matter `id` names the page in its folder (Docusaurus's doc id), as the file name does otherwise.
    const id = split.frontMatter.id;
    const inFolder =
      slug !== undefined
        ? normalizeRoute(slug.startsWith('/') ? slug : posix.join(posix.dirname(source.relPath), slug))
        : id !== undefined
          ? normalizeRoute(posix.join(routeOfDocsPath(posix.dirname(source.relPath)), id))
          : routeOfFile(source.relPath);
    const route = variantRoute(source.variant, inFolder);
    const docId = normalizeRoute(posix.join(routeOfDocsPath(posix.dirname(source.relPath)), id ?? withoutNumberPrefix(posix.basename(source.relPath).replace(/\.mdx?$/, ''))));
    return { source, route, frontMatter: split.frontMatter, body: split.body, lineOffset: split.lineOffset, ...(docId !== inFolder ? { docId } : {}) };
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

/** What the render stage made of a markdown or MDX file (src/render/doc-bodies.ts); its HTML waits in the page-body store. */
export interface DocBody {
  headings: Heading[];
  /** Links written in the markdown, with their source positions. */
  links: MarkdownLink[];
  /** The text machine outputs show: an MDX page's partials written in, its imports left out. */
  markdown: string;
  assets?: MarkdownPage['assets'];
  head?: MarkdownPage['head'];
  docCards?: true;
  stylesheet?: MarkdownPage['stylesheet'];
  partials?: MarkdownPage['partials'];
  /** Where the hero's images are published (Starlight's `hero.image.file`, or `light` and `dark`: files beside the page). */
  heroImages?: HeroImages;
}

/** A hero's image as the page links it: one, or one per colour theme. */
export interface HeroImages {
  light: string;
  dark?: string;
}

/** The images a hero names, as written: `file`, else `light` and `dark` (Starlight shows each in its theme). */
export function writtenHeroImages(frontMatter: FrontMatter): HeroImages | undefined {
  const image = frontMatter.hero?.image;
  const light = image?.file ?? image?.light ?? image?.dark;
  if (!image || light === undefined) return undefined;
  const dark = image.file === undefined && image.dark !== undefined && image.dark !== light ? image.dark : undefined;
  return { light, ...(dark !== undefined ? { dark } : {}) };
}

/** The fields every docs page has, from its route. */
export function docPageCommon(meta: DocPageMeta, config: SiteConfig): Pick<MarkdownPage, 'route' | 'url' | 'outputFile' | 'sourceFile'> {
  return { route: meta.route, url: routeUrl(config.baseUrl, meta.route, config.trailingSlash), outputFile: routeOutputFile(config.baseUrl, meta.route), sourceFile: meta.source.file };
}

/** The plain model of a markdown or MDX page: its front matter, its rendered body's headings and links, its last change. */
export function markdownPage(meta: DocPageMeta, body: DocBody, config: SiteConfig, siteDir: string, update: LastUpdate | undefined, memo: SameMemo): MarkdownPage {
  const text = body.markdown;
  return {
    ...docPageCommon(meta, config),
    kind: 'markdown',
    title: meta.frontMatter.title ?? body.headings.find((h) => h.level === 1)?.text ?? titleFromMarkdown(meta.body) ?? '',
    description: meta.frontMatter.description ?? memo.same(`first-paragraph:${meta.source.file}`, [text], () => firstParagraph(text)),
    headings: body.headings,
    links: body.links,
    markdown: text,
    ...pageOptions(meta.frontMatter, config.docs),
    assets: body.assets,
    ...(body.head ? { head: body.head } : {}),
    ...(body.docCards ? { docCards: body.docCards } : {}),
    ...(body.stylesheet ? { stylesheet: body.stylesheet } : {}),
    ...(body.partials ? { partials: body.partials } : {}),
    editUrl:
      meta.frontMatter.custom_edit_url === null
        ? undefined
        : (meta.frontMatter.custom_edit_url ?? (config.docs.editUrl ? `${config.docs.editUrl.replace(/\/?$/, '/')}${relative(siteDir, meta.source.file).split(sep).join('/')}` : undefined)),
    lastUpdate: lastUpdateOf(update, config, meta.frontMatter.last_update),
    ...starlightOptions(meta.frontMatter, body.heroImages),
    ...(meta.frontMatter.tags?.length
      ? { tags: meta.frontMatter.tags.map((tag) => ({ label: tag.label, url: routeUrl(config.baseUrl, docTagRoute(tag.label, tag.permalink), config.trailingSlash) })) }
      : {}),
  };
}

/** What Starlight's front matter changes about a page: its template, hero, banner, pager labels and head. */
function starlightOptions(frontMatter: FrontMatter, heroImages: HeroImages | undefined): Pick<MarkdownPage, 'splash' | 'hero' | 'banner' | 'pagerLabels' | 'headElements'> {
  const { hero, banner, template, prev, next, head } = frontMatter;
  // Where the page's render published them (render/doc-bodies.ts); as written when missing (the link check reports those).
  const images = heroImages;
  const label = (value: FrontMatter['prev']) => (typeof value === 'string' ? value : typeof value === 'object' ? value.label : undefined);
  const labels = { prev: label(prev), next: label(next) };
  const elements = (head ?? []).flatMap((entry): NonNullable<MarkdownPage['headElements']> =>
    entry.tag === 'title' || entry.tag === 'meta' || entry.tag === 'link'
      ? [
          {
            tag: entry.tag,
            attrs: Object.fromEntries(Object.entries(entry.attrs ?? {}).map(([name, value]) => [name, value === true ? '' : String(value)])),
            ...(entry.content !== undefined ? { content: entry.content } : {}),
          },
        ]
      : [],
  );
  return {
    ...(template === 'splash' ? { splash: true } : {}),
    ...(hero
      ? {
          hero: {
            title: hero.title ?? frontMatter.title ?? '',
            ...(hero.tagline !== undefined ? { tagline: hero.tagline } : {}),
            ...(images ? { image: { src: images.light, ...(images.dark !== undefined ? { dark: images.dark } : {}), alt: hero.image?.alt ?? '' } } : {}),
            actions: (hero.actions ?? []).map(({ text, link, variant }) => ({ text, link, ...(variant !== undefined ? { variant } : {}) })),
          },
        }
      : {}),
    ...(banner ? { banner: banner.content } : {}),
    ...(labels.prev !== undefined || labels.next !== undefined ? { pagerLabels: labels } : {}),
    ...(elements.length > 0 ? { headElements: elements } : {}),
  };
}

function firstParagraph(body: string): string | undefined {
  const paragraph = firstBlock(body, (block) => !/^(#|```|:::|<|\||-|\*|\d+\.|>|!\[|\$\$|\[\^)/.test(block));
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

/** The first block (text between blank lines), trimmed and not empty, that `wanted` takes; the rest is not read. */
function firstBlock(body: string, wanted: (block: string) => boolean): string | undefined {
  const blankLines = /\n\s*\n/g;
  for (let from = 0; ;) {
    const end = blankLines.exec(body);
    const block = body.slice(from, end ? end.index : body.length).trim();
    if (block && wanted(block)) return block;
    if (!end) return undefined;
    from = end.index + end[0].length;
  }
}

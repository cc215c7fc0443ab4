// Machine-readable outputs beside the HTML: each markdown page as `<route>.md` (directives
// expanded), each API reference as `<base><route>.md` (and each operation's page of `reference.layout:
// operation` as `<route>.md`), llms.txt, llms-full.txt and the search index.
import type { SiteContent } from '../content/index.js';
import { markdownUrl } from '../content/markdown-url.js';
import { operationPageMarkdown, referenceMarkdown } from '../content/reference-markdown.js';
import type { MarkdownPage, SiteModel } from '../model/types.js';
import type { SiteConfig } from '../config/site-config.js';
import { buildSearchIndex } from '../search/build-index.js';
import { LLMS_FULL_END, llmsFullHeader, llmsFullPage, llmsFullReference, orderedDocPages, renderLlmsTxt } from './llms.js';
import type { AnchorRelocator, ParsedSpec } from '../model/reference/spec-anchors.js';
import { hashText } from '../util/hash.js';
import { computeNow, keptSourceKey, type Memo } from '../util/memo.js';
import { neutraliseMarkdown } from '../markdown/neutralise.js';
import { rewriteMarkdownHtmlImages, rewriteMarkdownLinks } from '../markdown/markdown-links.js';
import { pathToRoute, resolveSiteLink, splitLink } from '../shared/routes.js';
import { linkBaseResolver } from '../model/written-links.js';
import { hasScheme } from '../shared/url-schemes.js';
import { markdownOutputLinks, outputLinks } from '../check/output-links.js';

/**
 * An output file: its content whole, or in pieces to be written one after another (a big site's
 * llms-full.txt and search index); and, where they were kept with it, the links in it (per piece
 * for a file in pieces; undefined: not known, to be read from the content).
 */
export type MachineOutput = [path: string, content: string | readonly string[], links?: string[] | readonly (string[] | undefined)[]];

/** A page's .md twin and its piece of llms-full.txt, with the links in each (made and kept together). */
interface PageOutputs {
  markdown: string;
  links: string[];
  full?: string;
  fullLinks?: string[];
}

/**
 * The machine outputs, made and handed over one file at a time, so that a big site's .md twins
 * are written and forgotten as they come rather than all held until the end. `relocate`: sends
 * a link written for a one-page reference to the split page holding its anchor (as the HTML pages
 * do), so links in the markdown outputs land too. `withSearchIndex: false` leaves the search index
 * out, for a build that indexed its pages as they were rendered (src/search/indexer.ts). `memo`
 * may keep what is made of each spec (its markdown, its search documents).
 */
export function* machineOutputs(
  site: SiteModel,
  content?: SiteContent,
  relocate: (href: string) => string = (href) => href,
  withSearchIndex = true,
  memo: Memo = computeNow,
): Generator<MachineOutput> {
  const { config } = site;
  const base = config.baseUrl.replace(/^\//, '');
  const file = (url: string) => url.replace(/^\//, '');
  // Links and images (raw <img> too) from the site root get the base URL and follow split references, as in the HTML.
  const fromRoot = (href: string) => (href.startsWith('/') && !href.startsWith('//') ? relocate(resolveSiteLink(config, href)) : href);
  const siteLinks = (markdown: string) => rewriteMarkdownHtmlImages(rewriteMarkdownLinks(markdown, fromRoot), fromRoot);
  const expand = (markdown: string) => siteLinks(content ? content.expand(markdown) : markdown);
  const twin = (page: MarkdownPage) => neutraliseMarkdown(expand(asRendered(page, config)));
  if (!content) {
    for (const page of site.pages) if (page.kind === 'markdown') yield [file(markdownUrl(config, page.route)), twin(page)];
    return;
  }
  // A page's twin and its piece of llms-full.txt, kept by the memo: made from the page's markdown and
  // links, its route, the config's URLs, where split references put anchors and, for a page that may
  // show tables made from the specs (`:::spec-table`), the specs' text.
  const relocation = (relocate as Partial<AnchorRelocator>).key;
  let specsText: string | undefined;
  const specsKey = () => (specsText ??= hashText(...content.specs.map((spec) => spec.text)));
  const kept = (page: MarkdownPage): string[] | undefined => {
    const key = keptSourceKey(page);
    return key === undefined ? undefined : ['kept', key];
  };
  // The links in each are kept with them (by the page's key rather than hashing the twin again: about 0.4 s of a second build at 2,500 pages).
  const pageOutputs = (page: MarkdownPage, inFull: boolean): PageOutputs => {
    const make = (): PageOutputs => {
      const markdown = twin(page);
      const links = markdownOutputLinks(markdown);
      if (!inFull) return { markdown, links };
      const full = llmsFullPage(site, page, markdown);
      return { markdown, links, full: full.text, fullLinks: full.links };
    };
    if (relocation === undefined) return make();
    return memo(
      'page-markdown',
      () => [
        JSON.stringify([config.url, config.baseUrl, config.trailingSlash, inFull]),
        relocation,
        page.route,
        page.url,
        // A page the build cache kept is known by what its markdown and links were made from (hashing them again cost more).
        ...(kept(page) ?? [page.markdown, JSON.stringify(page.links)]),
        page.markdown.includes(':::') ? specsKey() : '',
      ],
      make,
    );
  };
  // The pages llms-full.txt holds, in its order: each page's .md twin is written as llms-full
  // takes its text, then dropped; pages it leaves out (unlisted) get their twin after.
  const listed = orderedDocPages(site).filter((page): page is MarkdownPage => page.kind === 'markdown');
  const origin = config.url.replace(/\/+$/, '');
  const referenceText = (spec: ParsedSpec) =>
    memo(
      'reference-md',
      () => [origin, JSON.stringify(spec.entry), spec.anchors.url, spec.text, JSON.stringify(spec.anchors)],
      () => neutraliseMarkdown(withLinkBase(referenceMarkdown(spec, origin), spec.entry.linkBase)),
    );
  // Every piece of llms-full.txt is sanitised markdown, the config's title and tagline too.
  const full = [neutraliseMarkdown(llmsFullHeader(site))];
  const fullLinks: (string[] | undefined)[] = [undefined];
  for (const page of listed) {
    const made = pageOutputs(page, true);
    full.push(made.full!);
    fullLinks.push(made.fullLinks);
    yield [file(markdownUrl(config, page.route)), made.markdown, made.links];
  }
  const done = new Set<MarkdownPage>(listed);
  for (const page of site.pages) {
    if (page.kind !== 'markdown' || done.has(page)) continue;
    const made = pageOutputs(page, false);
    yield [file(markdownUrl(config, page.route)), made.markdown, made.links];
  }
  for (const spec of content.specs) {
    // Its links are read just after it is made, where they are mostly those its link base was
    // written with (the last scan, kept); or kept by the memo with the text, as for any output.
    const path = file(markdownUrl(config, spec.entry.route));
    const markdown = referenceText(spec);
    const links = memo(
      'output-links',
      () => [path, markdown],
      () => outputLinks(path, markdown),
    )!.links;
    const piece = llmsFullReference(site, spec, markdown, links);
    full.push(piece.text);
    fullLinks.push(piece.links);
    yield [path, markdown, links];
    // `reference.layout: operation`: each operation's page has its twin (llms-full.txt holds them in the reference's).
    for (const op of spec.model.operations) {
      if (op.page !== undefined) yield [file(markdownUrl(config, op.page)), neutraliseMarkdown(withLinkBase(operationPageMarkdown(spec, op, origin), spec.entry.linkBase))];
    }
  }
  full.push(LLMS_FULL_END);
  yield [`${base}llms.txt`, neutraliseMarkdown(renderLlmsTxt({ site, specs: content.specs }))];
  yield [`${base}llms-full.txt`, full, fullLinks];
  if (withSearchIndex) yield* buildSearchIndex(site, content.specs, memo);
}

/** specs[].linkBase: root-relative links in a spec's text lead to the site it was written for (as in its HTML). */
function withLinkBase(markdown: string, linkBase: string | undefined): string {
  const resolve = linkBaseResolver(linkBase);
  return resolve ? rewriteMarkdownLinks(markdown, resolve) : markdown;
}

/**
 * A page's markdown with the links and images the build rewrote in its HTML rewritten the same
 * way (`./01-setup.md` → `/docs/setup`, `./img/a.png` or `<img src="./img/a.png">` → its published
 * path), so the markdown outputs lead where the page does.
 */
function asRendered(page: MarkdownPage, config: SiteConfig): string {
  // A link to another page's .md file goes to that page's .md twin; any other rewritten link as in the HTML.
  const twin = (href: string) => {
    const [path, rest] = splitLink(href);
    const route = pathToRoute(config.baseUrl, path);
    return route === undefined ? href : `${markdownUrl(config, route)}${rest}`;
  };
  // (A link to a .md file that leads to no page stays as the page shows it: it is reported there.)
  const isMd = (href: string) => /\.md([?#]|$)/.test(href);
  const rewritten = new Map(page.links.flatMap((link) => (link.written !== undefined ? [[link.written, isMd(link.written) && !isMd(link.href) ? twin(link.href) : link.href] as const] : [])));
  // With trailing slashes the page is at `<route>/` and its twin at `<route>.md`, a folder up: a
  // relative link is written from the site root in the twin, so that it leads where the page's does.
  const fromPage = config.trailingSlash && page.route !== '' ? relativeFrom(page.url) : undefined;
  if (rewritten.size === 0 && !fromPage) return page.markdown;
  const asPublished = (href: string) => {
    const published = rewritten.get(href) ?? href;
    return fromPage ? fromPage(published) : published;
  };
  return rewriteMarkdownHtmlImages(rewriteMarkdownLinks(page.markdown, asPublished), asPublished);
}

/** A relative link (not `#…`, `?…`, `/…` or with a scheme) as a path from the site root, resolved from `pageUrl`. */
function relativeFrom(pageUrl: string): (href: string) => string {
  const base = new URL(pageUrl, 'https://site.invalid');
  return (href) => {
    if (href === '' || /^[#?/]/.test(href) || hasScheme(href)) return href;
    const url = new URL(href, base);
    return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : href;
  };
}

// Machine-readable outputs beside the HTML: each markdown page as `<route>.md` (directives
// expanded), each API reference as `<base><route>.md`, llms.txt, llms-full.txt and the search index.
import type { SiteContent } from '../content/index.js';
import { markdownUrl } from '../content/markdown-url.js';
import { referenceMarkdown } from '../content/reference-markdown.js';
import type { MarkdownPage, SiteModel } from '../model/types.js';
import type { SiteConfig } from '../config/site-config.js';
import { buildSearchIndex } from '../search/build-index.js';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsInput } from './llms.js';
import { hashText, memoInBuild } from '../pipeline-cache.js';
import { neutraliseMarkdown } from '../markdown/neutralise.js';
import { rewriteMarkdownLinks } from '../markdown/markdown-links.js';
import { pathToRoute, resolveSiteLink } from '../shared/routes.js';

/**
 * `relocate`: sends a link written for a one-page reference to the split page holding its anchor
 * (as the HTML pages do), so links in the markdown outputs land too.
 */
export function buildMachineOutputs(site: SiteModel, content?: SiteContent, relocate: (href: string) => string = (href) => href): Map<string, string> {
  const out = new Map<string, string>();
  const { config } = site;
  const base = config.baseUrl.replace(/^\//, '');
  const file = (url: string) => url.replace(/^\//, '');
  // Links from the site root get the base URL and follow split references, as in the HTML.
  const siteLinks = (markdown: string) => rewriteMarkdownLinks(markdown, (href) => (href.startsWith('/') && !href.startsWith('//') ? relocate(resolveSiteLink(config, href)) : href));
  const expand = (markdown: string) => siteLinks(content ? content.expand(markdown) : markdown);
  // Each page's markdown output is made once: its .md twin and llms-full.txt hold the same text.
  const pageMarkdown = new Map<MarkdownPage, string>();
  for (const page of site.pages) {
    if (page.kind !== 'markdown') continue;
    const markdown = neutraliseMarkdown(expand(asRendered(page, config)));
    pageMarkdown.set(page, markdown);
    out.set(file(markdownUrl(config, page.route)), markdown);
  }
  if (!content) return out;

  const origin = config.url.replace(/\/+$/, '');
  const references = new Map(
    content.specs.map((spec) => [
      spec.entry.id,
      memoInBuild(
        () => `reference-md:${hashText(origin, JSON.stringify(spec.entry), spec.anchors.url, spec.text, JSON.stringify(spec.anchors))}`,
        () => neutraliseMarkdown(withLinkBase(referenceMarkdown(spec, origin), spec.entry.linkBase)),
      ),
    ]),
  );
  for (const spec of content.specs) out.set(file(markdownUrl(config, spec.entry.route)), references.get(spec.entry.id)!);
  const llms: LlmsInput = { site, specs: content.specs, pageMarkdown: (page) => pageMarkdown.get(page) ?? '', references };
  out.set(`${base}llms.txt`, neutraliseMarkdown(renderLlmsTxt(llms)));
  out.set(`${base}llms-full.txt`, renderLlmsFullTxt(llms));
  for (const [path, text] of buildSearchIndex(site, content.specs).files) out.set(path, text);
  return out;
}

/** specs[].linkBase: root-relative links in a spec's text lead to the site it was written for (as in its HTML). */
function withLinkBase(markdown: string, linkBase: string | undefined): string {
  if (!linkBase) return markdown;
  const origin = linkBase.replace(/\/+$/, '');
  return rewriteMarkdownLinks(markdown, (href) => (href.startsWith('/') && !href.startsWith('//') ? `${origin}${href}` : href));
}

/**
 * A page's markdown with the links the build rewrote in its HTML rewritten the same way
 * (`./01-setup.md` → `/docs/setup`), so the markdown outputs lead where the page does.
 */
function asRendered(page: MarkdownPage, config: SiteConfig): string {
  // A link to another page's .md file goes to that page's .md twin; any other rewritten link as in the HTML.
  const twin = (href: string) => {
    const cut = href.search(/[?#]/);
    const route = pathToRoute(config.baseUrl, cut === -1 ? href : href.slice(0, cut));
    return route === undefined ? href : `${markdownUrl(config, route)}${cut === -1 ? '' : href.slice(cut)}`;
  };
  const rewritten = new Map(page.links.flatMap((link) => (link.written !== undefined ? [[link.written, /\.md([?#]|$)/.test(link.written) ? twin(link.href) : link.href] as const] : [])));
  if (rewritten.size === 0) return page.markdown;
  return rewriteMarkdownLinks(page.markdown, (href) => rewritten.get(href) ?? href);
}

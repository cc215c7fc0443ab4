// Machine-readable outputs beside the HTML: each markdown page as `<route>.md` (directives
// expanded), each API reference as `<base><route>.md`, llms.txt, llms-full.txt and the search index.
import type { SiteContent } from '../content/index.js';
import { markdownUrl } from '../content/markdown-url.js';
import { referenceMarkdown } from '../content/reference-markdown.js';
import type { SiteModel } from '../model/types.js';
import { buildSearchIndex } from '../search/build-index.js';
import { renderLlmsFullTxt, renderLlmsTxt, type LlmsInput } from './llms.js';
import { hashText, memoInBuild } from '../pipeline-cache.js';
import { neutraliseMarkdown } from '../markdown/neutralise.js';
import { resolveSiteLink } from '../shared/routes.js';

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
  const siteLinks = (markdown: string) => markdown.replace(/\]\((\/[^)\s]*)\)/g, (all, href: string) => (href.startsWith('//') ? all : `](${relocate(resolveSiteLink(config, href))})`));
  const expand = (markdown: string) => siteLinks(content ? content.expand(markdown) : markdown);
  for (const page of site.pages) {
    if (page.kind !== 'markdown') continue;
    out.set(file(markdownUrl(config, page.route)), neutraliseMarkdown(expand(page.markdown)));
  }
  if (!content) return out;

  const origin = config.url.replace(/\/+$/, '');
  const references = new Map(
    content.specs.map((spec) => [
      spec.entry.id,
      memoInBuild(
        () => `reference-md:${hashText(origin, JSON.stringify(spec.entry), spec.url, spec.text, JSON.stringify(spec.anchors))}`,
        () => neutraliseMarkdown(withLinkBase(referenceMarkdown(spec, origin), spec.entry.linkBase)),
      ),
    ]),
  );
  for (const spec of content.specs) out.set(file(markdownUrl(config, spec.entry.route)), references.get(spec.entry.id)!);
  const llms: LlmsInput = { site, specs: content.specs, pageMarkdown: (page) => neutraliseMarkdown(expand(page.markdown)), references };
  out.set(`${base}llms.txt`, neutraliseMarkdown(renderLlmsTxt(llms)));
  out.set(`${base}llms-full.txt`, renderLlmsFullTxt(llms));
  for (const [path, text] of buildSearchIndex(site, content.specs).files) out.set(path, text);
  return out;
}

/** specs[].linkBase: root-relative links in a spec's text lead to the site it was written for (as in its HTML). */
function withLinkBase(markdown: string, linkBase: string | undefined): string {
  if (!linkBase) return markdown;
  const origin = linkBase.replace(/\/+$/, '');
  return markdown.replace(/\]\((\/[^/)\s][^)\s]*)\)/g, (_, href: string) => `](${origin}${href})`);
}

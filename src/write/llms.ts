// llms.txt and llms-full.txt (https://llmstxt.org): an H1 title, a blockquote summary, then H2
// sections of `- [name](url): description` links; the full file holds every page as markdown.
import { inDefaultScope } from '../model/default-scope.js';
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import { markdownUrl, pageMarkdownUrl } from '../content/markdown-url.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { sidebarOrder } from '../model/sidebar.js';
import { compareText } from '../util/compare-text.js';
import { rewriteMarkdownLinks } from '../markdown/markdown-links.js';
import { plainFirstSentence } from '../model/reference/meta-description.js';
import { hasScheme } from '../shared/url-schemes.js';
import { apiGroups, apiOf } from '../config/api-groups.js';
import { detached } from '../util/detached.js';

export interface LlmsInput {
  site: SiteModel;
  specs: ParsedSpec[];
}

export function renderLlmsTxt({ site, specs }: LlmsInput): string {
  const { config } = site;
  const origin = config.url.replace(/\/+$/, '');
  const line = (name: string, url: string, description?: string) => `- [${name}](${origin}${url})${description ? `: ${oneLine(description)}` : ''}`;
  const docs = orderedDocPages(site).filter((page) => page.route !== 'search');
  const search = site.pages.find((page) => page.route === 'search');
  const apis = apiGroups(config);
  const several = apis.length > 1;
  const apiLabel = (spec: ParsedSpec) => apis.find((api) => api.id === apiOf(spec.entry))?.label ?? '';
  const versionName = (spec: ParsedSpec) => `${several ? `${apiLabel(spec)} ` : ''}${spec.entry.label ?? spec.entry.id}`;
  const sections: { heading: string; about?: string; specs: ParsedSpec[] }[] = several
    ? apis.map((api) => ({ heading: `## ${oneLine(api.label)}`, about: api.description && `${oneLine(api.description)}\n`, specs: specs.filter((s) => apiOf(s.entry) === api.id) }))
    : specs.length > 0
      ? [{ heading: '## API reference', specs }]
      : [];
  const out = [
    `# ${config.title}`,
    `> ${oneLine(config.tagline ?? (several ? undefined : specs[0]?.model.info.summary) ?? config.title)}`,
    // A docs-only site (a Docusaurus docs folder) has no servers to name and no reference section.
    `Documentation for developers integrating with ${config.title}.${specs.length > 0 ? ` ${specs.map((s) => `${versionName(s)}: \`${s.model.serverUrl}\``).join('; ')}.` : ''} Every page below is markdown; llms-full.txt holds them all in one file.`,
    '## Docs',
    docs.map((page) => line(page.title || config.title, pageMarkdownUrl(config, page) ?? page.url, page.description)).join('\n'),
    // One section for the references, or one per API on a site of several (each with its versions).
    ...sections.flatMap(({ heading, about, specs: inSection }) => [
      heading,
      [
        about,
        ...inSection.map((spec) =>
          [
            line(
              `${several ? `${apiLabel(spec)} reference` : 'API reference'} ${spec.entry.label ?? spec.entry.id}`,
              markdownUrl(config, spec.entry.route),
              `${spec.entry.deprecated && !/deprecated/i.test(spec.model.info.summary ?? '') ? 'Deprecated. ' : ''}${spec.model.info.summary ?? ''} One section per operation, webhook event and schema.`,
            ),
            // `reference.layout: operation`: each operation's page, by its markdown twin.
            // Its description's first sentence as plain text: a link in it would be written for the reference's pages, not for this file.
            ...spec.model.operations.flatMap((op) =>
              op.page === undefined ? [] : [line(op.summary, markdownUrl(config, op.page), `${op.method} ${op.path}. ${plainFirstSentence(op.description) ?? ''}`)],
            ),
          ].join('\n'),
        ),
      ]
        .filter(Boolean)
        .join('\n'),
    ]),
    '## Optional',
    [
      search ? line('Search', search.url, `Full-text search over the guides${referencesPhrase(specs.length)} (needs JavaScript; the query is in ?q=).`) : undefined,
      line('Everything in one file', `${config.baseUrl}llms-full.txt`, `Every page${referencesPhrase(specs.length, 'both API references')} as markdown.`),
    ]
      .filter(Boolean)
      .join('\n'),
  ];
  return `${out.filter((part) => part !== '').join('\n\n')}\n`;
}

/** " and both references", " and the API reference"… for the number of references the site has. */
function referencesPhrase(count: number, both = 'both references'): string {
  if (count === 0) return '';
  return count === 1 ? ' and the API reference' : count === 2 ? ` and ${both}` : ` and all ${count} API references`;
}

/*
 * llms-full.txt is written in pieces, in this order: the header, each docs page (orderedDocPages,
 * with its markdown), each reference, then a final newline. Pieces, not one string: a
 * 10,000-page site's file is tens of megabytes, and its pages can be made, written and
 * forgotten one at a time (src/write/machine-outputs.ts).
 */
export function llmsFullHeader(site: SiteModel): string {
  return `# ${site.config.title}\n\n> ${oneLine(site.config.tagline ?? site.config.title)}`;
}

/**
 * A page's piece of llms-full.txt, and the links in it: the twin's links as the piece writes
 * them, collected as they are made absolute rather than read by scanning the piece again (its
 * header holds no link, and a blank line parts it from the page's markdown).
 */
export function llmsFullPage(site: SiteModel, page: PageModel, markdown: string): { text: string; links: string[] } {
  const { config } = site;
  const origin = config.url.replace(/\/+$/, '');
  const folder = `${origin}${config.baseUrl}${page.route.includes('/') ? `${page.route.slice(0, page.route.lastIndexOf('/'))}/` : ''}`;
  const links: string[] = [];
  const made = (href: string) => links.push(href);
  // The twin as written is the text its links were last read in (src/markdown/markdown-links.ts
  // keeps that scan): trimmed after, when trimming takes only line breaks from its start (its first
  // line's indent is kept) and spaces after its last link's `)`, the same text and links as before.
  const text = opensWithBreaksOnly(markdown) ? absoluteLinks(markdown, folder, `${origin}${page.url}`, made).trim() : absoluteLinks(markdown.trim(), folder, `${origin}${page.url}`, made);
  // Copies: a link kept as written would keep the whole twin alive until the check.
  return { text: `\n\n---\n\nSource: ${origin}${page.url}\n\n${text}`, links: detached(links) };
}

/**
 * A reference's piece ('' when it has no markdown), and the links in it when they are `links`, those
 * of its markdown (undefined: to be read from the piece): its header holds neither a link, a code
 * span's backtick nor a fence, a blank line parts it from the markdown, and trimming takes only
 * line breaks from the markdown's start.
 */
export function llmsFullReference(site: SiteModel, spec: ParsedSpec, markdown: string, links: string[]): { text: string; links?: string[] } {
  if (!markdown) return { text: '' };
  const source = `${site.config.url.replace(/\/+$/, '')}${spec.anchors.url}`;
  const text = `\n\n---\n\nSource: ${source}\n\n${markdown.trim()}`;
  return { text, links: /^[^`~[\]\n]*$/.test(source) && opensWithBreaksOnly(markdown) ? links : undefined };
}

/** Whether what trim() takes from the start of `markdown` is line breaks only. */
function opensWithBreaksOnly(markdown: string): boolean {
  const start = markdown.length - markdown.trimStart().length;
  return /^[\r\n]*$/.test(markdown.slice(0, start));
}

export const LLMS_FULL_END = '\n';

/** Docs pages (not references, not 404; of the latest docs version) in sidebar order, then the rest by route. */
export function orderedDocPages(site: SiteModel): PageModel[] {
  const order = Object.values(site.sidebars).flatMap((entries) => sidebarOrder(entries));
  const ranks = new Map<string, number>();
  order.forEach((route, i) => ranks.has(route) || ranks.set(route, i));
  const rank = (page: PageModel) => ranks.get(page.route) ?? order.length;
  return site.pages
    .filter((page) => ((page.kind === 'markdown' && !page.unlisted) || page.kind === 'react') && inDefaultScope(page))
    .sort((a, b) => rank(a) - rank(b) || compareText(a.route, b.route));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Every link of a page's markdown made absolute, for a file that holds every page: relative ones
 * resolve against the folder the page's file is in (`folderUrl`), `#anchor` and `?query` against the page.
 */
function absoluteLinks(markdown: string, folderUrl: string, pageUrl: string, made: (href: string) => void): string {
  // rewriteMarkdownLinks asks once for each link outside code, in order: `made` gets every link the text holds.
  return rewriteMarkdownLinks(markdown, (href) => {
    const absolute = absoluteLink(href, folderUrl, pageUrl);
    made(absolute);
    return absolute;
  });
}

function absoluteLink(href: string, folderUrl: string, pageUrl: string): string {
  if (hasScheme(href)) return href;
  try {
    return new URL(href, /^[#?]/.test(href) ? pageUrl : folderUrl).href;
  } catch {
    return href;
  }
}

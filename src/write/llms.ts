// llms.txt and llms-full.txt (https://llmstxt.org): an H1 title, a blockquote summary, then H2
// sections of `- [name](url): description` links; the full file holds every page as markdown.
import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import { markdownUrl, pageMarkdownUrl } from '../content/markdown-url.js';
import type { PageModel, SiteModel } from '../model/types.js';
import { sidebarOrder } from '../model/sidebar.js';
import { compareText } from '../shared/compare-text.js';
import { rewriteMarkdownLinks } from '../markdown/markdown-links.js';

export interface LlmsInput {
  site: SiteModel;
  specs: ParsedSpec[];
  /** A markdown page's body with its directives expanded. */
  pageMarkdown: (page: PageModel & { kind: 'markdown' }) => string;
  /** Markdown of each reference, by spec id. */
  references: Map<string, string>;
}

export function renderLlmsTxt({ site, specs }: LlmsInput): string {
  const { config } = site;
  const origin = config.url.replace(/\/+$/, '');
  const line = (name: string, url: string, description?: string) => `- [${name}](${origin}${url})${description ? `: ${oneLine(description)}` : ''}`;
  const docs = orderedDocPages(site).filter((page) => page.route !== 'search');
  const search = site.pages.find((page) => page.route === 'search');
  const out = [
    `# ${config.title}`,
    `> ${oneLine(config.tagline ?? specs[0]?.model.info.summary ?? config.title)}`,
    `Documentation for developers integrating with ${config.title}. ${specs.map((s) => `${s.entry.label ?? s.entry.id}: \`${s.model.serverUrl}\``).join('; ')}. Every page below is markdown; llms-full.txt holds them all in one file.`,
    '## Docs',
    docs.map((page) => line(page.title || config.title, pageMarkdownUrl(config, page) ?? page.url, page.description)).join('\n'),
    '## API reference',
    specs
      .map((spec) =>
        line(
          `API reference ${spec.entry.label ?? spec.entry.id}`,
          markdownUrl(config, spec.entry.route),
          `${spec.entry.deprecated && !/deprecated/i.test(spec.model.info.summary ?? '') ? 'Deprecated. ' : ''}${spec.model.info.summary ?? ''} One section per operation, webhook event and schema.`,
        ),
      )
      .join('\n'),
    '## Optional',
    [
      search ? line('Search', search.url, `Full-text search over the guides${referencesPhrase(specs.length)} (needs JavaScript; the query is in ?q=).`) : undefined,
      line('Everything in one file', `${config.baseUrl}llms-full.txt`, `Every page${referencesPhrase(specs.length, 'both API references')} as markdown.`),
    ]
      .filter(Boolean)
      .join('\n'),
  ];
  return `${out.join('\n\n')}\n`;
}

/** " and both references", " and the API reference"… for the number of references the site has. */
function referencesPhrase(count: number, both = 'both references'): string {
  if (count === 0) return '';
  return count === 1 ? ' and the API reference' : count === 2 ? ` and ${both}` : ` and all ${count} API references`;
}

export function renderLlmsFullTxt(input: LlmsInput): string {
  const { site, specs, references } = input;
  const { config } = site;
  const origin = config.url.replace(/\/+$/, '');
  const parts = [`# ${config.title}`, `> ${oneLine(config.tagline ?? config.title)}`];
  for (const page of orderedDocPages(site)) {
    if (page.kind !== 'markdown') continue;
    parts.push(
      `---\n\nSource: ${origin}${page.url}\n\n${absoluteLinks(input.pageMarkdown(page).trim(), `${origin}${config.baseUrl}${page.route.includes('/') ? `${page.route.slice(0, page.route.lastIndexOf('/'))}/` : ''}`, `${origin}${page.url}`)}`,
    );
  }
  for (const spec of specs) {
    const markdown = references.get(spec.entry.id);
    if (markdown) parts.push(`---\n\nSource: ${origin}${spec.anchors.url}\n\n${markdown.trim()}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Docs pages (not references, not 404) in sidebar order, then the rest by route. */
function orderedDocPages(site: SiteModel): PageModel[] {
  const order = Object.values(site.sidebars).flatMap((entries) => sidebarOrder(entries));
  const ranks = new Map<string, number>();
  order.forEach((route, i) => ranks.has(route) || ranks.set(route, i));
  const rank = (page: PageModel) => ranks.get(page.route) ?? order.length;
  return site.pages.filter((page) => (page.kind === 'markdown' && !page.unlisted) || page.kind === 'react').sort((a, b) => rank(a) - rank(b) || compareText(a.route, b.route));
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Every link of a page's markdown made absolute, for a file that holds every page: relative ones
 * resolve against the folder the page's file is in (`folderUrl`), `#anchor` and `?query` against the page.
 */
function absoluteLinks(markdown: string, folderUrl: string, pageUrl: string): string {
  return rewriteMarkdownLinks(markdown, (href) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    try {
      return new URL(href, /^[#?]/.test(href) ? pageUrl : folderUrl).href;
    } catch {
      return href;
    }
  });
}

// The link resolver's Node-side part: links as authors write them in docs pages and specs' text →
// the URLs the build writes. A link to another docs file (`./setup.md#install`) needs the site's
// page table, so it is resolved here rather than in shared/routes.ts (which does everything else:
// base URL, trailing slash, `?query#hash`, which route a link reaches). Markdown and MDX pages
// (doc-pages.ts), the link check (check/links.ts) and the markdown twins read links through here.
import { posix } from 'node:path';
import { leavesSite, resolveSiteLink, routeUrl, splitLink, type LinkStyle, type Route } from '../shared/routes.js';

/** A docs file's key (docLinkKey: its variant and its path in its folder) → the route of its page. */
export type DocRoutes = ReadonlyMap<string, Route>;

/** The key of a docs file in DocRoutes: a relative link is resolved inside the file's own variant (its version). */
export function docLinkKey(variantId: string, relPath: string): string {
  return `${variantId}\n${relPath}`;
}

/**
 * Resolves a link written in the docs file at `fromRelPath` (in the variant `variantId`): from the site root through
 * resolveSiteLink; to a docs file (`.md`, `.mdx`, `.tsx`, relative to the file, else to the variant's folder) as its page's URL,
 * `?query#hash` kept; anything else (external, `#hash` alone, a file that is not a page) as written.
 */
export function docLinkResolver(style: LinkStyle, routes: DocRoutes): (href: string, fromRelPath: string, variantId: string) => string {
  return (href, fromRelPath, variantId) => {
    if (href.startsWith('/')) return resolveSiteLink(style, href);
    if (leavesSite(href) || href.startsWith('#')) return href;
    const [path, rest] = splitLink(href);
    if (!/\.(mdx?|tsx)$/.test(path)) return href;
    const written = decodeURI(path);
    // Relative to the file, else (as Docusaurus resolves them) to its docs folder: `api/Store.md` from any depth.
    const fromRoot = posix.normalize(written);
    const route =
      routes.get(docLinkKey(variantId, posix.normalize(posix.join(posix.dirname(fromRelPath), written)))) ?? (fromRoot.startsWith('../') ? undefined : routes.get(docLinkKey(variantId, fromRoot)));
    return route === undefined ? href : routeUrl(style.baseUrl, route, style.trailingSlash) + rest;
  };
}

/** Whether a link's path still names a markdown file after resolution: a `.md` link no page answered (the link check's broken-markdown-link). */
export function isUnresolvedMarkdownLink(path: string, baseUrl: string): boolean {
  return /\.md$/.test(path) && !path.startsWith(baseUrl);
}

/**
 * specs[].linkBase: root-relative links in a spec's text (`/docs/guides/x`) lead to the site the
 * spec was written for, in its HTML and its markdown outputs alike; undefined without linkBase.
 */
export function linkBaseResolver(linkBase: string | undefined): ((href: string) => string) | undefined {
  const origin = linkBase?.replace(/\/+$/, '');
  if (!origin) return undefined;
  return (href) => (href.startsWith('/') && !href.startsWith('//') ? `${origin}${href}` : href);
}

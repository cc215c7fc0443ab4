// The links inside the files a build writes besides its pages, for the link check: markdown links
// in the .md twins, api.md and llms outputs, <loc> entries of the sitemap, and the result URLs
// stored in the search index.
import { parseMarkdownTokens } from '../markdown/render-markdown.js';
import type { OutputLinks } from './links.js';

const SITEMAP_LOC = /<loc>([^<]+)<\/loc>/g;
const SEARCH_URL = /"url":"((?:[^"\\]|\\.)*)"/g;

export function outputLinks(path: string, content: string | Uint8Array): OutputLinks | undefined {
  if (typeof content !== 'string') return undefined;
  const url = `/${path}`;
  const take = (pattern: RegExp, decode: (raw: string) => string = (raw) => raw) => [...content.matchAll(pattern)].map((match) => decode(match[1]));
  if (/\.(md|txt)$/.test(path)) return { file: path, url, links: markdownLinks(content) };
  if (path.endsWith('sitemap.xml'))
    return { file: path, url, links: take(SITEMAP_LOC, (raw) => raw.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&')) };
  if (/search-index\.[0-9a-f]+\.json$/.test(path)) return { file: path, url, links: take(SEARCH_URL, (raw) => JSON.parse(`"${raw}"`) as string) };
  return undefined;
}

/** Links and images of a markdown text, read by the pages' own parser: a link shown in code is no link. */
function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const token of parseMarkdownTokens(markdown)) {
    for (const child of token.children ?? []) {
      const target = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      // Only what the markdown wrote as a link: autolinks of bare URLs in prose are not the build's links.
      if (target !== null && child.markup !== 'linkify' && child.markup !== 'autolink') links.push(decodeLink(String(target)));
    }
  }
  return links;
}

/** markdown-it percent-encodes link targets; the check reads them as written. */
function decodeLink(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

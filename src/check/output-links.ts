// The links inside the files a build writes besides its pages, for the link check: markdown links
// in the .md twins, api.md and llms outputs, <loc> entries of the sitemap, the result URLs
// stored in the search index (as its indexer lists them), and the page URLs of a big sidebar's
// navigation file.
import { markdownLinkTargets } from '../markdown/markdown-links.js';
import { detached } from '../util/detached.js';
import { decodeHtmlEntities } from '../shared/escape-html.js';
import type { OutputLinks } from './links.js';

const SITEMAP_LOC = /<loc>([^<]+)<\/loc>/g;
const SIDEBAR_NAV_URL = /"h":"((?:[^"\\]|\\.)*)"/g;

export function outputLinks(path: string, content: string | Uint8Array): OutputLinks | undefined {
  if (typeof content !== 'string') return undefined;
  const url = `/${path}`;
  const take = (pattern: RegExp, decode: (raw: string) => string = (raw) => raw) => [...content.matchAll(pattern)].map((match) => decode(match[1]));
  if (/\.(md|txt)$/.test(path)) return { file: path, url, links: markdownOutputLinks(content) };
  if (path.endsWith('sitemap.xml')) return { file: path, url, links: take(SITEMAP_LOC, decodeHtmlEntities) };
  if (/\/sidebar-[\w-]+\.[0-9a-f]+\.json$/.test(path)) return { file: path, url, links: take(SIDEBAR_NAV_URL, (raw) => JSON.parse(`"${raw}"`) as string) };
  return undefined;
}

/** The links of a markdown output (a .md twin, llms.txt, a piece of llms-full.txt). */
export function markdownOutputLinks(markdown: string): string[] {
  // Copies: a target cut out of a .md twin would keep the whole twin alive until the check (40 MB at 2,500 pages).
  return detached(markdownLinkTargets(markdown));
}

/** The result URLs of the search index written at `path`. */
export function searchIndexLinks(path: string, urls: string[]): OutputLinks {
  return { file: path, url: `/${path}`, links: urls };
}

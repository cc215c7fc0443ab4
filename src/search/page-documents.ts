// What the search finds of a docs page: the page and each of its h2/h3 sections, as plain text
// read from the rendered HTML (so generated tables are searchable too). Kept apart from the specs'
// documents: this is the part the search indexer's thread runs (indexer-thread.ts).
import { inLocaleScope } from '../model/default-scope.js';
import { decodeHtmlEntities } from '../shared/escape-html.js';
import { detached } from '../util/detached.js';
import type { SearchDocument } from '../shared/search-options.js';
import { mathAsTex } from '../markdown/math.js';
import type { PageModel } from '../model/types.js';
import { pageBodies } from '../model/page-bodies.js';

const EXCERPT = 140;
/** Routes that are not worth finding (the search page itself). */
const SKIP_ROUTES = new Set(['search']);

export type SearchDraft = Omit<SearchDocument, 'id'>;

/** What a page's search documents are made of: plain data, so it can be sent to another thread. */
export type SearchPage = { kind: 'react'; title: string; url: string; description?: string } | { kind: 'markdown'; title: string; url: string; description?: string; html: string };

/** The part of a page the search reads, or undefined for a page the search does not list; `locale`: the index's (undefined: the default locale's). */
export function searchPageOf(page: PageModel, locale?: string): SearchPage | undefined {
  // Pages of other docs versions than the latest are not indexed (see README "Versions"), nor other locales' (their own index: locale-indexes.ts).
  if (SKIP_ROUTES.has(page.route) || !inLocaleScope(page, locale)) return undefined;
  if (page.kind === 'react') return { kind: 'react', title: page.title, url: page.url, description: page.description };
  if (page.kind === 'markdown' && !page.unlisted) return { kind: 'markdown', title: page.title, url: page.url, description: page.description, html: pageBodies.read(page).html };
  return undefined;
}

export function pageDocuments(page: SearchPage): SearchDraft[] {
  if (page.kind === 'react') {
    const text = page.description ?? '';
    return [{ title: page.title || 'Home', page: page.title || 'Home', url: page.url, group: 'guides', kind: 'page', keywords: '', text, excerpt: clip(text) }];
  }
  const sections = splitSections(page.html);
  return sections.map((section, index): SearchDraft => {
    const isPage = index === 0;
    return {
      title: isPage ? page.title : section.title,
      page: page.title,
      url: isPage ? page.url : `${page.url}#${section.id}`,
      group: 'guides',
      kind: isPage ? 'page' : 'section',
      keywords: '',
      text: isPage ? `${page.description ?? ''} ${section.text}` : section.text,
      // (A section's text is collapsed and trimmed already: only a description is clipped from scratch.)
      excerpt: isPage && page.description !== undefined ? clip(page.description) : clipPlain(section.text),
    };
  });
}

interface Section {
  id: string;
  title: string;
  text: string;
}

const HEADING = /<h([1-3])\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** The page's intro (before the first h2) and each h2/h3 section, as plain text. */
export function splitSections(html: string): Section[] {
  // Formulas as their TeX; footnote numbers and back links (↩) are no words.
  const clean = mathAsTex(html)
    .replace(/<a class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<sup class="footnote-ref">[\s\S]*?<\/sup>|<a href="[^"]*" class="footnote-backref"[^>]*>[\s\S]*?<\/a>/g, '');
  // Each section's text as its pieces of plain text (each collapsed and trimmed already), joined
  // once at the end: no pass over a page's whole text to collapse it again.
  const sections: (Omit<Section, 'text'> & { pieces: string[] })[] = [{ id: '', title: '', pieces: [] }];
  const add = (text: string) => text !== '' && sections[sections.length - 1].pieces.push(text);
  let last = 0;
  for (const match of clean.matchAll(HEADING)) {
    add(plainText(clean.slice(last, match.index)));
    last = match.index! + match[0].length;
    if (match[1] === '1') continue;
    // Copies: a piece cut out of `clean` would keep the whole page's HTML alive as long as the
    // search drafts live (110 MB at 2,500 pages).
    sections.push({ ...detached({ id: decodeHtmlEntities(match[2]), title: plainText(match[3]) }), pieces: [] });
  }
  add(plainText(clean.slice(last)));
  return sections.map(({ id, title, pieces }) => ({ id, title, text: pieces.join(' ') }));
}

/** A short excerpt: whitespace collapsed, cut at a word before EXCERPT characters. */
export function clip(text: string): string {
  return clipPlain(text.replace(/\s+/g, ' ').trim());
}

/** clip() of a text whose whitespace is collapsed and trimmed already. */
function clipPlain(plain: string): string {
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT - 1).replace(/\s+\S*$/, '')}…` : plain;
}

function plainText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

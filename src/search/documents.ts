// What the site search finds: each docs page and each of its h2/h3 sections (from the rendered
// HTML, so generated tables are searchable too), and from every spec its operations (with their
// parameters), webhook events and schemas. Each links to the exact anchor.
import { firstSentence } from '../content/markdown-kit.js';
import { decodeHtmlEntities } from '../shared/escape-html.js';
import { mathAsTex } from '../markdown/math.js';
import { detached } from '../shared/detached.js';

import type { ParsedSpec } from '../model/reference/spec-anchors.js';
import type { PageModel, SiteModel } from '../model/types.js';
import type { SearchDocument } from '../shared/search-options.js';
import { hashText, memoInBuild } from '../pipeline-cache.js';

const EXCERPT = 140;
/** Routes that are not worth finding (the search page itself). */
const SKIP_ROUTES = new Set(['search']);

type Draft = Omit<SearchDocument, 'id'>;

/** A page's documents before their ids: made when the page is rendered, so its HTML need not be kept (see pipeline.ts). */
export type PageSearchDrafts = ReadonlyMap<PageModel, readonly Omit<SearchDocument, 'id'>[]>;

/**
 * The documents in order, made one page at a time (a big site's texts are not all held at once),
 * or taken from `drafts` for the pages already read.
 */
export function* searchDocuments(site: SiteModel, specs: ParsedSpec[], drafts?: PageSearchDrafts): Generator<SearchDocument> {
  let id = 0;
  for (const page of site.pages) {
    if (SKIP_ROUTES.has(page.route) || (page.kind === 'markdown' && page.unlisted)) continue;
    for (const draft of drafts?.get(page) ?? pageDocuments(page)) yield { id: id++, ...draft };
  }
  // A spec's documents only change with the spec: in watch mode they are computed once.
  for (const spec of specs) {
    const drafts = memoInBuild(
      () => `search-spec:${hashText(spec.entry.id, spec.anchors.url, spec.text, JSON.stringify(spec.anchors))}`,
      () => specDocuments(spec),
    );
    for (const draft of drafts) yield { id: id++, ...draft };
  }
}

export function pageDocuments(page: PageModel): Draft[] {
  if (page.kind === 'react') {
    const text = page.description ?? '';
    return [{ title: page.title || 'Home', page: page.title || 'Home', url: page.url, group: 'guides', kind: 'page', keywords: '', text, excerpt: clip(text) }];
  }
  if (page.kind !== 'markdown') return [];
  const sections = splitSections(page.html);
  return sections.map((section, index): Draft => {
    const isPage = index === 0;
    return {
      title: isPage ? page.title : section.title,
      page: page.title,
      url: isPage ? page.url : `${page.url}#${section.id}`,
      group: 'guides',
      kind: isPage ? 'page' : 'section',
      keywords: '',
      text: isPage ? `${page.description ?? ''} ${section.text}` : section.text,
      excerpt: clip(isPage ? (page.description ?? section.text) : section.text),
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
  const sections: Section[] = [{ id: '', title: '', text: '' }];
  let last = 0;
  for (const match of clean.matchAll(HEADING)) {
    sections[sections.length - 1].text += ` ${plainText(clean.slice(last, match.index))}`;
    last = match.index! + match[0].length;
    if (match[1] === '1') continue;
    // Copies: a piece cut out of `clean` would keep the whole page's HTML alive as long as the
    // search drafts live (110 MB at 2,500 pages).
    sections.push({ ...detached({ id: decodeHtmlEntities(match[2]), title: plainText(match[3]) }), text: '' });
  }
  sections[sections.length - 1].text += ` ${plainText(clean.slice(last))}`;
  return sections.map((s) => ({ ...s, text: s.text.replace(/\s+/g, ' ').trim() }));
}

function specDocuments(spec: ParsedSpec): Draft[] {
  const group = spec.entry.id;
  const base = spec.model.serverUrl;
  const operations = spec.model.operations.map((op): Draft => ({
    title: op.summary,
    page: op.tags[0] ?? 'Operations',
    url: op.url,
    group,
    kind: 'operation',
    keywords: [op.id, op.method, op.path.replace(/[{}]/g, ' '), ...op.parameters.map((p) => p.name), op.requestSchema ?? ''].join(' '),
    text: firstSentences(op.description, 2),
    excerpt: `${op.method} ${base}${op.path}`,
  }));
  const hooks = spec.model.webhooks.map((hook): Draft => ({
    title: hook.name,
    page: 'Webhook events',
    url: hook.url,
    group,
    kind: 'webhook',
    keywords: `${hook.id} webhook event ${hook.dataSchema ?? ''}`,
    text: `${hook.summary}. ${firstSentence(hook.description)}`,
    excerpt: clip(hook.summary),
  }));
  const schemas = spec.model.schemas.map((schema): Draft => ({
    title: schema.name,
    page: 'Schemas',
    url: schema.url,
    group,
    kind: 'schema',
    keywords: schema.properties.join(' '),
    text: firstSentence(schema.description),
    excerpt: clip(schema.description || `Fields: ${schema.properties.join(', ')}`),
  }));
  return [...operations, ...hooks, ...schemas];
}

function firstSentences(text: string, count: number): string {
  let rest = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  for (let i = 0; i < count && rest; i++) {
    const sentence = firstSentence(rest);
    out.push(sentence);
    rest = rest.slice(sentence.length).trim();
  }
  return out.join(' ');
}

function clip(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT - 1).replace(/\s+\S*$/, '')}…` : plain;
}

function plainText(html: string): string {
  return decodeHtmlEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

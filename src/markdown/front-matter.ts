import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily } from '../load/yaml-source.js';
import { valueOfName } from '../util/name-map.js';
import { keyPositionFinder } from './front-matter-keys.js';

/** The front matter keys of Docusaurus pages that specpress reads (anything else warns). */
export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  /** Docusaurus's doc id: the page's name in its folder instead of the file's (its route, what sidebars name it by). */
  id?: string;
  /** Not published by `generate` (shown by `watch`). */
  draft?: boolean;
  /** Published, but in no sidebar, search, sitemap or llms.txt, and marked noindex. */
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  /** No title above the page's text when its markdown has no `# heading` of its own (the title still names the page). */
  hide_title?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  keywords?: string[];
  /** Social card image (og:image, twitter:image): a path from the site root or a URL. */
  image?: string;
  /** The next / previous page link: a page id, or null for none. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** This page's "Edit this page" link, or null for none (overrides docs.editUrl). */
  custom_edit_url?: string | null;
  /** Starlight's sidebar entry: `label` and `order` are read as sidebar_label and sidebar_position. */
  sidebar?: { label?: string; order?: number };
  /** Starlight's table of contents: false hides it, levels bound it (read as hide_table_of_contents, toc_*). */
  tableOfContents?: boolean | { minHeadingLevel?: number; maxHeadingLevel?: number };
  /** Starlight's `template: splash`: a wide page without sidebar or table of contents. */
  template?: 'doc' | 'splash';
  /** Starlight's hero: a large title block with a tagline, an image and action links. */
  hero?: StarlightHero;
  /** Starlight's banner: a note above the page (HTML, sanitised). */
  banner?: { content: string };
  /** Starlight's prev / next: false hides the link, a string relabels it, { link, label } replaces it. */
  prev?: StarlightPager;
  next?: StarlightPager;
  /** Starlight's head: tags for the page's <head> (title, meta and link only). */
  head?: { tag: string; attrs?: Record<string, string | boolean>; content?: string }[];
  /** Docusaurus' last_update: shown instead of what git says (when the site shows last updates). */
  last_update?: { date?: string; author?: string };
  /** Docusaurus's tags: each a label, or a label with its own permalink (tag pages list the pages). */
  tags?: FrontMatterTag[];
  /** A blog post's authors: keys of authors.yml, or written in place (only blog posts read it). */
  authors?: FrontMatterAuthor[];
  /** A blog post's date, YYYY-MM-DD (or a full ISO time) (only blog posts read it). */
  date?: string;
}

export interface StarlightHero {
  title?: string;
  tagline?: string;
  image?: { file?: string; alt?: string; dark?: string; light?: string };
  actions?: { text: string; link: string; variant?: string; icon?: string }[];
}

export type StarlightPager = boolean | string | { link?: string; label?: string };

export interface FrontMatterTag {
  label: string;
  permalink?: string;
}

/** An author written in place (Docusaurus's fields), or the key of one in authors.yml. */
export type FrontMatterAuthor = string | { name?: string; title?: string; url?: string; image_url?: string; imageURL?: string; key?: string };

/** Keys only a blog post reads: a docs page with them warns that they are ignored. */
const BLOG_ONLY = new Set(['authors', 'date']);

type Kind =
  | 'list of tags'
  | 'author or list of authors'
  | 'date (YYYY-MM-DD)'
  | 'string'
  | 'splash or doc'
  | 'hero map'
  | 'banner map'
  | 'pager'
  | 'head list'
  | 'number'
  | 'boolean'
  | 'string list'
  | 'string or null'
  | 'map of date and author'
  | 'map of label and order'
  | 'boolean or map of heading levels';

const KNOWN: Record<keyof FrontMatter, Kind> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  id: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  hide_title: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  keywords: 'string list',
  image: 'string',
  pagination_next: 'string or null',
  pagination_prev: 'string or null',
  custom_edit_url: 'string or null',
  last_update: 'map of date and author',
  sidebar: 'map of label and order',
  tableOfContents: 'boolean or map of heading levels',
  template: 'splash or doc',
  hero: 'hero map',
  banner: 'banner map',
  prev: 'pager',
  next: 'pager',
  head: 'head list',
  tags: 'list of tags',
  authors: 'author or list of authors',
  date: 'date (YYYY-MM-DD)',
};

/**
 * Keys Docusaurus or Starlight pages carry that specpress does not read: the warning names where
 * the key comes from, so a migrating team knows it was understood, not mistyped.
 */
const FOREIGN: Record<string, 'Docusaurus' | 'Starlight'> = {
  displayed_sidebar: 'Docusaurus',
  sidebar_class_name: 'Docusaurus',
  sidebar_custom_props: 'Docusaurus',
  sidebar_key: 'Docusaurus',
  pagination_label: 'Docusaurus',
  parse_number_prefixes: 'Docusaurus',
  lastUpdated: 'Starlight',
  pagefind: 'Starlight',
  editUrl: 'Starlight',
};

const isMap = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
const isTag = (value: unknown) => typeof value === 'string' || (isMap(value) && typeof value.label === 'string' && (value.permalink === undefined || typeof value.permalink === 'string'));
const AUTHOR_FIELDS = ['name', 'title', 'url', 'image_url', 'imageURL', 'key', 'email'];
const isAuthor = (value: unknown) => typeof value === 'string' || (isMap(value) && Object.entries(value).every(([field, text]) => AUTHOR_FIELDS.includes(field) && typeof text === 'string'));

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function isKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'list of tags':
      return Array.isArray(value) && value.every(isTag);
    case 'author or list of authors':
      return isAuthor(value) || (Array.isArray(value) && value.every(isAuthor));
    case 'date (YYYY-MM-DD)':
      return value instanceof Date ? !Number.isNaN(value.getTime()) : typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'splash or doc':
      return value === 'splash' || value === 'doc';
    case 'hero map': {
      if (!isMap(value)) return false;
      const { title, tagline, image, actions } = value;
      const imageOk = image === undefined || (isMap(image) && optionalString(image.file) && optionalString(image.alt) && optionalString(image.dark) && optionalString(image.light));
      const actionsOk =
        actions === undefined ||
        (Array.isArray(actions) && actions.every((a) => isMap(a) && typeof a.text === 'string' && typeof a.link === 'string' && optionalString(a.variant) && optionalString(a.icon)));
      return optionalString(title) && optionalString(tagline) && imageOk && actionsOk;
    }
    case 'banner map':
      return isMap(value) && typeof value.content === 'string';
    case 'pager':
      return typeof value === 'boolean' || typeof value === 'string' || (isMap(value) && optionalString(value.link) && optionalString(value.label));
    case 'head list':
      return (
        Array.isArray(value) &&
        value.every(
          (entry) =>
            isMap(entry) &&
            typeof entry.tag === 'string' &&
            optionalString(entry.content) &&
            (entry.attrs === undefined || (isMap(entry.attrs) && Object.values(entry.attrs).every((v) => typeof v === 'string' || typeof v === 'boolean'))),
        )
      );
    case 'string list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string or null':
      return value === null || typeof value === 'string';
    case 'map of label and order': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      const { label, order } = value as Record<string, unknown>;
      return (label === undefined || typeof label === 'string') && (order === undefined || typeof order === 'number');
    }
    case 'boolean or map of heading levels': {
      if (typeof value === 'boolean') return true;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      const { minHeadingLevel, maxHeadingLevel } = value as Record<string, unknown>;
      return (minHeadingLevel === undefined || typeof minHeadingLevel === 'number') && (maxHeadingLevel === undefined || typeof maxHeadingLevel === 'number');
    }
    case 'map of date and author': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
      const { date, author, ...rest } = value as Record<string, unknown>;
      return Object.keys(rest).length === 0 && (date === undefined || typeof date === 'string' || date instanceof Date) && (author === undefined || typeof author === 'string');
    }
    default:
      return typeof value === kind;
  }
}

export interface SplitMarkdown {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body line N is file line N + offset. */
  lineOffset: number;
  diagnostics: Diagnostic[];
}

/**
 * The front matter as written, every key (Astro's MDX pages read it as `frontmatter`); undefined
 * without one or when it is not a map (splitFrontMatter reports that).
 */
export function frontMatterData(file: string, text: string): Record<string, unknown> | undefined {
  const match = FRONT_MATTER_BLOCK.exec(text);
  if (!match) return undefined;
  const data = parseYamlLazily(file, `\n${match[1]}`, 'frontmatter-yaml-syntax').source?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** The front matter block at the start of a file: its YAML in the first group. */
const FRONT_MATTER_BLOCK = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** `blogPost`: the file is a blog post, which reads `authors` and `date` too. */
export function splitFrontMatter(file: string, text: string, blogPost = false): SplitMarkdown {
  const match = FRONT_MATTER_BLOCK.exec(text);
  if (!match) return { frontMatter: {}, body: text, lineOffset: 0, diagnostics: [] };
  const lineOffset = match[0].split('\n').length - 1;
  // Parse the block with a leading newline so positions line up with the file (line 2 onwards).
  const yaml = `\n${match[1]}`;
  const { source, diagnostics } = parseYamlLazily(file, yaml, 'frontmatter-yaml-syntax');
  const frontMatter: FrontMatter = {};
  const data = source?.data;
  if (source && data && typeof data === 'object' && !Array.isArray(data)) {
    // A top-level key's position by a scan of the lines where it is sure (front-matter-keys.ts).
    const keyAt = keyPositionFinder(file, yaml, data as Record<string, unknown>, (key) => source.keyPositionOf([key]));
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      // Own keys only: `__proto__` or `constructor` is an unknown key, not Object's.
      const expected = valueOfName<Kind>(KNOWN, key);
      if (expected && !blogPost && BLOG_ONLY.has(key)) {
        diagnostics.push(
          diagnostic(
            'frontmatter-unknown-key',
            'warning',
            `Front matter "${key}" is read on blog posts only; it is ignored on a docs page`,
            keyAt(key),
            'Remove it, or move the page to the blog folder.',
          ),
        );
      } else if (!expected && Object.prototype.hasOwnProperty.call(FOREIGN, key)) {
        diagnostics.push(
          diagnostic(
            'frontmatter-unknown-key',
            'warning',
            `Front matter "${key}" (${FOREIGN[key]}) is not supported; it is ignored`,
            keyAt(key),
            `Remove it, or keep it for ${FOREIGN[key]}: specpress reads ${Object.keys(KNOWN).join(', ')}.`,
          ),
        );
      } else if (!expected) {
        diagnostics.push(diagnostic('frontmatter-unknown-key', 'warning', `Unknown front matter key "${key}"; it is ignored`, keyAt(key), `Known keys: ${Object.keys(KNOWN).join(', ')}.`));
      } else if (!isKind(value, expected) && key === 'hero' && typeof value === 'string') {
        // A Docusaurus blog's own `hero: /img/post.png` (React Native's) is not Starlight's hero map: another site's key.
        diagnostics.push(
          diagnostic(
            'frontmatter-unknown-key',
            'warning',
            'Front matter "hero" is a string, not Starlight\'s hero map; it is ignored',
            keyAt(key),
            "Remove it, or write Starlight's hero: { title, tagline, image, actions }.",
          ),
        );
      } else if (!isKind(value, expected)) {
        diagnostics.push(diagnostic('frontmatter-wrong-type', 'error', `Front matter "${key}" must be a ${expected}`, source.positionOf([key])));
      } else if (key === 'last_update') {
        // YAML reads `date: 2024-05-01` as a Date; dates are shown as UTC days.
        const { date, author } = value as { date?: string | Date; author?: string };
        const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
        frontMatter.last_update = { ...(day !== undefined ? { date: day } : {}), ...(author !== undefined ? { author } : {}) };
      } else if (key === 'tags') {
        frontMatter.tags = (value as unknown[]).map((tag) => (typeof tag === 'string' ? { label: tag } : (tag as FrontMatterTag)));
      } else if (key === 'authors') {
        frontMatter.authors = Array.isArray(value) ? (value as FrontMatterAuthor[]) : [value as FrontMatterAuthor];
      } else if (key === 'date') {
        // YAML reads `date: 2024-05-01` as a Date (UTC midnight): kept as its UTC day, as the file name's date is.
        frontMatter.date = value instanceof Date ? (value.toISOString().endsWith('T00:00:00.000Z') ? value.toISOString().slice(0, 10) : value.toISOString()) : String(value);
      } else if (key === 'sidebar') {
        const { label, order, ...rest } = value as Record<string, unknown>;
        for (const ignored of Object.keys(rest))
          diagnostics.push(
            diagnostic(
              'frontmatter-unknown-key',
              'warning',
              `Front matter "sidebar.${ignored}" (Starlight) is not supported; it is ignored`,
              source.keyPositionOf([key, ignored]),
              'specpress reads sidebar.label and sidebar.order.',
            ),
          );
        if (typeof label === 'string') frontMatter.sidebar_label ??= label;
        if (typeof order === 'number') frontMatter.sidebar_position ??= order;
      } else if (key === 'head') {
        // Content is untrusted: only tags that name and describe the page reach its <head>.
        const entries = value as NonNullable<FrontMatter['head']>;
        entries.forEach((entry, index) => {
          if (!['title', 'meta', 'link'].includes(entry.tag))
            diagnostics.push(
              diagnostic(
                'frontmatter-head-dropped',
                'warning',
                `Front matter head: a <${entry.tag}> is not published; a page's head takes <title>, <meta> and <link> from its front matter`,
                source.positionOf([key, index, 'tag']),
                'Put site-wide scripts and styles in the site config (headTags, scripts, stylesheets).',
              ),
            );
        });
        frontMatter.head = entries;
      } else if (key === 'tableOfContents') {
        if (value === false) frontMatter.hide_table_of_contents ??= true;
        if (typeof value === 'object' && value !== null) {
          const levels = value as { minHeadingLevel?: number; maxHeadingLevel?: number };
          frontMatter.toc_min_heading_level ??= levels.minHeadingLevel;
          frontMatter.toc_max_heading_level ??= levels.maxHeadingLevel;
        }
      } else {
        (frontMatter as Record<string, unknown>)[key] = value;
      }
    }
  }
  return { frontMatter, body: text.slice(match[0].length), lineOffset, diagnostics };
}

import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily } from '../load/yaml-source.js';

/** The front matter keys of Docusaurus pages that specpress reads (anything else warns). */
export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  /** Not published by `generate` (shown by `watch`). */
  draft?: boolean;
  /** Published, but in no sidebar, search, sitemap or llms.txt, and marked noindex. */
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
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
}

type Kind = 'string' | 'number' | 'boolean' | 'string list' | 'string or null';

const KNOWN: Record<keyof FrontMatter, Kind> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  draft: 'boolean',
  unlisted: 'boolean',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  keywords: 'string list',
  image: 'string',
  pagination_next: 'string or null',
  pagination_prev: 'string or null',
  custom_edit_url: 'string or null',
};

function isKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'string list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'string or null':
      return value === null || typeof value === 'string';
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

export function splitFrontMatter(file: string, text: string): SplitMarkdown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { frontMatter: {}, body: text, lineOffset: 0, diagnostics: [] };
  const lineOffset = match[0].split('\n').length - 1;
  // Parse the block with a leading newline so positions line up with the file (line 2 onwards).
  const { source, diagnostics } = parseYamlLazily(file, `\n${match[1]}`, 'frontmatter-yaml-syntax');
  const frontMatter: FrontMatter = {};
  const data = source?.data;
  if (source && data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      const expected = KNOWN[key as keyof FrontMatter];
      if (!expected) {
        diagnostics.push(
          diagnostic('frontmatter-unknown-key', 'warning', `Unknown front matter key "${key}"; it is ignored`, source.keyPositionOf([key]), `Known keys: ${Object.keys(KNOWN).join(', ')}.`),
        );
      } else if (!isKind(value, expected)) {
        diagnostics.push(diagnostic('frontmatter-wrong-type', 'error', `Front matter "${key}" must be a ${expected}`, source.positionOf([key])));
      } else {
        (frontMatter as Record<string, unknown>)[key] = value;
      }
    }
  }
  return { frontMatter, body: text.slice(match[0].length), lineOffset, diagnostics };
}

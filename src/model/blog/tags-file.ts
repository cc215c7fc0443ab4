// Docusaurus's predefined tags (tags.yml beside the posts): each key a tag with its label,
// permalink and description. A post's tag names a key; a tag the file does not define is an
// "inline" tag, which blog.onInlineTags reports (a warning by default, as Docusaurus's `warn`).
// A site without tags.yml has only inline tags, and nothing is reported.
import { diagnostic, type Diagnostic, type Severity } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import type { FrontMatterTag } from '../../markdown/front-matter.js';

/** A tag as a post shows it: its label, its page's path under the blog's tags (permalink), what the tag page says of it. */
export interface BlogTag {
  label: string;
  permalink?: string;
  description?: string;
}

/** tags.yml read: key → tag. */
export type TagsFile = Map<string, BlogTag>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** tags.yml: `key: { label, permalink, description }` (or `key:` alone: the key is the label); anything else is reported and left out. */
export function readTagsFile(source: YamlSource | undefined): { tags?: TagsFile; diagnostics: Diagnostic[] } {
  if (!source) return { diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const tags: TagsFile = new Map();
  const data = source.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      diagnostic(
        'blog-tags-invalid',
        'warning',
        'tags.yml is not a map of tags; no tag was read from it',
        source.positionOf([]),
        'Write each tag under its key: `key: { label: …, permalink: …, description: … }`.',
      ),
    );
    return { diagnostics };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (value === null || value === undefined) {
      tags.set(key, { label: key });
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      diagnostics.push(
        diagnostic('blog-tags-invalid', 'warning', `The tag "${key}" of tags.yml is not a map; it was left out`, source.positionOf([key]), 'Write `key: { label: …, permalink: …, description: … }`.'),
      );
      continue;
    }
    const entry = value as Record<string, unknown>;
    const permalink = text(entry.permalink);
    tags.set(key, {
      label: text(entry.label) ?? key,
      ...(permalink ? { permalink: permalink.startsWith('/') ? permalink : `/${permalink}` } : {}),
      ...(text(entry.description) ? { description: text(entry.description) } : {}),
    });
  }
  return { tags, diagnostics };
}

/**
 * A post's tags: each written key of tags.yml becomes its tag; another is kept as written (inline)
 * and, when the site has tags.yml, reported (`report`: its severity; `ignore`: not reported).
 */
export function resolveTags(
  written: readonly FrontMatterTag[],
  file: TagsFile | undefined,
  report: Severity | 'ignore',
  where: { file: string; relPath: string; positionOf: (label: string) => { line: number; column: number } },
): { tags: BlogTag[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const tags = written.map((tag): BlogTag => {
    const predefined = tag.permalink === undefined ? file?.get(tag.label) : undefined;
    if (predefined) return predefined;
    if (file && report !== 'ignore')
      diagnostics.push(
        diagnostic(
          'blog-tag-inline',
          report,
          `The tag "${tag.label}" used in ${where.relPath} is not defined in tags.yml`,
          { file: where.file, ...where.positionOf(tag.label) },
          `Add "${tag.label}" to tags.yml, use one of its keys (${[...file.keys()].slice(0, 5).join(', ')}${file.size > 5 ? ', …' : ''}), or set blog.onInlineTags: ignore.`,
        ),
      );
    return tag;
  });
  return { tags, diagnostics };
}

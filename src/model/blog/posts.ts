// The blog's posts read as Docusaurus reads them: the date and slug from the file's name
// (`2024-05-01-slug.md`, `2024/05/01/slug.md`, `2024-05-01-slug/index.md`) or front matter, the
// route `<blog>/YYYY/MM/DD/slug` (or `<blog>/<front matter slug>`), authors from authors.yml or
// written in place, and where `<!-- truncate -->` ends the excerpt. Each post is a docs page meta,
// so its body renders as a docs page's does (render/doc-bodies.ts).
import { posix } from 'node:path';
import { diagnostic, type Diagnostic, type SourcePosition } from '../../diagnostics/diagnostic.js';
import { withInputFile } from '../../diagnostics/internal-error.js';
import type { BlogSource } from '../../load/blog.js';
import { splitFrontMatter, type FrontMatterAuthor } from '../../markdown/front-matter.js';
import { markTruncate } from '../../markdown/truncate-mark.js';
import { normalizeRoute, type Route } from '../../shared/routes.js';
import type { DocPageMeta } from '../doc-pages.js';
import type { BlogAuthor } from '../types.js';
import { authorOf, type AuthorsMap } from './authors.js';
import { resolveTags, type BlogTag, type TagsFile } from './tags-file.js';

export interface BlogPostMeta {
  meta: DocPageMeta;
  /** YYYY-MM-DD or a full ISO time. */
  date: string;
  /** Authors of authors.yml by key; written in place. */
  authors: (BlogAuthor & { key?: string })[];
  truncated: boolean;
  /** Its tags: tags.yml's for the keys it names, else as written. */
  tags: BlogTag[];
  /** The post's text as written (the machine outputs show it without the mark). */
  text: string;
}

const DATED = /^(\d{4})[-/](\d{2})[-/](\d{2})[-/](.+)$/;

/** Line and column of the first `needle` in `text` (a front matter value), else the file's first line. */
function positionIn(file: string, text: string, needle: string): SourcePosition {
  const at = text.indexOf(needle);
  if (at < 0) return { file, line: 1, column: 1 };
  const before = text.slice(0, at).split('\n');
  return { file, line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Every post's meta, newest first (then by route). A post without a date is left out, with a
 * warning; drafts too, unless `includeDrafts` (watch).
 */
export function readBlogPosts(
  blog: BlogSource,
  read: { authors: AuthorsMap; tags?: TagsFile },
  includeDrafts: boolean,
  externalImages: 'allow' | 'block',
): { posts: BlogPostMeta[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const base = blog.options.routeBasePath;
  const posts: BlogPostMeta[] = [];
  for (const source of blog.posts) {
    const split = withInputFile(source.file, () => splitFrontMatter(source.file, source.text, true));
    diagnostics.push(...split.diagnostics);
    const fm = split.frontMatter;
    if (fm.draft === true && !includeDrafts) continue;
    const name = source.relPath.replace(/\.mdx?$/, '').replace(/\/index$/, '');
    const dated = DATED.exec(name);
    const date = fm.date ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined);
    if (date === undefined) {
      diagnostics.push(
        diagnostic(
          'blog-post-undated',
          'warning',
          `The blog post ${source.relPath} has no date; it was left out`,
          { file: source.file, line: 1, column: 1 },
          'Name the file YYYY-MM-DD-slug.md (or a folder YYYY-MM-DD-slug/), or write `date: YYYY-MM-DD` in its front matter.',
        ),
      );
      continue;
    }
    const nameSlug = dated ? `${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}` : name;
    const slug = fm.slug !== undefined ? (fm.slug.startsWith('/') ? fm.slug : posix.join(posix.dirname(name), fm.slug)) : nameSlug;
    const route: Route = normalizeRoute(base === '' ? slug : `${base}/${slug.replace(/^\/+/, '')}`);
    const authors = (fm.authors ?? []).flatMap((written: FrontMatterAuthor): (BlogAuthor & { key?: string })[] => {
      const key = typeof written === 'string' ? written : written.key;
      if (key !== undefined) {
        const known = read.authors.get(key);
        if (known) return [{ ...known, key }];
        diagnostics.push(
          diagnostic(
            'blog-author-unknown',
            'warning',
            `The author "${key}" is not in authors.yml; it was left out of the post`,
            positionIn(source.file, source.text, key),
            `Add "${key}" to ${blog.authors ? 'authors.yml' : 'an authors.yml beside the posts'}, or write the author in place ({ name, title, url }).`,
          ),
        );
        return [];
      }
      const author =
        typeof written === 'string'
          ? undefined
          : authorOf(written, externalImages, (field, why) =>
              diagnostics.push(
                diagnostic(
                  'blog-authors-invalid',
                  'warning',
                  `The ${field} of the author "${String(written.name)}" is not shown: ${why}`,
                  positionIn(source.file, source.text, field.split('.').pop()!),
                  'Correct it in the front matter, or remove it.',
                ),
              ),
            );
      return author ? [author] : [];
    });
    const tags = resolveTags(fm.tags ?? [], read.tags, blog.options.onInlineTags, {
      file: source.file,
      relPath: posix.join(posix.basename(blog.options.folder), source.relPath),
      positionOf: (label) => positionIn(source.file, source.text, label),
    });
    diagnostics.push(...tags.diagnostics);
    const { text: body, at } = markTruncate(split.body);
    posts.push({
      meta: { source, route, frontMatter: fm, body, lineOffset: split.lineOffset },
      date,
      authors,
      truncated: at !== undefined,
      tags: tags.tags,
      text: at ? `${split.body.slice(0, at.index)}${split.body.slice(at.index + at.length + 1)}` : split.body,
    });
  }
  posts.sort((a, b) => (a.date === b.date ? (a.meta.route < b.meta.route ? -1 : a.meta.route > b.meta.route ? 1 : 0) : a.date < b.date ? 1 : -1));
  return { posts, diagnostics };
}

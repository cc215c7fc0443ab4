// The blog and the tags in the site model, as the model stage (pipeline/model.ts) takes them: the
// posts' metas go to the docs' renderer with the docs pages', then their pages, the lists, the
// tag pages (the blog's and the docs'), the sidebar of recent posts and the feeds' contents.
import type { SiteConfig } from '../../config/site-config.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { BlogSource } from '../../load/blog.js';
import type { DocPageMeta } from '../doc-pages.js';
import type { MarkdownPage, PageModel, ReactPage, SiteModel } from '../types.js';
import { BLOG_SIDEBAR, blogPages } from './pages.js';
import { readAuthors } from './authors.js';
import { readBlogPosts, type BlogPostMeta } from './posts.js';
import { readTagsFile } from './tags-file.js';
import { docTagPages } from './tags.js';

export interface ReadBlog {
  source: BlogSource;
  posts: BlogPostMeta[];
  /** The posts' metas, rendered with the docs pages'. */
  metas: DocPageMeta[];
  diagnostics: Diagnostic[];
}

/** `externalImages`: security.externalImages (authors' images from other hosts). */
export function readBlog(source: BlogSource, includeDrafts: boolean, externalImages: 'allow' | 'block'): ReadBlog {
  const authors = readAuthors(source, externalImages);
  const tags = readTagsFile(source.tags);
  const posts = readBlogPosts(source, { authors: authors.authors, tags: tags.tags }, includeDrafts, externalImages);
  return { source, posts: posts.posts, metas: posts.posts.map((post) => post.meta), diagnostics: [...authors.diagnostics, ...tags.diagnostics, ...posts.diagnostics] };
}

/**
 * The rendered pages sorted out: the docs pages, and the pages the blog and the tags add (to the
 * site model's pages); `finish` gives the model the blog's sidebar and feeds.
 */
export function blogAndTags(
  blog: ReadBlog | undefined,
  rendered: { pages: (MarkdownPage | ReactPage)[]; diagnostics: Diagnostic[] },
  config: SiteConfig,
): { docPages: { pages: (MarkdownPage | ReactPage)[]; diagnostics: Diagnostic[] }; extraPages: PageModel[]; finish(site: SiteModel): void } {
  const postFiles = new Set(blog?.posts.map((post) => post.meta.source.file));
  const posts = new Map<string, MarkdownPage>();
  const docs: (MarkdownPage | ReactPage)[] = [];
  for (const page of rendered.pages) {
    if (page.kind === 'markdown' && page.sourceFile !== undefined && postFiles.has(page.sourceFile)) posts.set(page.sourceFile, page);
    else docs.push(page);
  }
  const made = blog ? blogPages(blog.posts, posts, blog.source.options, config) : undefined;
  const taken = new Set([...docs.map((page) => page.route), ...(made?.pages.map((page) => page.route) ?? [])]);
  const tagPages = docTagPages(
    docs.filter((page): page is MarkdownPage => page.kind === 'markdown'),
    config,
    taken,
  );
  return {
    docPages: { pages: docs, diagnostics: [...(blog?.diagnostics ?? []), ...rendered.diagnostics] },
    extraPages: [...(made?.pages ?? []), ...tagPages],
    finish(site) {
      if (!made) return;
      if (made.sidebar.length > 0) site.sidebars[BLOG_SIDEBAR] = made.sidebar;
      site.blog = made.feed;
    },
  };
}

// The blog folder read (Docusaurus's `blog/` layout beside the config): its posts' text, as docs
// files of a variant of their own (so that they render as docs pages do), and its authors.yml.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { pageLanguage } from '../config/ui-strings/index.js';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { DocSource } from './docs.js';
import type { DocsVariant } from './docs-variants.js';
import { listSiteFiles } from './site-files.js';
import { parseYamlLazily, type YamlSource } from './yaml-source.js';

/** The blog's options with Docusaurus's defaults filled in. */
export interface BlogOptions {
  folder: string;
  routeBasePath: string;
  title: string;
  description: string;
  postsPerPage: number;
  sidebarCount: number;
  sidebarTitle: string;
  showReadingTime: boolean;
  feeds: ('rss' | 'atom' | 'json')[];
}

export function blogOptions(config: SiteConfig, siteDir: string): BlogOptions {
  const blog = config.blog ?? {};
  const feed = blog.feedOptions?.type;
  // The blog is written in the default locale's language.
  const { strings } = pageLanguage(config, undefined);
  return {
    folder: resolve(siteDir, blog.path ?? 'blog'),
    routeBasePath: (blog.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, ''),
    title: blog.blogTitle ?? strings.blogTitle,
    description: blog.blogDescription ?? strings.blogTitle,
    postsPerPage: blog.postsPerPage ?? 10,
    sidebarCount: blog.blogSidebarCount ?? 5,
    sidebarTitle: blog.blogSidebarTitle ?? strings.blogRecentPosts,
    showReadingTime: blog.showReadingTime ?? true,
    feeds: feed === undefined ? ['rss', 'atom'] : feed === 'all' ? ['rss', 'atom', 'json'] : [feed],
  };
}

/** The blog's variant id: not a version's name (those are docs variants' ids). */
export const BLOG_VARIANT_ID = '#blog';

export interface BlogSource {
  options: BlogOptions;
  posts: DocSource[];
  /** authors.yml (or .yaml, .json) beside the posts. */
  authors?: YamlSource;
}

const POST_FILE = /\.mdx?$/;

/** The blog folder's posts and authors; a site without the folder has no blog (undefined). */
export async function loadBlog(
  config: SiteConfig,
  siteDir: string,
  outsideLinks: Severity,
  readText: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<{ blog?: BlogSource; diagnostics: Diagnostic[] }> {
  const options = blogOptions(config, siteDir);
  const variant: DocsVariant = { id: BLOG_VARIANT_ID, routePrefix: options.routeBasePath, folder: options.folder };
  const listed = await listSiteFiles(options.folder, {
    siteDir,
    outsideLinks,
    accept: (name, isDirectory) => !name.startsWith('.') && !name.startsWith('_') && (isDirectory ? name !== 'node_modules' : POST_FILE.test(name) || /^authors\.(ya?ml|json)$/.test(name)),
  });
  const diagnostics = [...listed.diagnostics];
  if (listed.files.length === 0) return { diagnostics };
  const posts = await Promise.all(
    listed.files.filter(({ relPath }) => POST_FILE.test(relPath)).map(async ({ file, relPath }): Promise<DocSource> => ({ file, relPath, kind: 'markdown', text: await readText(file), variant })),
  );
  const authorsFile = listed.files.find(({ relPath }) => /^authors\.(ya?ml|json)$/.test(relPath));
  let authors: YamlSource | undefined;
  if (authorsFile) {
    const parsed = parseYamlLazily(authorsFile.file, await readText(authorsFile.file), 'blog-authors-syntax');
    diagnostics.push(...parsed.diagnostics);
    authors = parsed.source;
  }
  return { blog: { options, posts, authors }, diagnostics };
}

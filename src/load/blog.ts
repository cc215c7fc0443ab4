// The blog folder read (Docusaurus's `blog/` layout beside the config): its posts' text, as docs
// files of a variant of their own (so that they render as docs pages do), its authors.yml and tags.yml.
import { resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';
import { pageLanguage } from '../config/ui-strings/index.js';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { DocSource } from './docs.js';
import type { DocsVariant } from './docs-variants.js';
import { readTextNow } from './read-now.js';
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
  /** A post's tag that tags.yml does not define: nothing, a warning or an error (Docusaurus's onInlineTags; `log` warns). */
  onInlineTags: 'ignore' | 'warning' | 'error';
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
    onInlineTags: blog.onInlineTags === 'ignore' ? 'ignore' : blog.onInlineTags === 'throw' ? 'error' : 'warning',
  };
}

/** The blog's variant id: not a version's name (those are docs variants' ids). */
export const BLOG_VARIANT_ID = '#blog';

export interface BlogSource {
  options: BlogOptions;
  posts: DocSource[];
  /** authors.yml (or .yaml, .json) beside the posts. */
  authors?: YamlSource;
  /** tags.yml (or .yaml, .json) beside the posts: the predefined tags. */
  tags?: YamlSource;
}

const POST_FILE = /\.mdx?$/;
/** authors.yml and tags.yml (or .yaml, .json) at the folder's top. */
const DATA_FILE = /^(authors|tags)\.(ya?ml|json)$/;

/** The blog folder's posts and authors; a site without the folder has no blog (undefined). */
export async function loadBlog(
  config: SiteConfig,
  siteDir: string,
  outsideLinks: Severity,
  readText: (file: string) => Promise<string> = readTextNow,
): Promise<{ blog?: BlogSource; diagnostics: Diagnostic[] }> {
  const options = blogOptions(config, siteDir);
  const variant: DocsVariant = { id: BLOG_VARIANT_ID, routePrefix: options.routeBasePath, folder: options.folder };
  const listed = await listSiteFiles(options.folder, {
    siteDir,
    outsideLinks,
    accept: (name, isDirectory) => !name.startsWith('.') && !name.startsWith('_') && (isDirectory ? name !== 'node_modules' : POST_FILE.test(name) || DATA_FILE.test(name)),
  });
  const diagnostics = [...listed.diagnostics];
  if (listed.files.length === 0) return { diagnostics };
  const posts = await Promise.all(
    listed.files.filter(({ relPath }) => POST_FILE.test(relPath)).map(async ({ file, relPath }): Promise<DocSource> => ({ file, relPath, kind: 'markdown', text: await readText(file), variant })),
  );
  const dataFile = async (name: 'authors' | 'tags'): Promise<YamlSource | undefined> => {
    const found = listed.files.find(({ relPath }) => relPath.startsWith(`${name}.`) && DATA_FILE.test(relPath));
    if (!found) return undefined;
    const parsed = parseYamlLazily(found.file, await readText(found.file), `blog-${name}-syntax`);
    diagnostics.push(...parsed.diagnostics);
    return parsed.source;
  };
  const authors = await dataFile('authors');
  const tags = await dataFile('tags');
  return { blog: { options, posts, ...(authors ? { authors } : {}), ...(tags ? { tags } : {}) }, diagnostics };
}

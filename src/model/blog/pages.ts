// The blog's pages from its rendered posts, at Docusaurus's URLs: each post (a markdown page with
// its date, authors, tags, reading time and neighbours), the lists (`<blog>`, `<blog>/page/2`),
// a page per tag and per author of authors.yml, the tags' index, the archive; the sidebar of
// recent posts; and what the feeds say (write/blog-feeds.ts).
import type { SiteConfig } from '../../config/site-config.js';
import { filled, pageLanguage } from '../../config/ui-strings/index.js';
import type { BlogOptions } from '../../load/blog.js';
import { assetUrl, routeOutputFile, routeUrl, type Route } from '../../shared/routes.js';
import { compareTitles } from '../../util/compare-text.js';
import { pageBodies } from '../page-bodies.js';
import type { SidebarEntry } from '../sidebar.js';
import type { BlogAuthor, BlogFeed, BlogListPage, BlogPostSummary, LinkListPage, MarkdownPage, PageModel, TagLink } from '../types.js';
import { TRUNCATE_HTML, TRUNCATE_MARK } from '../../markdown/truncate-mark.js';
import type { BlogPostMeta } from './posts.js';
import { routeOfUrl, tagSlug } from './tags.js';

/** The id of the blog's sidebar among the site's (not one a config can write: sidebar ids there are names). */
export const BLOG_SIDEBAR = '#blog';

/** Words a reader reads in a minute (Docusaurus's default). */
const WORDS_PER_MINUTE = 200;

function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export interface BlogPages {
  pages: PageModel[];
  sidebar: SidebarEntry[];
  feed: BlogFeed;
}

/** The post's HTML without the truncate mark, and the excerpt before it. */
function cutAtMark(html: string): { html: string; excerpt: string } {
  const at = html.indexOf(TRUNCATE_MARK);
  if (at < 0) return { html, excerpt: html };
  const whole = html.includes(TRUNCATE_HTML) ? html.replace(TRUNCATE_HTML, '') : html.replace(TRUNCATE_MARK, '');
  const before = html.slice(0, at).replace(/<p>\s*$/, '');
  return { html: whole, excerpt: before };
}

/**
 * `rendered`: the posts' pages as the render stage made them (by source file); a post whose body
 * failed to render has none and is left out (its diagnostic says why).
 */
export function blogPages(metas: BlogPostMeta[], rendered: ReadonlyMap<string, MarkdownPage>, options: BlogOptions, config: SiteConfig): BlogPages {
  const url = (route: Route) => routeUrl(config.baseUrl, route, config.trailingSlash);
  const page = <K extends string>(route: Route, kind: K, title: string) => ({ kind, route, url: url(route), outputFile: routeOutputFile(config.baseUrl, route), title, headings: [] });
  const base = options.routeBasePath;
  const under = (...parts: string[]): Route => [base, ...parts].filter((part) => part !== '').join('/');
  // The blog's pages are written in the default locale's language.
  const { strings } = pageLanguage(config, undefined);
  const tagUrl = (label: string, permalink?: string) => url(under('tags', permalink !== undefined ? permalink.replace(/^\/+|\/+$/g, '') : tagSlug(label)));

  // What tags.yml says of a tag, shown on its page.
  const tagDescriptions = new Map<string, string>();
  const posts: { page: MarkdownPage; summary: BlogPostSummary; excerpt: string; html: string; meta: BlogPostMeta }[] = [];
  for (const meta of metas) {
    const post = rendered.get(meta.meta.source.file);
    if (!post) continue;
    const cut = cutAtMark(pageBodies.read(post).html);
    const tags: TagLink[] = meta.tags.map((tag) => ({ label: tag.label, url: tagUrl(tag.label, tag.permalink) }));
    for (const tag of meta.tags) if (tag.description !== undefined) tagDescriptions.set(tagUrl(tag.label, tag.permalink), tag.description);
    // A picture from the static folder is a path of the site, under its base URL.
    const authors: BlogAuthor[] = meta.authors.map(({ key, ...written }) => {
      const author = written.imageUrl?.startsWith('/') ? { ...written, imageUrl: assetUrl(config.baseUrl, written.imageUrl) } : written;
      return key !== undefined ? { ...author, page: url(under('authors', tagSlug(key))) } : author;
    });
    const summary: BlogPostSummary = {
      title: post.title,
      url: post.url,
      date: meta.date,
      authors,
      tags,
      ...(options.showReadingTime ? { readingMinutes: readingMinutes(meta.text) } : {}),
      truncated: meta.truncated,
    };
    const withPost: MarkdownPage = { ...post, markdown: meta.text, tags, sidebarId: options.sidebarCount > 0 ? BLOG_SIDEBAR : undefined };
    pageBodies.put(withPost, { html: cut.html });
    posts.push({ page: withPost, summary, excerpt: cut.excerpt, html: cut.html, meta });
  }
  const listed = posts.filter((post) => !post.page.unlisted);
  // Newer and older: the neighbours in the list (an unlisted post has none, and is no one's).
  listed.forEach((post, i) => {
    const link = (other: (typeof listed)[number] | undefined) => (other ? { title: other.summary.title, url: other.summary.url } : undefined);
    post.page.blogPost = { summary: post.summary, newer: link(listed[i - 1]), older: link(listed[i + 1]) };
  });
  for (const post of posts) post.page.blogPost ??= { summary: post.summary };

  const pages: PageModel[] = posts.map((post) => post.page);
  /** A list of posts over pages of postsPerPage: `<route>`, `<route>/page/2`, … */
  const lists = (route: Route, title: string, heading: string | undefined, items: typeof listed, description: string, about?: { author?: BlogAuthor; intro?: string }) => {
    const count = Math.max(1, Math.ceil(items.length / options.postsPerPage));
    const routeOf = (n: number) => (n === 1 ? route : [route, 'page', String(n)].filter((part) => part !== '').join('/'));
    for (let n = 1; n <= count; n++) {
      const slice = items.slice((n - 1) * options.postsPerPage, n * options.postsPerPage);
      const list: BlogListPage = {
        ...page(routeOf(n), 'blogList' as const, n === 1 ? title : `${title} (${n})`),
        description,
        heading,
        ...(about?.author ? { author: { ...about.author, page: undefined } } : {}),
        ...(about?.intro ? { intro: about.intro } : {}),
        posts: slice.map((post) => post.summary),
        pager: { ...(n > 1 ? { newer: url(routeOf(n - 1)) } : {}), ...(n < count ? { older: url(routeOf(n + 1)) } : {}) },
        ...(options.sidebarCount > 0 ? { sidebarId: BLOG_SIDEBAR } : {}),
      };
      pageBodies.put(list, { html: '', excerpts: slice.map((post) => post.excerpt) });
      pages.push(list);
    }
  };
  lists(under(), options.title, undefined, listed, options.description);

  // Tags: by URL (two labels of one slug are one tag, as in Docusaurus), the first label written names it.
  const byTag = new Map<string, { label: string; posts: typeof listed }>();
  for (const post of listed)
    for (const tag of post.summary.tags) {
      const entry = byTag.get(tag.url) ?? { label: tag.label, posts: [] };
      if (!entry.posts.includes(post)) entry.posts.push(post);
      byTag.set(tag.url, entry);
    }
  const tagRoutes = [...byTag].sort(([, a], [, b]) => compareTitles(a.label, b.label));
  for (const [tagLink, { label, posts: tagged }] of tagRoutes) {
    const route = routeOfUrl(config, tagLink);
    const words = { count: String(tagged.length), tag: label };
    lists(
      route,
      filled(tagged.length === 1 ? strings.blogTaggedTitleOne : strings.blogTaggedMany, words),
      filled(tagged.length === 1 ? strings.blogTaggedHeadingOne : strings.blogTaggedMany, words),
      tagged,
      tagDescriptions.get(tagLink) ?? filled(strings.blogTaggedDescription, words),
      { intro: tagDescriptions.get(tagLink) },
    );
  }
  if (byTag.size > 0) {
    const index: LinkListPage = {
      ...page(under('tags'), 'linkList' as const, strings.blogTags),
      sections: [{ links: tagRoutes.map(([tagLink, { label, posts: tagged }]) => ({ label, url: tagLink, count: tagged.length })) }],
      ...(options.sidebarCount > 0 ? { sidebarId: BLOG_SIDEBAR } : {}),
    };
    pages.push(index);
  }
  // Authors of authors.yml: a page of their posts each.
  const byAuthor = new Map<string, { author: BlogAuthor; posts: typeof listed }>();
  for (const post of listed)
    for (const author of post.summary.authors) {
      if (author.page === undefined) continue;
      const entry = byAuthor.get(author.page) ?? { author, posts: [] };
      entry.posts.push(post);
      byAuthor.set(author.page, entry);
    }
  for (const [authorUrl, { author, posts: theirs }] of byAuthor) {
    const route = routeOfUrl(config, authorUrl);
    const words = { author: author.name };
    lists(route, filled(strings.blogPostsBy, words), filled(strings.blogPostsBy, words), theirs, filled(strings.blogPostsByDescription, words), { author });
  }
  // The archive: every listed post by year, newest first.
  const years = new Map<string, typeof listed>();
  for (const post of listed) years.set(post.summary.date.slice(0, 4), [...(years.get(post.summary.date.slice(0, 4)) ?? []), post]);
  const archive: LinkListPage = {
    ...page(under('archive'), 'linkList' as const, strings.blogArchive),
    description: strings.blogArchive,
    sections: [...years].map(([year, inYear]) => ({ heading: year, links: inYear.map((post) => ({ label: post.summary.title, url: post.summary.url, note: post.summary.date.slice(0, 10) })) })),
  };
  pages.push(archive);

  const recent = options.sidebarCount > 0 ? listed.slice(0, options.sidebarCount) : [];
  const sidebar: SidebarEntry[] =
    recent.length > 0
      ? [
          {
            kind: 'category',
            label: options.sidebarTitle,
            collapsed: false,
            collapsible: false,
            items: recent.map((post) => ({ kind: 'link' as const, label: post.summary.title, route: post.page.route })),
          },
        ]
      : [];
  const feed: BlogFeed = {
    title: options.title,
    description: options.description,
    route: under(),
    feeds: options.feeds,
    posts: listed.map((post) => ({ ...post.summary, description: post.page.description, html: post.html })),
  };
  return { pages, sidebar, feed };
}

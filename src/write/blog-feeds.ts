// The blog's feeds beside its home, as Docusaurus writes them: `rss.xml` (RSS 2.0), `atom.xml`
// (Atom 1.0) and `feed.json` (JSON Feed 1.1), each with every listed post, newest first: its
// title, link, date, authors, tags, description and HTML (links made absolute for feed readers).
// Dates are the posts' own, so a build writes the same feeds every time.
import type { BlogFeed, SiteModel } from '../model/types.js';
import { escapeHtml } from '../shared/escape-html.js';
import { routeUrl } from '../shared/routes.js';

/** A post's date as a Date (a day is its UTC midnight). */
function dateOf(date: string): Date {
  return new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
}

/** `href="/x"` and `src="/x"` → the site's origin first. */
function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}

export function blogFeedFiles(site: SiteModel): Map<string, string> {
  const blog = site.blog;
  const files = new Map<string, string>();
  if (!blog) return files;
  const { config } = site;
  const origin = config.url.replace(/\/+$/, '');
  const home = `${origin}${routeUrl(config.baseUrl, blog.route, config.trailingSlash)}`;
  const folder = `${config.baseUrl.replace(/^\//, '')}${blog.route === '' ? '' : `${blog.route}/`}`;
  const posts = blog.posts.map((post) => ({ ...post, link: `${origin}${post.url}`, when: dateOf(post.date), html: absoluteLinks(post.html, origin) }));
  const updated = posts[0]?.when ?? new Date(0);
  const x = (text: string) => escapeHtml(text);
  for (const type of blog.feeds) {
    if (type === 'rss') files.set(`${folder}rss.xml`, rss(blog, home, updated, posts, x));
    if (type === 'atom') files.set(`${folder}atom.xml`, atom(blog, home, `${origin}/${folder}atom.xml`, updated, posts, x));
    if (type === 'json') files.set(`${folder}feed.json`, jsonFeed(blog, home, `${origin}/${folder}feed.json`, posts));
  }
  return files;
}

type FeedPost = BlogFeed['posts'][number] & { link: string; when: Date };

function rss(blog: BlogFeed, home: string, updated: Date, posts: FeedPost[], x: (text: string) => string): string {
  const items = posts.map(
    (post) =>
      `    <item>\n      <title>${x(post.title)}</title>\n      <link>${x(post.link)}</link>\n      <guid>${x(post.link)}</guid>\n      <pubDate>${post.when.toUTCString()}</pubDate>\n` +
      (post.description ? `      <description>${x(post.description)}</description>\n` : '') +
      `      <content:encoded>${x(post.html)}</content:encoded>\n` +
      post.authors.map((author) => `      <dc:creator>${x(author.name)}</dc:creator>\n`).join('') +
      post.tags.map((tag) => `      <category>${x(tag.label)}</category>\n`).join('') +
      `    </item>\n`,
  );
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n  <channel>\n` +
    `    <title>${x(blog.title)}</title>\n    <link>${x(home)}</link>\n    <description>${x(blog.description)}</description>\n    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>\n` +
    items.join('') +
    `  </channel>\n</rss>\n`
  );
}

function atom(blog: BlogFeed, home: string, self: string, updated: Date, posts: FeedPost[], x: (text: string) => string): string {
  const entries = posts.map(
    (post) =>
      `  <entry>\n    <title type="html">${x(post.title)}</title>\n    <id>${x(post.link)}</id>\n    <link href="${x(post.link)}"/>\n    <updated>${post.when.toISOString()}</updated>\n` +
      (post.description ? `    <summary type="html">${x(post.description)}</summary>\n` : '') +
      `    <content type="html">${x(post.html)}</content>\n` +
      post.authors.map((author) => `    <author>\n      <name>${x(author.name)}</name>\n${author.url ? `      <uri>${x(author.url)}</uri>\n` : ''}    </author>\n`).join('') +
      post.tags.map((tag) => `    <category label="${x(tag.label)}" term="${x(tag.label)}"/>\n`).join('') +
      `  </entry>\n`,
  );
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <id>${x(home)}</id>\n  <title>${x(blog.title)}</title>\n  <updated>${updated.toISOString()}</updated>\n` +
    `  <link rel="alternate" href="${x(home)}"/>\n  <link rel="self" href="${x(self)}"/>\n  <subtitle>${x(blog.description)}</subtitle>\n` +
    entries.join('') +
    `</feed>\n`
  );
}

function jsonFeed(blog: BlogFeed, home: string, self: string, posts: FeedPost[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: blog.title,
    home_page_url: home,
    feed_url: self,
    description: blog.description,
    items: posts.map((post) => ({
      id: post.link,
      url: post.link,
      title: post.title,
      content_html: post.html,
      ...(post.description ? { summary: post.description } : {}),
      date_modified: post.when.toISOString(),
      ...(post.authors.length > 0 ? { authors: post.authors.map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
      ...(post.tags.length > 0 ? { tags: post.tags.map((tag) => tag.label) } : {}),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

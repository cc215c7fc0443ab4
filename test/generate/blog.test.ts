// The blog (Docusaurus's blog/ layout) and docs tags, as a reader and a feed reader see them: posts
// at Docusaurus's URLs, list pages with excerpts and pagination, tag, author and archive pages,
// the feeds, the navbar link, and tag pages for docs pages.
import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli, tempDir } from '../helpers/cli.js';

describe('the blog', () => {
  it('writes posts, lists, tags, authors and the archive at Docusaurus URLs', async () => {
    const { run, out, read } = await generateFixture('blog-site');
    expect(run.exitCode, run.output).toBe(0);
    // Link check clean, no warning about tags or authors.
    expect(run.output).toContain('0 warnings');
    for (const page of [
      'blog/2024/02/01/changelog-2-0',
      'blog/2024/03/10/release-notes',
      'blog/2024/01/05/hello',
      'blog/custom-slug',
      'blog/page/2',
      'blog/tags',
      'blog/tags/release',
      'blog/authors/ada',
      'blog/archive',
    ])
      expect(existsSync(join(out, page, 'index.html')), page).toBe(true);
    // The draft is not published.
    expect(existsSync(join(out, 'blog/2024/04/01/draft-post/index.html'))).toBe(false);

    // The list: newest first, two per page; the excerpt stops at <!-- truncate --> with "Read more".
    const home = parse(await read('blog/index.html'));
    const titles = home.querySelectorAll('article.blog-post-excerpt h2').map((h) => h.text);
    expect(titles).toEqual(['Release notes for March', 'Version 2.0 & more']);
    const changelog = home.querySelectorAll('article.blog-post-excerpt')[1];
    expect(changelog.text).toContain('Version 2.0 is out');
    expect(changelog.text).not.toContain('only on its own page');
    expect(changelog.querySelector('.blog-read-more a')?.getAttribute('href')).toBe('/blog/2024/02/01/changelog-2-0');
    expect(home.querySelector('a[rel=next]')?.getAttribute('href')).toBe('/blog/page/2');
    const second = parse(await read('blog/page/2/index.html'));
    expect(second.querySelectorAll('article.blog-post-excerpt h2').map((h) => h.text)).toEqual(['Hello, blog', 'A post with its own slug']);
    // An MDX post's excerpt stops at {/* truncate */}, with "Read more"; its own page has the whole text.
    const mdxPost = second.querySelectorAll('article.blog-post-excerpt')[1];
    expect(mdxPost.text).toContain('An MDX post.');
    expect(mdxPost.text).not.toContain('More after the cut');
    expect(mdxPost.querySelector('.blog-read-more a')?.getAttribute('href')).toBe('/blog/custom-slug');
    const mdxPage = parse(await read('blog/custom-slug/index.html'));
    expect(mdxPage.querySelector('main article')?.text).toMatch(/An MDX post\.\s+More after the cut\./);
    expect(mdxPage.text).not.toContain('specpress-truncate');

    // The post: its whole text, date, authors from authors.yml, reading time, tags, newer and older posts.
    const post = parse(await read('blog/2024/02/01/changelog-2-0/index.html'));
    expect(post.querySelector('main h1')?.text).toBe('Version 2.0 & more');
    expect(post.text).toContain('only on its own page');
    expect(post.text).not.toContain('specpress-truncate');
    expect(post.querySelector('.blog-post-meta time')?.getAttribute('datetime')).toBe('2024-02-01');
    expect(post.querySelector('.blog-post-meta')?.text).toContain('1 min read');
    expect(post.querySelectorAll('.blog-authors a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Ada Lovelace', '/blog/authors/ada'],
      ['Grace Hopper', '/blog/authors/grace'],
    ]);
    expect(post.querySelectorAll('.tag-list a').map((a) => a.getAttribute('href'))).toEqual(['/blog/tags/release', '/blog/tags/changelog']);
    expect(post.querySelector('a[rel=prev]')?.getAttribute('href')).toBe('/blog/2024/03/10/release-notes');
    expect(post.querySelector('a[rel=next]')?.getAttribute('href')).toBe('/blog/2024/01/05/hello');
    // The blog's sidebar: the three most recent posts.
    expect(post.querySelectorAll('aside.sidebar a').map((a) => a.text)).toEqual(['Release notes for March', 'Version 2.0 & more', 'Hello, blog']);
    // A relative link to another post's file is its URL; an image beside a dated folder's post is published.
    const hello = parse(await read('blog/2024/01/05/hello/index.html'));
    expect(hello.querySelector('article a[href="/blog/2024/02/01/changelog-2-0"]')).not.toBeNull();
    const img =
      parse(await read('blog/2024/03/10/release-notes/index.html'))
        .querySelector('article img')
        ?.getAttribute('src') ?? '';
    expect(existsSync(join(out, decodeURI(img)))).toBe(true);

    const tag = parse(await read('blog/tags/changelog/index.html'));
    expect(tag.querySelector('h1')?.text).toBe('2 posts tagged with "changelog"');
    expect(
      parse(await read('blog/tags/index.html'))
        .querySelectorAll('main li a')
        .map((a) => a.text),
    ).toEqual(['changelog', 'release']);
    expect(
      parse(await read('blog/authors/ada/index.html'))
        .querySelectorAll('article h2')
        .map((h) => h.text),
    ).toEqual(['Version 2.0 & more', 'Hello, blog']);
    const archive = parse(await read('blog/archive/index.html'));
    expect(archive.querySelectorAll('h2').map((h) => h.text)).toEqual(['2024', '2023']);

    // The navbar's { to: blog } reaches the blog; posts are in the sitemap, llms.txt and have .md twins.
    expect(home.querySelector('a.navbar-link[href="/blog"]')).not.toBeNull();
    expect(await read('sitemap.xml')).toContain('https://blog.example.com/blog/2024/02/01/changelog-2-0');
    expect(await read('llms.txt')).toContain('/blog/2024/02/01/changelog-2-0.md');
    expect(await read('blog/2024/02/01/changelog-2-0.md')).toContain('The rest of the post');
  });

  it('writes RSS, Atom and JSON feeds dated from the posts', async () => {
    const { read } = await generateFixture('blog-site');
    const rss = await read('blog/rss.xml');
    // No XML parser among the dependencies: each item's fields read by pattern.
    const items = rss.split('<item>').slice(1);
    const field = (item: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(item)?.[1];
    expect(items.map((item) => field(item, 'title'))).toEqual(['Release notes for March', 'Version 2.0 &amp; more', 'Hello, blog', 'A post with its own slug']);
    expect(items.map((item) => field(item, 'pubDate'))).toEqual(['Sun, 10 Mar 2024 00:00:00 GMT', 'Thu, 01 Feb 2024 00:00:00 GMT', 'Fri, 05 Jan 2024 00:00:00 GMT', 'Sun, 24 Dec 2023 00:00:00 GMT']);
    // Well-formed: markup inside items is escaped text, every tag is closed.
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss /);
    expect(rss).toContain('&lt;b&gt;breaking&lt;/b&gt;');
    expect(rss).not.toContain('Unfinished');
    const atom = (await read('blog/atom.xml')).split('<entry>').slice(1);
    expect(atom.map((entry) => field(entry, 'updated'))).toEqual(['2024-03-10T00:00:00.000Z', '2024-02-01T00:00:00.000Z', '2024-01-05T00:00:00.000Z', '2023-12-24T00:00:00.000Z']);
    const json = JSON.parse(await read('blog/feed.json')) as { items: { url: string; title: string; date_modified: string; content_html: string }[] };
    expect(json.items.map((item) => item.url)).toEqual([
      'https://blog.example.com/blog/2024/03/10/release-notes',
      'https://blog.example.com/blog/2024/02/01/changelog-2-0',
      'https://blog.example.com/blog/2024/01/05/hello',
      'https://blog.example.com/blog/custom-slug',
    ]);
    // Links and images in a feed are absolute.
    expect(json.items[0].content_html).toContain('src="https://blog.example.com/assets/site/blog/');
  });

  it('shows docs tags and lists the tagged pages on tag pages', async () => {
    const { read } = await generateFixture('blog-site');
    const setup = parse(await read('setup/index.html'));
    expect(setup.querySelectorAll('.tag-list a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['getting-started', '/tags/getting-started'],
      ['Operations', '/tags/ops'],
    ]);
    const tag = parse(await read('tags/getting-started/index.html'));
    expect(tag.querySelector('h1')?.text).toBe('2 docs tagged with "getting-started"');
    expect(tag.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/', '/setup']));
    expect(
      parse(await read('tags/index.html'))
        .querySelectorAll('main li a')
        .map((a) => a.text),
    ).toEqual(['API', 'getting-started', 'Operations']);
  });

  it('reports a post without a date and an unknown author at their lines', async () => {
    const site = await copyFixture('blog-site');
    await writeFile(join(site, 'blog', 'undated.md'), '---\ntitle: Undated\n---\n\nNo date.\n');
    await writeFile(join(site, 'blog', '2024-05-01-who.md'), '---\ntitle: Who\nauthors: [nobody]\n---\n\nText.\n');
    const run = await runCli(['generate', '--out', join(await tempDir(), 'build')], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/undated\.md:1:1.*blog-post-undated/s);
    expect(run.output).toContain('has no date; it was left out');
    expect(run.output).toMatch(/2024-05-01-who\.md:3:11/);
    expect(run.output).toContain('The author "nobody" is not in authors.yml');
  });
});

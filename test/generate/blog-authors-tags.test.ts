// A Docusaurus blog's authors.yml and tags.yml as readers see them (fixtures/blog-authors-and-tags):
// authors' pictures, titles, links and socials on posts, lists and author pages, untrusted values
// as text; predefined tags' labels, permalinks and descriptions; a tag tags.yml lacks is a warning.
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

describe("a blog's authors.yml and tags.yml", () => {
  let run: CliRun;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, read } = await generateFixture('blog-authors-and-tags'));
  });
  const page = async (path: string) => parse(await read(path));

  it('builds, warning about the tag tags.yml does not define and the unsafe link, each at its line', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain('blog/2024-04-01-hello.md:4:17: warning The tag "unplanned" used in blog/2024-04-01-hello.md is not defined in tags.yml [blog-tag-inline]');
    expect(run.output).toContain('hint: Add "unplanned" to tags.yml, use one of its keys (release, howto), or set blog.onInlineTags: ignore.');
    expect(run.output).toContain('blog/authors.yml:14:8: warning The url of the author "grace" is not shown');
    expect(run.output).toMatch(/2 warnings/);
  });

  it("shows each author's picture, title and socials on a post, escaped", async () => {
    const post = await page('blog/2024/05/01/version-3/index.html');
    const authors = post.querySelectorAll('.blog-post-meta .blog-authors li');
    expect(authors.map((li) => li.querySelector('img.blog-author-image')?.getAttribute('src'))).toEqual(['/img/ada.svg', 'https://avatars.example.com/grace.png']);
    expect(authors[0].querySelectorAll('.blog-author-socials a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/ada'],
      ['X', 'https://x.com/ada_l'],
      ['Email', 'mailto:ada@example.com'],
    ]);
    expect(authors[1].querySelector('.blog-author-socials a')?.getAttribute('href')).toBe('https://www.linkedin.com/in/grace-hopper/');
    // Untrusted text stays text; the javascript: link is not written.
    expect(authors[1].querySelector('a')?.text).toBe('Grace <b>Hopper</b>');
    expect(authors[1].querySelector('.blog-author-title')?.text).toBe(' (Compiler <script>alert(1)</script> author)');
    const html = await read('blog/2024/05/01/version-3/index.html');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
  });

  it('shows who the author is on their page, and the authors on list pages', async () => {
    const ada = await page('blog/authors/ada/index.html');
    expect(ada.querySelector('header h1')?.text).toBe('Posts by Ada Lovelace');
    expect(ada.querySelector('header .blog-author img')?.getAttribute('src')).toBe('/img/ada.svg');
    expect(ada.querySelector('header .blog-author a')?.getAttribute('href')).toBe('https://example.com/ada');
    const home = await page('blog/index.html');
    expect(home.querySelectorAll('.blog-post-excerpt img.blog-author-image')).toHaveLength(3);
  });

  it("names tags by tags.yml's label and permalink, with its description on the tag page", async () => {
    const post = await page('blog/2024/05/01/version-3/index.html');
    expect(post.querySelectorAll('.tag-list a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Releases', '/blog/tags/releases'],
      ['How-to', '/blog/tags/how-to'],
    ]);
    const releases = await page('blog/tags/releases/index.html');
    expect(releases.querySelector('header h1')?.text).toBe('2 posts tagged with "Releases"');
    expect(releases.querySelector('header .blog-list-intro')?.text).toBe('Every release, with what changed.');
    expect(releases.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Every release, with what changed.');
    // The inline tag still gets its page.
    expect((await page('blog/tags/unplanned/index.html')).querySelector('header h1')?.text).toBe('One post tagged with "unplanned"');
  });
});

// GFM's extended autolinks in markdown text (render-markdown.ts): linkify-it is asked of a whole
// inline block only through a cheap hint, then of each text; these cases hold the HTML of texts
// that are a whole block, hints without a link, and URLs that are link destinations.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

const html = (markdown: string) => renderMarkdown(markdown).html.trim();

describe('autolinks', () => {
  it('link a bare URL, www. and an email, not a bare domain', () => {
    expect(html('https://a.example/x')).toBe('<p><a href="https://a.example/x">https://a.example/x</a></p>');
    expect(html('see www.example.org/help now')).toBe('<p>see <a href="http://www.example.org/help">www.example.org/help</a> now</p>');
    expect(html('mail team@example.org')).toBe('<p>mail <a href="mailto:team@example.org">team@example.org</a></p>');
    expect(html('example.org is a domain')).toBe('<p>example.org is a domain</p>');
  });

  it('leave a block with a hint but no link as it is (a whole block, or one text of several)', () => {
    expect(html('ping @team today')).toBe('<p>ping @team today</p>');
    expect(html('ping @team *today*')).toBe('<p>ping @team <em>today</em></p>');
    expect(html('a // comment and http: alone')).toBe('<p>a // comment and http: alone</p>');
  });

  it('leave link destinations alone and link the URLs of the text beside them', () => {
    expect(html('[docs](https://a.example/x) and https://b.example/y')).toBe('<p><a href="https://a.example/x">docs</a> and <a href="https://b.example/y">https://b.example/y</a></p>');
    expect(html('[docs](https://a.example/x) and @team')).toBe('<p><a href="https://a.example/x">docs</a> and @team</p>');
    expect(html('`https://in.code/x` and [https://c.example](https://c.example)')).toBe('<p><code>https://in.code/x</code> and <a href="https://c.example">https://c.example</a></p>');
  });
});

// What the search finds of a docs page (src/search/page-documents.ts): the page and each h2/h3
// section as plain text, one space between words however the HTML spaced them, and an excerpt cut
// at a word.
import { describe, expect, it } from 'vitest';
import { pageDocuments } from '../../src/search/page-documents.js';

const page = (html: string, description?: string) => ({ kind: 'markdown' as const, title: 'Guide', url: '/guide', description, html });

describe('pageDocuments', () => {
  it('gives the page and each section its words, spaced once, with headings and tags left out', () => {
    const html = [
      '<p>\n  Intro   <em>words</em>\n</p>',
      '<h1 id="guide">Guide</h1>',
      '<h1 id="again">Again</h1>',
      '<p>  more\tintro&nbsp;&amp; </p>',
      '<h2 id="install">Install <code>it</code></h2>',
      '<p>Run\n\n<code>npm i</code> .</p><ul><li>one</li>\n<li>two</li></ul>',
      '<h3 id="empty">Empty</h3>',
      '   ',
      '<h2 id="a&amp;b">A &amp; B</h2>',
      '<p><br></p><p>last</p>',
    ].join('\n');
    const documents = pageDocuments(page(html));
    expect(documents.map(({ title, url, text, excerpt }) => ({ title, url, text, excerpt }))).toEqual([
      {
        title: 'Guide',
        url: '/guide', // (The page's text starts with its description, here none, and a space.)
        text: ' Intro words more intro &',
        excerpt: 'Intro words more intro &',
      },
      { title: 'Install it', url: '/guide#install', text: 'Run npm i . one two', excerpt: 'Run npm i . one two' },
      { title: 'Empty', url: '/guide#empty', text: '', excerpt: '' },
      { title: 'A & B', url: '/guide#a&b', text: 'last', excerpt: 'last' },
    ]);
  });

  it('excerpts the description when the page has one, and cuts a long text at a word', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const [first, section] = pageDocuments(page(`<p>${long}</p><h2 id="s">S</h2><p>${long}</p>`, '  A   described\npage '));
    expect(first.text).toBe(`  A   described\npage  ${long}`);
    expect(first.excerpt).toBe('A described page');
    expect(section.excerpt).toMatch(/^word0 word1 .* word\d+…$/);
    expect(section.excerpt.length).toBeLessThanOrEqual(140);
  });
});

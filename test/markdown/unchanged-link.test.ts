// The link destinations markdown-it's normalizeLink is skipped for must be the ones it gives back
// unchanged: on every destination of the repository's markdown (real Docusaurus and Starlight
// content among the fixtures), of the markdown the installed packages ship (READMEs and docs
// nobody on the project wrote: about 12,000 distinct URLs) and on the edge cases of its URL parser,
// the two agree.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { skipUnchangedLinks } from '../../src/markdown/unchanged-link.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';
import { repositoryMarkdown } from '../helpers/repository-markdown.js';

const EDGES = [
  'HTTP://Example.COM/A',
  'https://a_b.example.com/x',
  'http://a.b.c.d.example.com/',
  'http:path',
  'https:/x',
  'mailto:A@B.C',
  '//host:8080/p?q#h#h2',
  'a:b',
  './a:b',
  'x@y',
  'javascript:alert(1)',
  "http://h/it's",
  'http://h:99999/',
  'http://-a-.com/',
  'https://x.y/Z?A=B&c=(d)',
  'http://h/a//b',
  'http://host?x',
  'http://host#x',
  '?q',
  '#h',
  '',
  'http://',
  'http://x.y:',
  'http://[::1]/',
  'https://bücher.example/ä',
  'my page.md',
  './a%20b.md',
  '/a%zz',
  'http://user:pw@host/p',
  `https://${'a'.repeat(64)}.example/`,
  'https://example.com/a b',
  'https://example.com/\\x',
  'http://example.com/`x`',
  'HTTPS://EXAMPLE.COM',
  ' https://example.com',
];

describe('link destinations markdown-it would leave unchanged', () => {
  it('are given back as markdown-it gives them, for every destination of the repository, of the packages’ markdown and the parser’s edge cases', () => {
    const urls = new Set(EDGES);
    for (const text of repositoryMarkdown({ packages: true })) {
      for (const match of text.matchAll(/\]\(<?([^)\s>]+)|(?:https?:\/\/|www\.)[^\s)<>"'`\]]+/g)) urls.add(match[1] ?? match[0]);
    }
    expect(urls.size).toBeGreaterThan(5000);
    const plain = new MarkdownIt();
    const skipping = new MarkdownIt();
    skipUnchangedLinks(skipping);
    for (const url of urls) expect([url, skipping.normalizeLink(url)]).toEqual([url, plain.normalizeLink(url)]);
  });

  it('still reach the rendered page encoded where they need it', () => {
    const { html } = renderMarkdown('[a](<my page.md>) [b](https://bücher.example/ä) [c](https://example.com/x?y=1#z)');
    expect(html).toContain('href="my%20page.md"');
    expect(html).toContain('href="https://xn--bcher-kva.example/%C3%A4"');
    expect(html).toContain('href="https://example.com/x?y=1#z"');
  });
});

// A code block looks the same whether or not its page also has raw HTML: the page is then
// sanitised, but the highlighted code (escaped as it is made) is kept as it was rendered, so no
// token colour is lost to the allowlist; so is every block without raw HTML in it, as markdown-it
// wrote it. And the sanitiser's removals are still each named at the line where they are written.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

const FENCE = ['```js', 'const greet = (name) => `hi ${name}`; // <b>not markup</b>', '```'].join('\n');
const codeOf = (html: string) => /<pre[\s\S]*<\/pre>/.exec(html)?.[0];

describe('code blocks on a page with raw HTML', () => {
  it('render byte for byte as on a page without raw HTML', () => {
    const plain = renderMarkdown(`# Page\n\n${FENCE}\n`);
    const withHtml = renderMarkdown(`# Page\n\n<div align="center"><b>Badge</b></div>\n\n${FENCE}\n`);
    expect(codeOf(plain.html)).toBeDefined();
    expect(codeOf(withHtml.html)).toBe(codeOf(plain.html));
    expect(withHtml.html).toContain('<div><b>Badge</b></div>'); // align is not on the allowlist…
    expect(withHtml.dropped).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining('the align attribute of <div>') })]);
    expect(codeOf(withHtml.html)).toContain('interpolation-punctuation'); // a Prism class the sanitiser would have dropped
    expect(codeOf(withHtml.html)).not.toContain('<b>'); // the code's text stays text
  });

  it('leave every block without raw HTML as on a page without any, inside a raw element too; the raw blocks are sanitised', () => {
    const blocks = '- [x] done\n- [ ] open\n\n| a | b |\n| - | - |\n| [it]() | "q" |\n\n---\n\nText with a [link](https://example.org) and ![dot](dot.png).\n';
    const plain = renderMarkdown(`# Page\n\n${blocks}`);
    const withHtml = renderMarkdown(`# Page\n\n<div align="center" onclick="x()">\n\n${blocks}\n</div>\n`);
    const bodyOf = (html: string) => html.slice(html.indexOf('<ul'), html.lastIndexOf('</p>') + 4);
    expect(bodyOf(plain.html)).toContain('<input');
    expect(bodyOf(withHtml.html)).toBe(bodyOf(plain.html));
    expect(withHtml.html).toMatch(/^<h1[^]*<div>\n<ul/); // the raw <div>, its attributes sanitised away, holds them
    expect(withHtml.html).not.toMatch(/align|onclick/);
    expect(withHtml.dropped.map((d) => d.line)).toEqual([3]);
  });

  it('name each removal at its own line, and none when nothing is removed', () => {
    const clean = renderMarkdown('<p><b>fine</b></p>\n\ntext <i>ok</i>\n');
    expect(clean.dropped).toEqual([]);
    const rendered = renderMarkdown('para\n\n<iframe src="https://example.org"></iframe>\n\ntext <span onclick="x()">y</span>\n');
    expect(rendered.dropped.map((d) => [d.line, d.message.split(':')[0]])).toEqual([
      [3, 'the sanitiser removes <iframe>'],
      [5, 'the sanitiser removes the onclick attribute of <span>'],
    ]);
    expect(rendered.html).not.toMatch(/iframe|onclick/);
  });
});

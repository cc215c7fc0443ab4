// The markdown outputs' neutraliser (src/markdown/neutralise.ts): HTML and links that could act
// are made inert where a renderer would act on them, and code blocks are left as written. A text
// whose only matches are in code blocks is returned as it is without a parse: these cases hold
// the lines around that shortcut (a match after a fence, in an HTML block, in a quote, a fence
// left open or closed by the wrong marker).
import { describe, expect, it } from 'vitest';
import { neutraliseMarkdown } from '../../src/markdown/neutralise.js';

const FENCED = '```html\n<script>alert(1)</script>\n<a onclick="x()">a</a>\n```\n';

describe('neutraliseMarkdown', () => {
  it('leaves a text whose scripts and handlers are all in code blocks as it is', () => {
    for (const text of [
      `# Page\n\n${FENCED}\nText.\n`,
      '# Page\n\nCode:\n\n    <script>alert(1)</script>\n\nText.\n',
      'Text\n\n```\n<script>alert(6)</script>\n',
      '- item\n\n  ```\n  <script>alert(7)</script>\n  ```\n',
      '> ```\n> <iframe src="x"></iframe>\n> ```\n',
    ])
      expect(neutraliseMarkdown(text)).toBe(text);
  });

  it('neutralises what acts outside them, and leaves the code blocks as written', () => {
    expect(neutraliseMarkdown(`# Page\n\n${FENCED}\nAnd <script>alert(2)</script> here, [x](javascript:alert(3)).\n`)).toBe(
      `# Page\n\n${FENCED}\nAnd alert(2) here, [x](unsafe-javascript:alert(3)).\n`,
    );
    expect(neutraliseMarkdown(`${FENCED}\n<div onmouseover="alert(4)">hover</div>\n`)).toBe(`${FENCED}\n<div>hover</div>\n`);
    expect(neutraliseMarkdown('- item\n\n  ```\n  <script>alert(7)</script>\n  ```\n- <b onclick="x()">b</b>\n')).toBe('- item\n\n  ```\n  <script>alert(7)</script>\n  ```\n- <b></b>b</b>\n');
    // A ``` inside a ~~~ fence closes nothing: the script after the ~~~ that does is outside.
    expect(neutraliseMarkdown('~~~\n<script>a</script>\n```\n<script>b</script>\n~~~\n<script>c</script>\n')).toBe('~~~\n<script>a</script>\n```\n<script>b</script>\n~~~\n\n');
  });

  it('reads a javascript: URL split over two quoted lines as the parse joins them, with or without code elsewhere', () => {
    const quoted = '> <a href="javascript\n> :alert(5)">quoted</a>\n';
    expect(neutraliseMarkdown(quoted)).toBe('> <a></a>quoted</a>\n');
    expect(neutraliseMarkdown(`${FENCED}\n${quoted}`)).toBe(`${FENCED}\n> <a></a>quoted</a>\n`);
  });
});

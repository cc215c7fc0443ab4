// The one scanner of markdown link destinations that the markdown outputs rewrite and the output
// link check reads: code is not touched, destinations with parentheses or in <…> are read whole.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownLinkTargets, rewriteMarkdownLinks } from '../../src/markdown/markdown-links.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { repositoryMarkdown } from '../helpers/repository-markdown.js';

const text = [
  'See [merge](InputFormat#Merge_(=,_?).md) and [spaced](<my page.md> "Title") and ![logo](./img/logo.png).',
  'Code is not a link: `[a](b)` and ``[c](`d`)``.',
  '',
  '```js',
  "const s = '[y](../z)';",
  '```',
  '',
  '[titled](./other.md (a title)) [broken](nowhere [not a link](x y z)',
].join('\n');

describe('markdown link destinations', () => {
  it('are found outside code, parentheses and angle brackets included', () => {
    expect(markdownLinkTargets(text)).toEqual(['InputFormat#Merge_(=,_?).md', 'my page.md', './img/logo.png', './other.md']);
  });

  it('are not read after an escaped bracket (a regular expression in a description of Google Cloud Resource Manager)', () => {
    const regex = 'Keys must match the regular expression: \\[a-z\\](\\[-a-z0-9\\]*\\[a-z0-9\\])?. See [labels](./labels.md).';
    expect(markdownLinkTargets(regex)).toEqual(['./labels.md']);
    // An escaped backslash before the bracket escapes nothing: that one closes a link.
    expect(markdownLinkTargets('[a\\\\](./b.md)')).toEqual(['./b.md']);
  });

  it('are rewritten in place, code and titles left as written', () => {
    const out = rewriteMarkdownLinks(text, (href) => `https://x.example/${href}`);
    expect(out).toContain('[merge](<https://x.example/InputFormat#Merge_(=,_?).md>)');
    expect(out).toContain('[spaced](<https://x.example/my page.md> "Title")');
    expect(out).toContain('![logo](https://x.example/./img/logo.png)');
    expect(out).toContain('[titled](https://x.example/./other.md (a title))');
    expect(out).toContain('`[a](b)` and ``[c](`d`)``');
    expect(out).toContain("const s = '[y](../z)';");
    expect(rewriteMarkdownLinks(text, (href) => href)).toBe(text);
  });

  it('are not read in indented code blocks, but are in the lines a list item or quote indents', () => {
    const indented = [
      'Text:',
      '',
      '    [code](nowhere.md)',
      '',
      '- item',
      '',
      '    [in the list](list.md)',
      '',
      '> quote',
      '>',
      '>     [quoted code](quoted.md)',
      '',
      'A paragraph',
      '    [lazy line](lazy.md)',
    ].join('\n');
    expect(markdownLinkTargets(indented)).toEqual(['list.md', 'lazy.md']);
    expect(rewriteMarkdownLinks(indented, (href) => `/x/${href}`)).toContain('    [code](nowhere.md)');
  });

  it('are not read in a fence holding indented lines, nor missed after a fence a list item leaves open', () => {
    // An example's JSON in a reference twin: indented lines with `](` inside a fence at the line start.
    const example = ['See [the guide](guide.md).', '', '```json', '{', '    "pattern": "[a](b)"', '}', '```', '', 'And [more](more.md).'].join('\n');
    expect(markdownLinkTargets(example)).toEqual(['guide.md', 'more.md']);
    expect(rewriteMarkdownLinks(example, (href) => `/x/${href}`)).toContain('    "pattern": "[a](b)"');
    // The fence opened in the list item ends with the item: the indented line after is a paragraph's lazy line, a link.
    const listFence = ['- item', '  ```', 'text', '    [lazy](lazy.md)'].join('\n');
    expect(markdownLinkTargets(listFence)).toEqual(['lazy.md']);
  });
});

describe('a rewritten text', () => {
  // Every markdown file of the repository (the proposal's docs, the website, the fixtures: real
  // Docusaurus and Starlight content among them), and the texts above.
  const texts = [text, ...repositoryMarkdown()];
  // Destinations written in place of each: longer, shorter, unchanged, with spaces or parentheses
  // (written in <…>), and ones that would change the text's other links or code spans if kept
  // as they are (a backtick, a bracket, an angle bracket, a line break, nothing).
  const rewrites: Record<string, (href: string, index: number) => string> = {
    'from a base': (href) => `/base/${href}`,
    'shorter or the same': (href, index) => (index % 2 ? href.slice(1) : href),
    'with a space': (href) => `${href} x`,
    'with parentheses': (href) => `(${href})`,
    'with a backtick': (href, index) => (index % 3 ? href : `${href}\``),
    'with brackets': (href, index) => (index % 3 ? href : `${href}](x`),
    'with angle brackets': (href, index) => (index % 3 ? href : `<${href}>`),
    'over two lines': (href, index) => (index % 3 ? href : `${href}\n`),
    emptied: (href, index) => (index % 3 ? href : ''),
  };
  /** The links of `markdown` read afresh: another text is read first (the scanner keeps its last read). */
  const readAfresh = <T>(read: () => T): T => {
    markdownLinkTargets('[other](text.md)');
    return read();
  };

  it.each(Object.keys(rewrites))('has the links a fresh read finds in it, where it finds them (%s)', (name) => {
    let compared = 0;
    for (const markdown of texts) {
      let index = 0;
      const written = rewriteMarkdownLinks(markdown, (href) => rewrites[name](href, index++));
      // Read just after the rewrite (what the markdown outputs do), then afresh.
      const links = markdownLinkTargets(written);
      const rewrittenAgain = rewriteMarkdownLinks(written, (href) => `/again/${href}`);
      expect(links).toEqual(readAfresh(() => markdownLinkTargets(written)));
      markdownLinkTargets(written);
      expect(rewrittenAgain).toBe(readAfresh(() => rewriteMarkdownLinks(written, (href) => `/again/${href}`)));
      compared += links.length;
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('llms-full.txt of pages with such links', () => {
  it('builds, keeps code as written and makes each link absolute whole', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'docs', 'guides'), { recursive: true });
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Links\nurl: https://links.example\nbaseUrl: /\nlinks:\n  onBrokenLinks: warn\n');
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n\nRead [the guide](guides/merge.md).\n');
    await writeFile(
      join(site, 'docs', 'guides', 'merge.md'),
      '# Merge\n\nThe rule [Merge (basics)](<../index.md>) and [the list](https://example.com/a_(b)).\n\nIn code: `[x](y)`.\n\n```md\n[z](../w.md)\n```\n',
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/, 0 warnings/);
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    expect(full).toContain('[Merge (basics)](<https://links.example/index.md>)');
    expect(full).toContain('[the list](https://example.com/a_(b))');
    expect(full).toContain('In code: `[x](y)`.');
    expect(full).toContain('```md\n[z](../w.md)\n```');
  });

  it('does not check a link shown in an indented code block of a page as a link of its .md twin', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Links\nurl: https://links.example\n');
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n\nAn example of a link, as code:\n\n    [the guide](guides/nowhere.md)\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toContain('broken-output-link');
    expect(await readFile(join(out, 'index.md'), 'utf8')).toContain('    [the guide](guides/nowhere.md)');
  });

  it("reads an author's link to the site's own address in the .md twin as the page check does: a link out", async () => {
    // Jest's blog links https://jestjs.io/blog/feed.xml, which another server answers there.
    const site = await tempDir();
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Links\nurl: https://links.example\n');
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n\nSubscribe to [the feed](https://links.example/blog/feed.xml).\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toContain('broken-output-link');
    expect(await readFile(join(out, 'index.md'), 'utf8')).toContain('[the feed](https://links.example/blog/feed.xml)');
  });

  it('leaves a link the page check only warned about a warning, and leads from the twin where the page leads (trailing slashes, a base URL)', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'docs', 'fr'), { recursive: true });
    const config = 'title: Links\nurl: https://links.example\nbaseUrl: /docs/\ntrailingSlash: true\nlinks:\n  onBrokenLinks: warn\n  onBrokenMarkdownLinks: warn\n';
    await writeFile(join(site, 'specpress.config.yaml'), config);
    await writeFile(join(site, 'docs', 'index.md'), '# Home\n');
    await writeFile(join(site, 'docs', 'fr', 'guide.md'), '# Guide\n\n[home](../../) [missing](../en/only/) [anchor](missing#x) [file](/missing.md) [spaced](<../x y>)\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toContain('broken-output-link');
    expect(run.output.match(/warning .* \[broken-link\]/g)).toHaveLength(4);
    // The page is /docs/fr/guide/ and its twin /docs/fr/guide.md: relative links are written from the root.
    const twin = await readFile(join(out, 'docs', 'fr', 'guide.md'), 'utf8');
    expect(twin).toContain('[home](/docs/)');
    expect(twin).toContain('[missing](/docs/fr/en/only/)');
    expect(twin).toContain('[file](/docs/missing.md)');
    const full = await readFile(join(out, 'docs', 'llms-full.txt'), 'utf8');
    expect(full).toContain('[home](https://links.example/docs/)');
  });
});

// The docs folder of Docusaurus' own starter site (fixtures/docusaurus-classic, copied unchanged
// from create-docusaurus 3.10.2): MDX nobody on this project wrote builds without a warning and
// shows what the Docusaurus site shows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

describe("Docusaurus' starter docs", () => {
  let run: CliRun;
  let out: string;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, out, read } = await generateFixture('docusaurus-classic'));
  });

  it('build with no warning, every page in the sidebar from _category_.json', async () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/0 warnings/);
    const intro = parse(await read('intro/index.html'));
    expect(intro.querySelectorAll('aside.sidebar .sidebar-link').map((a) => a.text)).toEqual([
      'Tutorial Intro',
      'Tutorial - Basics',
      'Create a Page',
      'Create a Document',
      'Create a Blog Post',
      'Markdown Features',
      'Deploy your site',
      'Congratulations!',
      'Tutorial - Extras',
      'Manage Docs Versions',
      'Translate your site',
    ]);
  });

  it('render markdown-features.mdx as Docusaurus does: admonitions, its own component, images, links and code', async () => {
    const page = parse(await read('tutorial-basics/markdown-features/index.html'), { blockTextElements: { script: true, style: true } });
    const article = page.querySelector('article')!;
    expect(article.querySelectorAll('.admonition-heading').map((h) => h.text)).toEqual(['My tip', 'Take care']);
    // `export const Highlight = …` in the page, used below it.
    expect(article.querySelectorAll('span[style]').map((span) => span.text)).toEqual(['Docusaurus green', 'Facebook blue']);
    expect(article.querySelector('img')?.getAttribute('src')).toBe('/img/docusaurus.png');
    expect(existsSync(join(out, 'img/docusaurus.png'))).toBe(true);
    expect(article.querySelector('p a[href="/tutorial-basics/create-a-page"]')?.text).toBe('Create a page');
    expect(article.querySelectorAll('.md-code-title').map((title) => title.text)).toEqual(['my-doc.md', 'src/components/HelloDocusaurus.js']);
    // The heading ids Docusaurus gives, and the TOC from them.
    expect(page.querySelectorAll('nav.toc a').map((a) => a.getAttribute('href'))).toEqual([
      '#front-matter',
      '#my-heading-id',
      '#my-custom-id',
      '#links',
      '#images',
      '#code-blocks',
      '#admonitions',
      '#mdx-and-react-components',
    ]);
  });
});

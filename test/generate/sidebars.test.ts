// Sidebars as a team coming from Docusaurus has them: a docs folder without docs.sidebars becomes
// its own tree (folders, _category_ files, numeric prefixes, index pages), hand-written sidebars
// nest and mix in generated trees, and moved pages redirect.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

async function build(fixture: string, edit?: (site: string) => Promise<void>) {
  const site = await copyFixture(fixture);
  await edit?.(site);
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { run, read: async (path: string) => parse(await readFile(join(out, path), 'utf8')), text: (path: string) => readFile(join(out, path), 'utf8') };
}

/** The sidebar as an outline: `label` for links, `label [open|closed|fixed]` for categories, children indented. */
function outline(menu: HTMLElement, depth = 0): string[] {
  return menu.childNodes
    .filter((node): node is HTMLElement => node instanceof Object && 'tagName' in node && (node as HTMLElement).tagName === 'LI')
    .flatMap((li) => {
      const details = li.querySelector(':scope > details');
      // A category with its own page has its link before the <details>; others label the summary.
      const label = (li.querySelector(':scope > a') ?? (details ? details.querySelector(':scope > summary') : li)!.querySelector('a, .sidebar-category-label'))!.text;
      const list = (details ?? li).querySelector(':scope > ul');
      if (!list) return [`${'  '.repeat(depth)}${label}`];
      const state = details ? (details.hasAttribute('open') ? 'open' : 'closed') : 'fixed';
      return [`${'  '.repeat(depth)}${label} [${state}]`, ...outline(list, depth + 1)];
    });
}

describe('a docs folder laid out for Docusaurus', () => {
  it('is its own sidebar: categories from folders and _category_ files, prefixes ordering and left out of URLs', async () => {
    const { run, read } = await build('docusaurus-tree');
    expect(run.exitCode, run.output).toBe(0);
    const page = await read('guides/advanced/deep/index.html');
    expect(outline(page.querySelector('aside.sidebar ul.sidebar-menu')!)).toEqual([
      'Introduction',
      'Getting Started [open]',
      '  Install',
      '  Configure',
      'Guides [open]',
      '  advanced [open]',
      '    Deep dive',
      'API notes',
    ]);
    // On another page, a category that starts collapsed is closed; one with collapsed: false stays open.
    expect(outline((await read('intro/index.html')).querySelector('aside.sidebar ul.sidebar-menu')!)).toEqual([
      'Introduction',
      'Getting Started [open]',
      '  Install',
      '  Configure',
      'Guides [closed]',
      '  advanced [closed]',
      '    Deep dive',
      'API notes',
    ]);
    expect(page.querySelector('aside.sidebar .sidebar-category-linked > a')?.getAttribute('href')).toBe('/guides/overview');
    // No link inside a summary (a control inside a control); the toggle is named for the category.
    expect(page.querySelector('aside.sidebar summary a')).toBeNull();
    expect(page.querySelector('aside.sidebar .sidebar-category-linked > details > summary')?.getAttribute('aria-label')).toBe('Guides: show or hide its pages');
    expect(page.querySelector('.breadcrumbs')?.text).toMatch(/Guides.*advanced/s);
    expect(page.querySelector('.pagination-prev')?.getAttribute('href')).toBe('/guides/advanced');
  });

  it('the site root leads to the first page when the folder has no home page', async () => {
    const { run, text } = await build('docusaurus-tree');
    expect(run.exitCode).toBe(0);
    const home = await text('index.html');
    expect(home).toContain('<meta http-equiv="refresh" content="0; url=/intro">');
    expect(home).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await text('sitemap.xml')).not.toContain('<loc>https://docs.tree.example/</loc>');
  });

  it('builds a generated index page for a category whose link asks for one', async () => {
    const { run, read } = await build('docusaurus-tree', async (site) =>
      writeFile(
        join(site, 'docs', '01-getting-started', '_category_.json'),
        '{ "label": "Getting Started", "position": 2, "link": { "type": "generated-index", "description": "Everything to get going." } }\n',
      ),
    );
    expect(run.exitCode, run.output).toBe(0);
    const index = await read('category/getting-started/index.html');
    expect(index.querySelector('article h1')?.text).toBe('Getting Started');
    expect(index.querySelector('.category-description')?.text).toBe('Everything to get going.');
    expect(
      index.querySelectorAll('.category-card').map((card) => [card.getAttribute('href'), card.querySelector('.category-card-title')?.text, card.querySelector('.category-card-description')?.text]),
    ).toEqual([
      ['/getting-started/install', 'Install', 'Run the installer.'],
      ['/getting-started/configure', 'Configure', 'Set it up.'],
    ]);
    // The category's label in the sidebar leads to it, and the page sits in the sidebar.
    expect(index.querySelector('aside.sidebar .sidebar-category-linked > a')?.getAttribute('href')).toBe('/category/getting-started');
    expect(index.querySelector('.pagination-next')?.getAttribute('href')).toBe('/getting-started/install');
  });

  it('reports a bad _category_ file at its line', async () => {
    const { run } = await build('docusaurus-tree', async (site) =>
      writeFile(join(site, 'docs', '01-getting-started', '_category_.json'), '{\n  "label": "Getting Started",\n  "colapsed": false\n}\n'),
    );
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/_category_\.json:3:3: error Unknown key "colapsed" in \(root\) \[config-unknown-key\]\n  hint: Did you mean "collapsed"\?/);
  });
});

describe('hand-written sidebars', () => {
  it('nest categories to any depth and mix in a generated tree', async () => {
    const { run, read } = await build('docusaurus-tree', async (site) =>
      appendFile(
        join(site, 'specpress.config.yaml'),
        [
          'docs:',
          '  sidebars:',
          '    default:',
          '      - { doc: intro }',
          '      - label: Everything else',
          '        collapsed: false',
          '        items:',
          '          - label: Generated',
          '            items:',
          '              - { type: autogenerated, dirName: 02-guides }',
          '          - { doc: api-notes, label: Notes }',
          '',
        ].join('\n'),
      ),
    );
    expect(run.exitCode, run.output).toBe(0);
    const page = await read('api-notes/index.html');
    expect(outline(page.querySelector('aside.sidebar ul.sidebar-menu')!)).toEqual([
      'Introduction',
      'Everything else [open]',
      '  Generated [closed]',
      '    advanced [closed]',
      '      Deep dive',
      '    Guides overview',
      '  Notes',
    ]);
  });

  it('redirects moved pages with a static page and a _redirects line', async () => {
    const { run, text } = await build('docusaurus-tree', async (site) =>
      appendFile(join(site, 'specpress.config.yaml'), 'redirects:\n  - { from: [/setup, /old/install], to: /getting-started/install }\n'),
    );
    expect(run.exitCode, run.output).toBe(0);
    const moved = await text('old/install/index.html');
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/getting-started/install">');
    expect(moved).toContain('<link rel="canonical" href="https://docs.tree.example/getting-started/install">');
    expect(await text('_redirects')).toBe('/ /intro 301\n/old/install /getting-started/install 301\n/setup /getting-started/install 301\n');
  });
});

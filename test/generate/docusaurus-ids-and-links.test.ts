// What real Docusaurus sites (Redux, Prettier) write and Docusaurus reads: a sidebar or navbar item
// names a page by its doc id when its `slug` gives it another route; an index.md by `folder/index`;
// a markdown link from the docs folder's root (`api/Store.md` from any depth); a partial's links
// from the partial's own folder, in the page and in its .md twin alike; a Docusaurus page's own
// string `hero` is another site's key (a warning), not Starlight's hero map.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir, type CliRun } from '../helpers/cli.js';

const CONFIG = `title: Ids
url: https://ids.example
navbar:
  items:
    - { type: doc, docId: tutorials/tutorials-index, label: Tutorials, position: left }
docs:
  sidebars:
    default:
      - { doc: tutorials/tutorials-index }
      - label: Guides
        link: guides/index
        items:
          - { doc: guides/deep/page }
`;

const FILES: Record<string, string> = {
  'docs/tutorials/tutorials-index.md': '---\nid: tutorials-index\nslug: start\ntitle: Tutorials\n---\n\nThe tutorials.\n',
  'docs/guides/index.md': '# Guides\n\nAll guides.\n',
  'docs/api/Store.md': '# Store\n\n## getState\n\nThe state.\n',
  // From the docs folder's root, as Docusaurus resolves a link the file's folder does not answer.
  'docs/guides/deep/page.mdx': "import Warning from '../../shared/_warning.mdx';\n\n# Deep\n\nSee [the store](api/Store.md#getstate).\n\n<Warning />\n",
  // A partial in another folder: its links lead from there.
  'docs/shared/_warning.mdx': 'Read [the guides](../guides/index.md) first.\n',
};

describe('Docusaurus doc ids and link bases', () => {
  let site: string;
  let out: string;
  let run: CliRun;
  beforeAll(async () => {
    site = await tempDir();
    await writeFile(join(site, 'specpress.config.yaml'), CONFIG);
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(join(site, path, '..'), { recursive: true });
      await writeFile(join(site, path), text);
    }
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--no-cache', '--out', out], site);
  });

  it("builds with no warning: the sidebar and navbar name pages by Docusaurus's ids", async () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toBe('');
    const page = parse(await readFile(join(out, 'guides', 'deep', 'page', 'index.html'), 'utf8'));
    const sidebar = page.querySelectorAll('aside a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(sidebar).toEqual(
      expect.arrayContaining([
        ['Tutorials', '/tutorials/start'],
        ['Guides', '/guides'],
      ]),
    );
    expect(page.querySelector('nav a.navbar-link')?.getAttribute('href')).toBe('/tutorials/start');
  });

  it("resolves a link from the docs root and a partial's link from the partial's folder, in the page and its twin", async () => {
    const main = parse(await readFile(join(out, 'guides', 'deep', 'page', 'index.html'), 'utf8')).querySelector('main')!;
    const links = main.querySelectorAll('a').map((a) => [a.text, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['the store', '/api/Store#getstate'],
        ['the guides', '/guides'],
      ]),
    );
    const twin = await readFile(join(out, 'guides', 'deep', 'page.md'), 'utf8');
    expect(twin).toContain('[the guides](/guides.md)');
    expect(twin).toContain('[the store](/api/Store.md#getstate)');
  });

  it("warns about a Docusaurus page's own `hero: /img/x.png` (not Starlight's hero map), and builds", async () => {
    const other = await tempDir();
    await writeFile(join(other, 'specpress.config.yaml'), 'title: Hero\nurl: https://hero.example\n');
    await mkdir(join(other, 'docs'), { recursive: true });
    await writeFile(join(other, 'docs', 'post.md'), '---\ntitle: A post\nhero: /img/post.png\n---\n\nText.\n');
    const built = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], other);
    expect(built.exitCode, built.output).toBe(0);
    expect(built.stderr).toMatch(/docs\/post\.md:3:1: warning Front matter "hero" is a string, not Starlight's hero map; it is ignored \[frontmatter-unknown-key\]/);
  });
});

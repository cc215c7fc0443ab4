// Modules React Native's pages and components import: @theme/ThemedImage (an image per colour
// theme, published as the page's images are, each shown in its theme by theme.css),
// @docusaurus/ExecutionEnvironment (no browser: pages render at build time), useActiveVersion (the
// page's docs version) and @theme/MDXComponents/A (a link, resolved as markdown's are).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('Docusaurus client modules React Native uses', () => {
  it('publishes both images with their theme classes, and renders what a page without a browser shows', async () => {
    const site = await copyFixture('docusaurus-mdx');
    await mkdir(join(site, 'docs', 'img'), { recursive: true });
    await writeFile(join(site, 'docs', 'img', 'light.png'), PNG);
    await writeFile(join(site, 'docs', 'img', 'dark.png'), PNG);
    await writeFile(
      join(site, 'docs', 'themed.mdx'),
      [
        "import ThemedImage from '@theme/ThemedImage';",
        "import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';",
        "import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';",
        "import A from '@theme/MDXComponents/A';",
        "import Mermaid from '@theme/Mermaid';",
        '',
        '# Themed',
        '',
        '<ThemedImage alt="Diagram" sources={{ light: "./img/light.png", dark: "./img/dark.png" }} />',
        '',
        '<p id="env">{ExecutionEnvironment.canUseDOM ? "browser" : "build"}</p>',
        '',
        '<p id="version">{useActiveVersion().name}</p>',
        '',
        '<A href="./intro.mdx" id="a">intro</A>',
        '',
        '<Mermaid value="graph TD; A-->B" />',
        '',
      ].join('\n'),
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--no-cache', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const main = parse(await readFile(join(out, 'themed', 'index.html'), 'utf8')).querySelector('main')!;
    const images = main.querySelectorAll('img').map((img) => [img.getAttribute('class'), img.getAttribute('src'), img.getAttribute('alt')]);
    expect(images).toEqual([
      ['sp-themed-light', expect.stringMatching(/^\/assets\/site\/docs\/img\/light\.[0-9a-f]{10}\.png$/), 'Diagram'],
      ['sp-themed-dark', expect.stringMatching(/^\/assets\/site\/docs\/img\/dark\.[0-9a-f]{10}\.png$/), 'Diagram'],
    ]);
    for (const [, src] of images) expect(await readFile(join(out, src!))).toEqual(PNG);
    expect(main.querySelector('#env')?.text).toBe('build');
    // A site without versions: the docs folder, `current`, as Docusaurus names it.
    expect(main.querySelector('#version')?.text).toBe('current');
    expect(main.querySelector('#a')?.getAttribute('href')).toBe('/intro');
    // @theme/Mermaid's diagram as a ```mermaid fence gives it: its source, drawn in the browser.
    expect(main.querySelector('pre.mermaid')?.text).toBe('graph TD; A-->B');
  });
});

// Docusaurus's @theme/ThemedImage (an image per colour theme) and @docusaurus/ExecutionEnvironment
// (React Native's pages import it through their components): the images published as the page's
// are, each shown in its theme by theme.css; the environment says no browser, as at build time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('ThemedImage and ExecutionEnvironment', () => {
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
        '',
        '# Themed',
        '',
        '<ThemedImage alt="Diagram" sources={{ light: "./img/light.png", dark: "./img/dark.png" }} />',
        '',
        '<p id="env">{ExecutionEnvironment.canUseDOM ? "browser" : "build"}</p>',
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
  });
});

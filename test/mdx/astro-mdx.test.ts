// What Astro's MDX gives a page that MDX alone does not, as Starlight sites (Tauri's) use it: the
// front matter as `frontmatter`, a partial's `Content` export, images imported as modules,
// `astro:assets`' <Image>, and a style attribute written as CSS text. The images are published as
// the page's own are; one outside the site folder is refused at its import.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';

const PAGE = [
  '---',
  'title: Astro idioms',
  'i18nReady: true',
  '---',
  '',
  "import { Image } from 'astro:assets';",
  "import { Content as Steps } from './_steps.mdx';",
  "import shot from '../src/assets/shot.png';",
  '',
  '# {frontmatter.title}',
  '',
  '<p id="ready">ready: {String(frontmatter.i18nReady)}</p>',
  '',
  '<Steps />',
  '',
  '<Image src={shot} alt="The window" />',
  '',
  '<img src={shot.src} alt="Plain" />',
  '',
  '<div id="styled" style="display: flex; margin-top: 1rem; --accent: red">styled</div>',
  '',
].join('\n');

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe("a page written for Astro's MDX", () => {
  let site: string;
  let out: string;
  let run: CliRun;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    await mkdir(join(site, 'src', 'assets'), { recursive: true });
    await writeFile(join(site, 'src', 'assets', 'shot.png'), PNG);
    await writeFile(join(site, 'docs', '_steps.mdx'), '1. Install.\n2. Run.\n');
    await writeFile(join(site, 'docs', 'astro.mdx'), PAGE);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--no-cache', '--out', out], site);
  });

  it("reads frontmatter, a partial's Content, and publishes imported images for <Image> and <img>", async () => {
    expect(run.exitCode, run.output).toBe(0);
    const main = parse(await readFile(join(out, 'astro', 'index.html'), 'utf8')).querySelector('main')!;
    expect(main.querySelector('h1')?.text).toBe('Astro idioms');
    expect(main.querySelector('#ready')?.text).toBe('ready: true');
    expect(main.querySelectorAll('ol li:not(.breadcrumb-item)').map((li) => li.text)).toEqual(['Install.', 'Run.']);
    const images = main.querySelectorAll('img').map((img) => [img.getAttribute('alt'), img.getAttribute('src')]);
    expect(images).toHaveLength(2);
    for (const [, src] of images) {
      expect(src).toMatch(/^\/assets\/site\/src\/assets\/shot\.[0-9a-f]{10}\.png$/);
      expect(await readFile(join(out, src!))).toEqual(PNG);
    }
    expect(images.map(([alt]) => alt)).toEqual(['The window', 'Plain']);
    // Astro's CSS text in a style attribute, which React takes as an object only.
    expect(main.querySelector('#styled')?.getAttribute('style')).toBe('display:flex;margin-top:1rem;--accent:red');
  });

  it('refuses an imported image outside the site folder at its import', async () => {
    await writeFile(join(site, '..', 'outside.png'), PNG);
    await writeFile(join(site, 'docs', 'outside.mdx'), 'import pic from \'../../outside.png\';\n\n# Outside\n\n<img src={pic.src} alt="" />\n');
    const refused = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], site);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/docs\/outside\.mdx:1:17: error Cannot compile the MDX page: the image "\.\.\/\.\.\/outside\.png" is not read: .*outside the site folder/);
  });
});

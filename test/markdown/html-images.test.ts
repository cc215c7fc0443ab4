// Images written as HTML (a markdown page's raw <img>) or as JSX (an MDX page's <img />) are
// resolved like markdown images: from the site root they get the base URL, beside the page they
// are published with it under a content-hashed name.
import { existsSync } from 'node:fs';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';

const RAW_MD = '# Raw\n\n<img src="/img/rocket.svg" alt="Rocket" width="20">\n\nInline <img alt="pic" src=\'./pic.svg\'> here.\n\n```html\n<img src="./pic.svg">\n```\n';
const JSX_MDX = '# Jsx\n\n<img src="/img/rocket.svg" alt="Rocket" />\n\nInline <img src="./pic.svg" alt="pic" /> here.\n';

describe('images written as HTML or JSX, under baseUrl /base/', () => {
  let run: CliRun;
  let out: string;
  let site: string;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}baseUrl: /base/\n`);
    await copyFile(join(site, 'docs/guides/img/pad.svg'), join(site, 'docs/pic.svg'));
    await writeFile(join(site, 'docs/raw.md'), RAW_MD);
    await writeFile(join(site, 'docs/jsx.mdx'), JSX_MDX);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--out', out], site);
  });
  const images = async (route: string) =>
    parse(await readFile(join(out, 'base', route, 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } })
      .querySelectorAll('article img')
      .map((img) => img.getAttribute('src') ?? '');

  it('build with no warning', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/0 warnings/);
  });

  for (const route of ['raw', 'jsx'])
    it(`${route}: the root-relative image gets the base URL; the relative one is published beside the page, content-hashed`, async () => {
      const [rooted, beside] = await images(route);
      expect(rooted).toBe('/base/img/rocket.svg');
      expect(beside).toMatch(/^\/base\/assets\/site\/docs\/pic\.[0-9a-f]{10}\.svg$/);
      expect(existsSync(join(out, beside.slice(1)))).toBe(true);
      expect(existsSync(join(out, rooted.slice(1)))).toBe(true);
    });

  it('an <img> shown in a code block is code, left as written', async () => {
    const html = parse(await readFile(join(out, 'base/raw/index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });
    expect(html.querySelector('article pre')?.structuredText).toBe('<img src="./pic.svg">');
  });

  it('the .md twins point each image where the page does; the one in a code block stays as written', async () => {
    const [rooted, beside] = await images('raw');
    const raw = await readFile(join(out, 'base', 'raw.md'), 'utf8');
    expect(raw).toContain(`<img src="${rooted}" alt="Rocket" width="20">`);
    expect(raw).toContain(`Inline <img alt="pic" src='${beside}'> here.`);
    expect(raw).toContain('```html\n<img src="./pic.svg">\n```');
    const [jsxRooted, jsxBeside] = await images('jsx');
    const jsx = await readFile(join(out, 'base', 'jsx.md'), 'utf8');
    expect(jsx).toContain(`<img src="${jsxRooted}" alt="Rocket" />`);
    expect(jsx).toContain(`Inline <img src="${jsxBeside}" alt="pic" /> here.`);
  });

  it('a missing image written as HTML fails the build at its file, line and column', async () => {
    await writeFile(join(site, 'docs/raw.md'), '# Raw\n\nText.\n\n  <img src="./nowhere.png" alt="x">\n');
    const result = await runCli(['generate', '--out', join(await tempDir(), 'build')], site);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/docs\/raw\.md:5:13: error Broken image "\.\/nowhere\.png".* \[broken-image\]/);
  });
});

// One link resolver for navbar, footer, markdown links and images: links written from the site
// root get the base URL (unless they already have it), follow trailingSlash, and keep ?query and
// #hash in place; images are checked like links.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

/**
 * The minimal fixture with its config edited and its two links that depend on the URL style
 * written as page files (`setup` relative to a page URL breaks once URLs end with a slash, and
 * `/docs/reference-notes` names the old base), plus extra pages.
 */
async function buildMinimal(edit: (config: string) => string, pages: Record<string, string> = {}) {
  const site = await copyFixture('minimal');
  const configFile = join(site, 'specpress.config.yaml');
  await writeFile(configFile, edit(await readFile(configFile, 'utf8')));
  const rewrite = async (file: string, from: string, to: string) => writeFile(join(site, 'docs', file), (await readFile(join(site, 'docs', file), 'utf8')).replace(from, to));
  await rewrite('guides/advanced.md', '](setup)', '](./setup.md)');
  await rewrite('guides/setup.md', '](/docs/reference-notes)', '](/reference-notes)');
  for (const [name, text] of Object.entries(pages)) await writeFile(join(site, 'docs', name), text);
  await mkdir(join(site, 'docs', 'img'), { recursive: true });
  await writeFile(join(site, 'docs', 'img', 'diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { run, out, page: async (path: string) => parse(await readFile(join(out, path), 'utf8')) };
}

const linksPage = [
  '# Links',
  '',
  '- [from the root](/guides/setup#install)',
  '- [with the base already](/docs/guides/setup?tab=2#install)',
  '- [relative file](./guides/setup.md#install)',
  '',
  '![logo from the root](/img/dot.svg)',
  '',
].join('\n');

describe('links written by authors', () => {
  it('with trailingSlash: true, navbar, footer and markdown links put the slash before ?query and #hash', async () => {
    const { run, page } = await buildMinimal(
      (config) =>
        `${config.replace('baseUrl: /docs/', 'baseUrl: /docs/\ntrailingSlash: true').replace('- { label: Setup, to: /docs/guides/setup }\n  copyright', '- { label: Install, to: /guides/setup#install }\n  copyright')}`,
      { 'links.md': linksPage },
    );
    expect(run.exitCode, run.output).toBe(0);
    const html = await page('docs/links/index.html');
    const hrefs = html.querySelectorAll('article a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/docs/guides/setup/#install', '/docs/guides/setup/?tab=2#install']));
    expect(html.querySelector('article img')?.getAttribute('src')).toBe('/docs/img/dot.svg');
    expect(html.querySelectorAll('.footer a').map((a) => a.getAttribute('href'))).toContain('/docs/guides/setup/#install');
    expect(html.querySelectorAll('.navbar a').map((a) => a.getAttribute('href'))).toContain('/docs/guides/setup/');
  });

  it('a root link and a root image work under another baseUrl, with no broken links', async () => {
    const { run, page } = await buildMinimal((config) => config.replaceAll('/docs/', '/manual/v2/'), {
      'links.md': linksPage.replace('/docs/guides/setup?tab=2#install', '/manual/v2/guides/setup?tab=2#install'),
    });
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).not.toContain('broken');
    const html = await page('manual/v2/links/index.html');
    expect(html.querySelectorAll('article a').map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/manual/v2/guides/setup#install', '/manual/v2/guides/setup?tab=2#install']));
    expect(html.querySelector('article img')?.getAttribute('src')).toBe('/manual/v2/img/dot.svg');
  });

  it('reports a broken image at the markdown line and column that wrote it', async () => {
    const { run } = await buildMinimal((config) => config, { 'pictures.md': '# Pictures\n\nSee ![the diagram](/img/missing-diagram.png) here.\n' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /docs\/pictures\.md:3:\d+: error Broken image "\/docs\/img\/missing-diagram\.png": no file at \/docs\/img\/missing-diagram\.png on page \/docs\/pictures \[broken-image\]/,
    );
  });
});

describe('sidebar items', () => {
  it('that name no page, or a file instead of a page id, are errors at their config line with the closest id', async () => {
    const { run } = await buildMinimal((config) => config.replace('{ doc: guides/advanced }', '{ doc: guides/advanced.md }').replace('{ doc: reference-notes }', '{ doc: reference-note }'));
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /specpress\.config\.yaml:38:20: error Sidebar item names the file "guides\/advanced\.md"; sidebar items name a page by its id \[sidebar-unknown-doc\]\n  hint: Did you mean "guides\/advanced"\?/,
    );
    expect(run.stderr).toMatch(
      /specpress\.config\.yaml:39:16: error Sidebar item names the page "reference-note", which does not exist \[sidebar-unknown-doc\]\n  hint: Did you mean "reference-notes"\? Page ids are routes without the extension \("" is the home page\): "", "guides\/advanced", "guides\/setup", "reference-notes"\./,
    );
    // Reported once, at the config, not as a broken link on every page.
    expect(run.stderr).not.toContain('broken-link');
  });

  it("links to no page or to no anchor are reported once, at the config, whichever page's sidebar shows them", async () => {
    // Broken links warn here, so that the pages are written and read.
    const { run, page } = await buildMinimal(
      (config) =>
        config.replace(
          '{ doc: guides/advanced }',
          "{ doc: guides/advanced }\n          - { type: link, label: Gone, href: /gone }\n          - { type: link, label: Setup, href: '/docs/guides/setup#nowhere' }",
        ) + 'links:\n  onBrokenLinks: warn\n',
    );
    expect(run.exitCode).toBe(0);
    // The sidebar shows them on every page (the current page's link marked on each).
    for (const path of ['docs/index.html', 'docs/guides/setup/index.html', 'docs/reference-notes/index.html']) {
      const hrefs = (await page(path)).querySelectorAll('.sidebar a').map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(expect.arrayContaining(['/gone', '/docs/guides/setup#nowhere']));
    }
    expect(run.stderr.match(/specpress\.config\.yaml:\d+:\d+: warning Broken link "\/gone" on page /g)).toHaveLength(1);
    expect(run.stderr.match(/specpress\.config\.yaml:\d+:\d+: warning Broken anchor "\/docs\/guides\/setup#nowhere": no element with id "nowhere" on page /g)).toHaveLength(1);
  });
});

describe('images beside a page', () => {
  it('are published with the page (any baseUrl or URL style), followed by the .md twin, and a missing one is reported where it is written', async () => {
    const { run, out, page } = await buildMinimal((config) => config.replace('baseUrl: /docs/', 'baseUrl: /docs/\ntrailingSlash: true'), { 'pic.md': '# Pic\n\n![diagram](./img/diagram.svg)\n' });
    expect(run.exitCode, run.output).toBe(0);
    const html = await page('docs/pic/index.html');
    // Published under its content hash, so hosts can cache it for good.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>\n';
    const published = `docs/assets/site/docs/img/diagram.${createHash('sha256').update(svg).digest('hex').slice(0, 10)}.svg`;
    expect(html.querySelector('article img')?.getAttribute('src')).toBe(`/${published}`);
    expect(await readFile(join(out, published), 'utf8')).toBe(svg);
    expect(await readFile(join(out, 'docs/pic.md'), 'utf8')).toContain(`![diagram](/${published})`);

    const missing = await buildMinimal((config) => config, { 'pic.md': '# Pic\n\nSee ![the diagram](./img/none.png).\n' });
    expect(missing.run.exitCode).toBe(1);
    expect(missing.run.stderr).toMatch(/docs\/pic\.md:3:\d+: error Broken image "\.\/img\/none\.png": there is no file docs\/img\/none\.png in the site folder on page \/docs\/pic \[broken-image\]/);
  });
});

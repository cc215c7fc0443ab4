// Front matter that Docusaurus pages carry: drafts are left out of a build, unlisted pages are
// built but found nowhere, the table of contents and pagination follow the page, and keywords and
// a social card image reach the <head>.
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execa } from 'execa';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

describe('front matter from Docusaurus pages', () => {
  it('draft, unlisted, toc, pagination, keywords and image', async () => {
    const site = await copyFixture('docusaurus-tree');
    await writeFile(join(site, 'docs', 'wip.md'), '---\ndraft: true\n---\n\n# Work in progress\n');
    await writeFile(join(site, 'docs', 'secret.md'), '---\nunlisted: true\n---\n\n# Secret page\n\nOnly for those with the link.\n');
    await writeFile(
      join(site, 'docs', 'intro.md'),
      '---\nsidebar_position: 1\nhide_table_of_contents: true\nkeywords: [api, docs]\nimage: /img/card.png\npagination_next: api-notes\npagination_prev: null\n---\n\n# Introduction\n\n## A section\n\nText.\n',
    );
    await writeFile(join(site, 'docs', 'hidden-title.md'), '---\ntitle: Named in the sidebar\nhide_title: true\n---\n\nThe page opens with its text.\n');
    await writeFile(join(site, 'docs', 'api-notes.md'), '---\nsidebar_label: API notes\nsidebar_position: 10\ntoc_max_heading_level: 4\n---\n\n# Notes\n\n## Two\n\n### Three\n\n#### Four\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).not.toContain('frontmatter-unknown-key');

    expect(existsSync(join(out, 'wip', 'index.html'))).toBe(false);
    // hide_title: no title above the text, which still names the page (its <title>).
    const hidden = parse(await readFile(join(out, 'hidden-title', 'index.html'), 'utf8'));
    expect(hidden.querySelectorAll('main h1')).toHaveLength(0);
    expect(hidden.querySelector('title')?.text).toMatch(/^Named in the sidebar/);
    const secret = await readFile(join(out, 'secret', 'index.html'), 'utf8');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(parse(secret).querySelector('aside.sidebar')?.text ?? '').not.toContain('Secret page');
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/secret');
    expect(await readFile(join(out, 'llms.txt'), 'utf8')).not.toContain('/secret');

    const intro = parse(await readFile(join(out, 'intro', 'index.html'), 'utf8'));
    expect(intro.querySelector('nav.toc')).toBeNull();
    expect(intro.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('api, docs');
    expect(intro.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://docs.tree.example/img/card.png');
    expect(intro.querySelector('.pagination-prev')).toBeNull();
    expect(intro.querySelector('.pagination-next')?.getAttribute('href')).toBe('/api-notes');

    const notes = parse(await readFile(join(out, 'api-notes', 'index.html'), 'utf8'));
    expect(notes.querySelectorAll('nav.toc a').map((a) => a.text)).toEqual(['Two', 'Three', 'Four']);
  });

  it('watch shows drafts', async () => {
    const site = await copyFixture('docusaurus-tree');
    await writeFile(join(site, 'docs', 'wip.md'), '---\ndraft: true\n---\n\n# Work in progress\n');
    const { validate } = await import('../../src/api.js');
    const { runPipeline } = await import('../../src/pipeline/index.js');
    const previewed = await runPipeline({ cwd: site, includeDrafts: true });
    expect(previewed.site?.pages.some((page) => page.route === 'wip')).toBe(true);
    const built = await validate({ cwd: site });
    expect(built.ok).toBe(true);
  });
});

describe('edit links and last updates', () => {
  it('"Edit this page" from docs.editUrl (custom_edit_url wins, null hides it) and the last change from one git log', async () => {
    const site = await copyFixture('docusaurus-tree');
    await writeFile(join(site, 'docs', 'api-notes.md'), '---\ncustom_edit_url: null\n---\n\n# Notes\n');
    await writeFile(join(site, 'docs', 'intro.md'), '---\ncustom_edit_url: https://cms.example/intro\n---\n\n# Introduction\n');
    await writeFile(join(site, 'docs', '02-guides', 'advanced', 'deep.md'), '---\nlast_update:\n  date: 2024-01-02\n  author: Custom Author\n---\n\n# Deep\n');
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}docs:\n  editUrl: https://code.example/acme/docs/edit/main\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n`);
    const git = (args: string[], env: Record<string, string> = {}) =>
      execa('git', args, { cwd: site, env: { GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.com', ...env } });
    await git(['init', '-q']);
    await git(['add', '-A']);
    await git(['commit', '-qm', 'first'], { GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z' });
    await writeFile(join(site, 'docs', '02-guides', 'overview.md'), '# Guides overview\n\nChanged.\n');
    await git(['commit', '-qam', 'second'], { GIT_AUTHOR_NAME: 'Grace Hopper', GIT_AUTHOR_DATE: '2025-06-07T10:00:00Z' });
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const meta = async (path: string) => parse(await readFile(join(out, path), 'utf8')).querySelector('.doc-meta');
    const overview = await meta('guides/overview/index.html');
    expect(overview?.querySelector('.doc-edit-link')?.getAttribute('href')).toBe('https://code.example/acme/docs/edit/main/docs/02-guides/overview.md');
    expect(overview?.querySelector('.doc-last-update')?.text).toBe('Last updated on 2025-06-07 by Grace Hopper');
    expect((await meta('getting-started/install/index.html'))?.querySelector('.doc-last-update')?.text).toBe('Last updated on 2025-03-04 by Ada Lovelace');
    expect((await meta('intro/index.html'))?.querySelector('.doc-edit-link')?.getAttribute('href')).toBe('https://cms.example/intro');
    expect((await meta('api-notes/index.html'))?.querySelector('.doc-edit-link')).toBeNull();
    // Front matter last_update wins over git.
    expect((await meta('guides/advanced/deep/index.html'))?.querySelector('.doc-last-update')?.text).toBe('Last updated on 2024-01-02 by Custom Author');
  });

  it('without git history, says why the dates are missing', async () => {
    const site = await copyFixture('docusaurus-tree');
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}docs:\n  showLastUpdateTime: true\n`);
    const run = await runCli(['generate', '--out', join(await tempDir(), 'build')], site);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toMatch(/warning Last update dates are not shown: git history could not be read .*\[git-history-missing\]/);
  });
});

describe('Starlight front matter', () => {
  it('reads sidebar.label, sidebar.order and tableOfContents, and names what it ignores', async () => {
    const site = await copyFixture('docusaurus-tree');
    await writeFile(join(site, 'docs', 'api-notes.md'), '---\ntitle: Notes\nsidebar:\n  label: Starlight notes\n  order: 0\n  badge: New\ntableOfContents: false\n---\n\n# Notes\n\n## A section\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/docs\/api-notes\.md:6:3: warning Front matter "sidebar\.badge" \(Starlight\) is not supported; it is ignored \[frontmatter-unknown-key\]/);
    const page = parse(await readFile(join(out, 'api-notes', 'index.html'), 'utf8'));
    expect(page.querySelectorAll('aside.sidebar .sidebar-link')[0]?.text).toBe('Starlight notes');
    expect(page.querySelector('nav.toc')).toBeNull();
  });
});

describe('descriptions taken from the first paragraph', () => {
  it('are plain text: a badge inside a link leaves no link behind in llms.txt', async () => {
    const site = await copyFixture('docusaurus-tree');
    await writeFile(join(site, 'docs', 'api-notes.md'), '# Notes\n\n[![License: MIT](https://img.shields.io/badge/license-MIT-blue.svg)](./intro.md) Notes on the [API](./intro.md).\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain('/api-notes.md): License: MIT Notes on the API.');
    const page = parse(await readFile(join(out, 'api-notes', 'index.html'), 'utf8'));
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('License: MIT Notes on the API.');
  });
});

// Config keys that validate must do what the README says: tagline under the home page title,
// navbar item className on the item, navbar.logo.href on the brand link.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

describe('config keys with visible effects', () => {
  it('tagline, navbar className and navbar.logo.href', async () => {
    const site = await copyFixture('minimal');
    const configFile = join(site, 'specpress.config.yaml');
    const config = (await readFile(configFile, 'utf8'))
      .replace('title: Minimal Docs', 'title: Minimal Docs\ntagline: Small docs <for> testing.')
      .replace("- { label: Example, href: 'https://example.com' }", "- { label: Example, href: 'https://example.com', className: 'cta-button' }")
      .replace('navbar:\n  title: Minimal', 'navbar:\n  title: Minimal\n  logo: { src: /img/dot.svg, alt: Dot, href: /guides/setup }');
    await writeFile(configFile, config);
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const home = parse(await readFile(join(out, 'docs', 'index.html'), 'utf8'));
    const h1 = home.querySelector('article h1');
    expect(h1?.nextElementSibling?.classList.contains('tagline')).toBe(true);
    expect(h1?.nextElementSibling?.text).toBe('Small docs <for> testing.');
    const setup = parse(await readFile(join(out, 'docs', 'guides', 'setup', 'index.html'), 'utf8'));
    expect(setup.querySelector('.tagline')).toBeNull();
    expect(setup.querySelector('.navbar a[href="https://example.com"]')?.classList.contains('cta-button')).toBe(true);
    expect(setup.querySelector('.navbar .navbar-brand')?.getAttribute('href')).toBe('/docs/guides/setup');
    expect(setup.querySelector('.navbar .navbar-brand img')?.getAttribute('src')).toBe('/docs/img/dot.svg'); // from the site root, under the base
  });

  it('docs.tocMinHeadingLevel / tocMaxHeadingLevel set the table of contents of every page; front matter still wins', async () => {
    const site = await copyFixture('minimal');
    const configFile = join(site, 'specpress.config.yaml');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('\ndocs:\n', '\ndocs:\n  tocMinHeadingLevel: 3\n  tocMaxHeadingLevel: 4\n'));
    const headings = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n';
    await writeFile(join(site, 'docs', 'levels.md'), `# Levels\n\n${headings}`);
    await writeFile(join(site, 'docs', 'own-levels.md'), `---\ntoc_min_heading_level: 2\ntoc_max_heading_level: 2\n---\n\n# Own levels\n\n${headings}`);
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const toc = async (route: string) =>
      parse(await readFile(join(out, 'docs', route, 'index.html'), 'utf8'))
        .querySelectorAll('nav.toc a')
        .map((a) => a.text);
    expect(await toc('levels')).toEqual(['Three', 'Four']);
    expect(await toc('own-levels')).toEqual(['Two']);
    // The narrow-screen "On this page" lists the same.
    const compact = parse(await readFile(join(out, 'docs', 'levels', 'index.html'), 'utf8'))
      .querySelectorAll('details.toc-compact a')
      .map((a) => a.text);
    expect(compact).toEqual(['Three', 'Four']);
  });

  it('a heading level outside 2–6 is an error at its line', async () => {
    const site = await copyFixture('minimal');
    const configFile = join(site, 'specpress.config.yaml');
    const text = (await readFile(configFile, 'utf8')).replace('\ndocs:\n', '\ndocs:\n  tocMaxHeadingLevel: 7\n');
    await writeFile(configFile, text);
    const run = await runCli(['validate'], site);
    expect(run.exitCode).toBe(1);
    const line = text.split('\n').indexOf('  tocMaxHeadingLevel: 7') + 1;
    expect(run.stderr).toMatch(
      new RegExp(`specpress\\.config\\.yaml:${line}:\\d+: error docs\\.tocMaxHeadingLevel must be a heading level from 2 to 6, found 7 \\[[\\w-]+\\]\\n  hint: Write 2 for ## headings`),
    );
  });
});

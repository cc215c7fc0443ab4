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
});

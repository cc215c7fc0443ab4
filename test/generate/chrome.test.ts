// The chrome of a generated site, asserted on the HTML the CLI wrote.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { generateFixture, type CliRun } from '../helpers/cli.js';
import { html, texts } from '../helpers/html.js';

let run: CliRun;
let read: (path: string) => Promise<string>;
let out: string;

beforeAll(async () => {
  ({ run, read, out } = await generateFixture('minimal'));
});

describe('generate on the minimal fixture', () => {
  it('exits 0 and prints a summary with pages, warnings and time', () => {
    expect(run.exitCode).toBe(0);
    // The one warning: the fixture's raw HTML loses an onclick and a <script> to the sanitiser.
    expect(run.stdout).toMatch(/✔ 5 pages written to .* 1 warning, \d+ ms/);
  });

  it('writes routes as <route>/index.html, home, 404, sitemap and hashed assets', async () => {
    expect(await read('docs/index.html')).toContain('<!DOCTYPE html>');
    expect(await read('docs/guides/setup/index.html')).toContain('Setting up');
    expect(await read('docs/404.html')).toContain('Page not found');
    const sitemap = await read('docs/sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.minimal.example/docs/guides/setup</loc>');
    expect(sitemap).not.toContain('404');
    const assets = await readdir(`${out}/docs/assets`);
    expect(assets.some((name) => /^site\.[0-9a-f]{10}\.css$/.test(name))).toBe(true);
  });

  it('formats titles as "page | site", and the site title alone when equal or empty', async () => {
    expect(html(await read('docs/guides/setup/index.html')).querySelector('title')?.text).toBe('Setup | Minimal Docs');
    expect(html(await read('docs/index.html')).querySelector('title')?.text).toBe('Minimal Docs');
    expect(html(await read('docs/404.html')).querySelector('title')?.text).toBe('Page not found | Minimal Docs');
  });

  it('sets lang, description, canonical and Open Graph meta', async () => {
    const page = html(await read('docs/guides/advanced/index.html'));
    expect(page.querySelector('html')?.getAttribute('lang')).toBe('en-GB');
    expect(page.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe('https://docs.minimal.example/docs/guides/advanced');
    expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Advanced | Minimal Docs');
    expect(page.querySelector('meta[name=robots]')).toBeNull();
  });

  it('puts the skip link first, then the navbar with left/right items resolved', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    const focusable = page.querySelectorAll('a, button:not([hidden]), input:not([tabindex="-1"]), summary');
    expect(focusable[0].text).toBe('Skip to main content');
    expect(focusable[0].getAttribute('href')).toBe('#sp-main');
    expect(page.querySelector('#sp-main')).not.toBeNull();
    expect(texts(page, 'nav.navbar .navbar-left > a')).toEqual(['Guides', 'Reference notes']);
    expect(page.querySelector('nav.navbar .navbar-left a')?.getAttribute('href')).toBe('/docs/');
    expect(texts(page, 'nav.navbar .navbar-right > a')).toEqual(['Example']);
    expect(page.querySelector('nav.navbar .navbar-right > a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(texts(page, 'nav.navbar .navbar-dropdown .dropdown-link')).toEqual(['Setup']);
  });

  it('names the mobile menu toggles with their (visually hidden) text: a <label> may not carry aria-label', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    for (const [selector, name] of [
      ['nav.navbar label.navbar-toggle', 'Open the navigation menu'],
      ['#sp-mobile-panel label.mobile-menu-close', 'Close the navigation menu'],
    ]) {
      const label = page.querySelector(selector)!;
      expect(label.getAttribute('for'), selector).toBe('sp-mobile-menu');
      expect(label.getAttribute('aria-label'), selector).toBeUndefined();
      expect(label.querySelector('.sp-visually-hidden')?.text, selector).toBe(name);
      expect(label.querySelector('[aria-hidden="true"]'), selector).not.toBeNull(); // the icon
    }
  });

  it('sanitises raw HTML in a navbar html item and the announcement bar', async () => {
    const source = await read('docs/index.html');
    expect(source).toContain('<strong>beta</strong>');
    expect(source).not.toMatch(/<script>alert|onerror|onclick/);
    expect(html(source).querySelector('.announcement-bar')?.getAttribute('data-announcement-id')).toBe('launch-1');
  });

  it('shows a table of contents with levels 2 and 3 only', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    expect(texts(page, '.toc a')).toEqual(['Install', 'Requirements', 'Configure']);
    expect(page.querySelector('.toc a[href="#configure-it"]')).not.toBeNull();
    expect(page.querySelector('h4#level-four-heading')).not.toBeNull();
  });

  it('shows breadcrumbs through the sidebar category', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    expect(texts(page, '.breadcrumbs li')).toEqual(['Home', 'Guides', 'Set up']);
  });

  it('marks the current page in the sidebar and opens the category that holds it', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    const sidebar = page.querySelector('aside.sidebar')!;
    expect(texts(sidebar, '.sidebar-link')).toEqual(['Minimal Docs', 'Set up', 'Advanced', 'Reference notes']);
    expect(sidebar.querySelector('.sidebar-link.active')?.text).toBe('Set up');
    // Categories are collapsible and start closed (as in Docusaurus), except the current page's.
    expect(sidebar.querySelector('details.sidebar-details')?.getAttribute('open')).toBe('');
    const home = html(await read('docs/index.html')).querySelector('aside.sidebar details.sidebar-details');
    expect(home?.hasAttribute('open')).toBe(false);
  });

  it('links previous and next pages in sidebar order', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    expect(page.querySelector('.pagination-prev')?.getAttribute('href')).toBe('/docs/');
    expect(page.querySelector('.pagination-next')?.getAttribute('href')).toBe('/docs/guides/advanced');
  });

  it('renders GFM, admonitions, heading ids and resolves .md links to bare paths', async () => {
    const page = html(await read('docs/guides/setup/index.html'));
    expect(page.querySelector('.markdown table th')?.text).toBe('Tool');
    expect(page.querySelector('.admonition-tip .admonition-heading')?.text).toBe('Good to know');
    expect(page.querySelectorAll('input.task-list-item-checkbox')).toHaveLength(2);
    // GFM's extended autolinks: www., http(s):// and email addresses; a bare domain is not one,
    // a URL in a code span stays code, one between escaped backticks is a link.
    const autolinks = page
      .querySelectorAll('.markdown p')
      .find((p) => p.text.startsWith('Autolinks:'))!
      .querySelectorAll('a');
    expect(autolinks.map((a) => [a.getAttribute('href'), a.text])).toEqual([
      ['http://www.commonmark.org/help', 'www.commonmark.org/help'],
      ['https://example.com/docs', 'https://example.com/docs'],
      ['mailto:help@example.com', 'help@example.com'],
      ['https://escaped.example', 'https://escaped.example'],
    ]);
    expect(page.querySelectorAll('.markdown code').map((c) => c.text)).toContain('https://in.code/span');
    expect(page.querySelector('a[href="/docs/guides/advanced#deep-dive"]')?.text).toBe('link to advanced');
  });

  it('sanitises raw HTML and javascript: links in markdown', async () => {
    const source = await read('docs/guides/setup/index.html');
    expect(source).toContain('Raw <em>HTML</em> is sanitised');
    expect(source).not.toContain('onclick');
    expect(source).not.toContain('alert(2)');
    expect(source).not.toMatch(/href="javascript:/);
  });

  it('checks relative links the way a browser resolves them on the bare URL', async () => {
    // /docs/guides/advanced + "setup" → /docs/guides/setup: valid, so the build above exited 0.
    const page = html(await read('docs/guides/advanced/index.html'));
    expect(page.querySelector('a[href="setup"]')?.text).toBe('setup, linked relatively');
    expect(run.stderr).not.toContain('Broken link');
  });

  it('renders the 404 page with the full chrome', async () => {
    const page = html(await read('docs/404.html'));
    expect(page.querySelector('nav.navbar')).not.toBeNull();
    expect(page.querySelector('footer')?.text).toContain('Copyright © Minimal');
    expect(page.querySelector('h1')?.text).toBe('Page not found');
  });

  it('renders footer flat links', async () => {
    const page = html(await read('docs/index.html'));
    expect(texts(page, '.footer-flat a')).toEqual(['Home', 'Setup']);
  });
});

// Links and content a reader's browser can trust: config links held to the content's URL schemes,
// raw HTML that cannot swallow a page, markdown outputs without active HTML, external images
// blockable with a Content-Security-Policy, and a warning before a server leaves loopback.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { copyFixture, repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { warnIfExposed } from '../../src/cli/options.js';
import { Terminal } from '../../src/cli/terminal.js';

async function build(site: string): Promise<{ exitCode: number; stderr: string; read: (path: string) => Promise<string> }> {
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { exitCode: run.exitCode, stderr: run.stderr, read: (path) => readFile(join(out, path), 'utf8') };
}

describe('config links', () => {
  it('refuses javascript: and data: links in the navbar and footer, at their lines', async () => {
    const site = await copyFixture('minimal');
    const config = join(site, 'specpress.config.yaml');
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      text
        .replace("href: 'https://example.com'", "href: ' JavaScript:alert(document.cookie)'")
        .replace('{ label: Setup, to: /docs/guides/setup }\n  copyright', "{ label: Setup, to: 'data:text/html,<script>alert(1)</script>' }\n  copyright"),
    );
    const run = await runCli(['validate'], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/specpress\.config\.yaml:15:\d+: error href " JavaScript:alert\(document\.cookie\)" uses the javascript: scheme, which a link may not use \[config-unsafe-url\]/);
    expect(run.stderr).toMatch(/specpress\.config\.yaml:\d+:\d+: error to "data:text\/html,<script>alert\(1\)<\/script>" uses the data: scheme/);
    expect(run.stderr).toContain('hint: Use a page route (/guide), a relative path, or a URL with http, https, mailto, tel.');
  });
});

describe('raw HTML in markdown', () => {
  it('an unclosed <style> cannot swallow the rest of the page, and dropped style and script blocks are reported', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'styled.md'), '# Styled\n\n<style>\nbody { display: none }\n\n## After the style\n\nStill here.\n\n<script>\nalert(1)\n</script>\n');
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode).toBe(0);
    expect(stderr).toMatch(
      /docs\/styled\.md:3:1: warning <style> is never closed: it would swallow the rest of the page, so it ends on its own line\. Close it with <\/style> \[markdown-html-dropped\]/,
    );
    expect(stderr).toMatch(/docs\/styled\.md:10:1: warning a <script> block is not published: scripts from content never reach readers/);
    const page = parse(await read('docs/styled/index.html'));
    expect(page.querySelector('article h2#after-the-style')?.text).toContain('After the style');
    expect(page.querySelector('article')?.text).toContain('Still here.');
    expect(page.querySelectorAll('article style, article script')).toHaveLength(0);
  });
});

describe('raw HTML that never ends', () => {
  it('a comment never closed ends on its own line, and a tag whose ">" is never written is reported, never dropped in silence', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'open.md'), '# Open\n\nBefore.\n\n<!-- a note never closed\n\n## After the comment\n\nStill here.\n\n<div title="never closed\n\nSwallowed.\n');
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode).toBe(0);
    expect(stderr).toMatch(/docs\/open\.md:5:1: warning The comment <!-- is never closed: it would swallow the rest of the page, so it ends on its own line\. Close it with -->/);
    expect(stderr).toMatch(
      /docs\/open\.md:11:1: warning this raw HTML leaves a tag open \(its ">" is never written\): what follows it on the page is read as part of that tag and not shown\. Close the tag/,
    );
    const article = parse(await read('docs/open/index.html')).querySelector('article')!;
    expect(article.querySelector('h2#after-the-comment')?.text).toContain('After the comment');
    expect(article.text).toContain('Still here.');
  });
});

describe('markdown outputs', () => {
  it('carry no active HTML from pages or spec descriptions, and keep code as written', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'docs', 'hostile.md'),
      '# Hostile\n\nAn image <img src=/docs/img/dot.svg onerror="alert(1)"> inline.\n\n<div onclick="steal()"><a href="javascript:alert(2)">click</a></div>\n\n```html\n<script>console.log("a code sample stays")</script>\n```\n\nA harmless <kbd>Ctrl</kbd> key.\n',
    );
    await writeFile(
      join(site, 'openapi.yaml'),
      'openapi: 3.1.0\ninfo:\n  title: Evil\n  version: "1"\n  description: "Read <script>alert(3)</script> this <img src=/docs/img/dot.svg onerror=alert(4)>"\npaths: {}\n',
    );
    await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1 }\n');
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode, stderr).toBe(0);
    for (const file of ['docs/hostile.md', 'docs/api.md', 'docs/llms-full.txt']) {
      const text = await read(file);
      expect(text, file).not.toMatch(/onerror|onclick|\]\(\s*javascript:|href="javascript:|<script>alert/i);
    }
    const twin = await read('docs/hostile.md');
    expect(twin).toContain('<script>console.log("a code sample stays")</script>');
    expect(twin).toContain('A harmless <kbd>Ctrl</kbd> key.');
    expect(twin).toContain('An image <img src="/docs/img/dot.svg" /> inline.');
  });
});

describe('external images', () => {
  const page = '# Pictures\n\n![tracking pixel](https://tracker.example/p.gif)\n\n![local](/img/dot.svg)\n';

  it('are shown by default', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'pictures.md'), page);
    const { read } = await build(site);
    const html = await read('docs/pictures/index.html');
    expect(html).toContain('src="https://tracker.example/p.gif"');
    expect(html).not.toContain('Content-Security-Policy');
  });

  it('with security.externalImages: block, are dropped with a warning and refused by the page policy', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'pictures.md'), page);
    await writeFile(join(site, 'docs', 'raw.md'), '# Raw\n\n<img src="https://tracker.example/raw.gif" alt="raw">\n');
    await appendFile(join(site, 'specpress.config.yaml'), '\nsecurity:\n  externalImages: block\n');
    const { stderr, read } = await build(site);
    expect(stderr).toMatch(/docs\/pictures\.md:3:1: warning the image https:\/\/tracker\.example\/p\.gif is from another host and is not shown \(security\.externalImages: block\)/);
    const html = await read('docs/pictures/index.html');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('src="/docs/img/dot.svg"'); // from the site root, under the base URL
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="img-src &#x27;self&#x27; data:">`);
    expect(await read('docs/raw/index.html')).not.toContain('tracker.example');
  });
});

describe('servers off loopback', () => {
  it('warn, naming the exposure, before listening anywhere but loopback', () => {
    const printed: string[] = [];
    const term = new Terminal({ stdout: (text) => printed.push(`stdout: ${text}`), stderr: (text) => printed.push(`stderr: ${text}`), cwd: repoRoot, ownsProcess: false });
    for (const host of ['127.0.0.1', 'localhost', '::1']) warnIfExposed(term, host);
    expect(printed).toEqual([]);
    warnIfExposed(term, '0.0.0.0');
    expect(printed).toEqual([expect.stringMatching(/^stderr: warning: listening on 0\.0\.0\.0: every machine that can reach this one on any of its networks can read what this server serves/)]);
  });
});

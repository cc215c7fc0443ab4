// Footnotes, formulas and diagrams in the written files (fixtures/markdown-extras): footnote
// anchors that link both ways and pass the anchor check, formulas as HTML + MathML with KaTeX's
// stylesheet linked only where one is shown, a TeX error as a warning at its file:line:column,
// diagrams as their escaped source; published only for a site that uses them. Each feature's
// stylesheet and runtime part are linked only by the pages that use it, so the plain page
// downloads no more than a docs page did before them. The browser side is
// test/e2e/mermaid-math.test.ts.
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { renderMarkdown } from '../../src/markdown/render-markdown.js';

const page = (source: string) => parse(source, { blockTextElements: { script: true, style: true } });

describe('markdown extras: footnotes, formulas and diagrams', () => {
  let run: CliRun;
  let out: string;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, out, read } = await generateFixture('markdown-extras'));
  });

  it('builds with two warnings: the formula that is not valid TeX, at its file, line and column, and a style the sanitiser removes', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stdout).toMatch(/✔ 4 pages written to .+ \(\d+ files\), 2 warnings, \d+ ms/);
    expect(run.stderr).toMatch(
      /fixtures\/markdown-extras\/docs\/formulas\.md:19:21: warning This formula is not valid TeX, so its source is shown instead: Unexpected end of input in a macro argument, expected '}' \[math-error\]/,
    );
    expect(run.stderr).toMatch(/fixtures\/markdown-extras\/docs\/formulas\.md:25:1: warning the sanitiser removes the style attribute of <span>/);
    expect(run.stderr.match(/warning/g)).toHaveLength(2);
  });

  it('footnote references and back links point at each other', async () => {
    const html = page(await read('extras/formulas/index.html'));
    const article = html.querySelector('article')!;
    const refs = article.querySelectorAll('sup.footnote-ref > a');
    expect(refs.map((a) => [a.id, a.getAttribute('href'), a.text])).toEqual([
      ['fnref1', '#fn1', '1'],
      ['fnref2', '#fn2', '2'],
      ['fnref1:1', '#fn1', '1'],
    ]);
    const notes = article.querySelectorAll('section.footnotes li.footnote-item');
    expect(notes.map((li) => li.id)).toEqual(['fn1', 'fn2']);
    expect(notes[0].querySelector('a[href="https://en.wikipedia.org/wiki/Token_bucket"]')?.text).toBe('the token bucket');
    const back = (li: HTMLElement) => li.querySelectorAll('a.footnote-backref').map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]);
    expect(back(notes[0])).toEqual([
      ['#fnref1', 'Back to reference 1'],
      ['#fnref1:1', 'Back to reference 1'],
    ]);
    expect(back(notes[1])).toEqual([['#fnref2', 'Back to reference 2']]);
    // The page is sanitised (it has raw HTML) and keeps every footnote class and id; another page
    // links to a note, and the anchor check finds it (the build has no broken-anchor warning).
    for (const id of ['fnref1', 'fnref1:1', 'fnref2', 'fn1', 'fn2']) expect(html.getElementById(id), id).not.toBeNull();
    expect(page(await read('extras/index.html')).querySelector('article a[href="/extras/formulas#fn1"]')?.text).toBe('the note on token buckets');
  });

  it('formulas are KaTeX HTML with MathML, block ones on their own; raw HTML stays sanitised around them', async () => {
    const html = page(await read('extras/formulas/index.html'));
    const article = html.querySelector('article')!;
    const tex = article.querySelectorAll('.katex annotation[encoding="application/x-tex"]').map((node) => node.text.trim());
    expect(tex).toEqual(['r \\cdot t + b', 't', 'b', 'b_{\\max} = \\frac{r}{2} + \\sqrt{n}', '2^k', 'k', 'e^{i\\pi} + 1 = 0']);
    expect(article.querySelectorAll('.katex .katex-mathml > math')).toHaveLength(7);
    expect(article.querySelector('.math-display > .katex-display math[display="block"]')).not.toBeNull();
    // The formula inside raw HTML keeps KaTeX's inline styles and MathML…
    const details = article.querySelector('details')!;
    expect(details.querySelector('.katex math mi')?.text).toBe('e');
    expect(details.querySelector('.katex-html [style]')).not.toBeNull();
    // …while the same markup written by hand is sanitised.
    const forged = details.querySelectorAll('span').find((span) => span.text === 'not KaTeX')!;
    expect(forged.getAttribute('class')).toBeUndefined();
    expect(forged.getAttribute('style')).toBeUndefined();
    // The formula written wrong is its source, as code.
    expect(article.querySelector('code.math-error')?.text).toBe('$\\frac{1}{$');
    // Its heading's id and the TOC use the formula's TeX.
    expect(article.querySelector('h2')?.id).toBe('burst-size-b');
    expect(html.querySelector('nav.toc a[href="#burst-size-b"]')?.text).toBe('Burst size b');
  });

  const stylesheets = async (path: string) =>
    page(await read(path))
      .querySelectorAll('head link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href')!);
  /** The runtime's parts a page links for the runtime to import (src/client/parts.ts). */
  const parts = async (path: string) =>
    page(await read(path))
      .querySelectorAll('head link[rel="modulepreload"][data-sp-part]')
      .map((link) => link.getAttribute('href')!);

  it("links KaTeX's stylesheet and the footnotes' only from the page that shows them, and publishes KaTeX's with its fonts", async () => {
    const formulas = await stylesheets('extras/formulas/index.html');
    expect(formulas).toEqual([
      expect.stringMatching(/^\/extras\/assets\/site\.\w{10}\.css$/),
      expect.stringMatching(/^\/extras\/assets\/katex\.\w{10}\.css$/),
      expect.stringMatching(/^\/extras\/assets\/footnotes\.\w{10}\.css$/),
    ]);
    expect(await read(formulas[2].slice(1))).toContain('.footnotes-sep');
    expect(await stylesheets('extras/diagrams/index.html')).toEqual([formulas[0], expect.stringMatching(/^\/extras\/assets\/diagrams\.\w{10}\.css$/)]);
    expect(await parts('extras/formulas/index.html')).toEqual([]);
    // The plain page and the 404 page link the site's stylesheet and the runtime, nothing else.
    for (const plain of ['extras/index.html', 'extras/404.html']) {
      expect(await stylesheets(plain), plain).toEqual([formulas[0]]);
      expect(await parts(plain), plain).toEqual([]);
    }
    const css = await read(formulas[1].slice(1));
    const fonts = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(fonts.length).toBeGreaterThan(15);
    for (const font of fonts) {
      expect(font).toMatch(/^katex-fonts\.\w{10}\/KaTeX_[\w-]+\.woff2$/);
      expect(existsSync(join(out, 'extras', 'assets', font)), font).toBe(true);
    }
    expect(css).toContain('.math-display');
  });

  it('a diagram is its escaped source in a <pre class="mermaid">, not highlighted, and the diagram chunks are published', async () => {
    const html = page(await read('extras/diagrams/index.html'));
    const sources = html.querySelectorAll('article pre.mermaid');
    expect(sources).toHaveLength(2);
    expect(sources[0].innerHTML).toBe('flowchart LR\n  Draft --&gt; Sent --&gt; Accepted\n  Sent --&gt; Declined');
    expect(sources[0].querySelectorAll('*')).toHaveLength(0);
    // The page has raw HTML, so it was sanitised: the diagrams' markup came through as it was made.
    expect(html.querySelectorAll('article kbd').map((kbd) => kbd.text)).toEqual(['Ctrl', '+']);
    const assets = await readdir(join(out, 'extras', 'assets'));
    expect(assets.filter((name) => /^mermaid-\w+\.js$/.test(name))).toHaveLength(1);
    // The page links the entry chunk as its diagrams part, by the name it is published under; the
    // runtime itself knows nothing of mermaid.
    expect(await parts('extras/diagrams/index.html')).toEqual([`/extras/assets/${assets.find((name) => /^mermaid-\w+\.js$/.test(name))}`]);
    const runtime = await read(`extras/assets/${assets.find((name) => name.startsWith('runtime.'))!}`);
    expect(runtime).not.toContain('mermaid');
  });

  it('the plain page downloads no more JavaScript or CSS (gzip) than a docs page did before footnotes, formulas, diagrams and tabs', async () => {
    // Measured on the proposal site's plain docs pages (/api-docs/docs) built at commit 491fed5, the
    // last before issue #13's work (its site stylesheet and runtime are those of every site without
    // stylesheets of its own, as this one): 9,102 B of JavaScript (the runtime) and 7,594 B of CSS
    // (the site stylesheet), gzip with Node's default level.
    const BEFORE = { js: 9102, css: 7594 };
    const gzip = async (href: string) => gzipSync(await read(href.slice(1))).length;
    const html = page(await read('extras/index.html'));
    const scripts = html.querySelectorAll('head script[src], head link[rel="modulepreload"]').map((node) => node.getAttribute('src') ?? node.getAttribute('href')!);
    expect(scripts).toEqual([expect.stringMatching(/^\/extras\/assets\/runtime\.\w{10}\.js$/)]);
    const js = (await Promise.all(scripts.map(gzip))).reduce((a, b) => a + b, 0);
    const css = (await Promise.all((await stylesheets('extras/index.html')).map(gzip))).reduce((a, b) => a + b, 0);
    expect(js).toBeLessThanOrEqual(BEFORE.js);
    expect(css).toBeLessThanOrEqual(BEFORE.css);
    expect(js + css).toBeLessThanOrEqual(BEFORE.js + BEFORE.css);
  });

  it('the page without extras, and the markdown twins, are as written', async () => {
    const html = page(await read('extras/index.html'));
    const article = html.querySelector('article')!;
    expect(article.querySelectorAll('p').map((p) => p.text)).toContain('Plain text that costs $5 or $10, with $code$ and no formulas.');
    expect(article.querySelectorAll('.katex, pre.mermaid, .footnotes')).toHaveLength(0);
    expect(await read('extras/formulas.md')).toContain('$$\nb_{\\max} = \\frac{r}{2} + \\sqrt{n}\n$$');
  });
});

describe('a site without formulas or diagrams', () => {
  it('publishes neither KaTeX nor the diagram chunks', async () => {
    const { run, out } = await generateFixture('minimal');
    expect(run.exitCode, run.output).toBe(0);
    const assets = await readdir(join(out, 'docs', 'assets'));
    expect(assets.filter((name) => /katex|mermaid|^chunk-/.test(name))).toEqual([]);
    // The runtime, its small chunks (search, a big sidebar's categories) and its small parts (the
    // reference's, its request samples', tabs'), which load only where used.
    expect(assets.filter((name) => name.endsWith('.js')).sort()).toEqual([
      expect.stringMatching(/^reference-\w+\.js$/),
      expect.stringMatching(/^runtime\.\w{10}\.js$/),
      expect.stringMatching(/^sample-code-\w+\.js$/),
      expect.stringMatching(/^search-ui-\w+\.js$/),
      expect.stringMatching(/^sidebar-nav-\w+\.js$/),
      expect.stringMatching(/^tabs-\w+\.js$/),
    ]);
  });
});

describe('hostile formulas', () => {
  it('TeX brings no links, markup or scripts; an unclosed $$ cannot swallow the page; the twin stays neutralised', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'docs', 'hostile.md'),
      [
        '# Hostile',
        'Link: $\\href{javascript:alert(1)}{x}$, markup: $\\htmlId{x}{y}$, style: $\\htmlStyle{color:red}{z}$, script: $<script>alert(2)</script>$, image: $<img src=x onerror=alert(3)>$.',
        'Huge: $\\rule{100000em}{1em}$ and a macro bomb: $\\def\\a{\\a\\a}\\a$.',
        '$$\nx = 1\n\n## After the formula\n\nStill here.',
      ].join('\n\n'),
    );
    const build = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', build], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(
      /docs\/hostile\.md:7:1: warning This \$\$ formula is never closed: it would swallow the rest of the page, so it ends with its paragraph\. Close it with \$\$ \[math-error\]/,
    );
    expect(run.stderr).toMatch(/docs\/hostile\.md:5:\d+: warning This formula is not valid TeX, so its source is shown instead: Too many expansions/);
    const html = await readFile(join(build, 'docs', 'hostile', 'index.html'), 'utf8');
    const article = page(html).querySelector('article')!;
    expect(article.querySelector('h2#after-the-formula')?.text).toContain('After the formula');
    expect(article.text).toContain('Still here.');
    expect(article.querySelectorAll('script, img, a[href^="javascript"], [onerror], #x')).toHaveLength(0);
    // The TeX is only text (in MathML's annotation, escaped); \href and \html… are not run (trust: false).
    expect(article.innerHTML).not.toMatch(/<script|<img|href="javascript/i);
    expect(
      article
        .querySelectorAll('*')
        .flatMap((node) => Object.keys(node.attributes))
        .filter((name) => /^on/i.test(name)),
    ).toEqual([]);
    expect(article.querySelectorAll('[style]').filter((node) => /red/.test(node.getAttribute('style')!))).toHaveLength(0);
    expect(article.querySelectorAll('annotation').map((node) => node.text)).toContain('\\href{javascript:alert(1)}{x}');
    // A rule is capped (maxSize: 100em), not 100000em wide.
    const sizes = article.querySelectorAll('[style]').flatMap((node) => [...node.getAttribute('style')!.matchAll(/(-?[\d.]+)em/g)].map((match) => Math.abs(Number(match[1]))));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    // The .md twin: raw HTML a renderer without math would see is neutralised there too.
    const twin = await readFile(join(build, 'docs', 'hostile.md'), 'utf8');
    expect(twin).not.toMatch(/<script>|onerror=/);
  });
});

describe('spec descriptions', () => {
  it('stay CommonMark + GFM: no formulas, footnotes or diagrams (a reference holds hundreds of them)', () => {
    const html = renderMarkdown('Costs $x$ per call[^1].\n\n[^1]: A note.\n\n```mermaid\ngraph TD\n```\n', { plain: true }).html;
    expect(html).not.toMatch(/katex|footnote|class="mermaid"/);
    expect(html).toContain('Costs $x$ per call');
  });
});

// MDX pages as a Docusaurus 3 site writes them (fixtures/docusaurus-mdx): compiled, rendered in
// the site's chrome, and every problem a diagnostic at the file, line and column that wrote it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';

describe('a Docusaurus MDX docs folder', () => {
  let run: CliRun;
  let out: string;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, out, read } = await generateFixture('docusaurus-mdx'));
  });
  const page = async (path: string) => parse(await read(path), { blockTextElements: { script: true, style: true } });

  it('builds with no warning', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/0 warnings/);
  });

  it('renders the page in the chrome, with its headings (partials included) in the table of contents', async () => {
    const intro = await page('intro/index.html');
    expect(intro.querySelector('article h1')?.text).toBe('Introduction');
    expect(intro.querySelectorAll('nav.toc li a').map((a) => [a.getAttribute('href'), a.text])).toEqual([
      ['#install-rocket', 'Install'],
      ['#check-the-install', 'Check the install'],
      ['#configure', 'Configure'],
    ]);
    expect(intro.querySelector('.sidebar a.active')?.text).toBe('Introduction');
    expect(intro.querySelector('.pagination-next')?.getAttribute('href')).toBe('/guides/launch');
    // The site's own component, imported from @site/src/components.
    expect(intro.querySelector('article span.highlight')?.text).toBe('small satellites');
    // The HTML comment (MDX 1) is read, not shown.
    expect(await read('intro/index.html')).not.toContain('A comment Docusaurus');
  });

  it('writes tabs readable without JavaScript: a radio button per tab, the default one checked', async () => {
    const intro = await page('intro/index.html');
    const tabs = intro.querySelector('.sp-tabs');
    expect(tabs?.getAttribute('data-group-id')).toBe('os');
    expect(tabs?.querySelectorAll('.sp-tab').map((label) => label.text)).toEqual(['macOS', 'Windows']);
    expect(tabs?.querySelectorAll('.sp-tab-input').map((input) => [input.getAttribute('value'), input.hasAttribute('checked')])).toEqual([
      ['mac', true],
      ['win', false],
    ]);
    expect(tabs?.querySelectorAll('.sp-tab-panel').map((panel) => panel.text.trim())).toEqual(['brew install rocket', 'winget install rocket']);
    // Their stylesheet is linked here and not on a page without components.
    const components = (html: typeof intro) => html.querySelectorAll('link[rel="stylesheet"]').filter((link) => /^\/assets\/components\.[0-9a-f]{10}\.css$/.test(link.getAttribute('href') ?? ''));
    expect(components(intro)).toHaveLength(1);
    expect(components(await page('guides/hidden/index.html'))).toHaveLength(0);
  });

  it('renders admonitions, code blocks, details and tables as markdown pages do', async () => {
    const intro = await page('intro/index.html');
    expect(intro.querySelectorAll('.admonition').map((box) => [box.classList.value.find((c) => c.startsWith('admonition-')), box.querySelector('.admonition-heading')?.text])).toEqual([
      ['admonition-tip', 'Keep it short'],
      ['admonition-note', 'Defaults'],
      ['admonition-danger', 'Fuel'],
      ['admonition-warning', 'Warning'],
    ]);
    const titled = intro.querySelectorAll('.md-code');
    expect(titled.map((block) => block.querySelector('.md-code-title')?.text)).toEqual(['rocket.config.js', 'rocket.json']);
    const config = titled[0];
    expect(config.querySelectorAll('.code-line-highlighted').map((line) => line.text.trim())).toEqual(["payload: 'cubesat',"]);
    expect(config.text).not.toContain('highlight-next-line');
    expect(intro.querySelector('details.sp-details summary')?.text).toBe('Why a config file?');
    expect(intro.querySelector('.table-wrap table th')?.text).toBe('Key');
  });

  it('resolves links and images: pages by file, files from the site root, images beside the page', async () => {
    const intro = await page('intro/index.html');
    const hrefs = intro.querySelectorAll('article p a').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/guides/launch', '/img/rocket.svg']);
    const image = intro.querySelector('article img');
    expect(image?.getAttribute('src')).toMatch(/^\/assets\/site\/docs\/guides\/img\/pad\.[0-9a-f]{10}\.svg$/);
    expect(existsSync(join(out, image!.getAttribute('src')!.slice(1)))).toBe(true);
    const launch = await page('guides/launch/index.html');
    expect(launch.querySelector('article p a')?.getAttribute('href')).toBe('/intro#install-rocket');
    expect(launch.querySelector('article img')?.getAttribute('src')).toBe('/img/rocket.svg');
  });

  it('renders code blocks with line numbers and highlight-start/end, every admonition kind and GitHub alert, and code groups', async () => {
    const code = await page('guides/code/index.html');
    const article = code.querySelector('article')!;
    const numbered = article.querySelector('.md-code.md-code-numbered')!;
    expect(numbered.querySelector('.md-code-title')?.text).toBe('launch.py');
    expect(numbered.querySelectorAll('.code-line').map((line) => [line.text.trimEnd(), line.classList.contains('code-line-highlighted')])).toEqual([
      ['def launch():', false],
      ['    fuel()', true],
      ['    ignite()', true],
      ['    return "lift-off"', false],
    ]);
    expect(numbered.text).not.toContain('highlight-');
    // TSX is highlighted as TSX (its tags too), with Prism's grammar loaded for it.
    const tsx = article.querySelectorAll('.md-code').find((block) => block.querySelector('.md-code-title')?.text === 'Countdown.tsx')!;
    expect(tsx.querySelector('code')?.getAttribute('class')).toBe('language-tsx');
    expect(tsx.querySelectorAll('.token.tag .token.punctuation').map((token) => token.text)).toContain('</');
    expect(tsx.querySelector('.token.attr-name')?.text).toBe('className');
    expect(
      article
        .querySelectorAll('.admonition')
        .map((box) => [box.classList.value.find((c) => c.startsWith('admonition-')), box.querySelector('.admonition-heading')?.text, box.querySelector('.admonition-content')?.text.trim()]),
    ).toEqual([
      ['admonition-warning', 'Caution', 'Hot exhaust.'],
      ['admonition-info', 'Orbit data', 'Updated daily.'],
      ['admonition-info', 'Important', 'Check the payload.'],
      ['admonition-note', 'Note', 'Notes are grey.'],
      ['admonition-tip', 'Tip', 'Tips are green.'],
    ]);
    // :::code-group os: one tab per block, labelled by [label], title="…" or language, in group "os".
    const group = article.querySelector('.sp-tabs')!;
    expect(group.getAttribute('data-group-id')).toBe('os');
    expect(group.querySelectorAll('.sp-tab').map((label) => label.text)).toEqual(['rocket.config.js', 'rocket.config.ts', 'YAML']);
    expect(group.querySelectorAll('.sp-tab-panel').map((panel) => panel.querySelector('code')?.getAttribute('class'))).toEqual(['language-js', 'language-ts', 'language-yaml']);
    expect(group.querySelectorAll('.sp-tab-panel')[1].querySelector('.md-code-title')?.text).toBe('rocket.config.ts');
    expect(article.text).not.toContain(':::');
  });

  it('reads the front matter Docusaurus pages carry: toc levels, pagination, keywords, image, edit URL', async () => {
    const code = await page('guides/code/index.html');
    expect(code.querySelectorAll('nav.toc a').map((a) => a.text)).toEqual(['Numbered lines', 'Admonitions', 'Config files', 'Pictures']);
    expect(code.querySelector('.pagination-prev')).toBeNull();
    expect(code.querySelector('.pagination-next')?.getAttribute('href')).toBe('/intro');
    expect(code.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('rocket, code');
    expect(code.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://docs.rocket.example/img/rocket.svg');
    expect(code.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Code blocks, admonitions and alerts as a Docusaurus page writes them.');
    expect(code.querySelector('a.doc-edit-link')?.getAttribute('href')).toBe('https://code.example/rocket/docs/edit/main/docs/guides/code.mdx');
  });

  it('publishes images in every form: beside the page, from ../, from the site root, as JSX with its size, through useBaseUrl', async () => {
    const images = (await page('guides/code/index.html')).querySelectorAll('article img');
    expect(images.map((img) => [img.getAttribute('alt'), img.getAttribute('src')?.replace(/\.[0-9a-f]{10}\./, '.HASH.')])).toEqual([
      ['Shared chart', '/assets/site/docs/shared/chart.HASH.svg'],
      ['Pad as JSX', '/assets/site/docs/guides/img/pad.HASH.svg'],
      ['Rocket from useBaseUrl', '/img/rocket.svg'],
    ]);
    expect([images[1].getAttribute('width'), images[1].getAttribute('height')]).toEqual(['40', '20']);
    for (const img of images) expect(existsSync(join(out, img.getAttribute('src')!.slice(1))), img.getAttribute('src')).toBe(true);
  });

  it('renders math with KaTeX (HTML and MathML), diagrams as their source and footnotes, as markdown pages do', async () => {
    const launch = await page('guides/launch/index.html');
    const article = launch.querySelector('article')!;
    expect(article.querySelectorAll('.katex')).toHaveLength(3);
    expect(article.querySelectorAll('.katex math')).toHaveLength(3);
    expect(article.querySelector('.math-display annotation')?.text.trim()).toBe('E = \\frac{1}{2} m v^2 - \\frac{GMm}{r}');
    expect(article.querySelector('pre.mermaid')?.text).toBe('flowchart LR\n  Pad --> Orbit');
    const ref = article.querySelector('sup a[data-footnote-ref]');
    expect(article.querySelector(`[id="${ref?.getAttribute('href')?.slice(1)}"]`)?.text).toContain('In SI units.');
    // KaTeX's stylesheet here, and the screen-reader label of the footnotes out of the table of contents.
    expect(launch.querySelectorAll('link[rel="stylesheet"]').some((link) => /\/assets\/katex\.\w{10}\.css$/.test(link.getAttribute('href') ?? ''))).toBe(true);
    expect(launch.querySelectorAll('nav.toc a').map((a) => a.text)).toEqual(['Orbit']);
  });

  it('leaves drafts out and keeps unlisted pages out of the sitemap and search, and writes a twin without imports', async () => {
    expect(existsSync(join(out, 'guides/draft'))).toBe(false);
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('/intro');
    expect(sitemap).not.toContain('draft');
    expect(sitemap).not.toContain('hidden');
    expect((await page('guides/hidden/index.html')).querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    const twin = await read('intro.md');
    expect(twin).not.toMatch(/^import /m);
    expect(twin).toContain('<Tabs groupId="os">');
    expect(twin).toContain('brew install rocket');
  });

  it("writes the partials' text into the .md twin and llms-full.txt, and plain text into llms.txt's descriptions", async () => {
    // intro.mdx renders <InstallSteps />, which renders <Verify /> (a .md partial): their words, not their tags.
    const partialText = '### Check the install\n\nRun `rocket --version` and look for a version number.\n\nIf no version prints, open a new terminal and try again.';
    expect((await page('intro/index.html')).querySelector('article')?.text).toContain('If no version prints, open a new terminal and try again.');
    const twin = await read('intro.md');
    expect(twin).toContain(partialText);
    expect(twin).not.toMatch(/<InstallSteps|<Verify|_verify\.md|description: A partial/);
    const full = await read('llms-full.txt');
    expect(full).toContain(partialText);
    expect(full).not.toMatch(/<InstallSteps|<Verify/);
    // The page's first paragraph has a JSX component: its text is the description.
    const llms = await read('llms.txt');
    expect(llms).toContain('[Introduction](https://docs.rocket.example/intro.md): Rocket launches small satellites from a single command.');
    expect(llms).not.toContain('<Highlight');
    // A docs-only site: no servers to name, no empty reference section.
    expect(llms).toContain('Documentation for developers integrating with Rocket Docs. Every page below is markdown;');
    expect(llms).not.toContain('## API reference');
    expect((await page('intro/index.html')).querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Rocket launches small satellites from a single command.');
  });
});

describe('MDX problems', () => {
  async function build(files: Record<string, string>) {
    const site = await copyFixture('docusaurus-mdx');
    for (const [path, text] of Object.entries(files)) await writeFile(join(site, path), text);
    const out = join(await tempDir(), 'build');
    return { run: await runCli(['generate', '--out', out], site), out };
  }

  it('a syntax error is an error at its file, line and column', async () => {
    const { run } = await build({ 'docs/broken.mdx': '# Broken\n\nText <Tabs groupId="x">\n\nno closing tag\n' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/broken\.mdx:\d+:\d+: error Cannot compile the MDX page: .*Tabs.* \[mdx-compile\]/);
  });

  it('a syntax error in a partial is reported in the partial', async () => {
    const { run } = await build({ 'docs/_install-steps.mdx': '### Check\n\n{oops(\n' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/_install-steps\.mdx:4:1: error Cannot compile the MDX page: Unexpected end of file in expression/);
  });

  it('an import that resolves to nothing is an error at the import', async () => {
    const { run } = await build({ 'docs/imports.mdx': "import Fancy from '@theme/Fancy';\n\n# Imports\n\n<Fancy />\n" });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/imports\.mdx:1:19: error Cannot compile the MDX page: Could not resolve "@theme\/Fancy"/);
  });

  it('a component used without an import is an error at its line, with a hint', async () => {
    const { run } = await build({ 'docs/missing.mdx': '# Missing\n\nSome text.\n\n<Highlight>hi</Highlight>\n' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/missing\.mdx:5:1: error The MDX page cannot be rendered: .*Highlight.* \[mdx-render\]/);
    expect(run.stderr).toMatch(/Import Highlight at the top of the page/);
  });

  it('an unknown container keeps its text, with a warning; text that only looks like a directive stays text', async () => {
    const { run, out } = await build({ 'docs/containers.mdx': '# Containers\n\n:::spoiler\nHidden text.\n:::\n\nMeet at 10:30 or a:b.\n' });
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/docs\/containers\.mdx:3:1: warning The container ":::spoiler" is unknown/);
    const html = await readFile(join(out, 'containers/index.html'), 'utf8');
    expect(html).toContain('Hidden text.');
    expect(html).toContain('Meet at 10:30 or a:b.');
  });

  it('a broken link in an MDX page fails the build at its line', async () => {
    const { run } = await build({ 'docs/links.mdx': '# Links\n\nSee [nowhere](./missing.mdx).\n' });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/links\.mdx:3:\d+: error .*missing\.mdx/);
  });
});

describe('two MDX pages with the same text, in two folders', () => {
  let run: CliRun;
  let site: string;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    // The same page in two versions' folders, each importing the partial beside it; line 5: an unknown admonition type.
    const text = "# Release\n\nimport Notes from './_notes.md';\n\n:::tipp\nMind the gap.\n:::\n\n<Notes />\n";
    for (const [folder, words] of [
      ['v1', 'Alpha notes.'],
      ['v2', 'Beta notes.'],
    ]) {
      await mkdir(join(site, 'docs', folder), { recursive: true });
      await writeFile(join(site, 'docs', folder, 'release.mdx'), text);
      await writeFile(join(site, 'docs', folder, '_notes.md'), `${words}\n`);
    }
    run = await runCli(['generate', '--out', join(site, 'build')], site);
  });

  it('each shows its own partial (the page is compiled once, its imports resolved from each file)', async () => {
    expect(run.exitCode, run.output).toBe(0);
    const v1 = await readFile(join(site, 'build', 'v1', 'release', 'index.html'), 'utf8');
    const v2 = await readFile(join(site, 'build', 'v2', 'release', 'index.html'), 'utf8');
    expect(v1).toContain('Alpha notes.');
    expect(v1).not.toContain('Beta notes.');
    expect(v2).toContain('Beta notes.');
    expect(v2).not.toContain('Alpha notes.');
  });

  it('and each has its warning, at its own file and line', () => {
    expect(run.stderr).toMatch(/docs\/v1\/release\.mdx:5:1: warning The container ":::tipp" is unknown/);
    expect(run.stderr).toMatch(/docs\/v2\/release\.mdx:5:1: warning The container ":::tipp" is unknown/);
  });
});

describe('HTML comments in .md files read as MDX or as markdown', () => {
  let run: CliRun;
  let site: string;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    // Redux's docs write a prettier comment on the line before an import: the page is MDX, its component shown.
    await writeFile(join(site, 'docs/async.md'), "# Async\n\n<!-- prettier-ignore -->\nimport Steps from './_steps.md';\n\nBefore the steps.\n\n<Steps />\n");
    // A partial without import or export is markdown: its comment is a comment, not text.
    await writeFile(join(site, 'docs/_steps.md'), 'First step.\n\n<!-- a note for the authors -->\n\nSecond step.\n');
    run = await runCli(['generate', '--out', join(site, 'build')], site);
  });

  it('a .md page whose import follows a comment line is MDX: the partial is shown, the import is not', async () => {
    expect(run.exitCode, run.output).toBe(0);
    const html = await readFile(join(site, 'build', 'async', 'index.html'), 'utf8');
    expect(html).not.toContain('import Steps');
    expect(html).toContain('<p>First step.</p>');
    expect(html).toContain('<p>Second step.</p>');
  });

  it('a comment in a markdown partial is left out, not shown as an MDX comment', async () => {
    const html = await readFile(join(site, 'build', 'async', 'index.html'), 'utf8');
    expect(html).not.toContain('a note for the authors');
    expect(html).not.toContain('{/*');
  });
});

// Markdown as Docusaurus, Starlight and GitHub pages write it: `:::note[Title]`, `:::caution`,
// GitHub's `> [!WARNING]` alerts, and the languages API docs show code in.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

describe('markdown from other tools', () => {
  it('renders admonition titles in brackets, caution, GitHub alerts and more code languages', async () => {
    const site = await copyFixture('minimal');
    const code = (lang: string, text: string) => `\`\`\`${lang}\n${text}\n\`\`\`\n`;
    await writeFile(
      join(site, 'docs', 'dialects.md'),
      [
        '# Dialects',
        ':::note[Read this first]\nBracket title.\n:::',
        ':::caution\nCareful.\n:::',
        '> [!WARNING]\n> An alert with **bold**.',
        '> A plain quote.',
        code('java', 'class A { int x = 1; }'),
        code('csharp', 'var x = 1;'),
        code('kotlin', 'fun main() = println("hi")'),
        code('swift', 'let x = 1'),
        code('rust', 'fn main() { let x = 1; }'),
        code('sql', 'SELECT id FROM users;'),
        code('graphql', 'query { user { id } }'),
        code('dockerfile', 'FROM node:20'),
      ].join('\n\n'),
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    // <pre> parsed as elements too (node-html-parser keeps its content as text by default).
    const page = parse(await readFile(join(out, 'docs', 'dialects', 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });
    const admonitions = page
      .querySelectorAll('.admonition')
      .map((el) => [el.classList.value.find((c) => c.startsWith('admonition-')), el.querySelector('.admonition-heading')?.text, el.querySelector('.admonition-content')?.text.trim()]);
    expect(admonitions).toEqual([
      ['admonition-note', 'Read this first', 'Bracket title.'],
      ['admonition-warning', 'Caution', 'Careful.'],
      ['admonition-warning', 'Warning', 'An alert with bold.'],
    ]);
    expect(page.querySelector('blockquote')?.text.trim()).toBe('A plain quote.');
    for (const lang of ['java', 'csharp', 'kotlin', 'swift', 'rust', 'sql', 'graphql', 'dockerfile']) {
      const spans = page.querySelector(`code.language-${lang}`)?.querySelectorAll('span') ?? [];
      expect(
        spans.some((span) => span.classList.contains('keyword')),
        lang,
      ).toBe(true);
    }
  });

  it('code blocks take a title, highlighted lines from {…} and highlight comments, and line numbers', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'docs', 'code.md'),
      '# Code\n\n```js title="app.js" {1} showLineNumbers\nconst a = 1;\n// highlight-next-line\nconst b = `x\ny`;\nconst c = 3;\n```\n\n```bash\nplain\n```\n',
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await readFile(join(out, 'docs', 'code', 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });
    const block = page.querySelector('.md-code')!;
    expect(block.classList.contains('md-code-numbered')).toBe(true);
    expect(block.querySelector('.md-code-title')?.text).toBe('app.js');
    const lines = block.querySelectorAll('.code-line').map((line) => [line.text.replace(/\n$/, ''), line.classList.contains('code-line-highlighted')]);
    // The highlight comment is gone; the template string spanning two lines stays well-formed.
    expect(lines).toEqual([
      ['const a = 1;', true],
      ['const b = `x', true],
      ['y`;', false],
      ['const c = 3;', false],
    ]);
    // A fence without extras stays a plain <pre><code>.
    expect(page.querySelectorAll('pre > code.language-bash')).toHaveLength(1);
    expect(page.querySelectorAll('.md-code')).toHaveLength(1);
  });

  it('names an unknown container and every tag and attribute the sanitiser removes, at its line, and keeps the text', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'docs', 'embeds.md'),
      '# Embeds\n\n:::spoiler\nHidden.\n:::\n\n<iframe src="https://video.example/embed/1"></iframe>\n\nPress <button onclick="go()">Go</button> now.\n\nA <span style="color: red">red</span> word.\n\n<kbd>Ctrl</kbd> stays.\n',
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/docs\/embeds\.md:3:1: warning the container ":::spoiler" is unknown and is shown as text/);
    expect(run.stderr).toMatch(/docs\/embeds\.md:7:1: warning the sanitiser removes <iframe>: /);
    expect(run.stderr).toMatch(/docs\/embeds\.md:9:1: warning the sanitiser removes <button>: /);
    expect(run.stderr).toMatch(/docs\/embeds\.md:11:1: warning the sanitiser removes the style attribute of <span>: /);
    expect(run.stderr).not.toMatch(/kbd/);
    const html = await readFile(join(out, 'docs', 'embeds', 'index.html'), 'utf8');
    expect(html).toContain('Press Go now.');
    expect(html).toContain('A <span>red</span> word.');
    expect(html).not.toContain('<iframe');
  });

  it("turns Docusaurus's npm2yarn blocks and `tab` blocks into tabs, in markdown and MDX pages alike", async () => {
    const site = await copyFixture('minimal');
    const page = [
      '# Install',
      '```bash npm2yarn\nnpm install --save-dev left-pad\nnpm run build\n```',
      '```js tab\nconst a = 1;\n```\n```ts tab={"label":"Typed"}\nconst a: number = 1;\n```',
      'Between.',
      '```js tab={"label": oops}\nx\n```',
    ].join('\n\n');
    await writeFile(join(site, 'docs', 'install.md'), page);
    await writeFile(join(site, 'docs', 'install-mdx.mdx'), page.replace('# Install', '# Install (MDX)'));
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    for (const [file, source] of [
      ['docs/install/index.html', 'docs/install.md'],
      ['docs/install-mdx/index.html', 'docs/install-mdx.mdx'],
    ]) {
      const html = parse(await readFile(join(out, file), 'utf8'), { blockTextElements: { script: true, style: true } });
      const sets = html.querySelectorAll('.sp-tabs');
      expect(sets.map((set) => set.getAttribute('data-group-id'))).toEqual(['npm2yarn', 'code-examples', 'code-examples']);
      expect(sets[0].querySelectorAll('.sp-tab').map((tab) => tab.text)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      const code = sets[0].querySelectorAll('.sp-tab-panel code').map((block) => block.text.trim());
      expect(code).toEqual([
        'npm install --save-dev left-pad\nnpm run build',
        'yarn add --dev left-pad\nyarn build',
        'pnpm add --save-dev left-pad\npnpm run build',
        'bun add --dev left-pad\nbun run build',
      ]);
      expect(sets[1].querySelectorAll('.sp-tab').map((tab) => tab.text)).toEqual(['JavaScript', 'Typed']);
      expect(sets[1].querySelectorAll('.sp-tab-panel code').map((block) => block.text.trim())).toEqual(['const a = 1;', 'const a: number = 1;']);
      // Options that are not JSON: the block is still a tab, and the author is told at its line.
      expect(sets[2].querySelectorAll('.sp-tab').map((tab) => tab.text)).toEqual(['JavaScript']);
      expect(run.output).toMatch(new RegExp(`${source.replace('.', '\\.')}:17:1: warning .*tab options are ignored: its options tab=\\{"label": oops\\} are not JSON`, 'i'));
    }
  });

  it("unwraps mdx-code-block fences as Docusaurus does: their imports and JSX are the page's, in a .md page too", async () => {
    const site = await copyFixture('minimal');
    await mkdir(join(site, 'src', 'components'), { recursive: true });
    await writeFile(join(site, 'src', 'components', 'BrowserWindow.jsx'), 'export default function BrowserWindow({ children }) {\n  return <div className="browser-window">{children}</div>;\n}\n');
    const fence = (text: string) => `\`\`\`mdx-code-block\n${text}\n\`\`\``;
    await writeFile(
      join(site, 'docs', 'window.md'),
      [
        '# Window',
        fence("import BrowserWindow from '@site/src/components/BrowserWindow';\n\n<BrowserWindow>"),
        'Inside the **window**.',
        fence('</BrowserWindow>'),
        '```js\nconst kept = 1;\n```',
      ].join('\n\n'),
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const page = parse(await readFile(join(out, 'docs', 'window', 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });
    expect(page.querySelector('.browser-window strong')?.text).toBe('window');
    expect(page.querySelectorAll('main pre').map((pre) => pre.text.trim())).toEqual(['const kept = 1;']);
    const twin = await readFile(join(out, 'docs', 'window.md'), 'utf8');
    expect(twin).not.toContain('import BrowserWindow');
    expect(twin).not.toContain('mdx-code-block');
    expect(twin).toContain('<BrowserWindow>');
  });
});

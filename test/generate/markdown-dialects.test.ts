// Markdown as Docusaurus, Starlight and GitHub pages write it: `:::note[Title]`, `:::caution`,
// GitHub's `> [!WARNING]` alerts, and the languages API docs show code in.
import { readFile, writeFile } from 'node:fs/promises';
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
});

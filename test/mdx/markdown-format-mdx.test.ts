// `markdown.format: mdx` reads every .md file as MDX, as Docusaurus 3 does by default (React
// Native's .md pages write `<div className>` and components without imports): author-trusted code,
// like .mdx pages. Without it (`detect`) a .md file without imports stays markdown, sanitised.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

const PAGE = '# Labels\n\nAn event <div className="label ios">iOS</div> and {1 + 1} props.\n';

async function site(format?: string): Promise<string> {
  const dir = await tempDir();
  await writeFile(join(dir, 'specpress.config.yaml'), `title: Format\nurl: https://format.example\n${format ? `markdown:\n  format: ${format}\n` : ''}`);
  await mkdir(join(dir, 'docs'), { recursive: true });
  await writeFile(join(dir, 'docs', 'labels.md'), PAGE);
  return dir;
}

describe('markdown.format', () => {
  it('mdx: a .md page is compiled as MDX, its className and expressions kept', async () => {
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--no-cache', '--out', out], await site('mdx'));
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toBe('');
    const main = parse(await readFile(join(out, 'labels', 'index.html'), 'utf8')).querySelector('main')!;
    expect(main.querySelector('div.label.ios')?.text).toBe('iOS');
    expect(main.text).toContain('and 2 props');
  });

  it('detect (the default): the same page is markdown, its className dropped with a warning', async () => {
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--no-cache', '--out', out], await site());
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/the sanitiser removes the classname attribute of <div>/);
    const main = parse(await readFile(join(out, 'labels', 'index.html'), 'utf8')).querySelector('main')!;
    expect(main.querySelector('div.label')).toBeNull();
    expect(main.text).toContain('{1 + 1}');
  });
});

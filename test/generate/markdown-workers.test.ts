// The docs' markdown rendered on worker threads (src/model/markdown-workers.ts) gives the same
// bytes as on one thread: every written file, and every diagnostic with its file:line:col.
// SPECPRESS_MARKDOWN_WORKERS=<n> forces n workers, which render every page, whatever the page
// count (0: none).
import { execa } from 'execa';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repoRoot, tempDir } from '../helpers/cli.js';
import { renderInWorkers, type MarkdownWorkerData } from '../../src/model/markdown-workers.js';

async function tree(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  // A build that fails writes nothing: compared as no files.
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) out.set(join(entry.parentPath, entry.name).slice(dir.length), await readFile(join(entry.parentPath, entry.name)));
  }
  return out;
}

/** `generate` of the site whose config is `config`, with `workers` markdown workers forced. */
async function generate(config: string, workers: number) {
  const out = join(await tempDir(), 'build');
  const run = await execa('node', [bin, 'generate', '--config', config, '--out', out], {
    cwd: join(config, '..'),
    reject: false,
    env: { NO_COLOR: '1', SPECPRESS_MARKDOWN_WORKERS: String(workers) },
  });
  // The summary line names the output folder and the time taken; every other line must match.
  const output = `${run.stdout}\n${run.stderr}`
    .split(out)
    .join('<out>')
    .replace(/specpress-test-\w+/g, '<tmp>')
    .replace(/\d+ ms\b/g, '<ms>');
  return { exitCode: run.exitCode, output, files: await tree(out) };
}

async function expectSameBuilds(config: string, workers = 2) {
  const [one, many] = [await generate(config, 0), await generate(config, workers)];
  expect(many.exitCode).toBe(one.exitCode);
  expect(many.output).toBe(one.output);
  expect([...many.files.keys()].sort()).toEqual([...one.files.keys()].sort());
  for (const [path, content] of one.files) expect(content.equals(many.files.get(path)!), path).toBe(true);
  return one;
}

/** A docs site of `count` pages that link to each other, to missing pages and anchors, show images and raw HTML, formulas and code. */
async function manyPages(count: number): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs', 'img'), { recursive: true });
  await writeFile(join(dir, 'docs', 'img', 'pixel.png'), Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
  await writeFile(
    join(dir, 'specpress.config.yaml'),
    ['title: Many pages', 'url: https://many.example', "baseUrl: '/'", 'docs:', '  folder: docs', 'links:', '  onBrokenLinks: warn', '  onBrokenImages: warn', ''].join('\n'),
  );
  for (let i = 0; i < count; i++) {
    const folder = join(dir, 'docs', `part-${Math.floor(i / 10)}`);
    await mkdir(folder, { recursive: true });
    const next = `../part-${Math.floor((i + 1) / 10)}/page-${i + 1}.md`;
    const lines = [
      '---',
      `title: Page ${i}`,
      '---',
      `# Page ${i}`,
      '',
      `Next is [page ${i + 1}](${next}#details), the root is [home](/part-0/page-0), a [missing one](./nowhere-${i}.md) and [a lost anchor](#nothing-${i}).`,
      '',
      '## Details',
      '',
      `![pixel](../img/pixel.png) and ![gone](./gone-${i}.png)`,
      '',
      i % 3 === 0 ? `<div onclick="alert(${i})">raw <b>HTML</b> with a handler</div>` : `Plain text with a footnote.[^${i}]`,
      '',
      i % 3 === 0 ? '<script>alert(1)</script>' : `[^${i}]: The note of page ${i}.`,
      '',
      i % 4 === 0 ? `A formula $x^${i}$ and a broken one $\\frac{${i}$.` : 'No formula here.',
      '',
      '```ts',
      `export const page${i}: number = ${i};`,
      '```',
      '',
      i % 5 === 0 ? ':::tip Mind this\nAn admonition.\n:::\n\n:::unknown\nA container specpress does not know.\n:::' : '> [!NOTE]\n> A GitHub alert.',
      '',
    ];
    await writeFile(join(folder, `page-${i}.md`), lines.join('\n'));
  }
  return join(dir, 'specpress.config.yaml');
}

describe('markdown on worker threads', () => {
  it('a site of 60 pages: the same files and the same diagnostics with two workers as with none', async () => {
    const one = await expectSameBuilds(await manyPages(60), 2);
    expect(one.exitCode, one.output).toBe(0);
    expect(one.files.size).toBeGreaterThan(60);
    // The comparison is worth something only if rendering reported things at their lines.
    expect(one.output).toMatch(/page-3\.md:\d+:\d+/);
    expect(one.output).toMatch(/sanitiser removes/);
    expect(one.output).toMatch(/not valid TeX/);
  });

  it.each(['markdown-extras', 'warnings', 'e2e-features', 'reference-split', 'reference-links', 'docusaurus-mdx'])('fixture %s: the same with a worker as without', async (name) => {
    await expectSameBuilds(join(repoRoot, 'fixtures', name, 'specpress.config.yaml'), 1);
  });

  it('the proposal site: the same with a worker as without', async () => {
    await expectSameBuilds(join(repoRoot, 'specpress.config.yaml'), 1);
  });
});

describe('a worker that fails', () => {
  const data: MarkdownWorkerData = { context: { baseUrl: '/', trailingSlash: false, siteDir: '/', externalImages: 'allow', routes: [] } };
  const pages = Array.from({ length: 2000 }, (_, i) => ({ file: `/p${i}.md`, relPath: `p${i}.md`, body: `# ${i}`, lineOffset: 0 }));
  // This thread takes batches too: slow enough that the worker is sent some before the end.
  const renderHere = () => {
    for (const until = performance.now() + 2; performance.now() < until;);
    return { html: '', headings: [], links: [], dropped: [] };
  };

  it('a worker that exits is an error naming it, not a hang', async () => {
    const script = join(await tempDir(), 'exits.cjs');
    await writeFile(script, "const { parentPort } = require('node:worker_threads'); parentPort.on('message', () => process.exit(3)); parentPort.postMessage('ready');");
    await expect(renderInWorkers(pages, data, renderHere, { workers: 1, here: true }, script)).rejects.toThrow(/markdown worker stopped \(exit code 3\)/);
  });

  it('a worker that throws is an error with its message', async () => {
    const script = join(await tempDir(), 'throws.cjs');
    await writeFile(script, "const { parentPort } = require('node:worker_threads'); parentPort.on('message', () => { throw new Error('broken renderer'); }); parentPort.postMessage('ready');");
    await expect(renderInWorkers(pages, data, renderHere, { workers: 1, here: true }, script)).rejects.toThrow(/markdown worker failed: broken renderer/);
  });
});

// specpress's own documentation (website/) is a specpress site: it builds with --strict (every
// link, anchor and image check an error) without a warning, and writes the pages a new user looks
// for first. One build, shared by the assertions.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir, type CliRun } from '../helpers/cli.js';

const website = join(repoRoot, 'website');
let run: CliRun;
let out: string;

beforeAll(async () => {
  out = join(await tempDir(), 'build');
  run = await runCli(['generate', '--strict', '--out', out], website);
});

describe('the website/ documentation site', () => {
  it('builds with --strict, exit 0 and no warnings', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stdout).toMatch(/, 0 warnings,/);
    expect(run.output).not.toMatch(/\bwarning\b.*\[[a-z-]+\]/);
  });

  it('writes getting started, a deploy guide and the migration guide, with their titles', async () => {
    const pages: Record<string, string> = {
      'getting-started/index.html': 'Getting started',
      'deploy/github-pages/index.html': 'GitHub Pages',
      'deploy/nginx/index.html': 'nginx',
      'guides/migrating/index.html': 'Moving from another tool',
      'benchmarks/index.html': 'Benchmarks',
    };
    for (const [file, title] of Object.entries(pages)) {
      const html = parse(await readFile(join(out, file), 'utf8'));
      expect(html.querySelector('h1')?.text.trim(), file).toBe(title);
    }
    // The example reference is the starter's Notes API, rendered like any reference.
    expect(existsSync(join(out, 'example-api', 'index.html'))).toBe(true);
  });
});

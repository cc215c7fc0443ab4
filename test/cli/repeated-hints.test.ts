// A hint shared by many diagnostics of one code is printed once, with how many it is for: a broken
// link repeated on sixteen pages is not sixteen copies of the same advice.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

describe('the terminal report', () => {
  it('prints a hint shared by diagnostics of one code once, with their count, and each diagnostic at its place', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'docs'), { recursive: true });
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Hints\nurl: https://hints.example\nlinks:\n  onBrokenMarkdownLinks: warn\n');
    for (const name of ['a', 'b', 'c']) await writeFile(join(site, 'docs', `${name}.md`), `# ${name}\n\nSee [the guide](./missing.md).\n`);
    const run = await runCli(['generate', '--out', join(await tempDir(), 'build')], site);
    expect(run.exitCode, run.output).toBe(0);
    for (const name of ['a', 'b', 'c']) expect(run.stderr).toContain(`docs/${name}.md:3:17: warning Markdown link "./missing.md"`);
    expect(run.stderr.match(/hint: /g)).toHaveLength(1);
    expect(run.stderr).toContain('(This hint is for all 3 [broken-markdown-link] warnings of this build; it is printed once.)');
  });
});

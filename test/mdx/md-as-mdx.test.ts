// Docusaurus 3 reads `.md` files as MDX, so real docs folders import components in `.md` files:
// a `.md` file with import/export statements is compiled as MDX; one without stays markdown.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';

const TABS_MD = `---
title: Install on your OS
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {
  Badge,
} from '@astrojs/starlight/components';

# Install

<Tabs groupId="os">
  <TabItem value="mac" label="macOS">

\`\`\`bash
brew install rocket
\`\`\`

  </TabItem>
  <TabItem value="win" label="Windows">Use winget.</TabItem>
</Tabs>

<Badge text="New" />

\`\`\`js
import x from 'y';
\`\`\`
`;

// Markdown that MDX could not read ({braces}, an unclosed <br>), with prose that starts with "import".
const PLAIN_MD = `# Plain

import the data first, then {export} it.<br>

    import indented from 'code';
`;

describe('a .md file with import statements', () => {
  let run: CliRun;
  let out: string;
  beforeAll(async () => {
    const site = await copyFixture('docusaurus-mdx');
    await writeFile(join(site, 'docs/tabs.md'), TABS_MD);
    await writeFile(join(site, 'docs/plain.md'), PLAIN_MD);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--out', out], site);
  });
  const page = async (path: string) => parse(await readFile(join(out, path), 'utf8'), { blockTextElements: { script: true, style: true } });

  it('is compiled as MDX: its components render and its imports are not printed', async () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/0 warnings/);
    const tabs = await page('tabs/index.html');
    const article = tabs.querySelector('article')!;
    expect(article.querySelector('h1')?.text).toBe('Install');
    expect(article.querySelectorAll('.sp-tab').map((label) => label.text)).toEqual(['macOS', 'Windows']);
    expect(article.querySelector('.sp-tab-panel')?.text.trim()).toBe('brew install rocket');
    expect(article.text).not.toContain('@theme/Tabs');
    expect(article.text).not.toContain('<Tabs');
    expect(article.text).toContain('New');
    // An import inside a code block is code, shown as written.
    expect(article.querySelectorAll('pre').map((pre) => pre.text)).toContain("import x from 'y';");
    // The .md twin leaves the imports out, like an .mdx page's.
    const twin = await readFile(join(out, 'tabs.md'), 'utf8');
    expect(twin).not.toContain("import Tabs from '@theme/Tabs'");
    expect(twin).toContain('brew install rocket');
  });

  it('a .md file without import statements stays markdown (prose starting with "import" is prose)', async () => {
    const plain = await page('plain/index.html');
    const article = plain.querySelector('article')!;
    expect(article.text).toContain('import the data first, then {export} it.');
    expect(article.querySelector('pre')?.text).toBe("import indented from 'code';\n");
    expect(existsSync(join(out, 'plain.md'))).toBe(true);
  });

  it('one MDX cannot read is an error at its file, line and column, with a hint that says why it is MDX', async () => {
    const site = await copyFixture('docusaurus-mdx');
    await writeFile(join(site, 'docs/broken.md'), "# Broken\n\nimport Tabs from '@theme/Tabs';\n\nA line break<br> and {oops(\n");
    const result = await runCli(['validate', '--format', 'json'], site);
    expect(result.exitCode).toBe(1);
    const problems = JSON.parse(result.stdout) as { file: string; line: number; column: number; code: string; hint: string | null }[];
    const problem = problems.find((p) => p.file === 'docs/broken.md');
    expect(problem).toMatchObject({ code: 'mdx-compile', line: 5 });
    expect(problem?.column).toBeGreaterThan(1);
    expect(problem?.hint).toMatch(/compiled as MDX/);
  });
});

// Docusaurus sites keep components beside their docs (Redux: docs/components/DetailedExplanation.jsx)
// and read only markdown there: a React file that a markdown page of the docs imports is that
// page's component, not a page of its own. A React file no page imports is still a page, and
// one without a default export is still an error.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

describe('React files beside the docs', () => {
  it('a component a page imports is not a page; a lone file without a default export is still an error', async () => {
    const site = await copyFixture('minimal');
    await mkdir(join(site, 'docs', 'components'), { recursive: true });
    await writeFile(join(site, 'docs', 'components', 'Explained.jsx'), 'export function Explained({ children }) { return <details className="explained">{children}</details>; }\n');
    await writeFile(join(site, 'docs', 'with-component.mdx'), "import { Explained } from './components/Explained';\n\n# With a component\n\n<Explained>Inside.</Explained>\n");
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--no-cache', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(await readFile(join(out, 'docs', 'with-component', 'index.html'), 'utf8')).toContain('<details class="explained">Inside.</details>');
    expect(existsSync(join(out, 'docs', 'components', 'explained', 'index.html'))).toBe(false);

    await writeFile(join(site, 'docs', 'components', 'Lone.jsx'), 'export const Lone = () => null;\n');
    const lone = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], site);
    expect(lone.exitCode).toBe(1);
    expect(lone.stderr).toMatch(/docs\/components\/Lone\.jsx:1:1: error The React page Lone\.jsx has no default export \[react-page-no-default-export\]/);
  });
});

// A Starlight site's MDX pages import Astro components, Vite's `?raw` files and Starlight
// components specpress draws its own way: the page builds, and what it leaves out is a warning at
// the line that wrote it; a `?raw` file outside the site is refused as any import is.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun, type JsonDiagnostic } from '../helpers/cli.js';

const PAGE = [
  "import { Code, Icon, LinkButton } from '@astrojs/starlight/components';",
  "import Preview from '../src/components/preview.astro';",
  "import example from '../src/data/example.json?raw';",
  '',
  '# From Starlight',
  '',
  '<Preview>',
  'Shown between the tags.',
  '</Preview>',
  '',
  '<Fragment slot="markdoc">Inside a fragment.</Fragment>',
  '',
  'Launch <Icon name="rocket" label="the rocket" /> now.',
  '',
  '<LinkButton href="/intro">Get started</LinkButton>',
  '',
  '<Code code={example} lang="json" />',
  '',
].join('\n');

describe('a Starlight MDX page with Astro imports', () => {
  let site: string;
  let run: CliRun;
  let out: string;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    await mkdir(join(site, 'src', 'data'), { recursive: true });
    await writeFile(join(site, 'src', 'components', 'preview.astro'), '---\nconst { title } = Astro.props;\n---\n<div class="preview"><slot /></div>\n');
    await writeFile(join(site, 'src', 'data', 'example.json'), '{ "raw": "as written" }\n');
    await writeFile(join(site, 'docs', 'starlight.mdx'), PAGE);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--no-cache', '--out', out], site);
  });

  it('builds, with a warning at the Astro import and at the icon, each saying what is left out', async () => {
    expect(run.exitCode, run.output).toBe(0);
    const check = await runCli(['validate', '--format', 'json'], site);
    const problems = (JSON.parse(check.stdout) as JsonDiagnostic[]).filter((problem) => problem.file === 'docs/starlight.mdx');
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        column: 21,
        severity: 'warning',
        code: 'mdx-content',
        message: expect.stringMatching(/^the Astro component "\.\.\/src\/components\/preview\.astro" is not rendered: .*only what is written between its tags is shown$/),
      }),
      expect.objectContaining({ line: 13, severity: 'warning', code: 'mdx-content', message: 'Starlight\'s icon "rocket" is not shown: specpress has no icon set' }),
    ]);
    expect(problems[0].hint).toMatch(/React component \(\.tsx\)/);
  });

  it("shows the Astro component's children, the fragment's, the icon's label, the link button and the raw file's text", async () => {
    const html = parse(await readFile(join(out, 'starlight', 'index.html'), 'utf8'));
    const main = html.querySelector('main')!;
    expect(main.text).toContain('Shown between the tags.');
    expect(main.text).toContain('Inside a fragment.');
    expect(main.querySelector('.sp-visually-hidden')?.text).toBe('the rocket');
    const button = main.querySelector('a.sp-link-button')!;
    expect(button.getAttribute('href')).toBe('/intro');
    expect(button.text).toBe('Get started');
    // The raw file's text, highlighted as JSON (a module import would have given an object).
    expect(main.querySelector('.md-code-wrap')?.innerHTML).toContain('<span class="token string">"as written"</span>');
  });

  it('refuses a ?raw file outside the site folder at its import, as any file a page names', async () => {
    await writeFile(join(site, 'docs', 'outside.mdx'), "import secret from '../../outside.txt?raw';\n\n# Outside\n\n{secret}\n");
    await writeFile(join(site, '..', 'outside.txt'), 'not for the site');
    const refused = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], site);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/docs\/outside\.mdx:1:20: error Cannot compile the MDX page: the file "\.\.\/\.\.\/outside\.txt\?raw" is not read: .*outside the site folder/);
  });
});

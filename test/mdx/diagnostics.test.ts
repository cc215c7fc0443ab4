// Nothing from a Docusaurus docs folder is lost in silence: what specpress does not render is a
// diagnostic at its file, line and column, with its code and a hint; --strict fails on it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun, type JsonDiagnostic } from '../helpers/cli.js';

const FILES: Record<string, string> = {
  // line 5: the unknown type, at its attribute
  'docs/boxes.mdx': '# Boxes\n\nimport Admonition from \'@theme/Admonition\';\n\n<Admonition title="Heads up" type="tipp">\n  Mind the gap.\n</Admonition>\n',
  // line 7: <BrowserOnly>, at its tag (column 3: indented)
  'docs/browser.mdx': "import BrowserOnly from '@docusaurus/BrowserOnly';\n\n# Browser\n\nText.\n\n  <BrowserOnly fallback={<p>Loading the map…</p>}>{() => <div>map</div>}</BrowserOnly>\n",
  // line 3: a Docusaurus key specpress does not read
  'docs/tagged.mdx': '---\ntitle: Tagged\ndisplayed_sidebar: default\n---\n\n# Tagged\n',
};

describe('diagnostics of a Docusaurus docs folder', () => {
  let problems: JsonDiagnostic[];
  let site: string;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    for (const [path, text] of Object.entries(FILES)) await writeFile(join(site, path), text);
    const run = await runCli(['validate', '--format', 'json'], site);
    expect(run.exitCode, run.output).toBe(0);
    problems = JSON.parse(run.stdout) as JsonDiagnostic[];
  });
  const at = (file: string) => problems.filter((problem) => problem.file === file);

  it('an unknown <Admonition type> is a warning at the type as written', () => {
    expect(at('docs/boxes.mdx')).toEqual([
      {
        file: 'docs/boxes.mdx',
        line: 5,
        column: 30,
        severity: 'warning',
        code: 'mdx-content',
        message: 'The admonition type "tipp" is unknown; the box is shown as a note',
        hint: 'Use one of note, tip, info, warning, danger, caution or important.',
      },
    ]);
  });

  it('<BrowserOnly> is a warning at its tag: its content is not rendered, its fallback is shown', () => {
    const [problem] = at('docs/browser.mdx');
    expect(problem).toMatchObject({ line: 7, column: 3, severity: 'warning', code: 'mdx-content' });
    expect(problem.message).toMatch(/<BrowserOnly> runs only in a browser.*its fallback is shown/);
    expect(problem.hint).toMatch(/fallback/);
  });

  it('a Docusaurus front matter key specpress does not read is a warning naming it, at the key', () => {
    expect(at('docs/tagged.mdx')).toEqual([
      expect.objectContaining({ line: 3, column: 1, severity: 'warning', code: 'frontmatter-unknown-key', message: 'Front matter "displayed_sidebar" (Docusaurus) is not supported; it is ignored' }),
    ]);
    expect(at('docs/tagged.mdx')[0].hint).toMatch(/specpress reads title, description/);
  });

  it('--strict fails on each of them, as errors at the same places', async () => {
    const run = await runCli(['generate', '--strict', '--out', join(await tempDir(), 'build')], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/boxes\.mdx:5:30: error The admonition type "tipp" is unknown.* \[mdx-content\]\n  hint: Use one of note/);
    expect(run.stderr).toMatch(/docs\/browser\.mdx:7:3: error The content of <BrowserOnly> .* \[mdx-content\]\n  hint: /);
    expect(run.stderr).toMatch(/docs\/tagged\.mdx:3:1: error Front matter "displayed_sidebar" \(Docusaurus\) is not supported; it is ignored \[frontmatter-unknown-key\]\n  hint: /);
  });
});

describe('a broken image in an MDX page', () => {
  let run: CliRun;
  beforeAll(async () => {
    const site = await copyFixture('docusaurus-mdx');
    await writeFile(
      join(site, 'docs/pictures.mdx'),
      '# Pictures\n\nimport Highlight from \'@site/src/components/Highlight\';\n\nSee the <Highlight>pad</Highlight>: ![Pad](./img/missing.png)\n\n<img src="/img/nowhere.png" alt="Nowhere" />\n',
    );
    run = await runCli(['validate', '--format', 'json'], site);
  });

  it('fails the build at the line and column of each image, markdown or JSX, with a hint', () => {
    expect(run.exitCode).toBe(1);
    const problems = (JSON.parse(run.stdout) as JsonDiagnostic[]).filter((problem) => problem.file === 'docs/pictures.mdx');
    expect(problems.map(({ line, column, severity, code }) => ({ line, column, severity, code }))).toEqual([
      { line: 5, column: 44, severity: 'error', code: 'broken-image' },
      { line: 7, column: 11, severity: 'error', code: 'broken-image' },
    ]);
    expect(problems[0].message).toMatch(/missing\.png/);
    expect(problems[1].message).toMatch(/nowhere\.png/);
    for (const problem of problems) expect(problem.hint).toMatch(/static folder/);
  });
});

describe('a markdown partial an MDX page imports', () => {
  let problems: JsonDiagnostic[];
  let html: string;
  beforeAll(async () => {
    const site = await copyFixture('docusaurus-mdx');
    // No import or export: markdown, rendered as a markdown page is. Line 3: raw HTML (an image
    // that is there, a style the sanitiser removes); line 5: a missing image; line 7: a broken link.
    await writeFile(
      join(site, 'docs/_steps.md'),
      'First, open the app.\n\n<img src="/img/rocket.svg" width="300" /> <span style="color: red">now</span>\n\nThen look: ![Step](/img/missing-step.png)\n\nAnd read [the guide](/docs/no-such-guide).\n',
    );
    // Two pages show it: what is written in it is reported once.
    await writeFile(join(site, 'docs/setup.mdx'), "# Setup\n\nimport Steps from './_steps.md';\n\n<Steps />\n");
    await writeFile(join(site, 'docs/again.mdx'), "# Again\n\nimport Steps from './_steps.md';\n\nThe same steps:\n\n<Steps />\n");
    const run = await runCli(['validate', '--format', 'json'], site);
    expect(run.exitCode).toBe(1);
    problems = (JSON.parse(run.stdout) as JsonDiagnostic[]).filter((problem) => ['docs/_steps.md', 'docs/setup.mdx', 'docs/again.mdx'].includes(problem.file ?? ''));
    // Built once the missing image and the link are fixed.
    await writeFile(join(site, 'docs/_steps.md'), 'First, open the app.\n\n<img src="/img/rocket.svg" width="300" /> <span style="color: red">now</span>\n');
    const out = join(await tempDir(), 'build');
    expect((await runCli(['generate', '--out', out], site)).exitCode).toBe(0);
    html = await readFile(join(out, 'setup', 'index.html'), 'utf8');
  });

  it('has its problems reported in it, at the line and column where each is written, once', () => {
    expect(problems.map(({ file, line, column, severity, code }) => ({ file, line, column, severity, code }))).toEqual([
      { file: 'docs/_steps.md', line: 3, column: 1, severity: 'warning', code: 'markdown-html-dropped' },
      { file: 'docs/_steps.md', line: 5, column: 20, severity: 'error', code: 'broken-image' },
      { file: 'docs/_steps.md', line: 7, column: 22, severity: 'error', code: 'broken-link' },
    ]);
    expect(problems[0].message).toMatch(/the sanitiser removes the style attribute of <span>/);
  });

  it("keeps its raw HTML, sanitised as a markdown page's", () => {
    expect(html).toContain('<img src="/img/rocket.svg" width="300" />');
    expect(html).toContain('<span>now</span>');
    expect(html).not.toContain('color: red');
  });
});

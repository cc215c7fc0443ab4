// One broken fixture per validation rule: exit code 1, `file:line:col: message` with a hint,
// and the previous output left exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';

const config = (name: string) => join(repoRoot, 'fixtures', name, 'specpress.config.yaml');
const rel = (name: string) => `fixtures/${name}/specpress.config.yaml`;

describe('config validation', () => {
  let out: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    out = join(await tempDir(), 'build');
    const good = await runCli(['generate', '--config', config('minimal'), '--out', out]);
    expect(good.exitCode).toBe(0);
    before = await snapshotTree(out);
  });

  const cases: { name: string; expected: RegExp[] }[] = [
    {
      name: 'invalid/unknown-navbar-type',
      expected: [
        /:6:15: error Bad navbar item type "docsSidebar" at navbar\.items\[0\]/,
        /hint: Did you mean "docSidebar"\? Known types: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown, apiDropdown, api\./,
      ],
    },
    {
      name: 'invalid/unknown-version',
      expected: [/:7:16: error Navbar item 0 \(docsVersionDropdown\) names the version "v3", which does not exist/, /hint: Available version names are: v2, v1\./],
    },
    {
      name: 'invalid/sidebar-no-link',
      expected: [/:6:38: error Navbar item 0 \(docSidebar\) points to the sidebar "api", which has no link target/, /hint: Add at least one doc item/],
    },
    {
      name: 'invalid/unknown-key',
      expected: [/:5:3: error Unknown key "itemz" in navbar/, /hint: Did you mean "items"\?/, /:7:3: error Unknown key "copyrite" in footer/],
    },
    {
      name: 'invalid/wrong-type',
      expected: [/:4:10: error noIndex must be true or false, found string "yes"/, /:6:10: error navbar\.items must be a list, found a mapping/],
    },
    {
      name: 'invalid/missing-key',
      expected: [/:1:1: error \(root\) is missing the required key "title"/, /:5:7: error navbar\.items\[0\] is missing the required key "sidebarId"/],
    },
    {
      name: 'invalid/base-url',
      expected: [/:3:10: error baseUrl "docs" must start and end with "\/"/, /hint: Write it as "\/docs\/"\./],
    },
    {
      name: 'invalid/yaml-syntax',
      expected: [/:6:1: error YAML syntax error/],
    },
    {
      name: 'invalid/navbar-doc-missing',
      expected: [/:7:7: error Navbar item 1 \(doc\) failed: docId "getting-started" is not a page of the docs folder/, /hint: Check the configuration of this navbar item\./],
    },
  ];

  for (const { name, expected } of cases) {
    it(`${name}: exits 1 with file:line:col and a hint, and leaves the old output untouched`, async () => {
      const run = await runCli(['generate', '--config', config(name), '--out', out]);
      expect(run.exitCode).toBe(1);
      for (const pattern of expected)
        expect(run.stderr).toMatch(new RegExp(`${rel(name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${pattern.source.startsWith(':') ? '' : '[\\s\\S]*'}${pattern.source}`));
      expect(run.stderr).toMatch(/✖ build failed: \d+ errors?, .* the previous output was left untouched/);
      expect(await snapshotTree(out)).toEqual(before);
    });
  }

  it('reports every problem at once, not only the first', async () => {
    const run = await runCli(['generate', '--config', config('invalid/unknown-key'), '--out', out]);
    expect(run.stderr.match(/error Unknown key/g)).toHaveLength(2);
  });

  it('a React page without a default export fails naming the file', async () => {
    const run = await runCli(['generate', '--config', config('invalid/react-no-default-export'), '--out', out]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('fixtures/invalid/react-no-default-export/docs/landing.tsx:1:1: error The React page landing.tsx has no default export');
    expect(await snapshotTree(out)).toEqual(before);
  });

  it('a missing config file is a clear error', async () => {
    const run = await runCli(['generate', '--config', 'nope.yaml', '--out', out]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/Cannot read the site config .*nope\.yaml/);
  });
});

describe('link checks', () => {
  it('a broken internal link is an error naming the page and the link; markdown links and anchors warn', async () => {
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--config', config('invalid/broken-link'), '--out', out]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('fixtures/invalid/broken-link/docs/index.md:3:17: error Broken link "/docs/guide" on page /docs/');
    expect(run.stderr).toContain('fixtures/invalid/broken-link/docs/index.md:3:42: warning Markdown link "./setup.md" points to a file that does not exist');
    expect(run.stderr).toContain('fixtures/invalid/broken-link/docs/index.md:5:20: warning Broken anchor "#nowhere"');
    await expect(stat(out)).rejects.toThrow();
    // The files written before the link check failed went to a temporary folder, now removed.
    expect(await readdir(dirname(out))).toEqual([]);
  });

  it('warnings alone build (exit 0); --strict turns them into errors', async () => {
    const out = join(await tempDir(), 'build');
    const lenient = await runCli(['generate', '--config', config('warnings'), '--out', out]);
    expect(lenient.exitCode).toBe(0);
    expect(lenient.stderr).toContain('warning Markdown link "./missing.md"');
    expect(lenient.stderr).toContain('warning Broken anchor "/#nowhere"');
    expect(lenient.stdout).toMatch(/2 warnings/);
    const strict = await runCli(['generate', '--strict', '--config', config('warnings'), '--out', out]);
    expect(strict.exitCode).toBe(1);
    expect(strict.stderr).toContain('error Markdown link "./missing.md"');
  });
});

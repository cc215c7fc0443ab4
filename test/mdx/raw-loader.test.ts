// Docusaurus pages show a file's text with webpack's raw-loader (`import src from
// '!!raw-loader!./example.js'`, or `'!!./example.ts?raw'`): the file's text, read under the rule for
// every file a page names; other webpack loaders are an error at the import.
import { writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

describe("webpack's raw-loader imports", () => {
  it("give the file's text; another loader is an error at its import", async () => {
    const site = await copyFixture('docusaurus-mdx');
    await writeFile(join(site, 'docs', '_example.js'), 'const answer = 42;\n');
    await writeFile(
      join(site, 'docs', 'raw.mdx'),
      'import one from \'!!raw-loader!./_example.js\';\nimport two from \'!!./_example.js?raw\';\n\n# Raw\n\n<pre id="one">{one}</pre>\n\n<pre id="two">{two}</pre>\n',
    );
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--no-cache', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const main = parse(await readFile(join(out, 'raw', 'index.html'), 'utf8')).querySelector('main')!;
    expect(main.querySelector('#one')?.text).toBe('const answer = 42;\n');
    expect(main.querySelector('#two')?.text).toBe('const answer = 42;\n');

    await writeFile(join(site, 'docs', 'raw.mdx'), "import styles from '!!css-loader!./_example.js';\n\n# Raw\n");
    const failed = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], site);
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toMatch(/docs\/raw\.mdx:1:20: error Cannot compile the MDX page: the file "!!css-loader!\.\/_example\.js" is not read: its webpack loaders are not run/);
  });
});

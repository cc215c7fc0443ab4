// Docusaurus sites swizzle MDXComponents (src/theme/MDXComponents) to give every MDX page their
// components without an import: specpress compiles that module and adds its new components, with
// the CSS they import; an override of what markdown renders with stays specpress's, with a warning.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun, type JsonDiagnostic } from '../helpers/cli.js';

const MODULE = `import MDXComponents from '@theme-original/MDXComponents';
import Highlight from '@site/src/components/Highlight';
import styles from './Badge.module.css';

function Badge({ children }) {
  return <strong className={styles.badge}>{children}</strong>;
}

export default {
  ...MDXComponents,
  Highlight,
  Badge,
  code: (props) => <code {...props} />,
};
`;

describe("a site's swizzled MDXComponents", () => {
  let site: string;
  let out: string;
  let run: CliRun;
  beforeAll(async () => {
    site = await copyFixture('docusaurus-mdx');
    await mkdir(join(site, 'src', 'theme'), { recursive: true });
    await writeFile(join(site, 'src', 'theme', 'MDXComponents.js'), MODULE);
    await writeFile(join(site, 'src', 'theme', 'Badge.module.css'), '.badge { color: rebeccapurple; }\n');
    await writeFile(join(site, 'docs', 'global.mdx'), '# Global\n\nA <Highlight color="#fe0">highlight</Highlight> and a <Badge>badge</Badge>, not imported.\n');
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--no-cache', '--out', out], site);
  });

  it('gives every MDX page the components, with the CSS they import', async () => {
    expect(run.exitCode, run.output).toBe(0);
    const html = await readFile(join(out, 'global', 'index.html'), 'utf8');
    const main = parse(html).querySelector('main')!;
    expect(main.querySelector('span.highlight')?.text).toBe('highlight');
    const badge = main.querySelector('strong')!;
    expect(badge.text).toBe('badge');
    const className = badge.getAttribute('class')!;
    expect(className).toMatch(/^theme_Badge_[0-9a-f]{6}_badge$/);
    const sheet = /<link rel="stylesheet" href="\/(assets\/site-components\.[0-9a-f]{10}\.css)"/.exec(html)?.[1];
    expect(sheet, 'a stylesheet of the components is linked').toBeDefined();
    expect(await readFile(join(out, sheet!), 'utf8')).toContain(`.${className}{color:#639}`);
  });

  it("warns that an override of markdown's elements is not used, at the module", async () => {
    const check = await runCli(['validate', '--format', 'json'], site);
    const problems = (JSON.parse(check.stdout) as JsonDiagnostic[]).filter((problem) => problem.file === 'src/theme/MDXComponents.js');
    expect(problems).toEqual([expect.objectContaining({ line: 1, severity: 'warning', code: 'mdx-content', message: expect.stringMatching(/^The MDX components module's "code" is not used: /) })]);
  });
});

// A page's code is coloured the same whatever the build highlighted before it. Prism's TSX grammar
// copies its JSX grammar, which Prism completes the first time it colours a JSX attribute's
// expression: a TSX fence came out one way in a process that had coloured a JSX fence first, and
// another in one that had not (the markdown thread renders some pages in a fresh one). Each site
// is built in a process of its own, so no earlier build has coloured anything.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, tempDir } from '../helpers/cli.js';

const TSX_PAGE = '# Screen\n\n```tsx\nexport const Screen = () => <View style={{flex: 1, backgroundColor: "#fff"}} />;\n```\n';
const JSX_PAGE = '# Button\n\n```jsx\n<Button style={{margin: 4}} title="Go" />\n```\n';

async function tsxPageHtml(pages: Record<string, string>): Promise<string> {
  const site = await tempDir();
  await mkdir(join(site, 'docs'));
  await writeFile(join(site, 'specpress.config.yaml'), 'title: Order\nurl: https://order.example\n');
  for (const [name, text] of Object.entries(pages)) await writeFile(join(site, 'docs', name), text);
  const run = await runCliProcess(['generate', '--no-cache', '--out', 'build'], site);
  expect(run.exitCode, run.stderr).toBe(0);
  const html = await readFile(join(site, 'build', 'screen', 'index.html'), 'utf8');
  return html.slice(html.indexOf('<pre'), html.indexOf('</pre>'));
}

describe('code highlighting does not depend on the order pages are coloured in', () => {
  it('a TSX fence is coloured the same with or without a JSX fence coloured before it', async () => {
    const alone = await tsxPageHtml({ 'screen.md': TSX_PAGE });
    // `a-button` comes before `screen`: its JSX fence is coloured first.
    const after = await tsxPageHtml({ 'a-button.md': JSX_PAGE, 'screen.md': TSX_PAGE });
    expect(alone).toContain('language-tsx');
    expect(after).toBe(alone);
  }, 60_000);
});

// Where an unknown front matter key is reported: the line of the key, found by a scan of the
// block's lines (front-matter-keys.ts) where it is sure, else by reading the YAML with positions.
// Either way the file:line:col a user sees names the key itself.
import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../src/markdown/front-matter.js';
import { topLevelKeyLines } from '../../src/markdown/front-matter-keys.js';

const warnings = (text: string) => splitFrontMatter('docs/page.md', text).diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column} ${d.message}`);

describe('front matter warning positions', () => {
  it('names the line of each unknown key, past comments, nested maps and block scalars', () => {
    const text = '---\ntitle: A page\n# a comment\ni18nReady: true\nsidebar:\n  label: Short\ndescription: |\n  two\n\n  lines\ndisplayed_sidebar: api\n---\n\n# A page\n';
    expect(warnings(text)).toEqual([
      'frontmatter-unknown-key docs/page.md:4:1 Unknown front matter key "i18nReady"; it is ignored',
      'frontmatter-unknown-key docs/page.md:11:1 Front matter "displayed_sidebar" (Docusaurus) is not supported; it is ignored',
    ]);
  });

  it('a line inside a quoted value that looks like a key is not taken for one', () => {
    // The scan is not sure here (a column-1 line that is no plain key): the YAML's own positions answer.
    const text = '---\n"quoted": "first\nstray: line"\nstray: 2\n---\n';
    expect(topLevelKeyLines('\n"quoted": "first\nstray: line"\nstray: 2', { quoted: 'first stray: line', stray: 2 })).toBeUndefined();
    expect(warnings(text)).toEqual([
      'frontmatter-unknown-key docs/page.md:2:1 Unknown front matter key "quoted"; it is ignored',
      'frontmatter-unknown-key docs/page.md:4:1 Unknown front matter key "stray"; it is ignored',
    ]);
  });

  it('a key line the data does not have makes the scan unsure', () => {
    expect(topLevelKeyLines('\na: "x\nb: y"', { a: 'x b: y' })).toBeUndefined();
    expect(topLevelKeyLines('\na: 1\nb: 2', { a: 1, b: 2 })).toEqual(
      new Map([
        ['a', 2],
        ['b', 3],
      ]),
    );
  });
});

// The README fits on a screen and leads to the documentation: at most 200 lines, no paragraph
// (outside tables and code) over 800 characters there or in website/docs, and a link to every
// guide of website/ (the generated references under reference/ excepted).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** Paragraphs (blocks between blank lines) over 800 characters that are not a table or a code block. */
function longParagraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter((block) => block.length > 800 && !block.startsWith('|') && !block.startsWith('```'));
}

describe('README and website pages', () => {
  it('the README has at most 200 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('no paragraph over 800 characters', () => {
    const files = ['README.md', ...fg.sync('website/docs/**/*.md', { cwd: repoRoot })];
    const long = files.flatMap((file) => longParagraphs(readFileSync(join(repoRoot, file), 'utf8')).map((block) => `${file}: ${block.slice(0, 80)}`));
    expect(long).toEqual([]);
  });

  it('links every guide of website/docs', () => {
    const pages = fg.sync('website/docs/**/*.md', { cwd: repoRoot, ignore: ['website/docs/reference/**'] });
    expect(pages.length).toBeGreaterThan(20);
    const linked = new Set([...readme.matchAll(/\]\((website\/docs\/[^)#]+)/g)].map((m) => m[1]));
    expect(pages.filter((page) => !linked.has(relative(repoRoot, join(repoRoot, page))))).toEqual([]);
  });
});

// Starlight's page front matter, read as Starlight reads it: `template: splash`, `hero`, `banner`,
// `prev`/`next` and `head` (content is untrusted: the banner is sanitised, a <script> in `head` is
// not published and says so).
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

let run: CliRun;
let home: ReturnType<typeof parse>;
let guide: ReturnType<typeof parse>;

beforeAll(async () => {
  const built = await generateFixture('starlight-front-matter');
  run = built.run;
  home = parse(await built.read('index.html'));
  guide = parse(await built.read('guides/a/index.html'));
});

describe("Starlight's front matter", () => {
  it('builds, warning only about the <script> in head, at its line', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/docs\/index\.md:19:10: warning Front matter head: a <script> is not published/);
    expect(run.output).toMatch(/, 1 warning/);
  });

  it('template: splash leaves out the sidebar and the table of contents', () => {
    expect(home.querySelector('aside.sidebar')).toBeNull();
    expect(home.querySelector('nav.toc')).toBeNull();
    expect(guide.querySelector('aside.sidebar')).not.toBeNull();
  });

  it('hero shows the title, tagline and actions; banner shows sanitised HTML above the page', () => {
    expect(home.querySelector('.hero h1')?.text).toBe('Welcome');
    expect(home.querySelector('.hero .tagline')?.text).toBe('Build faster docs.');
    expect(home.querySelectorAll('.hero-actions a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['Get started', '/guides/a'],
      ['GitHub', 'https://github.com/example'],
    ]);
    const banner = home.querySelector('.page-banner')!;
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/guides/a');
    expect(banner.innerHTML).not.toContain('script');
  });

  it('head: title and meta reach the <head>, escaped', () => {
    expect(home.querySelector('title')?.text).toBe('Custom SL title');
    expect(home.querySelector('meta[name="x-demo"]')?.getAttribute('content')).toBe('a"b');
    expect(home.querySelector('head')?.innerHTML).not.toContain('alert(1)');
  });

  it('prev: false and next: { link, label } change the pager', () => {
    expect(guide.querySelector('.pagination-prev')).toBeNull();
    expect(guide.querySelector('.pagination-next')?.getAttribute('href')).toBe('/guides/b');
    expect(guide.querySelector('.pagination-next .pagination-label')?.text).toBe('Onward »');
    expect(home.querySelector('.pagination-next')).toBeNull();
  });
});

// The Docusaurus theme modules big sites import in their pages: TOCInline, DocCardList (with
// useCurrentSidebarCategory), useDocusaurusContext, Translate/translate and Head (and a <head>
// written in MDX), read from the written pages.
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

let run: CliRun;
let html: ReturnType<typeof parse>;

beforeAll(async () => {
  const built = await generateFixture('docusaurus-theme');
  run = built.run;
  html = parse(await built.read('guides/index.html'));
});

describe('Docusaurus theme modules in MDX pages', () => {
  it('build without a diagnostic', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/, 0 warnings/);
  });

  it('TOCInline lists the headings of the page, nested, each linking its id', () => {
    const toc = html.querySelector('main .toc-inline')!;
    expect(toc.querySelectorAll(':scope > ul > li > a').map((a) => [a.text, a.getAttribute('href')])).toEqual([
      ['First section', '#first-section'],
      ['Second section', '#second-section'],
    ]);
    expect(toc.querySelectorAll('ul ul a').map((a) => a.getAttribute('href'))).toEqual(['#sub-a']);
  });

  it("DocCardList shows a card for each item of the page's category, with its description", () => {
    const cards = html.querySelectorAll('main .doc-card-list .category-card');
    expect(cards.map((card) => [card.getAttribute('href'), card.querySelector('.category-card-title')?.text, card.querySelector('.category-card-description')?.text])).toEqual([
      ['/guides/deploy', 'Deploy', 'Ship it.'],
      ['/guides/setup', 'Setup', 'Setting up'],
    ]);
  });

  it('useDocusaurusContext reads the config, Translate and translate show their message', () => {
    expect(html.querySelector('main b')?.text).toBe('Docusaurus theme: Pages written for Docusaurus');
    expect(html.querySelector('main')?.text).toContain('Hello Ada and Bye.');
  });

  it("Head and a <head> in MDX go to the page's head, not its body", () => {
    const head = html.querySelector('head')!;
    expect(head.querySelector('title')?.text).toBe('Custom head title');
    expect(head.querySelector('meta[name="robots-x"]')?.getAttribute('content')).toBe('demo');
    expect(head.querySelector('meta[property="og:extra"]')?.getAttribute('content')).toBe('raw head');
    expect(head.querySelector('link[rel="icon"][href="/img/favicon.png"]')).not.toBeNull();
    expect(html.querySelector('main')?.innerHTML).not.toMatch(/<head[\s>]|og:extra|robots-x/);
  });
});

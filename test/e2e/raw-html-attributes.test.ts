// Raw HTML that leaves a quoted attribute open swallows what follows it, as a browser reads it.
// The renderer's own pieces (highlighted code, formulas, diagrams' sources) are kept out of the
// sanitiser and put back after it: swallowed by such an attribute, a piece goes back as the
// attribute's text, never as markup, or its own quotes would end the value and the language of a
// fence (`x/onfocus=…`) would become an event handler of the raw tag. Checked in chromium, whose
// parser decides what the attribute holds; each swallowed or lost piece is a warning at its line.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { copyFixture } from '../helpers/cli.js';
import { describeE2E, openPage, servedSite } from './browser.js';

/** Each piece the renderer keeps out of the sanitiser, after a raw tag whose attribute stays open. */
const HOSTILE = [
  '# Swallowed',
  '',
  '<div title="fence',
  '',
  '```x/tabindex=0/autofocus/onfocus=window.pwned=1//',
  'code',
  '```',
  '',
  '<span title=""></span></div>',
  '',
  '<div title="formula',
  '',
  '$$',
  'x',
  '$$',
  '',
  '<span title=""></span></div>',
  '',
  '<div title="diagram',
  '',
  '```mermaid',
  'graph TD; A-->B',
  '```',
  '',
  '<span title=""></span></div>',
  '',
  'Still here.',
  '',
].join('\n');

describeE2E('a code block swallowed by an open attribute of raw HTML', () => {
  const served = servedSite(async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'swallowed.md'), HOSTILE);
    return site;
  });

  it('stays the attribute’s text: no attribute of the raw tag comes from it, and nothing it holds runs', async () => {
    const { context, page } = await openPage(served.browser);
    await page.goto(`${served.server.origin}/docs/swallowed`);
    // Whatever handler got in would run on a pointer over the element or on its focus.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('article div[title]')) {
        element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        element.focus();
      }
    });
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => ({
      pwned: (window as { pwned?: unknown }).pwned ?? null,
      attributes: [...document.querySelectorAll('article div[title]')].map((element) => element.getAttributeNames()),
      titles: [...document.querySelectorAll('article div[title]')].map((element) => element.getAttribute('title')),
      text: document.querySelector('article')?.textContent ?? '',
    }));
    expect(found.pwned).toBeNull();
    expect(found.attributes).toEqual([['title'], ['title'], ['title']]);
    // Each attribute holds its piece as text, as the author's HTML says.
    expect(found.titles[0]).toContain('class="language-x/tabindex=0/autofocus/onfocus=window.pwned=1//"');
    expect(found.titles[1]).toContain('katex');
    expect(found.titles[2]).toContain('graph TD');
    expect(found.text).toContain('Still here.');
    await context.close();
  });

  it('is a warning at the piece’s line', () => {
    for (const line of [5, 13, 21])
      expect(served.built.run.stderr).toContain(`docs/swallowed.md:${line}:1: warning what is written here is inside a quoted attribute that raw HTML above it leaves open`);
  });
});

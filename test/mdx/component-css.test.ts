// A Docusaurus site's own components with their CSS (fixtures/docusaurus-components): CSS modules
// scoped under names that are the same in every build, plain `.css` imports, a package the site
// has installed; the CSS published as a stylesheet only the pages using the components link.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture, type CliRun } from '../helpers/cli.js';

describe("a Docusaurus site's components with CSS modules and an installed package", () => {
  let run: CliRun;
  let out: string;
  let read: (path: string) => Promise<string>;
  beforeAll(async () => {
    ({ run, out, read } = await generateFixture('docusaurus-components'));
  });
  const page = async (path: string) => parse(await read(path));
  const componentCss = (html: ReturnType<typeof parse>) =>
    html
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/assets/site-components.'));

  it('builds with no warning', () => {
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toMatch(/0 warnings/);
  });

  it("renders the components with their CSS module's scoped class names and the installed package (clsx)", async () => {
    const features = await page('features/index.html');
    const cards = features.querySelectorAll('article .card');
    expect(cards.map((card) => card.getAttribute('class'))).toEqual([
      'card FeatureCard_styles_8b6c73_feature',
      'card FeatureCard_styles_8b6c73_feature FeatureCard_styles_8b6c73_feature FeatureCard_styles_8b6c73_highlighted',
    ]);
    expect(cards[0].querySelector('h3')?.getAttribute('class')).toBe('FeatureCard_styles_8b6c73_title');
    // The Badge's `.title` is another class than the card's.
    expect(features.querySelector('article span.badge-global')?.getAttribute('class')).toBe('badge-global Badge_styles_4b5e70_title');
  });

  it('publishes the CSS the components import as a stylesheet that only the pages using them link', async () => {
    const [featuresCss] = componentCss(await page('features/index.html'));
    const [badgesCss] = componentCss(await page('badges/index.html'));
    expect(featuresCss).toMatch(/^\/assets\/site-components\.[0-9a-f]{10}\.css$/);
    expect(componentCss(await page('plain/index.html'))).toEqual([]);
    const css = await readFile(join(out, featuresCss), 'utf8');
    expect(css).toContain('.FeatureCard_styles_8b6c73_feature{border:1px solid #25c2a0;padding:1rem}');
    expect(css).toContain('.card h3{margin-top:0}'); // :global(…) keeps its name
    expect(css).toContain('.Badge_styles_4b5e70_title{');
    expect(css).toContain('.badge-global{border-radius:4px}'); // the plain .css import
    // No path of the build machine in what is published.
    expect(css).not.toMatch(/\/\*|specpress-css-module/);
    // The badges page has only the Badge's CSS.
    const badges = await readFile(join(out, badgesCss), 'utf8');
    expect(badges).toContain('.Badge_styles_4b5e70_title{');
    expect(badges).not.toContain('FeatureCard');
  });
});

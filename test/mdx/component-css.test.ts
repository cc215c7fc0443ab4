// A Docusaurus site's own components with their CSS (fixtures/docusaurus-components): CSS modules
// scoped under names that are the same in every build, plain `.css` imports, a package the site
// has installed; the CSS published as a stylesheet only the pages using the components link.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, generateFixture, runCli, tempDir, type CliRun } from '../helpers/cli.js';

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

  it('builds with no warning (its tsconfig.json, extending @docusaurus/tsconfig, which is not installed, is not read)', () => {
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

describe('a component importing a package the site has not installed', () => {
  it('fails with an error at the import naming the package and the npm install that fixes it', async () => {
    const site = await copyFixture('docusaurus-components');
    await mkdir(join(site, 'src/components/Chart'));
    await writeFile(join(site, 'src/components/Chart/index.js'), "import { line } from 'tiny-charts/line';\n\nexport default function Chart() {\n  return <svg>{line([1, 2])}</svg>;\n}\n");
    await writeFile(join(site, 'docs/charts.mdx'), "import Chart from '@site/src/components/Chart';\nimport { Plot } from '@acme/plots';\n\n# Charts\n\n<Chart />\n");
    const run = await runCli(['generate', '-o', join(await tempDir(), 'out')], site);
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toContain(
      'src/components/Chart/index.js:1:22: error The package "tiny-charts" is imported here but is not installed in the site, so the page is not built [mdx-missing-package]',
    );
    expect(run.output).toContain('hint: Install it in the site folder, the one that holds specpress.config.yaml: `npm install tiny-charts`');
    expect(run.output).toContain('docs/charts.mdx:2:22: error The package "@acme/plots" is imported here');
    expect(run.output).toContain('`npm install @acme/plots`');
    // An installed package (clsx) and the themes' modules are not named.
    expect(run.output).not.toMatch(/"clsx"|@theme/);
  });
});

describe('images and fonts a component stylesheet names with url()', () => {
  it('are published beside the stylesheet under names with their content hash, and the stylesheet names them so', async () => {
    const site = await copyFixture('docusaurus-components');
    // A PNG's first bytes are enough for a file that is not read as an image here.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await mkdir(join(site, 'src/components/Hero'));
    await mkdir(join(site, 'src/assets'));
    await writeFile(join(site, 'src/assets/hero-bg.png'), png);
    await writeFile(join(site, 'src/components/Hero/styles.module.css'), ".hero {\n  background: url('../../assets/hero-bg.png') no-repeat;\n}\n");
    await writeFile(
      join(site, 'src/components/Hero/index.js'),
      "import styles from './styles.module.css';\n\nexport default function Hero() {\n  return <div className={styles.hero}>Hero</div>;\n}\n",
    );
    await writeFile(join(site, 'docs/hero.mdx'), "import Hero from '@site/src/components/Hero';\n\n# Hero\n\n<Hero />\n");
    const out = join(await tempDir(), 'out');
    const run = await runCli(['generate', '-o', out], site);
    expect(run.exitCode, run.output).toBe(0);
    const html = parse(await readFile(join(out, 'hero', 'index.html'), 'utf8'));
    const href = html
      .querySelectorAll('link[rel="stylesheet"]')
      .map((link) => link.getAttribute('href') ?? '')
      .find((path) => path.startsWith('/assets/site-components.'))!;
    const css = await readFile(join(out, href), 'utf8');
    const named = /url\((?:\.\/)?(site-components\/hero-bg\.[A-Z0-9]+\.png)\)/.exec(css)?.[1];
    expect(named, css).toBeDefined();
    // Where the browser finds it: beside the stylesheet, in the assets folder.
    expect(await readFile(join(out, 'assets', named!))).toEqual(png);
  });
});

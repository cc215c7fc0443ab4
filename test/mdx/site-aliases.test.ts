// A Starlight or Astro site's tsconfig.json declares `~/*` for src/: its MDX imports, `?raw`
// files, markdown images and hero images use it, and a starter's hero names its image relative
// to the page (`../../assets/houston.webp`). All are published as Astro would; an alias that
// leads to no file, a file outside the site or a hidden file is an error where it is written.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir, type CliRun, type JsonDiagnostic } from '../helpers/cli.js';

// Comments, a trailing comma and a package base config (not installed): as Astro's starter writes it.
const TSCONFIG = `{
  // Astro's own base config: not installed here, and not needed for the aliases.
  "extends": "astro/tsconfigs/strict",
  "compilerOptions": {
    "paths": {
      "~/*": ["./src/*"],
    },
  },
}
`;

const MDX_PAGE = [
  'import Note from "~/components/Note";',
  "import example from '~/data/example.json?raw';",
  '',
  '# Aliased',
  '',
  '<Note>Through the alias.</Note>',
  '',
  '<pre id="raw">{example}</pre>',
  '',
  '![A diagram](~/assets/diagram.png)',
  '',
].join('\n');

const HERO_PAGE = [
  '---',
  'title: Welcome',
  'template: splash',
  'hero:',
  '  tagline: Hello',
  '  image:',
  '    light: ../../assets/houston.png',
  '    dark: ~/assets/houston-dark.png',
  '    alt: Houston',
  '---',
  '',
  'Body.',
  '',
].join('\n');

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe("a site's tsconfig aliases and hero images", () => {
  let site: string;
  let run: CliRun;
  let out: string;
  beforeAll(async () => {
    site = await copyFixture('starlight-front-matter');
    await mkdir(join(site, 'src', 'components'), { recursive: true });
    await mkdir(join(site, 'src', 'data'), { recursive: true });
    await mkdir(join(site, 'src', 'assets'), { recursive: true });
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'tsconfig.json'), TSCONFIG);
    await writeFile(
      join(site, 'src', 'components', 'Note.tsx'),
      'export default function Note({ children }: { children?: unknown }) { return <aside className="note">{children as never}</aside>; }\n',
    );
    await writeFile(join(site, 'src', 'data', 'example.json'), '{ "raw": true }\n');
    await writeFile(join(site, 'src', 'assets', 'diagram.png'), PNG);
    await writeFile(join(site, 'src', 'assets', 'houston-dark.png'), PNG);
    // The starter's layout: the page in docs/guides/, its hero image two folders up.
    await writeFile(join(site, 'assets', 'houston.png'), PNG);
    await writeFile(join(site, 'docs', 'guides', 'aliased.mdx'), MDX_PAGE);
    await writeFile(join(site, 'docs', 'guides', 'hero.md'), HERO_PAGE);
    out = join(await tempDir(), 'build');
    run = await runCli(['generate', '--no-cache', '--out', out], site);
  });

  it('builds an MDX page whose component, ?raw file and image are imported through ~/', async () => {
    expect(run.exitCode, run.output).toBe(0);
    const main = parse(await readFile(join(out, 'guides', 'aliased', 'index.html'), 'utf8')).querySelector('main')!;
    expect(main.querySelector('aside.note')?.text).toBe('Through the alias.');
    expect(main.querySelector('#raw')?.text).toBe('{ "raw": true }\n');
    const image = main.querySelector('img[alt="A diagram"]')!.getAttribute('src')!;
    expect(image).toMatch(/^\/assets\/site\/src\/assets\/diagram\.[0-9a-f]{10}\.png$/);
    expect(await readFile(join(out, image))).toEqual(PNG);
  });

  it("publishes the hero's light and dark images, one relative to the page and one through the alias", async () => {
    const images = parse(await readFile(join(out, 'guides', 'hero', 'index.html'), 'utf8')).querySelectorAll('.hero img');
    expect(images.map((img) => img.getAttribute('class'))).toEqual(['hero-image hero-image-light', 'hero-image hero-image-dark']);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Houston', 'Houston']);
    const [light, dark] = images.map((img) => img.getAttribute('src')!);
    expect(light).toMatch(/^\/assets\/site\/assets\/houston\.[0-9a-f]{10}\.png$/);
    expect(dark).toMatch(/^\/assets\/site\/src\/assets\/houston-dark\.[0-9a-f]{10}\.png$/);
    for (const src of [light, dark]) expect(await readFile(join(out, src))).toEqual(PNG);
  });

  it('reports an alias to no file at its import, a refused hero image at its line, and an unreadable tsconfig at its place', async () => {
    const broken = await copyFixture('starlight-front-matter');
    await writeFile(join(broken, 'docs', 'missing.mdx'), "import Gone from '~/components/Gone';\n\n# Missing\n\n<Gone />\n");
    await mkdir(join(broken, '.private'), { recursive: true });
    await writeFile(join(broken, '.private', 'secret.png'), PNG);
    await writeFile(join(broken, 'docs', 'secret.md'), '---\ntitle: Secret\nhero:\n  image:\n    file: ../.private/secret.png\n---\n\nBody.\n');
    await writeFile(join(broken, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "~/*": ["./src/*"] } }\n');
    const check = await runCli(['validate', '--format', 'json'], broken);
    expect(check.exitCode).toBe(1);
    const problems = JSON.parse(check.stdout) as JsonDiagnostic[];
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'tsconfig.json',
          line: 2,
          severity: 'warning',
          code: 'site-alias-unread',
          message: expect.stringMatching(/is not read for import aliases: CloseBraceExpected/),
        }),
        expect.objectContaining({
          file: 'docs/secret.md',
          line: 5,
          column: 11,
          severity: 'error',
          code: 'image-hidden-file',
          message: expect.stringMatching(/^The image "\.\.\/\.private\/secret\.png" is not published: /),
        }),
      ]),
    );
    // With the tsconfig unreadable, ~/ is no alias: the import is a missing package, placed at its line.
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'docs/missing.mdx', line: 1, column: 18, severity: 'error', code: 'mdx-compile' })]));
    // Nothing of the hidden file is published.
    expect(check.stdout).not.toContain('secret.png"');
  });

  it('names the alias as written when its target is missing', async () => {
    const missing = await copyFixture('starlight-front-matter');
    await writeFile(join(missing, 'tsconfig.json'), TSCONFIG);
    await writeFile(join(missing, 'docs', 'missing.mdx'), "import Gone from '~/components/Gone';\n\n# Missing\n\n<Gone />\n");
    const failed = await runCli(['generate', '--no-cache', '--out', join(await tempDir(), 'build')], missing);
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toMatch(/docs\/missing\.mdx:1:18: error Cannot compile the MDX page: Could not resolve "~\/components\/Gone"/);
    expect(failed.stderr).toMatch(/The alias comes from compilerOptions\.paths in .*tsconfig\.json; it leads to src\/components\/Gone in the site folder\./);
  });
});

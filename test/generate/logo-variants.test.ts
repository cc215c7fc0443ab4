// The navbar's and the footer's logo in light and dark images: both written when a reader can
// switch the colour mode, only the default mode's when the switch is off (a hidden <img> is still
// fetched, on every page, by every reader).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { html } from '../helpers/html.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';

/** A one-page site whose navbar and footer have a logo with a dark image; returns the built home page's logos. */
async function logos(
  colorMode: string,
  navbar = { logo: '{ alt: Logos, src: img/logo.svg, srcDark: img/logo-dark.svg }', title: '' },
): Promise<{ navbar: string[]; footer: string[]; navbarAlts: string[] }> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs'), { recursive: true });
  await mkdir(join(dir, 'static', 'img'), { recursive: true });
  await writeFile(join(dir, 'docs', 'index.md'), '# Home\n\nWelcome.\n');
  await writeFile(join(dir, 'static', 'img', 'logo.svg'), SVG);
  await writeFile(join(dir, 'static', 'img', 'logo-dark.svg'), SVG);
  const logo = '{ alt: Logos, src: img/logo.svg, srcDark: img/logo-dark.svg }';
  await writeFile(
    join(dir, 'specpress.config.yaml'),
    [
      'title: Logos',
      'url: https://logos.example',
      'baseUrl: /',
      `colorMode: ${colorMode}`,
      'navbar:',
      `  logo: ${navbar.logo}`,
      ...(navbar.title ? [`  title: ${navbar.title}`] : []),
      'footer:',
      `  logo: ${logo}`,
      'docs:',
      '  sidebars:',
      "    default: [{ doc: '' }]",
      '',
    ].join('\n'),
  );
  const out = join(dir, 'build');
  const run = await runCli(['generate', '--out', out], dir);
  expect(run.exitCode, run.output).toBe(0);
  const page = html(await readFile(join(out, 'index.html'), 'utf8'));
  const images = (selector: string) => page.querySelectorAll(`${selector} img.logo`).map((img) => `${img.getAttribute('class')} ${img.getAttribute('src')}`);
  const navbarAlts = page.querySelectorAll('nav.navbar .navbar-brand img.logo').map((img) => img.getAttribute('alt')!);
  return { navbar: images('nav.navbar .navbar-brand'), footer: images('footer .footer-logo'), navbarAlts };
}

describe('logos in light and dark', () => {
  it('writes both images when the reader can switch the colour mode', async () => {
    const both = ['logo logo-light /img/logo.svg', 'logo logo-dark /img/logo-dark.svg'];
    expect(await logos('{ defaultMode: light, disableSwitch: false }')).toEqual({ navbar: both, footer: both, navbarAlts: ['Logos', 'Logos'] });
  });

  it("writes only the default mode's image when the switch is off", async () => {
    const light = ['logo logo-light /img/logo.svg'];
    expect(await logos('{ defaultMode: light, disableSwitch: true, respectPrefersColorScheme: false }')).toMatchObject({ navbar: light, footer: light });
    // The switch off means the default mode whatever the system's preference (no script reads it).
    expect(await logos('{ defaultMode: light, disableSwitch: true, respectPrefersColorScheme: true }')).toMatchObject({ navbar: light, footer: light });
    const dark = ['logo logo-dark /img/logo-dark.svg'];
    expect(await logos('{ defaultMode: dark, disableSwitch: true }')).toMatchObject({ navbar: dark, footer: dark });
  });
});

describe("the navbar logo's text", () => {
  const mode = '{ defaultMode: light, disableSwitch: true }';
  it('is the alt, or the site title, when no title is shown beside it', async () => {
    expect((await logos(mode)).navbarAlts).toEqual(['Logos']);
    expect((await logos(mode, { logo: '{ src: img/logo.svg }', title: '' })).navbarAlts).toEqual(['Logos']);
  });

  it('is empty beside a title that says the same (the link is not named twice), kept when it says more', async () => {
    expect((await logos(mode, { logo: '{ src: img/logo.svg }', title: 'Logos' })).navbarAlts).toEqual(['']);
    expect((await logos(mode, { logo: '{ alt: Logos Docs, src: img/logo.svg }', title: 'Logos Docs' })).navbarAlts).toEqual(['']);
    expect((await logos(mode, { logo: '{ alt: Logos Inc. emblem, src: img/logo.svg }', title: 'Docs' })).navbarAlts).toEqual(['Logos Inc. emblem']);
  });
});

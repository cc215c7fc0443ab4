// `specpress init --from`: a Docusaurus and a Starlight site get specpress.config.yaml and no other
// change; the report names each option not carried at its file:line; the site then builds with its
// pages at their old URLs, and an existing config is never overwritten.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

async function files(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) out.push(relative(dir, join(entry.parentPath, entry.name)));
  return out.sort();
}

describe('specpress init --from', () => {
  it('Docusaurus: writes only the config, reports what it did not carry, and builds at the old URLs', async () => {
    const site = await copyFixture('migrate-docusaurus');
    const before = await files(site);
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(await files(site)).toEqual([...before, 'specpress.config.yaml'].sort());
    const lines = run.stdout.split('\n');
    const has = (prefix: string, code: string) =>
      expect(
        lines.some((l) => l.startsWith(prefix) && l.endsWith(`[${code}]`)),
        `${prefix} ${code}\n${run.stdout}`,
      ).toBe(true);
    has('docusaurus.config.js:4:27: docusaurus-remark-npm2yarn-not-installed is not installed', 'migrate-stubbed-import');
    has('docusaurus.config.js:21:11: presets.docs.editUrl is a function', 'migrate-function');
    has('docusaurus.config.js:8:3: titleDelimiter has no counterpart', 'migrate-no-counterpart');
    has('docusaurus.config.js:41:14: prism.additionalLanguages (rust) is not needed', 'migrate-prism');
    has('docusaurus.config.js:34:7: The link pathname:///playground/ is carried as /playground/', 'migrate-changed');
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    expect(config).toMatch(/^# Made by `specpress init --from` from docusaurus.config.js \(Docusaurus\)/);
    expect(config).toContain('#   docusaurus.config.js:21: presets.docs.editUrl is a function');
    expect(config).toContain('title: Pets Docs');
    // The blog's options carry over under the same names.
    expect(config).toMatch(/^blog:\n  showReadingTime: true$/m);
    expect(run.stdout).not.toContain('presets.blog');
    expect((await runCli(['validate'], site)).exitCode).toBe(0);
    const built = await runCli(['generate'], site);
    expect(built.exitCode, built.output).toBe(0);
    // Docusaurus's URLs: the latest version under /docs, the docs folder under /docs/next, the spec at its route.
    for (const page of ['docs/intro', 'docs/next/intro', 'docs/next/guides/setup', 'docs/next/guides/components', 'api/pets', 'old-intro'])
      expect(existsSync(join(site, 'build', page, 'index.html')), page).toBe(true);
    const setup = await readFile(join(site, 'build', 'docs/next/guides/setup/index.html'), 'utf8');
    expect(setup).toContain('<p>Install the pets client.</p>');
    // On a page of Next, the navbar's docSidebar item leads into Next, as Docusaurus's does.
    expect(setup).toContain('<a class="navbar-link" href="/docs/next/intro">Docs</a>');
    // Docusaurus's pathname:// link (a page outside its router) is the path, checked and found in the static folder.
    expect(setup).toContain('<a class="navbar-link" href="/playground/">Playground</a>');
    // What big Docusaurus sites use, in one page: TOCInline, a site component with a CSS module, npm2yarn, tab blocks, mdx-code-block.
    const components = await readFile(join(site, 'build', 'docs/next/guides/components/index.html'), 'utf8');
    expect(components).toContain('toc-inline');
    expect(components.match(/<div class="Note_styles_[0-9a-f]{6}_note">/g)).toHaveLength(2);
    expect(components).toContain('Inside an mdx-code-block fence.');
    for (const tab of ['npm', 'Yarn', 'pnpm', 'Bun', 'JavaScript', 'TypeScript']) expect(components).toContain(`>${tab}</`);
  });

  it("Docusaurus with its docs beside the site ('../docs', as Jest keeps them): the config goes in the folder that holds both, and the site builds from there", async () => {
    const root = await tempDir();
    const site = join(root, 'website');
    await cp(await copyFixture('migrate-docusaurus'), site, { recursive: true });
    await rename(join(site, 'docs'), join(root, 'docs'));
    const config = join(site, 'docusaurus.config.js');
    await writeFile(config, (await readFile(config, 'utf8')).replace("sidebarPath: require.resolve('./sidebars.js'),", "path: '../docs',\n          sidebarPath: require.resolve('./sidebars.js'),"));
    const before = await files(root);
    const run = await runCli(['init', '--from', 'website'], root);
    expect(run.exitCode, run.output).toBe(0);
    // One file written, in the folder that holds both; the report says where and why, at the option's line.
    expect(await files(root)).toEqual([...before, 'specpress.config.yaml'].sort());
    expect(run.stdout).toMatch(
      /^website\/docusaurus\.config\.js:20:11: The docs folder \.\.\/docs is outside the site folder, so specpress\.config\.yaml is written in .+, the folder that holds both, .*\[migrate-docs-outside\]$/m,
    );
    expect(run.stdout).toContain('npx specpress generate --config specpress.config.yaml');
    const written = await readFile(join(root, 'specpress.config.yaml'), 'utf8');
    expect(written).toMatch(/^# Made by `specpress init --from` from website\/docusaurus\.config\.js \(Docusaurus\)/);
    for (const line of [
      'siteAlias: website',
      '  folder: docs',
      '      folder: website/versioned_docs/version-1.0',
      '      sidebars: website/versioned_sidebars/version-1.0-sidebars.json',
      'staticDir: website/static',
      '  path: website/blog',
      '  - website/src/css/custom.css',
    ])
      expect(written.split('\n'), line).toContain(line);
    expect(written).toMatch(/^ {4}file: website\/specs\/pets\.yaml$/m);
    const built = await runCli(['generate'], root);
    expect(built.exitCode, built.output).toBe(0);
    // The same URLs as when the docs were inside the site: latest version, next, the spec, the blog, a static file.
    for (const page of ['docs/intro', 'docs/next/intro', 'docs/next/guides/setup', 'api/pets', 'old-intro', 'blog']) expect(existsSync(join(root, 'build', page, 'index.html')), page).toBe(true);
    expect(existsSync(join(root, 'build', 'img', 'favicon.ico'))).toBe(true);
    expect(await readFile(join(root, 'build', 'docs/next/guides/setup/index.html'), 'utf8')).toContain('<p>Install the pets client.</p>');
    // `@site/src/components/…` still names the site's components (siteAlias), CSS module and all.
    expect((await readFile(join(root, 'build', 'docs/next/guides/components/index.html'), 'utf8')).match(/<div class="Note_styles_[0-9a-f]{6}_note">/g)).toHaveLength(2);
  });

  it('Docusaurus with a second docs instance (its own route, sidebars and navbar items), a computed-away announcement bar and blogSidebarCount ALL', async () => {
    const site = await tempDir();
    await mkdir(join(site, 'docs'), { recursive: true });
    await mkdir(join(site, 'rules'), { recursive: true });
    await writeFile(join(site, 'docs', 'intro.md'), '# Intro\n');
    await writeFile(join(site, 'rules', 'a-rule.md'), '# A rule\n\nSee [the intro](/intro).\n');
    await writeFile(join(site, 'rules', 'overview.md'), '# Rules\n\nSee [a rule](./a-rule.md).\n');
    await writeFile(join(site, 'sidebars-rules.js'), "module.exports = { rules: ['overview', 'a-rule'] };\n");
    await writeFile(
      join(site, 'docusaurus.config.js'),
      [
        'const old = false;',
        'module.exports = {',
        "  title: 'Two docs',",
        "  url: 'https://two.example',",
        "  baseUrl: '/',",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'rules', path: 'rules', routeBasePath: 'rules', sidebarPath: './sidebars-rules.js' }]],",
        "  presets: [['classic', { docs: { path: 'docs', routeBasePath: '/' }, blog: { blogSidebarCount: 'ALL' } }]],",
        "  markdown: { format: 'mdx', mermaid: true },",
        '  themeConfig: {',
        "    announcementBar: old ? { content: 'Old docs' } : undefined,",
        '    navbar: { items: [',
        "      { type: 'docSidebar', sidebarId: 'rules', docsPluginId: 'rules', label: 'Rules' },",
        "      { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'a-rule', docsPluginId: 'rules', label: 'A rule' }, { type: 'doc', docId: 'intro', label: 'Intro' }] },",
        '    ] },',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stdout).toMatch(/blogSidebarCount "ALL" was not carried.*\[migrate-changed\]$/m);
    expect(run.stdout).not.toContain('announcementBar');
    expect(run.stdout).not.toContain('second docs');
    const written = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    expect(written).toMatch(/^ {2}folder: docs$/m);
    expect(written).toMatch(/^ {2}instances:\n {4}rules:\n {6}folder: rules\n {6}routeBasePath: rules\n {6}sidebars:\n {8}rules:$/m);
    expect(written).not.toMatch(/^announcementBar:/m);
    expect(written).not.toContain('docsPluginId');
    // Docusaurus's markdown.format: mdx is carried (every .md file read as MDX); its other markdown options are reported.
    expect(written).toMatch(/^markdown:\n {2}format: mdx$/m);
    expect(run.stdout).toMatch(/markdown\.mermaid has no counterpart.*\[migrate-no-counterpart\]$/m);
    const out = join(await tempDir(), 'build');
    const built = await runCli(['generate', '--no-cache', '--out', out], site);
    expect(built.exitCode, built.output).toBe(0);
    // The instance's pages under its route, with its own sidebar; the navbar leads into it.
    const rule = parse(await readFile(join(out, 'rules', 'a-rule', 'index.html'), 'utf8'));
    expect(rule.querySelectorAll('aside a').map((a) => a.getAttribute('href'))).toEqual(['/rules/overview', '/rules/a-rule']);
    expect(rule.querySelector('main a[href="/intro"]')).not.toBeNull();
    const home = parse(await readFile(join(out, 'intro', 'index.html'), 'utf8'));
    const navbar = home.querySelectorAll('nav.navbar a').map((a) => [a.text.trim(), a.getAttribute('href') ?? '']);
    expect(navbar).toEqual(
      expect.arrayContaining([
        ['Rules', '/rules/overview'],
        ['A rule', '/rules/a-rule'],
        ['Intro', '/intro'],
      ]),
    );
    expect(await readFile(join(out, 'rules', 'overview', 'index.html'), 'utf8')).toContain('<a href="/rules/a-rule">a rule</a>');
  });

  it('Docusaurus with a malformed versions.json: init still writes the config, and the build names the file', async () => {
    const site = await copyFixture('migrate-docusaurus');
    await writeFile(join(site, 'versions.json'), '["1.0",\n');
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(existsSync(join(site, 'specpress.config.yaml'))).toBe(true);
    const built = await runCli(['generate'], site);
    expect(built.exitCode).toBe(1);
    expect(built.output).toMatch(/versions\.json:\d+:\d+: error .*\[versions-file-syntax\]/);
  });

  it('Starlight: carries the starlight({...}) options and builds at the old URLs', async () => {
    const site = await copyFixture('migrate-starlight');
    const before = await files(site);
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(await files(site)).toEqual([...before, 'specpress.config.yaml'].sort());
    expect(run.stdout).toMatch(/^astro\.config\.mjs:5:22: starlight-toc-presets-not-installed is not installed or not present here; it was replaced by a stub .*\[migrate-stubbed-import\]$/m);
    expect(run.stdout).toMatch(
      /^astro\.config\.mjs:23:7: tableOfContents comes from starlight-toc-presets-not-installed\.toc\.compact, which is not installed here or not present; it was not carried → Write docs\.tocMinHeadingLevel and docs\.tocMaxHeadingLevel in specpress\.config\.yaml by hand\. \[migrate-stub\]$/m,
    );
    expect(run.stdout).toMatch(/^astro\.config\.mjs:22:7: components has no counterpart in specpress; it was not carried → .*\[migrate-no-counterpart\]$/m);
    expect(run.stdout).toMatch(/^astro\.config\.mjs:\d+:\d+: customCss is carried under `stylesheets`/m);
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    expect(config).toContain('label: Setting up');
    expect(config).toContain('editUrl: https://github.com/example/example/edit/main/');
    const built = await runCli(['generate'], site);
    expect(built.exitCode, built.output).toBe(0);
    for (const page of ['guides/example', 'guides/setup', 'reference/commands']) expect(existsSync(join(site, 'build', page, 'index.html')), page).toBe(true);
    const guide = await readFile(join(site, 'build', 'guides/example/index.html'), 'utf8');
    expect(guide).toContain('href="https://github.com/example/example"');
    expect(guide).toContain('<a class="sidebar-link" href="/guides/setup/">Setting up</a>');
  });

  it('Docusaurus without versions: the docs stay under /docs/ (docs.routeBasePath), so every URL is kept', async () => {
    const site = await copyFixture('migrate-docusaurus');
    await rm(join(site, 'versions.json'));
    const run = await runCli(['init', '--from', '.'], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stdout).not.toContain('migrate-url-change');
    expect(await readFile(join(site, 'specpress.config.yaml'), 'utf8')).toMatch(/^  routeBasePath: docs$/m);
    const built = await runCli(['generate'], site);
    expect(built.exitCode, built.output).toBe(0);
    for (const page of ['docs/intro', 'docs/guides/setup']) expect(existsSync(join(site, 'build', page, 'index.html')) || existsSync(join(site, 'build', `${page}.html`)), page).toBe(true);
  });

  it('never overwrites a config, and names a folder that is no Docusaurus or Starlight site', async () => {
    const site = await copyFixture('migrate-docusaurus');
    await writeFile(join(site, 'specpress.config.yaml'), 'mine');
    const refused = await runCli(['init', '--from', '.'], site);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/specpress\.config\.yaml already exists; nothing was written .*\[init-config-exists\]/);
    expect(await readFile(join(site, 'specpress.config.yaml'), 'utf8')).toBe('mine');
    const empty = await copyFixture('minimal');
    const unknown = await runCli(['init', '--from', 'docs'], empty);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toMatch(/has no docusaurus\.config\.\{js,mjs,ts\} and no astro\.config\.\{mjs,js,ts\}; nothing was written .*\[init-from-unknown-site\]/);
  });
});

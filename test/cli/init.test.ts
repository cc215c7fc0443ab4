// `specpress init`: the starter site builds and validates with no edits, its OpenAPI file is
// valid 3.1, and a non-empty folder is only written with --force.
import { describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { parse } from 'yaml';
import { execa } from 'execa';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';

describe('specpress init', () => {
  it('scaffolds a site that generates and validates with no edits', async () => {
    const parent = await tempDir();
    const created = await runCli(['init', 'my-docs', '--title', 'Acme: "Notes" & Co'], parent);
    expect(created.exitCode, created.output).toBe(0);
    const site = join(parent, 'my-docs');
    for (const file of ['specpress.config.yaml', 'docs/index.md', 'docs/getting-started.md', 'specs/openapi.yaml', 'package.json', '.gitignore']) {
      expect(existsSync(join(site, file)), file).toBe(true);
    }
    // Editors find the config's JSON Schema (shipped at the package root) from its first line.
    expect((await readFile(join(site, 'specpress.config.yaml'), 'utf8')).split('\n')[0]).toBe('# yaml-language-server: $schema=./node_modules/specpress/config.schema.json');
    // The title survives YAML quoting.
    expect((parse(await readFile(join(site, 'specpress.config.yaml'), 'utf8')) as { title: string }).title).toBe('Acme: "Notes" & Co');

    const generated = await runCli(['generate'], site);
    expect(generated.exitCode, generated.output).toBe(0);
    expect(generated.stdout).toMatch(/, 0 warnings,/);
    const home = await readFile(join(site, 'build', 'index.html'), 'utf8');
    expect(home).toContain('Acme: &quot;Notes&quot; &amp; Co');
    expect(existsSync(join(site, 'build', 'getting-started', 'index.html'))).toBe(true);
    // The starter has search (specpress builds its page) and a favicon.
    expect(existsSync(join(site, 'build', 'search', 'index.html'))).toBe(true);
    expect(home).toContain('<link rel="icon" href="/img/favicon.svg">');
    expect(existsSync(join(site, 'build', 'img', 'favicon.svg'))).toBe(true);

    const validated = await runCli(['validate', '--format', 'json'], site);
    expect(validated.exitCode).toBe(0);
    expect(JSON.parse(validated.stdout)).toEqual([]);
  });

  it('as the README walks it: npm install links this specpress, then npx specpress generate builds', async () => {
    const parent = await tempDir();
    expect((await runCli(['init', 'my-docs'], parent)).exitCode).toBe(0);
    const site = join(parent, 'my-docs');
    const pkg = JSON.parse(await readFile(join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    // A path from the site, never this machine's absolute one: it holds wherever both are cloned side by side.
    expect(pkg.devDependencies.specpress).toBe(`file:${relative(site, repoRoot)}`);
    expect(isAbsolute(pkg.devDependencies.specpress.slice('file:'.length))).toBe(false);
    // --ignore-scripts: the linked checkout is already built (its `prepare` would rebuild dist/ under the other tests).
    const install = await execa('npm', ['install', '--no-audit', '--no-fund', '--offline', '--ignore-scripts'], { cwd: site, reject: false });
    expect(install.exitCode, String(install.stderr)).toBe(0);
    const generated = await execa('npx', ['--no-install', 'specpress', 'generate'], { cwd: site, reject: false });
    expect(generated.exitCode, String(generated.stderr)).toBe(0);
    expect(existsSync(join(site, 'build', 'index.html'))).toBe(true);
  });

  it('writes a valid OpenAPI 3.1 example with tags, schemas and examples', async () => {
    const parent = await tempDir();
    expect((await runCli(['init', 'site'], parent)).exitCode).toBe(0);
    const file = join(parent, 'site', 'specs', 'openapi.yaml');
    const api = (await SwaggerParser.validate(file)) as { openapi: string; paths: Record<string, Record<string, unknown>>; tags: unknown[]; components: { schemas: object } };
    expect(api.openapi).toBe('3.1.0');
    const operations = Object.values(api.paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)));
    expect(operations.length).toBeGreaterThanOrEqual(3);
    expect(api.tags.length).toBeGreaterThan(0);
    expect(Object.keys(api.components.schemas).length).toBeGreaterThan(0);
    expect(await readFile(file, 'utf8')).toContain('examples:');
  });

  it('takes the title from the folder name by default', async () => {
    const parent = await tempDir();
    expect((await runCli(['init', 'team-notes-docs'], parent)).exitCode).toBe(0);
    expect(await readFile(join(parent, 'team-notes-docs', 'specpress.config.yaml'), 'utf8')).toContain('title: "Team Notes Docs"');
  });

  it('refuses a non-empty folder without --force and leaves it untouched', async () => {
    const parent = await tempDir();
    const site = join(parent, 'busy');
    await mkdir(site);
    await writeFile(join(site, 'notes.txt'), 'mine');
    const refused = await runCli(['init', 'busy'], parent);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/is not empty \[init-folder-not-empty\]/);
    expect(refused.stderr).toContain('--force');
    expect(existsSync(join(site, 'specpress.config.yaml'))).toBe(false);

    const forced = await runCli(['init', 'busy', '--force'], parent);
    expect(forced.exitCode, forced.output).toBe(0);
    expect(existsSync(join(site, 'specpress.config.yaml'))).toBe(true);
    expect(await readFile(join(site, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('needs a folder argument (usage error)', async () => {
    expect((await runCli(['init'], await tempDir())).exitCode).toBe(2);
  });
});

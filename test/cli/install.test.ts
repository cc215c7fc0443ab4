// specpress installed as another project would install it: packed with `npm pack`, installed from
// the tarball into an empty folder (dependencies from the npm cache `npm ci` filled), then the
// README's path: init a site there and build it.
import { execa } from 'execa';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDir } from '../helpers/cli.js';

describe('installing specpress from a tarball', () => {
  it('ships only what it needs, installs, and inits and builds a site', { timeout: 180_000 }, async () => {
    const packDir = await tempDir('specpress-pack-');
    // dist/ is built already (npm test builds first); --ignore-scripts skips building it again.
    const pack = await execa('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packDir], { cwd: repoRoot });
    const [info] = JSON.parse(pack.stdout) as [{ filename: string; files: { path: string }[] }];
    const shipped = info.files.map((f) => f.path);
    for (const needed of ['bin/specpress.js', 'dist/cli.cjs', 'dist/api.js', 'templates/document.hbs', 'templates/init/specpress.config.yaml.hbs', 'README.md', 'package.json', 'config.schema.json'])
      expect(shipped).toContain(needed);
    expect(shipped.filter((path) => /^(docs|specs|fixtures|test|bench|src)\//.test(path))).toEqual([]);

    const project = await tempDir('specpress-project-');
    await writeFile(join(project, 'package.json'), '{ "name": "my-product", "private": true }\n');
    await execa('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(packDir, info.filename)], { cwd: project });

    const env = { ...process.env, NO_COLOR: '1', npm_config_offline: 'true' };
    const init = await execa('npx', ['specpress', 'init', 'docs-site', '--title', 'My Product'], { cwd: project, env, reject: false });
    expect(init.exitCode, init.stderr).toBe(0);
    // Inside the project that installed specpress, the site uses that install: no registry, no copy.
    const sitePackage = JSON.parse(await readFile(join(project, 'docs-site', 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
    expect(sitePackage.devDependencies?.specpress).toBeUndefined();

    const site = join(project, 'docs-site');
    const build = await execa('npx', ['specpress', 'generate'], { cwd: site, env, reject: false });
    expect(build.exitCode, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/✔ \d+ pages written to build/);
    expect(existsSync(join(site, 'build', 'index.html'))).toBe(true);
    expect(existsSync(join(site, 'build', 'search', 'index.html'))).toBe(true);
    expect(await readdir(join(site, 'build', 'api'))).toContain('index.html');
    // The npm script the starter writes works too.
    const script = await execa('npm', ['run', 'validate'], { cwd: site, env, reject: false });
    expect(script.exitCode, script.stderr).toBe(0);
  });
});

// Only the site's own files are published: symlinks are followed while they stay inside the site
// folder; a link out of it, to a hidden folder, or in a loop is reported at its path, never copied.
import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';
import { rawGet, startServer } from '../dev/helpers.js';

/** The minimal fixture, and beside it a folder of "secrets" that is not part of the site. */
async function siteWithSecrets(): Promise<{ site: string; secrets: string }> {
  const site = await copyFixture('minimal');
  const secrets = join(await tempDir(), 'secrets');
  await mkdir(secrets);
  await writeFile(join(secrets, 'shadow'), 'root:$6$secret\n');
  await writeFile(join(secrets, 'notes.md'), '# Private notes\n');
  await mkdir(join(site, 'static'), { recursive: true });
  return { site, secrets };
}

describe('symbolic links in docs/ and static/', () => {
  it('refuses links out of the site folder, to hidden folders and loops, at their paths, and builds nothing', async () => {
    const { site, secrets } = await siteWithSecrets();
    await symlink(secrets, join(site, 'static', 'etc'));
    await symlink(join(secrets, 'notes.md'), join(site, 'docs', 'notes.md'));
    await symlink('..', join(site, 'static', 'loop'));
    await mkdir(join(site, '.git'));
    await writeFile(join(site, '.git', 'config'), '[remote]\n');
    await symlink('../.git', join(site, 'static', 'git'));
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/static\/etc: error .*static\/etc is a symbolic link to .*secrets, outside the site folder .*; it is not published \[symlink-outside-site\]/);
    expect(run.stderr).toMatch(/docs\/notes\.md: error .*notes\.md is a symbolic link to .*secrets\/notes\.md, outside the site folder/);
    expect(run.stderr).toMatch(/static\/git: error .*a hidden file or folder of the site; it is not published/);
    expect(run.stderr).toMatch(/static\/loop: error .*a folder that contains it: following it would never end \[symlink-loop\]/);
    expect(existsSync(out)).toBe(false);
  });

  it('with security.outsideSymlinks: warn, builds and still publishes nothing from outside', async () => {
    const { site, secrets } = await siteWithSecrets();
    await symlink(secrets, join(site, 'static', 'etc'));
    await symlink(join(secrets, 'notes.md'), join(site, 'docs', 'notes.md'));
    await appendFile(join(site, 'specpress.config.yaml'), '\nsecurity:\n  outsideSymlinks: warn\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/static\/etc: warning .*\[symlink-outside-site\]/);
    const published = Object.entries(await snapshotTree(out));
    expect(published.filter(([, content]) => content.includes('root:$6$secret') || content.includes('Private notes'))).toEqual([]);
    expect(existsSync(join(out, 'docs', 'etc'))).toBe(false);
    expect(existsSync(join(out, 'docs', 'notes', 'index.html'))).toBe(false);
  });

  it('follows links that stay inside the site folder', async () => {
    const site = await copyFixture('minimal');
    await mkdir(join(site, 'shared-assets'));
    await writeFile(join(site, 'shared-assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    await symlink('../shared-assets', join(site, 'static', 'shared'));
    await mkdir(join(site, 'shared-pages'));
    await writeFile(join(site, 'shared-pages', 'faq.md'), '# FAQ\n\nShared.\n');
    await symlink('../shared-pages/faq.md', join(site, 'docs', 'faq.md'));
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(await readFile(join(out, 'docs', 'shared', 'logo.svg'), 'utf8')).toContain('<svg');
    expect(await readFile(join(out, 'docs', 'faq', 'index.html'), 'utf8')).toContain('FAQ');
  });

  it('refuses a spec file that links out of the site folder', async () => {
    const { site, secrets } = await siteWithSecrets();
    await writeFile(join(secrets, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: Secret, version: "1" }\npaths: {}\n');
    await mkdir(join(site, 'specs'));
    await symlink(join(secrets, 'openapi.yaml'), join(site, 'specs', 'api.yaml'));
    await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: specs/api.yaml, route: api, label: v1 }\n');
    const run = await runCli(['generate', '--out', join(await tempDir(), 'build')], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/specs\/api\.yaml: error The OpenAPI file .* is a symbolic link to .*secrets\/openapi\.yaml, outside the site folder .*\[symlink-outside-site\]/);
  });

  it('watch applies the same rule: the link is reported and nothing outside is served', async () => {
    const { site, secrets } = await siteWithSecrets();
    await symlink(secrets, join(site, 'static', 'etc'));
    await appendFile(join(site, 'specpress.config.yaml'), '\nsecurity:\n  outsideSymlinks: warn\n');
    const server = await startServer(['watch'], site);
    try {
      expect((await rawGet(server.origin, '/docs/etc/shadow')).status).toBe(404);
      expect((await rawGet(server.origin, '/docs/guides/setup')).status).toBe(200);
      expect(server.output()).toMatch(/static\/etc: warning .*outside the site folder/);
    } finally {
      await server.stop();
    }
  });
});

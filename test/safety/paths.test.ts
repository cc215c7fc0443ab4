// Every file a page or spec names (images, <img>, $ref, MDX partials) goes through one rule:
// inside the site folder, not hidden, a regular file, at most 50 MiB. Anything else is an error
// at the file, line and column that names it, nothing of it is published, and nothing blocks:
// a FIFO is refused without being opened (the bounded run fails a hang).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBounded } from '../helpers/bounded-run.js';
import { tempDir } from '../helpers/cli.js';

const GIT_SECRET = 'token=ghp_SECRET_FROM_GIT_CONFIG';
const ENV_SECRET = 'API_KEY=SECRET_FROM_DOT_ENV';

interface Site {
  dir: string;
  /** The output folder, alone in its own temporary folder (so a half-written one would be seen too). */
  out: string;
}

/** A site with a `.git/config` and a `.env` holding secrets, the given pages and, optionally, a spec. */
async function site(pages: Record<string, string>, spec?: Record<string, string>): Promise<Site> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs', 'img'), { recursive: true });
  await mkdir(join(dir, '.git'));
  await writeFile(join(dir, '.git', 'config'), `[remote "origin"]\n\t${GIT_SECRET}\n`);
  await writeFile(join(dir, '.env'), `${ENV_SECRET}\n`);
  for (const [name, text] of Object.entries({ 'index.md': '# Home\n', ...pages })) await writeFile(join(dir, 'docs', name), text);
  let specs = '';
  if (spec) {
    await mkdir(join(dir, 'specs', 'schemas'), { recursive: true });
    for (const [name, text] of Object.entries(spec)) await writeFile(join(dir, 'specs', name), text);
    specs = 'specs:\n  - { id: v1, file: specs/openapi.yaml, route: api, label: v1 }\n';
  }
  await writeFile(join(dir, 'specpress.config.yaml'), `title: Paths\nurl: https://paths.example\n${specs}`);
  return { dir, out: join(await tempDir(), 'build') };
}

/** Files under the output's folder (the output and anything beside it) whose content holds `secret`. */
async function filesHolding(out: string, secret: string): Promise<string[]> {
  const parent = join(out, '..');
  const found: string[] = [];
  for (const entry of await readdir(parent, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if ((await readFile(path, 'utf8')).includes(secret)) found.push(path);
  }
  return found;
}

const SPEC = (refs: string) => `openapi: 3.1.0
info: { title: Paths, version: "1" }
paths: {}
components:
  schemas:
${refs}`;

describe('every path a page or spec names goes through one rule', () => {
  it('refuses a hidden file named by a markdown image, at its line and column, and publishes nothing of it', async () => {
    const { dir, out } = await site({ 'guide.md': '# Guide\n\nThe remote:\n\n![config](../.git/config)\n' });
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/guide\.md:5:11: error The image "\.\.\/\.git\/config" is not published: \.git\/config is inside \.git, a hidden folder of the site .*\[image-hidden-file\]/);
    expect(run.stderr).toContain('hint: Move the file to a folder whose name does not start with a dot');
    expect(await filesHolding(out, GIT_SECRET)).toEqual([]);
    expect(existsSync(out)).toBe(false);
  });

  it('refuses a hidden file named by an HTML <img> in markdown', async () => {
    const { dir, out } = await site({ 'guide.md': '# Guide\n\nText.\n\n<p><img src="../.env" alt="env"></p>\n' });
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/guide\.md:5:14: error The image "\.\.\/\.env" is not published: \.env is a hidden file or folder of the site .*\[image-hidden-file\]/);
    expect(await filesHolding(out, ENV_SECRET)).toEqual([]);
  });

  it('refuses a hidden file named by a $ref of a split spec', async () => {
    const { dir, out } = await site({}, { 'openapi.yaml': SPEC('    Keys:\n      $ref: "../.secrets/keys.yaml"\n') });
    await mkdir(join(dir, '.secrets'));
    await writeFile(join(dir, '.secrets', 'keys.yaml'), `type: string\ndescription: "${ENV_SECRET}"\n`);
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /specs\/openapi\.yaml:7:13: error \$ref "\.\.\/\.secrets\/keys\.yaml" is not read: \.secrets\/keys\.yaml is inside \.secrets, a hidden folder of the site .*\[openapi-ref-hidden-file\]/,
    );
    expect(await filesHolding(out, ENV_SECRET)).toEqual([]);
  });

  it('refuses a named pipe (FIFO) as an image without opening it', async () => {
    const { dir, out } = await site({ 'guide.md': '# Guide\n\n![diagram](./img/diagram.png)\n' });
    execFileSync('mkfifo', [join(dir, 'docs', 'img', 'diagram.png')]);
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /docs\/guide\.md:3:12: error The image "\.\/img\/diagram\.png" is not published: docs\/img\/diagram\.png is a named pipe \(FIFO\), not a regular file .*\[image-not-a-file\]/,
    );
    expect(run.stderr).toContain('hint: Replace it with a regular file.');
  });

  it('refuses a named pipe (FIFO) as the target of a $ref without opening it', async () => {
    const { dir, out } = await site({}, { 'openapi.yaml': SPEC('    Pet:\n      $ref: "./schemas/pet.yaml"\n') });
    execFileSync('mkfifo', [join(dir, 'specs', 'schemas', 'pet.yaml')]);
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /specs\/openapi\.yaml:7:13: error \$ref "\.\/schemas\/pet\.yaml" is not read: specs\/schemas\/pet\.yaml is a named pipe \(FIFO\), not a regular file .*\[openapi-ref-not-a-file\]/,
    );
  });

  it('says an image over the size limit is too large (not that there is no file)', async () => {
    const { dir, out } = await site({ 'guide.md': '# Guide\n\n![poster](./img/poster.png)\n' });
    // Sparse: 2 GiB long, nothing written.
    await writeFile(join(dir, 'docs', 'img', 'poster.png'), '');
    await truncate(join(dir, 'docs', 'img', 'poster.png'), 2 * 1024 ** 3);
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /docs\/guide\.md:3:11: error The image "\.\/img\/poster\.png" is not published: docs\/img\/poster\.png is 2 GiB, over the limit of 50 MiB for a file a page or spec names \[image-file-too-large\]/,
    );
    expect(run.stderr).not.toContain('there is no file');
  });

  it('says a $ref to a folder names a folder where a file was expected (not that it does not exist)', async () => {
    const { dir, out } = await site({}, { 'openapi.yaml': SPEC('    Pet:\n      $ref: "./schemas"\n') });
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/specs\/openapi\.yaml:7:13: error \$ref "\.\/schemas" is not read: specs\/schemas is a folder, where a file was expected \[openapi-ref-not-a-file\]/);
    expect(run.stderr).not.toContain('does not exist');
  });

  it('refuses a named pipe imported by an MDX page (a partial, a JSON file) at its import', async () => {
    const page = ['import Steps from "./_steps.mdx"', 'import data from "./data.json"', '', '# Steps {data.version}', '', '<Steps />', ''].join('\n');
    const { dir, out } = await site({ 'steps.mdx': page });
    execFileSync('mkfifo', [join(dir, 'docs', '_steps.mdx')]);
    execFileSync('mkfifo', [join(dir, 'docs', 'data.json')]);
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/steps\.mdx:1:19: error Cannot compile the MDX page: the partial "\.\/_steps\.mdx" is not read: docs\/_steps\.mdx is a named pipe \(FIFO\)/);
    expect(run.stderr).toMatch(/docs\/steps\.mdx:2:18: error Cannot compile the MDX page: the imported file docs\/data\.json is not read: docs\/data\.json is a named pipe \(FIFO\)/);
  });

  it('reports an MDX image at the place of its element, not where its text first appears', async () => {
    const page = [
      '# Pictures',
      '',
      'The diagram (`./img/flow.png`) and the chart (`./img/chart.png`) are named here first.',
      '',
      '<figure>',
      '  <img src="./img/flow.png" alt="flow" />',
      '</figure>',
      '',
      'Inline too: ![chart](./img/chart.png).',
      '',
    ].join('\n');
    const { dir, out } = await site({ 'pictures.mdx': page });
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/pictures\.mdx:6:13: error Broken image "\.\/img\/flow\.png": there is no file docs\/img\/flow\.png in the site folder/);
    expect(run.stderr).toMatch(/docs\/pictures\.mdx:9:22: error Broken image "\.\/img\/chart\.png": there is no file docs\/img\/chart\.png in the site folder/);
    expect(run.stderr).not.toMatch(/pictures\.mdx:3:/);
  });

  it('refuses a hidden file named by an MDX <img>, at the element', async () => {
    const page = ['# Env', '', 'Never publish `../.env`.', '', '<img src="../.env" alt="" />', ''].join('\n');
    const { dir, out } = await site({ 'env.mdx': page });
    const run = await runBounded(['generate', '--out', out], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/env\.mdx:5:11: error The image "\.\.\/\.env" is not published: \.env is a hidden file or folder of the site .*\[image-hidden-file\]/);
    expect(await filesHolding(out, ENV_SECRET)).toEqual([]);
  });

  it('refuses a named pipe or a folder where the config names a spec, a stylesheet or the config itself', async () => {
    const { dir, out } = await site({});
    execFileSync('mkfifo', [join(dir, 'openapi.yaml'), join(dir, 'brand.css'), join(dir, 'other.config.yaml')]);
    await writeFile(join(dir, 'specpress.config.yaml'), 'title: Paths\nurl: https://paths.example\nstylesheets: [brand.css]\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1 }\n');
    const named = await runBounded(['generate', '--out', out], dir);
    expect(named.exitCode).toBe(1);
    expect(named.stderr).toMatch(/openapi\.yaml: error The OpenAPI file .*openapi\.yaml is not read: it is a named pipe \(FIFO\), not a regular file .*\[spec-not-a-file\]/);
    await writeFile(join(dir, 'specpress.config.yaml'), 'title: Paths\nurl: https://paths.example\nstylesheets: [brand.css]\n');
    const stylesheet = await runBounded(['generate', '--out', out], dir);
    expect(stylesheet.exitCode).toBe(1);
    expect(stylesheet.stderr).toMatch(/specpress\.config\.yaml:3:15: error The stylesheet brand\.css is not read: it is a named pipe \(FIFO\), .*\[stylesheet-not-a-file\]/);
    const config = await runBounded(['generate', '--out', out, '--config', 'other.config.yaml'], dir);
    expect(config.exitCode).toBe(1);
    expect(config.stderr).toMatch(/other\.config\.yaml: error The site config .*other\.config\.yaml is not read: it is a named pipe \(FIFO\), .*\[config-not-a-file\]/);
    expect(existsSync(out)).toBe(false);
  });
});

// Links in a spec's text were often written for its owner's site: a broken one warns (at its exact
// position) instead of failing the build, and `linkBase` makes them links to that site. The site's
// own guides keep failing on broken links.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';

async function kennel(description: string, configExtra = ''): Promise<string> {
  const site = join(await tempDir(), 'kennel');
  await cp(join(repoRoot, 'fixtures', 'openapi', 'swagger-2.0'), site, { recursive: true });
  const spec = join(site, 'swagger.yaml');
  await writeFile(spec, (await readFile(spec, 'utf8')).replace('  description: Boarding reservations for dogs and cats.', `  description: ${JSON.stringify(description)}`));
  if (configExtra) {
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('route: api, label: v2 }', `route: api, label: v2, ${configExtra} }`));
  }
  return site;
}

describe('links in spec text', () => {
  it('a broken one is a warning at its exact line and column, with a hint about linkBase', async () => {
    const site = await kennel('See [the guide](/docs/guides) and [rates](/docs/guides/rates) before booking.');
    const run = await runCli(['generate', '--out', join(await tempDir(), 'out')], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/swagger\.yaml:7:\d+: warning Broken link "\/docs\/guides" on page \/api \[broken-link\]/);
    // The second link is reported at its own place, not where the first one (a prefix of it) is.
    const first = /swagger\.yaml:7:(\d+): warning Broken link "\/docs\/guides" /.exec(run.stderr)!;
    const second = /swagger\.yaml:7:(\d+): warning Broken link "\/docs\/guides\/rates" /.exec(run.stderr)!;
    expect(Number(second[1])).toBeGreaterThan(Number(first[1]));
    expect(run.stderr).toContain('set linkBase on its entry under specs');
  });

  it('with linkBase, root-relative links lead to the owner site and are not reported', async () => {
    const site = await kennel('See [the guide](/docs/guides) before booking.', 'linkBase: "https://kennel.example"');
    const out = join(await tempDir(), 'out');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).not.toContain('broken-link');
    expect(await readFile(join(out, 'api', 'index.html'), 'utf8')).toContain('href="https://kennel.example/docs/guides"');
  });

  it("a broken relative one (GitHub's unexpanded ${externalDocsUrl}) warns once and does not fail api.md or llms-full.txt", async () => {
    const site = await kennel('See [the comment](${externalDocsUrl}/rest/commits/comments#get-a-commit-comment) resource.');
    // The page (/api/) and api.md resolve the relative link in different folders.
    await writeFile(join(site, 'specpress.config.yaml'), `${await readFile(join(site, 'specpress.config.yaml'), 'utf8')}trailingSlash: true\n`);
    const out = join(await tempDir(), 'out');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/swagger\.yaml(:\d+:\d+)?: warning Broken link "\$%7BexternalDocsUrl%7D\/rest\/commits\/comments#get-a-commit-comment" on page \/api\/ \[broken-link\]/);
    expect(run.stderr).not.toContain('broken-output-link');
    expect(await readFile(join(out, 'llms-full.txt'), 'utf8')).toContain('${externalDocsUrl}/rest/commits/comments');
  });

  it("a broken one that only api.md and llms-full.txt write (an operation's summary) warns at the spec, once", async () => {
    const site = await kennel('Plain.');
    const spec = join(site, 'swagger.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('summary: List reservations', 'summary: List [reservations](/docs/reservations)'));
    const run = await runCli(['generate', '--out', join(await tempDir(), 'out')], site);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.stderr).toMatch(/swagger\.yaml:24:\d+: warning Broken link "\/docs\/reservations" in api\.md: no page or file at \/docs\/reservations \[broken-link\]/);
    expect(run.stderr.match(/"\/docs\/reservations"/g)).toHaveLength(1);
    expect(run.stderr).not.toContain('broken-output-link');
  });

  it("the site's own guides still fail on a broken link", async () => {
    const site = await kennel('Plain.');
    await writeFile(join(site, 'docs', 'index.md'), '# Kennel\n\nSee [nowhere](/nowhere).\n');
    const run = await runCli(['generate', '--out', join(await tempDir(), 'out')], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/index\.md:3:\d+: error Broken link "\/nowhere"/);
  });
});

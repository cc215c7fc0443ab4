// The servers answer only the hosts they were started for (a DNS-rebinding page must not read
// drafts), never serve hidden files, and `--out` never replaces a folder the site reads from.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';
import { rawGet, startServer, type ServerProcess } from '../dev/helpers.js';

/** What a request with this `Host` header gets: the status and the text. */
async function withHost(server: ServerProcess, path: string, host: string) {
  const res = await rawGet(server.origin, path, { Host: host });
  return { status: res.status, text: res.text };
}

describe('watch answers only its own hosts', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const site = await copyFixture('minimal');
    server = await startServer(['watch', '--allowed-hosts', 'docs.internal.example,.team.example'], site);
  });
  afterAll(() => server?.kill());

  it('refuses another name with 403 and says how to allow it, the event stream included', async () => {
    const port = new URL(server.origin).port;
    for (const path of ['/docs/guides/setup', '/__specpress/events']) {
      const refused = await withHost(server, path, `rebind.attacker.example:${port}`);
      expect(refused.status).toBe(403);
      expect(refused.text).toBe('Blocked request: this server does not answer the host "rebind.attacker.example". To allow it, start it with --allowed-hosts rebind.attacker.example\n');
    }
    expect((await withHost(server, '/docs/guides/setup', 'localhost.attacker.example')).status).toBe(403);
    expect((await withHost(server, '/docs/guides/setup', 'team.example.attacker.example')).status).toBe(403);
  });

  it('answers loopback names, IP addresses and the names it was given', async () => {
    const port = new URL(server.origin).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `docs.localhost:${port}`, 'localhost.', '10.0.0.5', 'docs.internal.example', 'a.team.example:80', 'team.example']) {
      const answer = await withHost(server, '/docs/guides/setup', host);
      expect(answer.status, host).toBe(200);
      expect(answer.text).toContain('<h1');
    }
  });
});

describe('serve', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const site = await copyFixture('minimal');
    const built = await runCli(['generate', '--out', 'build'], site);
    expect(built.exitCode, built.output).toBe(0);
    // What a gh-pages worktree or a careless copy leaves in the served folder.
    await mkdir(join(site, 'build', '.git'));
    await writeFile(join(site, 'build', '.git', 'config'), '[remote "origin"]\n\turl = https://x-access-token:SECRET@github.com/o/r\n');
    await writeFile(join(site, 'build', '.env'), 'TOKEN=SECRET\n');
    await mkdir(join(site, 'build', 'docs', '.private'), { recursive: true });
    await writeFile(join(site, 'build', 'docs', '.private', 'notes.html'), 'SECRET\n');
    // The site's base path is /docs/: what it publishes lives under it.
    await mkdir(join(site, 'build', 'docs', '.well-known'));
    await writeFile(join(site, 'build', 'docs', '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
    await writeFile(join(site, 'build', 'docs', '.well-known', '.env'), 'TOKEN=SECRET\n');
    server = await startServer(['serve', '--dir', 'build'], site);
  });
  afterAll(() => server?.kill());

  it('never answers a hidden file or folder (404), but publishes .well-known/', async () => {
    for (const path of ['/.git/config', '/.env', '/docs/.private/notes.html', '/docs/.private/notes', '/%2egit/config', '/.specpress-output', '/docs/.well-known/../.env', '/docs/.well-known/.env']) {
      const answer = await rawGet(server.origin, path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.text, path).not.toContain('SECRET');
    }
    const wellKnown = await rawGet(server.origin, '/docs/.well-known/security.txt');
    expect(wellKnown.status).toBe(200);
    expect(wellKnown.text).toBe('Contact: mailto:security@example.com\n');
  });

  it('refuses another host with 403, answers localhost', async () => {
    const refused = await withHost(server, '/docs/', 'rebind.attacker.example');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('--allowed-hosts rebind.attacker.example');
    expect((await withHost(server, '/docs/', 'localhost')).status).toBe(200);
  });
});

describe('generate --out refuses every folder the site reads from, even with --force', () => {
  /** The minimal site with components, a stylesheet and a spec in folders of their own. */
  async function fullSite(): Promise<{ parent: string; site: string }> {
    const parent = await tempDir();
    const site = join(parent, 'site');
    await mkdir(site);
    const minimal = await copyFixture('minimal');
    await cp(minimal, site, { recursive: true });
    await mkdir(join(site, 'src', 'components'), { recursive: true });
    await writeFile(join(site, 'src', 'components', 'Note.tsx'), 'export default function Note() { return <p>note</p>; }\n');
    await mkdir(join(site, 'styles'));
    await writeFile(join(site, 'styles', 'site.css'), ':root { --sp-accent: teal; }\n');
    // A spec split over files: its schemas in a folder below it.
    await mkdir(join(site, 'api', 'schemas'), { recursive: true });
    await writeFile(join(site, 'api', 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n    Pet: { $ref: "./schemas/pet.yaml" }\n');
    await writeFile(join(site, 'api', 'schemas', 'pet.yaml'), 'type: object\n');
    const config = await readFile(join(site, 'specpress.config.yaml'), 'utf8');
    await writeFile(join(site, 'specpress.config.yaml'), `${config}\nstylesheets: [styles/site.css]\nspecs:\n  - { id: v1, file: api/openapi.yaml, route: api, label: v1 }\n`);
    return { parent, site };
  }

  const cases: [string, RegExp][] = [
    ['src', /is the components folder/],
    ['src/components', /is inside the components folder/],
    ['styles', /contains the stylesheet styles\/site\.css/],
    ['api/schemas', /is inside the folder of the OpenAPI file of v1/],
  ];
  for (const [out, message] of cases) {
    it(`--out ${out} --force is refused and touches nothing`, async () => {
      const { parent, site } = await fullSite();
      const before = await snapshotTree(parent);
      const run = await runCli(['generate', '--out', out, '--force'], site);
      expect(run.exitCode, run.output).toBe(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toContain('[output-folder-is-input]');
      expect(await snapshotTree(parent)).toEqual(before);
    });
  }
});

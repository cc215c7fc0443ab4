// `specpress watch` on a temp copy of a fixture site: an edit is served and announced over the
// event stream; a broken save keeps the last good page and reports the error (terminal + stream);
// the next good save recovers by itself; Ctrl-C exits cleanly.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture, tempDir } from '../helpers/cli.js';
import { EventClient, rawGet, startServer, type ServerProcess } from './helpers.js';

describe('specpress watch', () => {
  let site: string;
  let server: ServerProcess;
  let events: EventClient;
  const page = () => rawGet(server.origin, '/docs/guides/setup');
  const setupFile = () => join(site, 'docs', 'guides', 'setup.md');

  beforeAll(async () => {
    site = await copyFixture('minimal');
    server = await startServer(['watch'], site);
    events = await EventClient.connect(server.origin);
    await events.waitFor('hello');
  });

  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.error(`specpress watch output:\n${server?.output()}`);
  });

  afterAll(async () => {
    events?.close();
    server?.kill();
  });

  it('serves the site from memory with the live-reload script', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    const home = await rawGet(server.origin, '/docs/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('data-specpress-live-reload');
    expect(home.text).toMatch(/__specpress\/events[\s\S]*<\/script>\s*<\/body>/);
    expect((await rawGet(server.origin, '/docs/nowhere')).status).toBe(404);
    expect((await rawGet(server.origin, '/')).headers.location).toBe('/docs/');
  });

  it('rebuilds on a markdown edit, announces it and serves the new HTML', async () => {
    const from = events.events.length;
    const original = await readFile(setupFile(), 'utf8');
    await writeFile(setupFile(), `${original}\n\nA freshly written sentence about setup.\n`);
    const reload = await events.waitFor('reload', (e) => (e.data.changed as string[]).includes('docs/guides/setup/index.html'), from);
    expect(reload.data.keepScroll).toBe(true);
    await expect.poll(async () => (await page()).text).toContain('A freshly written sentence about setup.');
  });

  it('keeps the last good build on a broken save, reports file:line:col, and recovers on the next good save', async () => {
    const configFile = join(site, 'specpress.config.yaml');
    const goodConfig = await readFile(configFile, 'utf8');
    const before = (await page()).text;

    // An unknown navbar item type: the same diagnostic as generate, in the terminal and on the stream.
    let from = events.events.length;
    await writeFile(configFile, goodConfig.replace('type: docSidebar', 'type: docsSidebar'));
    const error = await events.waitFor('build-error', (e) => /navbar-unknown-item-type/.test(String(e.data.text)), from);
    expect(error.data.text).toMatch(/specpress\.config\.yaml:\d+:\d+: error Bad navbar item type "docsSidebar".*\[navbar-unknown-item-type\]/);
    await expect.poll(() => server.output()).toMatch(/specpress\.config\.yaml:\d+:\d+: error Bad navbar item type "docsSidebar"/);
    expect((await page()).status).toBe(200);
    expect((await page()).text).toBe(before);

    // A newly opened tab is told about the error at once.
    const late = await EventClient.connect(server.origin);
    const hello = await late.waitFor('hello');
    late.close();
    expect(hello.data.error).toMatch(/navbar-unknown-item-type/);

    // Bad YAML, then a broken link: still the old page, still reported.
    from = events.events.length;
    await writeFile(configFile, `${goodConfig}\nnavbar: [oops\n`);
    expect((await events.waitFor('build-error', (e) => /config-yaml-syntax/.test(String(e.data.text)), from)).data.text).toMatch(/specpress\.config\.yaml:\d+:\d+: error YAML syntax error/);
    await writeFile(configFile, goodConfig);
    await events.waitFor('reload', () => true, from);

    from = events.events.length;
    const original = await readFile(setupFile(), 'utf8');
    await writeFile(setupFile(), `${original}\n\nSee [the missing page](/docs/not-there).\n`);
    expect((await events.waitFor('build-error', (e) => /broken-link/.test(String(e.data.text)), from)).data.text).toMatch(/docs\/guides\/setup\.md:\d+:\d+: error Broken link "\/docs\/not-there"/);
    expect((await page()).text).not.toContain('the missing page');

    // The next good save recovers without a restart.
    from = events.events.length;
    await writeFile(setupFile(), `${original}\n\nRecovered by itself.\n`);
    await events.waitFor('reload', () => true, from);
    await expect.poll(async () => (await page()).text).toContain('Recovered by itself.');
    expect(server.output()).toMatch(/rebuilt in \d+ ms/);
  });

  it('rebuilds everything on a config change', async () => {
    const configFile = join(site, 'specpress.config.yaml');
    const from = events.events.length;
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('title: Minimal Docs', 'title: Renamed Docs'));
    // Every page shows the site title, so every page is rebuilt and announced.
    const htmlChanged = (e: { data: Record<string, unknown> }) => (e.data.changed as string[]).filter((path) => path.endsWith('.html')).length;
    const reload = await events.waitFor('reload', (e) => htmlChanged(e) > 0, from);
    expect(htmlChanged(reload)).toBeGreaterThan(3);
    await expect.poll(async () => (await rawGet(server.origin, '/docs/')).text).toContain('Renamed Docs');
  });

  it('keeps serving when docs/ is deleted, and serves edits and new pages once it is restored', async () => {
    const docs = join(site, 'docs');
    const saved = join(await tempDir(), 'docs-saved');
    await cp(docs, saved, { recursive: true });
    let from = events.events.length;
    await rm(docs, { recursive: true }); // as `rm -rf docs && git checkout docs` does: new folders, new inodes
    await events.waitFor('build-error', () => true, from);
    expect((await page()).status).toBe(200); // the last good build stays served
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a while later, as a person restores it

    from = events.events.length;
    await cp(saved, docs, { recursive: true });
    await events.waitFor('reload', () => true, from);
    // Later edits and new pages are seen without touching the config.
    await writeFile(join(docs, 'restored.md'), '# Restored page\n\nWritten after docs/ came back.\n');
    await expect.poll(async () => (await rawGet(server.origin, '/docs/restored')).text, { timeout: 10_000 }).toContain('Written after docs/ came back.');
    await writeFile(setupFile(), `${await readFile(setupFile(), 'utf8')}\n\nEdited after the restore.\n`);
    await expect.poll(async () => (await page()).text, { timeout: 10_000 }).toContain('Edited after the restore.');
  });

  it('exits cleanly on Ctrl-C', async () => {
    events.close();
    expect(await server.stop()).toBe(0);
  });
});

// `specpress watch` renders pages when they are requested, from the model of the last good build:
// a page fetched after a save shows the save, a page never fetched before is served whole, a new
// or renamed page shows in every page's sidebar, and a broken link a save adds is still reported.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/cli.js';
import { EventClient, rawGet, startServer, type ServerProcess } from './helpers.js';

async function writeSite(): Promise<string> {
  const site = await tempDir();
  await writeFile(join(site, 'specpress.config.yaml'), 'title: On Request\nurl: https://on-request.example\nbaseUrl: /\ndocs:\n  folder: docs\n');
  await mkdir(join(site, 'docs', 'guide'), { recursive: true });
  await writeFile(join(site, 'docs', 'index.md'), '# Home\n\nStart with [alpha](guide/alpha.md).\n');
  for (const [name, title] of [
    ['alpha', 'Alpha'],
    ['beta', 'Beta'],
    ['gamma', 'Gamma'],
  ])
    await writeFile(join(site, 'docs', 'guide', `${name}.md`), `# ${title}\n\nThe ${title.toLowerCase()} page.\n\n## Details\n\nMore about ${title.toLowerCase()}.\n`);
  return site;
}

describe('specpress watch renders on request', () => {
  let site: string;
  let server: ServerProcess;
  let events: EventClient;
  const get = (path: string) => rawGet(server.origin, path);
  const docs = (path: string) => join(site, 'docs', path);

  beforeAll(async () => {
    site = await writeSite();
    server = await startServer(['watch'], site);
    events = await EventClient.connect(server.origin);
    await events.waitFor('hello');
  });

  afterEach((context) => {
    if (context.task.result?.state === 'fail') console.error(`specpress watch output:\n${server?.output()}`);
  });

  afterAll(() => {
    events?.close();
    server?.kill();
  });

  it('serves a page after a save with the saved text, and only that page is announced', async () => {
    expect((await get('/guide/alpha')).text).toContain('The alpha page.');
    const from = events.events.length;
    await writeFile(docs('guide/alpha.md'), `${await readFile(docs('guide/alpha.md'), 'utf8')}\nA sentence saved later.\n`);
    const reload = await events.waitFor('reload', (e) => (e.data.changed as string[]).includes('guide/alpha/index.html'), from);
    expect((reload.data.changed as string[]).filter((path) => path.endsWith('.html'))).toEqual(['guide/alpha/index.html']);
    const page = await get('/guide/alpha');
    expect(page.status).toBe(200);
    expect(page.text).toContain('A sentence saved later.');
    expect(page.text).toContain('data-specpress-live-reload');
  });

  it('serves a page never requested before, whole, and its markdown twin and the sitemap', async () => {
    const page = await get('/guide/gamma');
    expect(page.status).toBe(200);
    expect(page.text).toContain('More about gamma.');
    expect(page.text).toMatch(/href="\/guide\/beta"/); // the sidebar
    expect((await get('/guide/gamma.md')).text).toContain('More about gamma.');
    expect((await get('/sitemap.xml')).text).toContain('https://on-request.example/guide/gamma');
    expect((await get('/guide/nowhere')).status).toBe(404);
  });

  it('shows a new page and a renamed page in the sidebars of the other pages', async () => {
    let from = events.events.length;
    await writeFile(docs('guide/delta.md'), '# Delta\n\nA new page.\n');
    await events.waitFor('reload', (e) => (e.data.changed as string[]).includes('guide/delta/index.html'), from);
    await expect.poll(async () => (await get('/guide/alpha')).text).toMatch(/href="\/guide\/delta"/);
    expect((await get('/guide/delta')).text).toContain('A new page.');

    from = events.events.length;
    await rename(docs('guide/beta.md'), docs('guide/bravo.md'));
    await events.waitFor('reload', (e) => (e.data.changed as string[]).includes('guide/bravo/index.html'), from);
    await expect.poll(async () => (await get('/guide/gamma')).text).toMatch(/href="\/guide\/bravo"/);
    expect((await get('/guide/gamma')).text).not.toMatch(/href="\/guide\/beta"/);
    expect((await get('/guide/beta')).status).toBe(404);
    expect((await get('/guide/bravo')).text).toContain('The beta page.');
  });

  it('reports a broken link a save adds, keeps the last good page, and recovers', async () => {
    const before = (await get('/guide/gamma')).text;
    const original = await readFile(docs('guide/gamma.md'), 'utf8');
    let from = events.events.length;
    // Saved whole (written beside, then renamed over the page): a half-written save read by watch
    // builds without error and would be the last good page (test/safety/stopping.test.ts).
    const saved = join(await tempDir(), 'gamma.md');
    await writeFile(saved, `${original}\nSee [nothing](/guide/not-there).\n`);
    await rename(saved, docs('guide/gamma.md'));
    const error = await events.waitFor('build-error', () => true, from);
    expect(error.data.text).toMatch(/docs\/guide\/gamma\.md:\d+:\d+: error Broken link "\/guide\/not-there"/);
    await expect.poll(() => server.output()).toMatch(/gamma\.md:\d+:\d+: error Broken link "\/guide\/not-there"/);
    expect((await get('/guide/gamma')).text).toBe(before);

    // A link to a heading that another page no longer has: found although that page was not saved.
    from = events.events.length;
    await writeFile(docs('guide/gamma.md'), `${original}\nSee [alpha's details](/guide/alpha#details).\n`);
    await events.waitFor('reload', () => true, from);
    from = events.events.length;
    await writeFile(docs('guide/alpha.md'), (await readFile(docs('guide/alpha.md'), 'utf8')).replace('## Details', '## Particulars'));
    await events.waitFor('reload', () => true, from);
    // A broken anchor warns by default: printed, and the build is served.
    await expect.poll(() => server.output()).toMatch(/gamma\.md:\d+:\d+: warning Broken anchor "\/guide\/alpha#details"/);
    expect(events.events.slice(from).filter((e) => e.event === 'build-error')).toEqual([]);
    // A save can be seen half-written (the file truncated, then written): the rebuild that follows serves the whole page.
    await expect.poll(async () => (await get('/guide/alpha')).text).toContain('Particulars');
  });
});

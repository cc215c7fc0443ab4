// `specpress watch` serves a provisional model before its first build has rendered every page
// (src/dev/provisional-site.ts): a page asked for then is built with its body, and must be the
// very page the full build serves; a page whose HTML the full build changes reloads in its tabs.
// The full first build is held (WatchOptions.provisional) so that the pages are asked for early.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { watch, type WatchSession } from '../../dist/api.js';
import { copyFixture } from '../helpers/cli.js';
import { EventClient, rawGet } from './helpers.js';

describe('specpress watch serves pages before its first build has rendered them all', () => {
  let site: string;
  let session: WatchSession;
  let events: EventClient;
  let release: () => void = () => undefined;
  const early = new Map<string, string>();
  const get = async (path: string) => (await rawGet(`http://127.0.0.1:${session.port}`, path)).text;

  beforeAll(async () => {
    site = await copyFixture('watch-title-from-heading');
    const held = new Promise<void>((resolve) => (release = resolve));
    session = await watch({ config: join(site, 'specpress.config.yaml'), cwd: site, host: '127.0.0.1', port: 0, diskCache: false, provisional: held });
    events = await EventClient.connect(`http://127.0.0.1:${session.port}`);
    await events.waitFor('hello');
  });

  afterAll(async () => {
    release();
    events?.close();
    await session?.close();
  });

  it('serves each page early, with the titles the headings give in every sidebar, and its own table of contents', async () => {
    // The full build has not run: nothing was reported yet.
    expect(session.lastBuild()).toBeUndefined();
    for (const path of ['/', '/guides/install/', '/guides/marked-up/', '/guides/named/']) early.set(path, await get(path));
    const install = early.get('/guides/install/')!;
    expect(install).toContain('<title>Install the tool | Titles From Headings</title>');
    for (const title of ['Welcome home', 'Install the tool', 'The quick guide', 'Named in front matter']) expect(install).toContain(`>${title}</a>`);
    expect(install).toContain('href="#check-the-version"');
    expect(install).toContain('Installing takes a minute.');
    expect(early.get('/guides/marked-up/')).toContain('<title>The quick guide | Titles From Headings</title>');
    expect(session.lastBuild()).toBeUndefined();
  });

  it('serves the same bytes once the full build is done, and reloads only a page whose HTML it changed', async () => {
    // Edited before the full build reads it: the page served early is not the full build's.
    const named = join(site, 'docs', 'guides', 'named.md');
    await writeFile(named, (await readFile(named, 'utf8')).replace('Some text.', 'Some text, edited before the full build.'));
    const from = events.events.length;
    release();
    const reload = await events.waitFor('reload', () => true, from);
    await session.idle();
    expect(session.lastBuild().first || session.lastBuild().trigger.length > 0).toBe(true);
    const changed = reload.data.changed as string[];
    expect(changed).toContain('guides/named/index.html');
    expect(changed).not.toContain('guides/install/index.html');
    expect(changed).not.toContain('index.html');
    for (const path of ['/', '/guides/install/', '/guides/marked-up/']) expect(await get(path), path).toBe(early.get(path));
    expect(await get('/guides/named/')).toContain('Some text, edited before the full build.');
  });
});

describe('specpress watch gives a page asked for early its body in the model it serves', () => {
  const held = async (fixture: string) => {
    const site = await copyFixture(fixture);
    let release: () => void = () => undefined;
    const provisional = new Promise<void>((resolve) => (release = resolve));
    const session = await watch({ config: join(site, 'specpress.config.yaml'), cwd: site, host: '127.0.0.1', port: 0, diskCache: false, provisional });
    const events = await EventClient.connect(`http://127.0.0.1:${session.port}`);
    await events.waitFor('hello');
    const get = async (path: string) => (await rawGet(`http://127.0.0.1:${session.port}`, path)).text;
    const close = async () => {
      release();
      events.close();
      await session.close();
    };
    return { site, session, events, get, release: () => release(), close };
  };

  it('serves a page in two locales, and an untranslated copy, with the full build’s very bytes', async () => {
    const { session, get, release, close } = await held('locales-starlight');
    try {
      const paths = ['/guides/setup/', '/ja/guides/setup/', '/ar/guides/deploy/'];
      const early = new Map<string, string>();
      for (const path of paths) early.set(path, await get(path));
      expect(session.lastBuild()).toBeUndefined();
      expect(early.get('/ja/guides/setup/')).toContain('最初のビルドの前に設定ファイルを書いてください。');
      expect(early.get('/ja/guides/setup/')).toMatch(/href="\/ja\/guides\/deploy\/?">デプロイ<\/a>/);
      expect(early.get('/ar/guides/deploy/')).toContain('Copy the output folder to any static host.');
      release();
      await session.idle();
      expect(session.lastBuild().ok).toBe(true);
      for (const path of paths) expect(await get(path), path).toBe(early.get(path));
    } finally {
      await close();
    }
  });

  it('does not make the model again for it: another page’s heading edited since the start shows after the full build, which reloads the page', async () => {
    const { site, session, events, get, release, close } = await held('locales-starlight');
    try {
      const deploy = join(site, 'docs', 'guides', 'deploy.md');
      await writeFile(deploy, (await readFile(deploy, 'utf8')).replace('# Deploy', '# Ship it'));
      const early = await get('/guides/setup/');
      expect(early).toContain('Write the configuration file before the first build.');
      expect(early).toContain('>Deploy</a>');
      expect(early).not.toContain('Ship it');
      const from = events.events.length;
      release();
      const reload = await events.waitFor('reload', () => true, from);
      expect(reload.data.changed as string[]).toContain('guides/setup/index.html');
      await session.idle();
      expect(await get('/guides/setup/')).toContain('>Ship it</a>');
    } finally {
      await close();
    }
  });
});

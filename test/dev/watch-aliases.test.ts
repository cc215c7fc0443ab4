// `specpress watch` and the site's tsconfig aliases: an MDX page imports `~/components/Note`, and
// an edit of tsconfig.json that points `~/*` at another folder is served with that folder's
// component, as a config edit is (dev/watcher.ts: the alias files are watched).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFixture } from '../helpers/cli.js';
import { EventClient, rawGet, startServer, type ServerProcess } from './helpers.js';

const tsconfig = (folder: string) => JSON.stringify({ compilerOptions: { paths: { '~/*': [`./${folder}/*`] } } });
const note = (says: string) => `export default function Note() { return <aside className="note">${says}</aside>; }\n`;

describe('specpress watch with tsconfig aliases', () => {
  let site: string;
  let server: ServerProcess;
  let events: EventClient;

  beforeAll(async () => {
    site = await copyFixture('minimal');
    for (const [folder, says] of [
      ['src', 'from src'],
      ['lib', 'from lib'],
    ]) {
      await mkdir(join(site, folder, 'components'), { recursive: true });
      await writeFile(join(site, folder, 'components', 'Note.tsx'), note(says));
    }
    await writeFile(join(site, 'tsconfig.json'), tsconfig('src'));
    await writeFile(join(site, 'docs', 'aliased.mdx'), "import Note from '~/components/Note';\n\n# Aliased\n\n<Note />\n");
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

  it('serves the page with the component the edited alias leads to', async () => {
    await expect.poll(async () => (await rawGet(server.origin, '/docs/aliased')).text).toContain('<aside class="note">from src</aside>');
    await writeFile(join(site, 'tsconfig.json'), tsconfig('lib'));
    await expect.poll(async () => (await rawGet(server.origin, '/docs/aliased')).text, { timeout: 20_000 }).toContain('<aside class="note">from lib</aside>');
  });
});

// The link checker sees the reference's anchors, and a split reference keeps deep links working.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { writeLargeSite } from '../../bench/make-large-spec.mjs';
import { runCli, tempDir } from '../helpers/cli.js';
import { html } from '../helpers/html.js';
import { buildFixture, ids, type BuiltSite } from './helpers.js';

describe('link checks against reference anchors', () => {
  it('reports a link to a missing operation and accepts links to existing ones', async () => {
    const site = await buildFixture('reference-links');
    expect(site.run.exitCode).toBe(0);
    const broken = site.run.output.split('\n').filter((line) => line.includes('[broken-anchor]'));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/docs\/index\.md:5:\d+: warning Broken anchor "\/docs\/api#operation\/adoptAUnicorn"/);
    expect(site.run.output).not.toContain('listPets"');
    expect(site.run.output).not.toContain('get-pets-petId"');
  });
});

describe('a reference split into pages', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildFixture('reference-split');
  });

  it('renders one page per tag (the first at the route), then webhooks and schemas', () => {
    expect(site.run.exitCode).toBe(0);
    expect(site.run.output).toContain(', 0 warnings');
    for (const page of ['docs/api', 'docs/api/categories', 'docs/api/adoptions', 'docs/api/webhooks', 'docs/api/schemas']) expect(existsSync(join(site.out, page, 'index.html')), page).toBe(true);
  });

  it('points links at the page that holds the anchor', async () => {
    const first = await site.read('docs/api/index.html');
    const page = html(first);
    expect(ids(first).has('operation/listPets')).toBe(true);
    expect(ids(first).has('operation/getCategory')).toBe(false);
    expect(page.querySelector('aside.reference-nav a[data-nav-target="tag/categories"]')!.getAttribute('href')).toBe('/docs/api/categories');
    expect(page.querySelector('aside.reference-nav a[data-nav-target="operation/listPets"]')!.getAttribute('href')).toBe('#operation/listPets');
    // A schema link from an operation goes to the schemas page.
    expect(page.getElementById('operation/createPet')!.querySelector('a.schema-link')!.getAttribute('href')).toMatch(/^\/docs\/api\/schemas#schema\//);
    const schemas = await site.read('docs/api/schemas/index.html');
    expect(ids(schemas).has('schema/Pet')).toBe(true);
    expect(html(schemas).querySelector('h1')!.text).toBe('Schemas');
  });
  it('gives each page a meta description of its own, naming what it holds', async () => {
    const description = async (path: string) =>
      html(await site.read(path))
        .querySelector('meta[name="description"]')!
        .getAttribute('content');
    // The route page says what the spec's info says; the others what they show.
    expect(await description('docs/api/index.html')).toBe('Pets, categories and adoptions.');
    expect(await description('docs/api/categories/index.html')).toBe('Categories (Adoption Centre API): Get a category with its subtree.');
    expect(await description('docs/api/webhooks/index.html')).toBe('Webhook events of the Adoption Centre API: adoptionStatusChanged, petArrived.');
    expect(await description('docs/api/schemas/index.html')).toMatch(/^Schemas of the Adoption Centre API: Pet, BasePet, Cat, .*\.$/);
  });

  it('describes a spec without info.description by its contents', async () => {
    const tagged = await buildFixture('openapi/tag-groups');
    expect(tagged.run.exitCode).toBe(0);
    const head = html(await tagged.read('api/index.html'))
      .querySelector('meta[name="description"]')!
      .getAttribute('content');
    expect(head).toBe('Reference of the Shop API 1.0: 5 operations in 4 groups: Products, Orders, Customers, Webhooks admin.');
  });
});

describe('a 1,000-operation spec', () => {
  let out: string;
  let run: Awaited<ReturnType<typeof runCli>>;
  beforeAll(async () => {
    const dir = await tempDir('specpress-large-');
    const { config } = await writeLargeSite(dir, 1000);
    out = join(dir, 'build');
    run = await runCli(['generate', '--config', config, '--out', out]);
  }, 240_000);

  it('builds split pages, none over 2 MB, with every operation reachable', async () => {
    expect(run.exitCode).toBe(0);
    const api = join(out, 'docs', 'api');
    const pages = (await readdir(api, { recursive: true })).filter((f) => f.endsWith('index.html'));
    expect(pages.length).toBeGreaterThan(25);
    let operations = 0;
    for (const page of pages) {
      const file = join(api, page);
      expect((await stat(file)).size, page).toBeLessThan(2_000_000);
      operations += [...(await readFile(file, 'utf8')).matchAll(/<section class="operation[^"]*" id="operation\//g)].length;
    }
    expect(operations).toBe(1000);
  });
});

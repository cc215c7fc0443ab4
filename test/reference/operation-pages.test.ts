// `layout: operation`: every operation of a spec is a page of its own, with its title, meta
// description, canonical URL, sitemap entry, search result, llms.txt line and .md twin; the
// route page lists them; links written for the one-page reference lead to each page.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { operationSlug } from '../../src/model/reference/operation-pages.js';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { siteSearch } from '../helpers/site-search.js';
import { buildFixture, ids, textOf, type BuiltSite } from './helpers.js';

/** The five operations of the fixture's v2, in the reference's order, at their pages. */
const OPERATIONS = [
  { id: 'listPets', page: 'list-pets', title: 'List pets', description: 'Lists the pets of the shelter, newest first.' },
  { id: 'createPet', page: 'create-pet', title: 'POST /pets', description: 'Registers a pet "found" today & its papers.' },
  { id: 'getPet', page: 'get-pet', title: 'Get a pet', description: 'Get a pet' },
  { id: 'get_pet', page: 'get-pet-2', title: 'Remove a pet', description: 'Remove a pet' },
  { id: 'post-adoptions', page: 'post-adoptions', title: 'Apply to adopt', description: 'Apply to adopt' },
  // A summary of two lines is no title: it leads the description, whose first sentence describes the page.
  { id: 'getAdoption', page: 'get-adoption', title: 'GET /adoptions/{id}', description: 'Returns one application to adopt a pet.' },
];

describe('a reference with a page per operation', () => {
  let site: BuiltSite;
  beforeAll(async () => {
    site = await buildFixture('reference-operation-pages');
  });

  it('builds without a warning: the route page, one page per operation, and the webhook and schema pages', () => {
    expect(site.run.exitCode, site.run.output).toBe(0);
    expect(site.run.output).toContain(', 0 warnings');
    for (const page of ['api', 'api/webhooks', 'api/schemas', ...OPERATIONS.map((op) => `api/${op.page}`)]) expect(existsSync(join(site.out, 'docs', page, 'index.html')), page).toBe(true);
    // The deprecated v1 keeps the default layout: one page.
    expect(existsSync(join(site.out, 'docs', 'api-v1', 'index.html'))).toBe(true);
    expect(existsSync(join(site.out, 'docs', 'api-v1', 'anchors.json'))).toBe(false);
  });

  it('gives each operation page its title, meta description, canonical URL, h1 and markdown twin', async () => {
    for (const op of OPERATIONS) {
      const page = await site.page(`docs/api/${op.page}/index.html`);
      expect(textOf(page.querySelector('title')!)).toBe(`${op.title} · Shelter API V2 | Shelter`);
      expect(textOf({ text: page.querySelector('meta[name="description"]')!.getAttribute('content')! })).toBe(op.description);
      expect(page.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`https://shelter.example/docs/api/${op.page}`);
      expect(page.querySelector('link[rel="alternate"][type="text/markdown"]')!.getAttribute('href')).toBe(`/docs/api/${op.page}.md`);
      expect(textOf(page.querySelector('main h1 .anchor-link')!)).toBe(op.title);
      // The operation's section, and no other operation's.
      expect([...ids(page.innerHTML)].filter((id) => id.startsWith('operation/'))).toEqual([`operation/${op.id}`]);
      const twin = await site.read(`docs/api/${op.page}.md`);
      expect(twin).toMatch(/^# /);
      expect(twin).toContain(`[Reference](https://shelter.example/docs/api/${op.page})`);
    }
    // Quotes, tags and ampersands of a description are text in the attribute, never markup.
    expect(await site.read('docs/api/create-pet/index.html')).toContain('<meta name="description" content="Registers a pet &quot;found&quot; today &amp; its papers.">');
  });

  it('lists every operation page in the sitemap, the search index and llms.txt', async () => {
    const sitemap = await site.read('docs/sitemap.xml');
    for (const op of OPERATIONS) expect(sitemap).toContain(`<loc>https://shelter.example/docs/api/${op.page}</loc>`);
    const index = await siteSearch(site.read, 'docs/search-manifest.json');
    for (const op of OPERATIONS) {
      const hits = (await index.search(op.id)).filter((hit) => hit.group === 'v2' && hit.kind === 'operation');
      expect(hits.map((hit) => hit.url)).toContain(`/docs/api/${op.page}`);
    }
    for (const word of ['pets', 'adopt', 'pet']) {
      const operationResults = (await index.search(word)).filter((hit) => hit.group === 'v2' && hit.kind === 'operation');
      expect(new Set(operationResults.map((hit) => hit.url)).size).toBe(operationResults.length);
    }
    const llms = await site.read('docs/llms.txt');
    expect(llms).toContain('- [List pets](https://shelter.example/docs/api/list-pets.md): GET /pets. Lists the pets of the shelter, newest first.\n');
    expect(llms).toContain('- [Remove a pet](https://shelter.example/docs/api/get-pet-2.md): DELETE /pets/{petId}.\n');
    for (const op of OPERATIONS) expect(llms).toContain(`(https://shelter.example/docs/api/${op.page}.md)`);
  });

  it('keeps the introduction on the route page and lists each tag, its description and its operations', async () => {
    const page = await site.page('docs/api/index.html');
    expect(textOf(page.querySelector('h1')!)).toBe('Shelter API');
    expect(page.querySelector('.download-spec')).not.toBeNull();
    const tags = page.querySelectorAll('section.tag-section');
    expect(tags.map((tag) => textOf(tag.querySelector('h2')!))).toEqual(['Pets', 'Adoptions', 'Rate limits']);
    expect(textOf(tags[2].querySelector('.tag-description')!)).toContain('100 requests a minute');
    const links = (tag: (typeof tags)[number]) => tag.querySelectorAll('.tag-operations a').map((a) => a.getAttribute('href'));
    // An operation's page is linked by its URL: the operation is the whole page.
    expect(links(tags[0])).toEqual(OPERATIONS.slice(0, 4).map((op) => `/docs/api/${op.page}`));
    // Method, summary and path; an operation without a summary says its method and path once.
    expect(tags[0].querySelectorAll('.tag-operations li').map((li) => textOf(li).replace(/\s+/g, ' ').trim())).toEqual([
      'GET List pets /pets',
      'POST /pets',
      'GET Get a pet /pets/{petId}',
      'DEL Remove a pet /pets/{petId}',
    ]);
    // An operation of two tags is listed under both (its page is one).
    expect(links(tags[1])).toEqual(['/docs/api/post-adoptions', '/docs/api/get-adoption', '/docs/api/create-pet']);
    expect(page.querySelectorAll('section.operation:not(.reference-intro)')).toHaveLength(0);
    expect(page.querySelector('.reference')!.getAttribute('data-anchor-map')).toBe('/docs/api/anchors.json');
  });

  it('publishes where each anchor written for one page went', async () => {
    const map = JSON.parse(await site.read('docs/api/anchors.json')) as Record<string, string>;
    for (const op of OPERATIONS) expect(map[`operation/${op.id}`]).toBe(`/docs/api/${op.page}`);
    expect(map['tag/pets']).toBe('/docs/api');
    expect(map['schema/Pet']).toBe('/docs/api/schemas');
    expect(map['webhook/petArrived']).toBe('/docs/api/webhooks');
  });

  it('sends every link to an operation to its page: docs links, schema links, counterparts in another version', async () => {
    const docs = await site.page('docs/index.html');
    expect(docs.querySelectorAll('main a').map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/docs/api/list-pets', '/docs/api#tag/pets', '/docs/api/schemas#schema/Pet', '/docs/api/webhooks#webhook/petArrived']),
    );
    expect(await site.read('docs/index.md')).toContain('(/docs/api/list-pets)');
    const listPets = await site.page('docs/api/list-pets/index.html');
    expect(listPets.querySelector('a.schema-link')!.getAttribute('href')).toBe('/docs/api/schemas#schema/Pet');
    expect(listPets.getElementById('operation/listPets')!.getAttribute('data-counterparts')).toBe('/docs/api-v1#operation/listPetsV1');
    const v1 = await site.page('docs/api-v1/index.html');
    expect(v1.querySelector('.banner-counterpart a')!.getAttribute('href')).toBe('/docs/api/list-pets');
  });

  it('opens only the tag of the operation in view in the navigation, and links the operations before and after', async () => {
    const page = await site.page('docs/api/create-pet/index.html');
    const nav = page.querySelector('aside.reference-nav')!;
    expect(nav.querySelector('.nav-tag-current > a')!.getAttribute('href')).toBe('/docs/api#tag/pets');
    expect(nav.querySelectorAll('.nav-operation a').map((a) => a.getAttribute('href'))).toEqual(OPERATIONS.slice(0, 4).map((op) => `/docs/api/${op.page}`));
    expect(nav.querySelector('a[data-nav-target="tag/adoptions"]')!.getAttribute('href')).toBe('/docs/api#tag/adoptions');
    expect(textOf(page.querySelector('.reference-page-context')!)).toBe('Shelter API · V2 › Pets');
    expect(page.querySelector('.pagination-prev')!.getAttribute('href')).toBe('/docs/api/list-pets');
    expect(page.querySelector('.pagination-next')!.getAttribute('href')).toBe('/docs/api/get-pet');
    const first = await site.page('docs/api/list-pets/index.html');
    expect(first.querySelector('.pagination-prev')).toBeNull();
    // The Versions menu names the version the page is in.
    expect(textOf(page.querySelector('[data-role="versions"] > summary')!)).toBe('V2');
  });
});

describe('reference.layout and specs[].layout', () => {
  it('the site-wide layout applies to every spec, and a spec’s own layout wins', async () => {
    const dir = await tempDir();
    await cp(join(repoRoot, 'fixtures', 'reference-operation-pages'), dir, { recursive: true });
    const config = join(dir, 'specpress.config.yaml');
    const text = (await readFile(config, 'utf8')).replace(', layout: operation }', ', layout: page }').replace('specs:\n', 'reference:\n  layout: operation\nspecs:\n');
    await writeFile(config, text);
    const out = join(dir, 'build');
    const run = await runCli(['generate', '--config', config, '--out', out]);
    expect(run.exitCode, run.output).toBe(0);
    expect(existsSync(join(out, 'docs', 'api', 'list-pets', 'index.html'))).toBe(false);
    expect(existsSync(join(out, 'docs', 'api-v1', 'list-pets-v1', 'index.html'))).toBe(true);
  });

  it('an unknown layout is a config error at its line, naming the valid ones', async () => {
    const dir = await tempDir();
    await cp(join(repoRoot, 'fixtures', 'reference-operation-pages'), dir, { recursive: true });
    const config = join(dir, 'specpress.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace(', layout: operation }', ', layout: operations }'));
    const run = await runCli(['validate', '--config', config]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/specpress\.config\.yaml:17:\d+: error .*layout/);
    expect(run.output).toContain('not one of: page, operation');
  });
});

describe('a docs page at the route of an operation page', () => {
  it('is an error at the docs file, and nothing is written', async () => {
    const dir = await tempDir();
    await cp(join(repoRoot, 'fixtures', 'reference-operation-pages'), dir, { recursive: true });
    await mkdir(join(dir, 'docs', 'api'));
    await writeFile(join(dir, 'docs', 'api', 'list-pets.md'), '# Listing pets\n\nA guide.\n');
    const out = join(dir, 'build');
    const run = await runCli(['generate', '--config', join(dir, 'specpress.config.yaml'), '--out', out]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(
      /docs\/api\/list-pets\.md:1:1: error api\/list-pets\.md has the route "\/api\/list-pets", which is a page of the API reference V2 \(List pets · Shelter API V2\) \[page-duplicate-route\]/,
    );
    expect(existsSync(out)).toBe(false);
  });
});

describe('operation slugs', () => {
  it('are the words of the operation id in lower case, joined by dashes', () => {
    expect(operationSlug('listPets')).toBe('list-pets');
    expect(operationSlug('repos/get')).toBe('repos-get');
    expect(operationSlug('getHTTPStatus')).toBe('get-http-status');
    expect(operationSlug('get-pets-petId')).toBe('get-pets-pet-id');
    expect(operationSlug('créerAnimal')).toBe('créer-animal');
    expect(operationSlug('***')).toBe('operation');
  });
});

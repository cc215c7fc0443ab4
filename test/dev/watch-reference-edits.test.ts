// Watch at API scale: an edit to one operation builds that operation's view again, not the whole
// reference's (src/model/reference/view-replay.ts), and renders that operation's page again
// (src/pipeline/reference-page-key.ts); every file served after each save is the one a cold build
// of the edited spec writes, with the same diagnostics.
import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPipeline } from '../../src/pipeline/index.js';
import { BuildCache } from '../../src/pipeline/memo.js';
import { DeferredSite, HtmlCache } from '../../src/dev/deferred-site.js';
import { copyFixture, tempDir } from '../helpers/cli.js';

/** One save as watch builds it, checked file by file against a cold build; the references stage's renders made anew. */
async function save(site: string, cache: BuildCache, previous?: DeferredSite): Promise<{ site: DeferredSite; made: number; views: { kept: number; made: number }; warnings: string[] }> {
  cache.beginBuild();
  const warm = await runPipeline({ cwd: site, cache, defer: true });
  const made = cache.stats.referenceRenders.made;
  const views = { ...cache.stats.referenceViews };
  const warnings = warm.diagnostics.map((d) => `${d.line}:${d.code}`);
  cache.sweep();
  const cold = await runPipeline({ cwd: site });
  const key = (d: { code: string; file?: string; line?: number; column?: number; message: string }) => `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
  // A save that stops the build: the errors a cold build names, and the last site still served.
  if (!warm.ok) {
    expect(cold.ok).toBe(false);
    expect(warm.diagnostics.map(key).sort()).toEqual(cold.diagnostics.map(key).sort());
    return { site: previous!, made, views, warnings };
  }
  const deferred = new DeferredSite(warm.deferred!, warm.files, previous, new HtmlCache());
  const problems = (await deferred.checkLinks())!;
  expect([...warm.diagnostics, ...problems].map(key).sort()).toEqual(cold.diagnostics.map(key).sort());
  for (const [path, content] of cold.files) {
    const served = deferred.find(path);
    expect(served, path).toBeDefined();
    expect(Buffer.from(served!).toString('utf8'), path).toBe(Buffer.from(content).toString('utf8'));
  }
  return { site: deferred, made, views, warnings };
}

/** An edit of `file`: `from` (which must be there) replaced by `to`. */
function editsOf(file: string): (from: string, to: string) => Promise<void> {
  return async (from, to) => {
    const text = await readFile(file, 'utf8');
    expect(text).toContain(from);
    await writeFile(file, text.replace(from, to));
  };
}

/** The warnings of allOf contradictions, as `line:code`. */
const impossible = (warnings: string[]) => warnings.filter((w) => w.endsWith(':openapi-schema-impossible'));

describe('watch: one operation of a split reference edited', () => {
  it('renders again only the pages that show the edit, and serves what a cold build writes', async () => {
    const site = await copyFixture('reference-edited-in-watch');
    const spec = join(site, 'openapi.yaml');
    const edit = editsOf(spec);
    const cache = new BuildCache();
    // Four pages (Pets at the route, Orders, Stores, Schemas) and their navigations, the descriptions' renders and the spec's validation (two rounds: the small mistake is read as meant).
    const first = await save(site, cache);
    expect(first.made).toBe(11);
    // Four operations and two schema entries.
    expect(first.views).toEqual({ kept: 0, made: 6 });
    expect(first.warnings).toEqual(['84:openapi-invalid']);

    // A description: its page's column alone, no navigation, and no validation (three lines longer: every later position moves).
    await edit('description: Every pet for sale, oldest first.', 'description: |-\n        Every pet for sale, oldest first.\n\n        Reserved pets too.');
    const description = await save(site, cache, first.site);
    expect(description.made).toBe(1);
    expect(description.views).toEqual({ kept: 5, made: 1 });
    expect(description.warnings).toEqual(['87:openapi-invalid']);
    expect(description.site.find('docs/api/index.html')).toContain('Reserved pets too.');
    expect(description.site.changed.filter((path) => path.endsWith('.html'))).toEqual(['docs/api/index.html']);

    // A summary: its page's content, and every page's navigation (each reads every tag's operations).
    await edit('summary: List pets', 'summary: List every pet');
    const summary = await save(site, cache, description.site);
    expect(summary.made).toBe(5);
    expect(summary.views).toEqual({ kept: 5, made: 1 });
    expect(summary.site.find('docs/api/index.html')).toContain('<span class="nav-label">List every pet</span>');

    // A schema's description, shown by two tags' operations (and the Schemas page): those pages, not the Stores page.
    await edit('age: { type: integer, description: In years. }', 'age: { type: integer, description: In whole years. }');
    const schema = await save(site, cache, summary.site);
    expect(schema.made).toBe(3);
    // Every view reaching Pet is built again, and the trees after them (the Pet tree is longer: the state they start from moved).
    expect(schema.views.made).toBeGreaterThanOrEqual(4);
    expect(schema.site.find('docs/api/orders/index.html')).toContain('In whole years.');

    // The small mistake fixed as it was read: its warning goes; the document is the one the last build
    // validated after reading it as meant, and its pages are those it rendered: nothing is made again.
    await edit('opened: string', 'opened: { type: string }');
    const fixed = await save(site, cache, schema.site);
    expect(fixed.warnings).toEqual([]);
    expect(fixed.made).toBe(0);
    expect(fixed.views).toEqual({ kept: 6, made: 0 });

    // A new property: validated again, and the two pages that show Store (Stores, Schemas) rendered again.
    await edit('opened: { type: string }', 'opened: { type: string }\n        phone: { type: string }');
    const added = await save(site, cache, fixed.site);
    expect(added.made).toBe(3);

    // A keyword the reference does not show, after saves that found none: named where it is written.
    await edit('phone: { type: string }', 'phone: { type: string, not: { const: "" } }');
    const unshown = await save(site, cache, added.site);
    expect(unshown.warnings.some((w) => w.endsWith(':openapi-not-shown'))).toBe(true);
  }, 60_000);

  it('an allOf conflict and a broken $ref brought in, moved by a description and taken out: named where and when a cold build names them', async () => {
    const site = await copyFixture('reference-edited-in-watch');
    const spec = join(site, 'openapi.yaml');
    const edit = editsOf(spec);
    const cache = new BuildCache();
    const first = await save(site, cache);
    expect(impossible(first.warnings)).toEqual([]);
    // A description alone, in a structure the last build found no conflict in: none now either.
    await edit('description: An animal for sale.', 'description: An animal for sale, or kept.');
    const clean = await save(site, cache, first.site);
    expect(impossible(clean.warnings)).toEqual([]);
    // The conflict brought in: a structure of its own, warned.
    await edit('age: { type: integer, description: In years. }', 'age: { allOf: [{ type: integer }, { type: string }], description: In years. }');
    const brought = await save(site, cache, clean.site);
    expect(impossible(brought.warnings)).toEqual(['79:openapi-schema-impossible']);
    // A description two lines longer above it: the same structure, the warning two lines lower.
    await edit('description: An animal for sale, or kept.', 'description: |-\n        An animal for sale.\n\n        Or kept.');
    const moved = await save(site, cache, brought.site);
    expect(impossible(moved.warnings)).toEqual(['82:openapi-schema-impossible']);
    // Taken out: the structure the first saves had, in which none is found.
    await edit('age: { allOf: [{ type: integer }, { type: string }], description: In years. }', 'age: { type: integer, description: In years. }');
    const out = await save(site, cache, moved.site);
    expect(impossible(out.warnings)).toEqual([]);
    await edit('description: In years.', 'description: In whole years.');
    const after = await save(site, cache, out.site);
    expect(impossible(after.warnings)).toEqual([]);
    // A $ref to nothing brought in (the build stops on it, as a cold one does), then taken out.
    await edit("items: { $ref: '#/components/schemas/Pet' }", "items: { $ref: '#/components/schemas/Pett' }");
    const broken = await save(site, cache, after.site);
    expect(broken.warnings).toContain('27:openapi-missing-ref');
    await edit("items: { $ref: '#/components/schemas/Pett' }", "items: { $ref: '#/components/schemas/Pet' }");
    const mended = await save(site, cache, after.site);
    expect(mended.warnings.filter((w) => w.endsWith(':openapi-missing-ref'))).toEqual([]);
  }, 60_000);

  it('a description inside two const values of an allOf, edited until they differ: the contradiction warned as a cold build warns it', async () => {
    const site = await copyFixture('reference-edited-in-watch');
    const edit = editsOf(join(site, 'openapi.yaml'));
    // Two consts that are one object (data, not OpenAPI's description fields): no contradiction.
    await edit('city: { type: string }', 'city: { allOf: [{ const: { description: Paris } }, { const: { description: Paris } }] }');
    const cache = new BuildCache();
    const first = await save(site, cache);
    expect(impossible(first.warnings)).toEqual([]);
    // The text of one of them changed: the consts differ, no value matches both.
    await edit('{ const: { description: Paris } }] }', '{ const: { description: Lyon } }] }');
    const differ = await save(site, cache, first.site);
    expect(impossible(differ.warnings)).toEqual(['83:openapi-schema-impossible']);
  }, 60_000);

  it("example values that are a $ref: read where the last build found them, the warning and the values shown as a cold build's", async () => {
    const site = await copyFixture('reference-edited-in-watch');
    const edit = editsOf(join(site, 'openapi.yaml'));
    await edit("schema: { $ref: '#/components/schemas/Pet' }", "schema: { $ref: '#/components/schemas/Pet' }\n              example: { $ref: '#/components/examples/Rex/value' }");
    await edit('components:\n', 'components:\n  examples:\n    Rex:\n      value: { name: Rex, age: 3, description: A calm dog. }\n');
    const cache = new BuildCache();
    const first = await save(site, cache);
    expect(first.warnings).toContain('42:openapi-invalid');
    // An operation's description three lines longer above the example: the warning three lines lower, the value as before.
    await edit('description: One pet, by its id.', 'description: |-\n        One pet, by its id.\n\n        Alive.');
    const moved = await save(site, cache, first.site);
    expect(moved.warnings).toContain('45:openapi-invalid');
    // The text of the value it points to: shown as edited.
    await edit('description: A calm dog.', 'description: A lively dog.');
    const value = await save(site, cache, moved.site);
    expect(Buffer.from(value.site.find('docs/api/index.html')!).toString('utf8')).toContain('A lively dog.');
  }, 60_000);

  it('a spec read empty (a save caught between its truncation and its write): the error a cold build names, then the saved text served as a cold build writes it', async () => {
    // The process died of it: "Fatal JavaScript invalid size error 169220804" (src/load/yaml-positions.ts matches()).
    const site = await copyFixture('reference-edited-in-watch');
    const spec = join(site, 'openapi.yaml');
    const text = await readFile(spec, 'utf8');
    const cache = new BuildCache();
    const first = await save(site, cache);
    await writeFile(spec, '');
    const empty = await save(site, cache, first.site);
    expect(empty.site).toBe(first.site);
    expect(empty.warnings.length).toBeGreaterThan(0);
    await writeFile(spec, text.replace('summary: List pets', 'summary: List every pet'));
    const whole = await save(site, cache, empty.site);
    expect(whole.site.find('docs/api/index.html')).toContain('<span class="nav-label">List every pet</span>');
  }, 60_000);

  it("with a page per operation: the edited operation's page alone", async () => {
    const site = await copyFixture('reference-edited-in-watch');
    const config = join(site, 'specpress.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('splitAboveOperations: 2', 'layout: operation'));
    const spec = join(site, 'openapi.yaml');
    const cache = new BuildCache();
    const first = await save(site, cache);
    // A second sentence: the page's meta description (its first) stays, so no other page changes.
    await writeFile(spec, (await readFile(spec, 'utf8')).replace('description: Buys a pet.', 'description: Buys a pet. Or reserves it.'));
    const edited = await save(site, cache, first.site);
    expect(edited.made).toBe(1);
    expect(edited.site.changed.filter((path) => path.endsWith('.html'))).toEqual(['docs/api/place-order/index.html']);
  }, 60_000);

  it("past the spec's allowance of schema trees: an operation's view reused where the trees it shows were cut short, and built again where the allowance moved", async () => {
    // 26 operations each answering with a 2,048-row tree: over the spec's allowance (20 MB of estimated HTML) part-way through.
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 11; i++) schemas[`S${i}`] = i < 10 ? { oneOf: [{ $ref: `#/components/schemas/S${i + 1}` }, { $ref: `#/components/schemas/S${i + 1}` }] } : { type: 'string' };
    const answer = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } } };
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 26; i++) paths[`/x${i}`] = { get: { operationId: `get${i}`, tags: [`t${i}`], description: `Operation ${i}.`, responses: answer } };
    const spec = { openapi: '3.1.0', info: { title: 'Spent', version: '1' }, paths, components: { schemas } };
    const site = await tempDir();
    await writeFile(join(site, 'specpress.config.yaml'), 'title: Spent\nurl: https://spent.example\nspecs:\n  - { id: v1, file: openapi.json, route: api, label: v1 }\n');
    const file = join(site, 'openapi.json');
    const write = () => writeFile(file, JSON.stringify(spec, null, 1));
    await write();
    const cache = new BuildCache();
    const first = await save(site, cache);
    expect(first.warnings.some((w) => w.endsWith(':openapi-schema-cut'))).toBe(true);
    // The operations' pages (one per tag, the first at the reference's route) cut short: the first of them past the allowance.
    const cutShort = (served: DeferredSite, i: number) =>
      (
        Buffer.from(served.find(i === 0 ? 'api/index.html' : `api/t${i}/index.html`)!)
          .toString('utf8')
          .match(/continued at/g) ?? []
      ).length;
    const spentAt = Array.from({ length: 26 }, (_, i) => cutShort(first.site, i)).findIndex((n) => n > 0);
    expect(spentAt).toBeGreaterThan(1);

    // The last operation's description: its view alone (26 operations and 11 schema entries), its trees cut short as before.
    (paths['/x25'] as { get: { description: string } }).get.description = 'Operation 25, edited.';
    await write();
    const late = await save(site, cache, first.site);
    expect(late.views).toEqual({ kept: 36, made: 1 });
    expect(late.site.find('api/t25/index.html')).toContain('Operation 25, edited.');
    expect(cutShort(late.site, 25)).toBeGreaterThan(0);

    // The first operation answers with a string: the allowance lasts longer, and the trees after it are built again.
    (paths['/x0'] as { get: { responses: unknown } }).get.responses = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } };
    await write();
    const moved = await save(site, cache, late.site);
    expect(moved.views.made).toBeGreaterThan(1);
    expect(cutShort(moved.site, spentAt)).toBe(0);
  }, 120_000);
});

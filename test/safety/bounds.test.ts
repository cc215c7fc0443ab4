// Output and time bounded by the input's size, not its nesting: a few kilobytes of spec that
// repeat their schemas at every level, a long enum used many times and a code fence with 100,000
// highlight ranges each build in seconds under the bounded-run harness, with a warning where a
// tree was cut and no page over the split's size.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { runBounded } from '../helpers/bounded-run.js';

/** A page written at most this big, the reference's split size (2 MB) and the page around it. */
const MAX_HTML_BYTES = 2_500_000;

/** `entry`: more keys of the spec's `specs` entry (`tryIt: true`). */
async function siteWith(spec: object | undefined, page = '# Home\n', entry = ''): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs'));
  await writeFile(join(dir, 'docs', 'index.md'), page);
  const specs = spec ? `specs:\n  - { id: v1, file: openapi.json, route: api, label: v1${entry} }\n` : '';
  await writeFile(join(dir, 'specpress.config.yaml'), `title: Bounds\nurl: https://bounds.example\n${specs}`);
  if (spec) await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec, null, 1));
  return dir;
}

/** `schemas` under components, with one operation answering `#/components/schemas/S0`. */
function specWith(schemas: Record<string, unknown>): object {
  const answer = { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } };
  return { openapi: '3.1.0', info: { title: 'Bounds', version: '1' }, paths: { '/x': { get: { operationId: 'getX', responses: { '200': answer } } } }, components: { schemas } };
}

/** S0 … S<levels-1>, each made by `level` from a reference to the next (the last to a string). */
function chain(levels: number, level: (next: object) => object): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) schemas[`S${i}`] = level(i + 1 < levels ? { $ref: `#/components/schemas/S${i + 1}` } : { type: 'string' });
  return schemas;
}

/** Total bytes written and the largest HTML page. */
async function outputSize(dir: string): Promise<{ total: number; largestHtml: number }> {
  let total = 0;
  let largestHtml = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const { size } = await stat(join(entry.parentPath, entry.name));
    total += size;
    if (entry.name.endsWith('.html')) largestHtml = Math.max(largestHtml, size);
  }
  return { total, largestHtml };
}

describe('output and time bounded by the input, not its nesting', () => {
  it('a oneOf that lists the next level twice, 30 levels deep (5 KB of spec)', async () => {
    const dir = await siteWith(specWith(chain(30, (next) => ({ oneOf: [next, next] }))));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /openapi\.json:\d+:\d+: warning The schema tree of S0 would be over 1,500,000 bytes of HTML shown in place .*; it is cut at S\d+, which links to its own entry .*\[openapi-schema-cut\]/,
    );
    const size = await outputSize(join(dir, 'build'));
    expect(size.total).toBeLessThan(20_000_000);
    expect(size.largestHtml).toBeLessThan(MAX_HTML_BYTES);
    // Where a tree was cut it says so and links to the schema's own entry, which shows it.
    const pages = await Promise.all((await readdir(join(dir, 'build', 'api'), { recursive: true })).filter((f) => f.endsWith('.html')).map((f) => readFile(join(dir, 'build', 'api', f), 'utf8')));
    expect(pages.join('')).toMatch(/… continued at <a class="schema-link" href="[^"]*#schema\/S\d+">S\d+<\/a>/);
    for (let i = 0; i < 30; i++)
      expect(
        pages.some((html) => html.includes(`id="schema/S${i}"`)),
        `S${i} has its entry`,
      ).toBe(true);
  });

  it('100 operations each answering with a 1,000-row tree: under a tree budget, over the spec allowance', async () => {
    const spec = specWith(chain(10, (next) => ({ oneOf: [next, next] }))) as { paths: Record<string, unknown> };
    const answer = { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } } } };
    for (let i = 0; i < 100; i++) spec.paths[`/x${i}`] = { get: { operationId: `get${i}`, tags: ['all'], responses: answer } };
    const dir = await siteWith(spec);
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning The schema trees of this reference would be more HTML than 20 times the spec's size shown in place .*\[openapi-schema-cut\]/);
    expect(run.stderr).not.toContain('The schema tree of S0');
    const size = await outputSize(join(dir, 'build'));
    expect(size.total).toBeLessThan(40_000_000);
    expect(size.largestHtml).toBeLessThan(MAX_HTML_BYTES);
  });

  it('an allOf that lists the next level twice, 30 levels deep', async () => {
    const dir = await siteWith(specWith(chain(30, (next) => ({ allOf: [next, next], properties: { own: { type: 'string' } } }))));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/openapi\.json:\d+:\d+: warning The allOf of S\d+ reaches more parts than the reference merges .*\[openapi-schema-cut\]/);
    const size = await outputSize(join(dir, 'build'));
    expect(size.total).toBeLessThan(20_000_000);
    expect(size.largestHtml).toBeLessThan(MAX_HTML_BYTES);
  });

  it('an allOf that lists the next level 40 times, 10 levels deep (the property names of api.md and migration tables)', async () => {
    const dir = await siteWith(specWith(chain(10, (next) => ({ allOf: Array.from({ length: 40 }, () => next), properties: { own: { type: 'string' } } }))));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning The allOf of S\d+ reaches more parts than the reference merges .*\[openapi-schema-cut\]/);
    expect((await outputSize(join(dir, 'build'))).total).toBeLessThan(20_000_000);
  });

  it('a 100,000-value enum used by 200 properties', async () => {
    const properties = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`p${i}`, { $ref: '#/components/schemas/Big' }]));
    const big = { type: 'string', enum: Array.from({ length: 100_000 }, (_, i) => `value-${i}`) };
    const dir = await siteWith(specWith({ S0: { type: 'object', properties }, Big: big }));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/warning The schema tree of S0 would be over .*; it is cut at Big, .*\[openapi-schema-cut\]/);
    const size = await outputSize(join(dir, 'build'));
    // The downloadable spec (2 MB) is most of it, with every value.
    expect(size.total).toBeLessThan(10_000_000);
    expect(size.largestHtml).toBeLessThan(MAX_HTML_BYTES);
    const page = await readFile(join(dir, 'build', 'api', 'index.html'), 'utf8');
    expect(page).toContain('<code class="fact-value">&quot;value-499&quot;</code> <span class="enum-more">and 99,500 more values; all values are in the downloadable spec</span>');
    expect(page).not.toContain('value-500&quot;');
    expect(page).toMatch(/… continued at <a class="schema-link" href="#schema\/Big">Big<\/a>/);
    expect(await readFile(join(dir, 'build', 'specs', 'openapi.json'), 'utf8')).toContain('"value-99999"');
  });

  it('a 100,000-value enum parameter shared by 200 operations: the pages, Try it, api.md and llms-full.txt', async () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++)
      paths[`/x${i}`] = { get: { operationId: `get${i}`, tags: ['all'], parameters: [{ $ref: '#/components/parameters/Kind' }], responses: { '200': { description: 'ok' } } } };
    const kind = { name: 'kind', in: 'query', schema: { type: 'string', enum: Array.from({ length: 100_000 }, (_, i) => `value-${i}`) } };
    const dir = await siteWith({ openapi: '3.1.0', info: { title: 'Bounds', version: '1' }, paths, components: { parameters: { Kind: kind } } }, '# Home\n', ', tryIt: true');
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    const size = await outputSize(join(dir, 'build'));
    expect(size.total).toBeLessThan(20_000_000);
    expect(size.largestHtml).toBeLessThan(MAX_HTML_BYTES);
    for (const file of ['api.md', 'llms-full.txt']) {
      const text = await readFile(join(dir, 'build', file), 'utf8');
      expect(text.length, file).toBeLessThan(5_000_000);
      expect(text).toContain('value-499, and 99,500 more values (all in the downloadable spec)');
    }
  });

  it('a code fence with 100,000 highlight ranges (a 1.1 MB page)', async () => {
    const ranges = Array.from({ length: 100_000 }, () => '1-99999999').join(',');
    const dir = await siteWith(undefined, `# Home\n\n\`\`\`js {${ranges}}\nconst a = 1;\nconst b = 2;\n\`\`\`\n`);
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
    const page = await readFile(join(dir, 'build', 'index.html'), 'utf8');
    expect(page.match(/<span class="code-line code-line-highlighted">/g)).toHaveLength(2);
  });
});

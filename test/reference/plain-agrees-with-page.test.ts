// api.md (and llms-full.txt, the .md twins and the docs' tables, which read the same plain model)
// says what the reference page says: the example the page shows (a named example before `example`,
// one made from the schema when none is written, XML as XML), a webhook's description taken from
// its path item, a security scheme behind a `$ref`, and path parameters required.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';
import { buildSpecModel } from '../../src/model/reference/spec-model.js';
import { operationView } from '../../src/model/reference/operation-view.js';
import { RefResolver } from '../../src/model/reference/resolver.js';
import type { ReferenceContext } from '../../src/model/reference/context.js';
import { ExampleFiles } from '../../src/model/reference/example-files.js';
import type { JsonObject } from '../../src/model/reference/pointer.js';
import type { RawOperation } from '../../src/model/reference/operations.js';
import type { SpecAnchors } from '../../src/model/reference/spec-anchors.js';

describe('api.md says what the reference page says', () => {
  let page: HTMLElement;
  let markdown: string;

  beforeAll(async () => {
    const { run, out } = await generateFixture('openapi/plain-agrees-with-page');
    expect(run.exitCode, run.output).toBe(0);
    page = parse(await readFile(join(out, 'api', 'index.html'), 'utf8'), { blockTextElements: { script: true, style: true } });
    markdown = await readFile(join(out, 'api.md'), 'utf8');
  });

  /** The code blocks of the page, as a reader reads them. */
  const pageCode = () => page.querySelectorAll('pre code').map((code) => code.text);
  /** The fenced block of api.md after `heading` in the section of `title`. */
  const fencedAfter = (title: string, heading: string) => {
    const section = markdown.slice(markdown.indexOf(`### ${title}`));
    const match = new RegExp(`${heading}\\n\\n\`\`\`(\\w+)\\n([^]*?)\\n\`\`\``).exec(section);
    return match ? { language: match[1], text: match[2] } : undefined;
  };

  it('writes the named example the page shows, not the `example` beside it', () => {
    const body = fencedAfter('Add a dog', '\\*\\*Request body\\*\\*: `Dog` \\(JSON\\)');
    expect(body?.text).toContain('Named-example');
    expect(pageCode()).toContain(body?.text);
    expect(markdown).not.toContain('Written-example');
  });

  it('writes the example the page makes from the schema when the spec writes none', () => {
    const answer = fencedAfter('Add a dog', 'Example response:');
    expect(answer?.text).toBe('{\n  "id": "3fa85f64-5717-4562-b3fc-2c963f66afa6"\n}');
    expect(pageCode()).toContain(answer?.text);
    const payload = fencedAfter('dogArrived', 'Example payload:');
    expect(pageCode()).toContain(payload?.text);
  });

  it('writes an XML example as the XML the page shows', () => {
    const answer = fencedAfter('Get a dog', 'Example response:');
    expect(answer?.language).toBe('xml');
    expect(answer?.text).toContain('<breed>collie</breed>');
    expect(pageCode()).toContain(answer?.text);
  });

  it("describes a webhook by its path item's description, as the page does", () => {
    const hook = page.querySelectorAll('section, article, div').find((el) => el.id === 'webhook/dogArrived');
    expect(hook?.text).toContain('Sent when a dog arrives at the kennel.');
    expect(markdown).toMatch(/### dogArrived\n\n.*\n\nSent when a dog arrives at the kennel\./);
  });

  it('follows a security scheme written as a $ref, as the page does', () => {
    expect(page.text).toContain('API key in header "X-Kennel-Key"');
    expect(markdown).toContain('### keyAuth\n\nan API key in the header `X-Kennel-Key`; every call needs it unless it says otherwise.\n\nThe key the kennel gave you.');
  });
});

describe('the plain model marks parameters required as the page does', () => {
  it('a path parameter without `required: true` is required in both', () => {
    // Not a valid document (validation stops the build): the model is read directly.
    const pathItem: JsonObject = { parameters: [{ name: 'dogId', in: 'path', schema: { type: 'string' } }] };
    const operation: JsonObject = { operationId: 'getDog', responses: { '200': { description: 'ok' } } };
    const doc: JsonObject = { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: { '/dogs/{dogId}': { ...pathItem, get: operation } } };
    const resolver = new RefResolver(doc);
    const context: ReferenceContext = {
      resolver,
      markdown: (text) => (typeof text === 'string' ? text : ''),
      highlight: (code) => code,
      subtypes: new Map(),
      serverUrl: 'https://api.example',
      documentUrl: 'https://docs.example/openapi.yaml',
      globalRequirements: [],
      schemaDepth: 1,
      operationsById: new Map(),
      sampleLanguages: [],
      exampleFiles: new ExampleFiles('/'),
    };
    const raw = { id: 'getDog', method: 'get', path: '/dogs/{dogId}', operation, pathItem } as unknown as RawOperation;
    const view = operationView(raw, context);
    const anchors = { url: '/api', operations: [{ id: 'getDog', anchor: 'operation/getDog', url: '/api#operation/getDog' }], webhooks: [], schemas: [] } as unknown as SpecAnchors;
    const model = buildSpecModel(doc, anchors, { resolver, operations: [{ raw, view }], webhooks: [], tagSections: [] });
    expect(view.parameters[0].parameters[0].required).toBe(true);
    expect(model.operations[0].parameters[0].required).toBe(true);
  });
});

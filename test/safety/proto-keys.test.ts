// Names are data: `__proto__`, `constructor` and `prototype` as keys are shown like any other
// name, whichever input they come from (an OpenAPI 3.1 spec, a Swagger 2.0 spec converted to
// OpenAPI 3, a page's front matter, the config's own maps).
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';

const NAMES = ['__proto__', 'constructor', 'prototype'];

async function build(site: string): Promise<{ exitCode: number; stderr: string; read: (path: string) => Promise<string> }> {
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out], site);
  return { exitCode: run.exitCode, stderr: run.stderr, read: (path) => readFile(join(out, path), 'utf8') };
}

async function buildWithSpec(spec: string): Promise<{ page: HTMLElement; api: string }> {
  const site = await copyFixture('minimal');
  await writeFile(join(site, 'openapi.yaml'), spec);
  await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1 }\n');
  const { exitCode, stderr, read } = await build(site);
  expect(exitCode, stderr).toBe(0);
  return { page: parse(await read('docs/api/index.html')), api: await read('docs/api.md') };
}

const fieldNames = (element: HTMLElement | null) => (element?.querySelectorAll('code.field-name') ?? []).map((code) => code.text);

/** Each schema of those names is on the page with its three fields, and the form body has the three fields. */
function expectEveryName(page: HTMLElement, api: string, operation: string) {
  for (const name of NAMES) {
    const schema = page.getElementById(`schema/${name}`);
    expect(schema?.querySelector('.operation-title')?.text, name).toBe(name);
    expect(api).toContain(`### ${name}`);
  }
  expect(fieldNames(page.getElementById('schema/__proto__'))).toEqual(NAMES);
  expect(new Set(fieldNames(page.getElementById(operation)))).toEqual(new Set(NAMES));
}

describe('names of a spec', () => {
  const properties = NAMES.map((name) => `        ${name}: { type: string }`).join('\n');

  it('OpenAPI 3.1: schemas, properties and form fields named __proto__, constructor, prototype are shown', async () => {
    const { page, api } = await buildWithSpec(`openapi: 3.1.0
info: { title: Names, version: "1" }
paths:
  /upload:
    post:
      requestBody:
        content:
          multipart/form-data:
            schema:
              type: object
              properties:
${NAMES.map((name) => `                ${name}: { type: string }`).join('\n')}
      responses:
        "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/__proto__" } } } }
components:
  schemas:
${NAMES.map((name) => `    ${name}:\n      type: object\n      properties:\n${properties}`).join('\n')}
`);
    expectEveryName(page, api, 'operation/post-upload');
    // The response's generated example has a value for each of them, in the page and in api.md.
    const example = page
      .querySelectorAll('pre')
      .map((pre) => parse(pre.innerHTML).text)
      .find((text) => text.includes('"constructor"'));
    for (const name of NAMES) {
      expect(example, name).toContain(`"${name}": "string"`);
      expect(api, name).toContain(`"${name}": "string"`);
    }
  });

  it('Swagger 2.0: definitions, properties and formData parameters of those names survive the conversion', async () => {
    const { page, api } = await buildWithSpec(`swagger: "2.0"
info: { title: Names, version: "1" }
host: api.example.com
paths:
  /upload:
    post:
      consumes: [multipart/form-data]
      parameters:
${NAMES.map((name) => `        - { name: ${name}, in: formData, type: string, required: true }`).join('\n')}
      responses:
        "200": { description: OK, schema: { $ref: "#/definitions/__proto__" } }
definitions:
${NAMES.map((name) => `  ${name}:\n    type: object\n    properties:\n${properties.replace(/^ {2}/gm, '')}`).join('\n')}
`);
    expectEveryName(page, api, 'operation/post-upload');
    // Required, as the 2.0 parameters say.
    const required = page.getElementById('operation/post-upload')?.querySelectorAll('.field-required > .field-head > code.field-name') ?? [];
    expect(new Set(required.map((code) => code.text))).toEqual(new Set(NAMES));
  });
  it('a security scheme named constructor and an allOf part adding a property named __proto__ build like any other names', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'openapi.yaml'),
      `openapi: 3.1.0
info: { title: Names, version: "1" }
servers: [{ url: "https://api.example.com" }]
paths:
  /things:
    get:
      security: [{ constructor: [read] }]
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                allOf:
                  - { type: object, properties: { a: { type: string } } }
                  - { type: object, properties: { __proto__: { type: integer } } }
components:
  securitySchemes:
    constructor:
      type: oauth2
      flows: { clientCredentials: { tokenUrl: "https://auth.example.com/token", scopes: { read: Read } } }
`,
    );
    await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1, tryIt: {} }\n');
    // Try it's scopes per scheme read `constructor` as Object's member: an internal error before.
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode, stderr).toBe(0);
    expect(await read('docs/api.md')).toContain('{\n  "a": "string",\n  "__proto__": 0\n}');
  });
});

describe('names in front matter and the config', () => {
  it('front matter keys __proto__, constructor, prototype are unknown keys, never Object members, and change nothing', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'proto.md'), '---\ntitle: Proto page\n__proto__: { title: Polluted, draft: true }\nconstructor: x\nprototype: y\n---\n\nBody.\n');
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode, stderr).toBe(0);
    for (const [line, name] of NAMES.entries()) expect(stderr).toContain(`docs/proto.md:${line + 3}:1: warning Unknown front matter key "${name}"; it is ignored`);
    const page = parse(await read('docs/proto/index.html'));
    expect(page.querySelector('title')?.text).toBe('Proto page | Minimal Docs');
    expect(page.querySelector('article h1')?.text).toBe('Proto page');
  });

  it('a data.operationTables table named __proto__ is rendered; one named constructor that the config lacks is a plain error', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n  /a:\n    get: { operationId: getA, responses: { "200": { description: OK } } }\n');
    await appendFile(
      join(site, 'specpress.config.yaml'),
      '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1 }\ndata:\n  operationTables:\n    __proto__:\n      columns: { name: Tool, description: What, operations: Calls }\n      rows:\n        - { name: proto-tool, description: Proto row, operations: [getA] }\n',
    );
    await writeFile(join(site, 'docs', 'tables.md'), '# Tables\n\n:::spec-table operation-table v1 __proto__\n:::\n');
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode, stderr).toBe(0);
    const rows = parse(await read('docs/tables/index.html')).querySelectorAll('article td');
    expect(rows.map((td) => td.text)).toContain('proto-tool');
    await writeFile(join(site, 'docs', 'tables.md'), '# Tables\n\n:::spec-table operation-table v1 constructor\n:::\n');
    const run = await runCli(['validate'], site);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('docs/tables.md:3:1: error No table "constructor" under data.operationTables in the site config; declared tables: __proto__ [content-directive]');
  });

  it('sidebars named __proto__ and constructor are sidebars like any other', async () => {
    const site = await copyFixture('minimal');
    await writeFile(join(site, 'docs', 'proto.md'), '# Proto page\n\nBody.\n');
    await writeFile(join(site, 'docs', 'ctor.md'), '# Ctor page\n\nBody.\n');
    const config = join(site, 'specpress.config.yaml');
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      text
        .replace(
          '      - { doc: reference-notes }\n',
          '      - { doc: reference-notes }\n    __proto__:\n      - { doc: proto }\n      - { type: category, label: More, items: [{ doc: ctor }] }\n    constructor:\n      - { doc: ctor }\n',
        )
        .replace(
          '{ type: doc, docId: reference-notes, position: left }',
          '{ type: doc, docId: reference-notes, position: left }\n    - { type: docSidebar, sidebarId: __proto__, label: Proto bar }\n    - { type: docSidebar, sidebarId: constructor, label: Ctor bar }\n    - { type: docSidebar, sidebarId: prototype, label: Nothing }',
        ),
    );
    const run = await runCli(['validate'], site);
    // `prototype` names no sidebar: an error like any unknown id, not Object's member.
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/names the sidebar "prototype", which does not exist/);
    expect(run.stderr).not.toMatch(/"__proto__", which|"constructor", which/);
    await writeFile(config, (await readFile(config, 'utf8')).replace('\n    - { type: docSidebar, sidebarId: prototype, label: Nothing }', ''));
    const { exitCode, stderr, read } = await build(site);
    expect(exitCode, stderr).toBe(0);
    const home = parse(await read('docs/index.html'));
    const links = home.querySelectorAll('a').map((a) => [a.text.trim(), a.getAttribute('href')]);
    expect(links).toContainEqual(['Proto bar', '/docs/proto']);
    expect(links).toContainEqual(['Ctor bar', '/docs/ctor']);
    const proto = parse(await read('docs/proto/index.html'));
    expect(proto.querySelectorAll('nav a').map((a) => a.text.trim())).toContain('Proto page');
    // A small sidebar is written whole in its pages, whatever its name: not looked up as a big
    // one's navigation file on Object's prototype (which closed its other categories).
    const menu = proto.querySelector('ul.sidebar-menu')!;
    expect(menu.getAttribute('data-sp-nav-src')).toBeUndefined();
    expect(menu.querySelectorAll('details a').map((a) => [a.text.trim(), a.getAttribute('href')])).toContainEqual(['Ctor page', '/docs/ctor']);
  });
});

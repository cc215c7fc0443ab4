// Unit tests of the reference model: pointers back to YAML, schema trees, examples, versions.
import { describe, expect, it } from 'vitest';
import { matchCounterparts } from '../../src/model/reference/counterparts.js';
import { exampleFor } from '../../src/model/reference/example-values.js';
import type { JsonObject } from '../../src/model/reference/pointer.js';
import { sourcePathOf } from '../../src/validate/source-path.js';
import { RefResolver } from '../../src/model/reference/resolver.js';
import { buildSchemaNode, type SchemaContext } from '../../src/model/reference/schema-tree.js';
import type { OperationView, ReferenceView, SchemaNode } from '../../src/model/reference/view-model.js';

const doc = {
  paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } },
  components: {
    responses: { Ok: { description: 'ok' } },
    schemas: {
      Node: { type: 'object', properties: { value: { type: 'string' }, next: { $ref: '#/components/schemas/Node' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
      Wrapper: { type: 'object', properties: { node: { $ref: '#/components/schemas/Node' }, status: { $ref: '#/components/schemas/Status' } } },
      Status: { type: 'string', enum: ['on', 'off'] },
      Maybe: { oneOf: [{ $ref: '#/components/schemas/Status' }, { type: 'null' }] },
    },
  },
};
const context: SchemaContext = { resolver: new RefResolver(doc as unknown as JsonObject), markdown: (t) => (typeof t === 'string' ? t : ''), subtypes: new Map() };

describe('pointers', () => {
  it('follow $refs, so a problem in a shared component points at the component', () => {
    expect(sourcePathOf(doc, ['paths', '/a', 'get', 'responses', '200', 'description'])).toEqual(['components', 'responses', 'Ok', 'description']);
    expect(sourcePathOf(doc, ['paths', '/a', 'get', 'missing'])).toEqual(['paths', '/a', 'get']);
  });
});

describe('schema trees', () => {
  it('expand a named schema one level, link below, and stop at recursion', () => {
    const node = buildSchemaNode({ $ref: '#/components/schemas/Wrapper' }, context, 'response');
    expect(node.kind).toBe('tree');
    const fields = (node as Extract<SchemaNode, { kind: 'tree' }>).properties;
    expect(fields.map((f) => [f.name, f.schema.kind])).toEqual([
      ['node', 'link'],
      ['status', 'tree'],
    ]);
    // A named enum is small: shown inline with its name.
    expect(fields[1].schema).toMatchObject({ kind: 'tree', name: 'Status', enumValues: ['"on"', '"off"'] });
    const self = buildSchemaNode({ $ref: '#/components/schemas/Node' }, context, 'any', 5) as Extract<SchemaNode, { kind: 'tree' }>;
    expect(self.properties.find((f) => f.name === 'next')!.schema).toMatchObject({ kind: 'link', name: 'Node', recursive: true });
  });

  it('turn oneOf [X, null] into a nullable X', () => {
    expect(buildSchemaNode({ $ref: '#/components/schemas/Maybe' }, context, 'any')).toMatchObject({ kind: 'tree', name: 'Maybe', enumValues: ['"on"', '"off"'], nullable: true });
  });

  it('generate finite examples for recursive schemas', () => {
    expect(exampleFor({ $ref: '#/components/schemas/Node' }, context.resolver, 'response')).toEqual({ value: 'string', children: [] });
  });
});

describe('version counterparts', () => {
  const op = (id: string, method: OperationView['method'], path: string, counterpartHint?: string) => ({ id, anchor: `operation/${id}`, method, path, counterpartHint }) as OperationView;
  const view = (ops: OperationView[]) => ({ tags: [{ operations: ops }] }) as unknown as ReferenceView;
  it('match by extension (either direction), then by method and path', () => {
    const index = matchCounterparts([
      {
        specId: 'v2',
        view: view([op('listContacts', 'get', '/contacts/'), op('getThing', 'get', '/things/{thing_id}')]),
        anchors: {
          anchorUrls: new Map([
            ['operation/listContacts', '/api'],
            ['operation/getThing', '/api'],
          ]),
          operationRoutes: new Map(),
        },
      },
      {
        specId: 'v1',
        view: view([op('listCompanies', 'get', '/companies/', 'listContacts'), op('getThingV1', 'get', '/things/{id}/')]),
        anchors: {
          anchorUrls: new Map([
            ['operation/listCompanies', '/api-v1'],
            ['operation/getThingV1', '/api-v1'],
          ]),
          operationRoutes: new Map(),
        },
      },
    ]);
    expect(index.get('v1')!.get('listCompanies')).toEqual({ v2: '/api#operation/listContacts' });
    expect(index.get('v2')!.get('listContacts')).toEqual({ v1: '/api-v1#operation/listCompanies' });
    expect(index.get('v1')!.get('getThingV1')).toEqual({ v2: '/api#operation/getThing' });
  });
});

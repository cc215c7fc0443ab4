// Structure of specs/v2.yaml and specs/v1.yaml against the product specification
// (/work/shared/spec/site-spec.md §3, §5, §7, §9). Expected lists are written out by hand from the
// spec text on purpose: they must not be derived from the YAML they check.
import { describe, it, expect } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import { VERSIONS, loadSpec, specPath, operations, webhookOperations, type Json } from './helpers.js';

// §7: "settings, products, directories, automations, users and webhooks calls match version 2".
const SHARED_OPERATIONS = [
  'GET /settings/design-templates/',
  'GET /settings/email-templates/',
  'GET /settings/tags/',
  'GET /settings/text-templates/',
  'GET /settings/vat-groups/',
  'GET /products/{directory_id}/',
  'POST /products/{directory_id}/',
  'PATCH /product/{id}/',
  'DELETE /product/{id}/',
  'GET /products/directories/',
  'POST /products/directories/',
  'PATCH /products/directories/{id}/',
  'DELETE /products/directories/{id}/',
  'GET /automations/sets/',
  'GET /account/users/',
  'GET /webhooks',
  'POST /webhooks',
  'GET /webhooks/{id}/',
  'PATCH /webhooks/{id}/',
  'DELETE /webhooks/{id}/',
];

// §7 Version 2. The optional directory_id segment of the proposals list is its own path.
const V2_OPERATIONS = [
  'GET /proposals/{status}/',
  'GET /proposals/{status}/{directory_id}/',
  'GET /proposals/{id}/details',
  'POST /proposals/',
  'POST /proposals/{id}/send/',
  'PATCH /proposals/{id}/details/',
  'DELETE /proposals/{id}/',
  'GET /favorites/proposals/',
  'GET /proposal-directories/',
  'GET /contacts/organisations/',
  'GET /contacts/people/',
  'POST /contacts/',
  'GET /contacts/{id}/',
  'PATCH /contacts/{id}/',
  'DELETE /contacts/{id}/',
  'GET /contacts/{id}/people/',
  'POST /contacts/{id}/people/',
  'GET /contacts/{id}/people/{person_id}/',
  'PATCH /contacts/{id}/people/{person_id}/',
  'DELETE /contacts/{id}/people/{person_id}/',
  ...SHARED_OPERATIONS,
];

// §7 Version 1: proposals, favourites, companies; "settings, products, directories, automations,
// users and webhooks calls match version 2" (directories read as the proposal directories).
const V1_OPERATIONS = [
  'GET /proposals/{status}/',
  'GET /proposals/{id}/details',
  'POST /proposals/',
  'POST /proposals/{id}/send/',
  'PATCH /proposals/{id}/details/',
  'DELETE /proposals/{id}/',
  'GET /favorites/proposals/',
  'GET /proposal-directories/',
  'GET /companies/',
  'POST /companies/',
  'GET /companies/{id}/',
  'PATCH /companies/{id}/',
  'DELETE /companies/{id}/',
  'GET /companies/{id}/people/',
  'POST /companies/{id}/people/',
  'GET /companies/{id}/people/{person_id}/',
  'PATCH /companies/{id}/people/{person_id}/',
  'DELETE /companies/{id}/people/{person_id}/',
  ...SHARED_OPERATIONS,
];

// §9: the proposal and product events are the same in both versions.
const SHARED_EVENTS = [
  'proposal_created',
  'proposal_details_updated',
  'proposal_deleted',
  'proposal_send',
  'proposal_won',
  'proposal_lost',
  'proposal_viewed',
  'proposal_comment_received',
  'product_directory_created',
  'product_directory_updated',
  'product_directory_deleted',
  'product_created',
  'product_updated',
  'product_deleted',
];
const V2_EVENTS = ['contact_created', 'contact_updated', 'contact_deleted', 'contact_person_created', 'contact_person_updated', 'contact_person_deleted', ...SHARED_EVENTS];
const V1_EVENTS = ['company_created', 'company_updated', 'company_deleted', 'company_contact_created', 'company_contact_updated', 'company_contact_deleted', ...SHARED_EVENTS];

const EXPECTED = { v2: { ops: V2_OPERATIONS, events: V2_EVENTS }, v1: { ops: V1_OPERATIONS, events: V1_EVENTS } };
const TAGS = {
  v2: ['Proposals', 'Contacts', 'Templates & Settings', 'Products', 'Automations', 'Account', 'Webhooks'],
  v1: ['Proposals', 'Companies', 'Templates & Settings', 'Products', 'Automations', 'Account', 'Webhooks'],
};
const sorted = (a: string[]) => [...a].sort();

describe.each(VERSIONS)('%s.yaml', (version) => {
  const doc = loadSpec(version);
  const ops = operations(doc);

  it('validates with swagger-parser (parsed object)', async () => {
    await expect(SwaggerParser.validate(loadSpec(version))).resolves.toBeTruthy();
  });

  it('validates with swagger-parser (file path, its own YAML loader)', async () => {
    await expect(SwaggerParser.validate(specPath(version))).resolves.toBeTruthy();
  });

  it('is OpenAPI 3.1.0 with the account-scoped server and bearer authentication', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toHaveLength(1);
    expect(doc.servers[0].url).toBe(`/api/${version}/{account_name}`);
    expect(doc.servers[0].variables.account_name.default).toBe('acme');
    expect(doc.servers[0].description).toContain('account_name');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('has exactly the operations of §7', () => {
    expect(sorted(ops.map((o) => o.key))).toEqual(sorted(EXPECTED[version].ops));
  });

  it('has the tags in order, each described, and every operation uses one of them', () => {
    expect(doc.tags.map((t: Json) => t.name)).toEqual(TAGS[version]);
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\S.{20,}/);
    for (const { key, op } of ops) {
      expect(op.tags, key).toHaveLength(1);
      expect(TAGS[version], key).toContain(op.tags[0]);
    }
  });

  it('gives every operation a summary, a description and a unique camelCase operationId', () => {
    const ids = new Set<string>();
    for (const { key, op } of [...ops, ...webhookOperations(doc).map((w) => ({ key: `webhook ${w.event}`, op: w.op }))]) {
      expect(op.summary, key).toBeTruthy();
      expect(op.description?.length, key).toBeGreaterThan(40);
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(ids.has(op.operationId), `duplicate ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
    }
  });

  it('declares every path template parameter, and no others', () => {
    for (const { key, path, op, pathItem } of ops) {
      const inTemplate = sorted([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
      const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map((p: Json) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p));
      const declared = sorted(params.filter((p: Json) => p.in === 'path').map((p: Json) => p.name));
      expect(declared, key).toEqual(inTemplate);
      for (const p of params.filter((q: Json) => q.in === 'path')) expect(p.required, `${key} ${p.name}`).toBe(true);
    }
  });

  it('has an example for every success answer with a body', () => {
    for (const { key, op } of ops) {
      const success = Object.entries<Json>(op.responses).filter(([code]) => /^2/.test(code));
      expect(success.length, key).toBeGreaterThan(0);
      for (const [code, response] of success) {
        for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
          const count = (media.example !== undefined ? 1 : 0) + Object.keys(media.examples ?? {}).length;
          expect(count, `${key} ${code} ${type}`).toBeGreaterThan(0);
        }
      }
      for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {})) {
        const count = (media.example !== undefined ? 1 : 0) + Object.keys(media.examples ?? {}).length;
        expect(count, `${key} requestBody ${type}`).toBeGreaterThan(0);
      }
    }
  });

  it('answers only 200, 201 or 204 on success, and 204 has no body', () => {
    for (const { key, op } of ops) {
      for (const [code, response] of Object.entries<Json>(op.responses)) {
        if (!/^2/.test(code)) continue;
        expect(['200', '201', '204'], key).toContain(code);
        if (code === '204') expect(response.content, key).toBeUndefined();
      }
    }
  });

  it('answers 401, 403 and 429 everywhere, 404 on paths with ids, and 400/422 on writes', () => {
    for (const { key, method, path, op } of ops) {
      const codes = Object.keys(op.responses);
      expect(codes, key).toEqual(expect.arrayContaining(['401', '403', '429']));
      if (/\{(id|person_id|directory_id)\}/.test(path)) expect(codes, key).toContain('404');
      if (method === 'post' || method === 'patch') expect(codes, key).toEqual(expect.arrayContaining(['400', '422']));
    }
  });

  it('makes every delete answer 204 and say where the item goes (the trash can)', () => {
    const deletes = ops.filter((o) => o.method === 'delete');
    expect(deletes.length).toBe(6);
    for (const { key, op } of deletes) {
      expect(
        Object.keys(op.responses).filter((c) => /^2/.test(c)),
        key,
      ).toEqual(['204']);
      expect(op.description, key).toMatch(/trash can/);
      expect(op.description, key).toContain('settings/trashcan');
    }
  });

  it('says that deleted proposals and contacts/companies can be restored from the trash can', () => {
    const restorable =
      version === 'v2'
        ? ['DELETE /proposals/{id}/', 'DELETE /contacts/{id}/', 'DELETE /contacts/{id}/people/{person_id}/']
        : ['DELETE /proposals/{id}/', 'DELETE /companies/{id}/', 'DELETE /companies/{id}/people/{person_id}/'];
    for (const key of restorable) {
      const { op } = ops.find((o) => o.key === key)!;
      expect(op.description, key).toMatch(/moved to the trash can \(settings\/trashcan[^)]*\), from which it can be restored manually/);
    }
  });

  it('documents exactly the webhook events of §9, each a POST with payload, example and 200', () => {
    const hooks = webhookOperations(doc);
    expect(sorted(Object.keys(doc.webhooks))).toEqual(sorted(EXPECTED[version].events));
    expect(hooks).toHaveLength(EXPECTED[version].events.length);
    for (const { event, method, op } of hooks) {
      expect(method, event).toBe('post');
      expect(op.tags, event).toEqual(['Webhooks']);
      const media = op.requestBody.content['application/json'];
      expect(media.schema, event).toBeTruthy();
      expect(Object.keys(media.examples ?? {}).length + (media.example ? 1 : 0), event).toBeGreaterThan(0);
      for (const ex of Object.values<Json>(media.examples ?? {})) expect(ex.value.event, event).toBe(event);
      expect(op.responses['200'], event).toBeTruthy();
    }
    expect(sorted(doc.components.schemas.WebhookEventName.enum)).toEqual(sorted(EXPECTED[version].events));
    expect(doc.components.schemas.Webhook.properties.events.items.$ref).toBe('#/components/schemas/WebhookEventName');
  });

  it('uses the list parameters of §7 on the proposals list', () => {
    const list = ops.find((o) => o.key === 'GET /proposals/{status}/')!.op;
    const params = list.parameters.map((p: Json) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p));
    const byName = Object.fromEntries(params.map((p: Json) => [p.name, p]));
    expect(byName.status.schema.enum).toEqual(['edit', 'open', 'won', 'lost', 'closed']);
    expect(byName.query.in).toBe('query');
    expect(byName.query.description).toMatch(/status.*ignored/);
    expect(byName.page.schema).toEqual({ type: 'integer', minimum: 1, default: 1 });
    if (version === 'v2') {
      expect(byName.sort.schema.enum).toEqual(['name', 'date_created', 'date_modified', 'date_openclient']);
      expect(byName.sort.schema.default).toBe('name');
    }
  });

  it('puts the page parameter on every paginated list, with 25 per page', () => {
    const paginated = ops.filter(({ op }) => /Paginated: 25 items per page/.test(op.description));
    const expected =
      version === 'v2'
        ? ['GET /proposals/{status}/', 'GET /proposals/{status}/{directory_id}/', 'GET /contacts/organisations/', 'GET /contacts/people/', 'GET /contacts/{id}/people/']
        : ['GET /proposals/{status}/', 'GET /companies/'];
    expect(sorted(paginated.map((o) => o.key))).toEqual(sorted(expected));
    for (const { key, op } of paginated) {
      expect(op.parameters, key).toContainEqual({ $ref: '#/components/parameters/Page' });
      const schema = op.responses['200'].content['application/json'].schema.$ref.split('/').pop();
      expect(doc.components.schemas[schema].required, key).toEqual(['data', 'page', 'per_page', 'total']);
      expect(doc.components.schemas[schema].properties.per_page.enum, key).toEqual([25]);
    }
  });
});

describe('versions', () => {
  const v2 = loadSpec('v2');
  const v1 = loadSpec('v1');
  const v2Ops = operations(v2);
  const v1Ops = operations(v1);
  const v2Ids = new Map(v2Ops.map((o) => [o.key, o.op.operationId]));
  const v2IdSet = new Set(v2Ops.map((o) => o.op.operationId));

  it('marks every v1 operation deprecated and no v2 operation', () => {
    for (const { key, op } of v1Ops) expect(op.deprecated, key).toBe(true);
    for (const { key, op } of v2Ops) expect(op.deprecated, key).toBeUndefined();
  });

  it('points v1 readers to version 2', () => {
    expect(v1.info.description).toContain('Version 1 is deprecated; use [version 2](/api-docs/api)');
  });

  it('reuses the v2 operationId for the same call, and names the counterpart otherwise', () => {
    for (const { key, op } of v1Ops) {
      const same = v2Ids.get(key);
      if (same) {
        expect(op.operationId, key).toBe(same);
        expect(op['x-specpress-counterpart'], key).toBeUndefined();
      } else {
        expect(op['x-specpress-counterpart'], key).toBeTruthy();
        expect(v2IdSet.has(op['x-specpress-counterpart']), key).toBe(true);
      }
    }
  });

  it('maps the company calls onto the contact calls', () => {
    const counterpart = Object.fromEntries(v1Ops.filter((o) => o.op['x-specpress-counterpart']).map((o) => [o.op.operationId, o.op['x-specpress-counterpart']]));
    expect(counterpart).toEqual({
      listCompanies: 'listOrganisations',
      createCompany: 'createContact',
      getCompany: 'getContact',
      updateCompany: 'updateContact',
      deleteCompany: 'deleteContact',
      listCompanyPeople: 'listContactPeople',
      createCompanyPerson: 'createContactPerson',
      getCompanyPerson: 'getContactPerson',
      updateCompanyPerson: 'updateContactPerson',
      deleteCompanyPerson: 'deleteContactPerson',
    });
  });

  it('uses the expected operationIds for the v2 calls', () => {
    expect(Object.fromEntries(v2Ids)).toMatchObject({
      'GET /proposals/{status}/': 'listProposals',
      'GET /proposals/{id}/details': 'getProposalDetails',
      'POST /proposals/': 'createProposal',
      'POST /proposals/{id}/send/': 'sendProposal',
      'PATCH /proposals/{id}/details/': 'updateProposal',
      'DELETE /proposals/{id}/': 'deleteProposal',
      'GET /favorites/proposals/': 'listFavoriteProposalTemplates',
      'GET /proposal-directories/': 'listProposalDirectories',
      'GET /contacts/organisations/': 'listOrganisations',
      'GET /contacts/people/': 'listPeople',
      'POST /contacts/': 'createContact',
      'GET /contacts/{id}/': 'getContact',
      'PATCH /contacts/{id}/': 'updateContact',
      'DELETE /contacts/{id}/': 'deleteContact',
      'GET /contacts/{id}/people/': 'listContactPeople',
      'POST /contacts/{id}/people/': 'createContactPerson',
      'GET /contacts/{id}/people/{person_id}/': 'getContactPerson',
      'PATCH /contacts/{id}/people/{person_id}/': 'updateContactPerson',
      'DELETE /contacts/{id}/people/{person_id}/': 'deleteContactPerson',
      'GET /settings/design-templates/': 'listDesignTemplates',
    });
  });

  it('keeps webhook api_version per version', () => {
    expect(v2.components.schemas.Webhook.properties.api_version.enum).toEqual([2]);
    expect(v1.components.schemas.Webhook.properties.api_version.enum).toEqual([1]);
  });
});

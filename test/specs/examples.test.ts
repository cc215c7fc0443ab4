// Every example in the specs agrees with its schema, and the §5 validation rules are carried by
// the schemas (checked with JSON Schema 2020-12, the dialect of OpenAPI 3.1).
import { describe, it, expect, beforeAll } from 'vitest';
import { VERSIONS, loadDereferenced, allExamples, type Json } from './helpers.js';
import { makeValidator } from './ajv.js';

describe.each(VERSIONS)('%s.yaml examples', (version) => {
  let doc: Json;
  const check = makeValidator();
  beforeAll(async () => {
    doc = await loadDereferenced(version);
  });

  it('has many examples, and every one validates against its schema', () => {
    const cases = allExamples(doc);
    expect(cases.length).toBeGreaterThan(100);
    const failures = cases
      .map((c) => ({ where: c.where, errors: check(c.schema, c.value) }))
      .filter((f) => f.errors.length > 0)
      .map((f) => `${f.where}: ${f.errors.join('; ')}`);
    expect(failures).toEqual([]);
  });

  it('has an example on every webhook payload and every named entity schema', () => {
    for (const [event, item] of Object.entries<Json>(doc.webhooks)) {
      expect(Object.keys(item.post.requestBody.content['application/json'].examples ?? {}), event).not.toHaveLength(0);
    }
    const entities = [
      'ProposalListItem',
      'ProposalDetails',
      'ProposalComment',
      'ProposalEmail',
      'ProposalLogs',
      'ProposalReceiver',
      'Pricetable',
      'PricetablePriceRow',
      'PricetableDiscountRow',
      'PricetableSubtotalRow',
      'PricetableTitleRow',
      'FavoriteProposalTemplate',
      'ProposalDirectories',
      'Product',
      'ProductDirectory',
      'VatGroup',
      'DesignTemplate',
      'EmailTemplate',
      'TextTemplate',
      'Tag',
      'AutomationSet',
      'AccountUser',
      'Webhook',
      ...(version === 'v2' ? ['OrganisationContact', 'PersonContact'] : ['Company', 'CompanyPerson']),
    ];
    for (const name of entities) expect(doc.components.schemas[name]?.example, name).toBeDefined();
  });
});

describe.each(VERSIONS)('%s.yaml validation rules (§5)', (version) => {
  let S: Json;
  const check = makeValidator();
  const valid = (schema: string, value: unknown) => expect(check(S[schema], value), `${schema} ${JSON.stringify(value)}`).toEqual([]);
  const invalid = (schema: string, value: unknown) => expect(check(S[schema], value).length, `${schema} ${JSON.stringify(value)}`).toBeGreaterThan(0);
  beforeAll(async () => {
    S = (await loadDereferenced(version)).components.schemas;
  });

  it('proposal status accepts exactly edit, open, won, lost, closed', () => {
    for (const s of ['edit', 'open', 'won', 'lost', 'closed']) valid('ProposalStatus', s);
    invalid('ProposalStatus', 'draft');
  });

  it('price table rows are told apart by type; discount rows take only percentage or amount', () => {
    valid('PricetableRow', { type: 'title', content: '<h3>Options</h3>' });
    valid('PricetableRow', { type: 'subtotal', content: 'Subtotal' });
    valid('PricetableRow', { type: 'discount', content: 'Discount', discount_type: 'amount', discount_value: 50 });
    invalid('PricetableRow', { type: 'discount', content: 'Discount', discount_type: false, discount_value: 0 });
    invalid('PricetableRow', { type: 'heading', content: 'x' });
    valid('PricetableRow', { type: 'price', content: 'x', price: 10, quantity: 2, discount_type: false, selectable: 'radio', recurring_type: 'year' });
    invalid('PricetableRow', { type: 'price', selectable: true });
    invalid('PricetableRow', { type: 'price', recurring_type: 'week' });
    invalid('PricetableRow', { type: 'price', discount_type: 'free' });
  });

  it('product selectable takes check, radio or false and recurring month, year or false', () => {
    valid('ProductInput', { name: 'x', selectable: 'check', recurring: false });
    valid('ProductInput', { name: 'x', selectable: false, recurring: 'year' });
    invalid('ProductInput', { selectable: 'multi' });
    invalid('ProductInput', { recurring: true });
  });

  it('sending needs send_message or send_message_id', () => {
    valid('SendProposalRequest', { send_message: 'Hello' });
    valid('SendProposalRequest', { send_message_id: 21, send_method: 'self' });
    invalid('SendProposalRequest', { send_method: 'self' });
    invalid('SendProposalRequest', { send_message: 'Hello', send_method: 'fax' });
  });

  it('tags are strings or {id, name} objects', () => {
    valid('TagList', ['New tag', { id: 7, name: 'Web' }, { id: 7 }]);
    invalid('TagList', [7]);
  });

  it('webhook payload_url must be a full https URL and the content type json or xform', () => {
    valid('WebhookInput', { payload_url: 'https://example.com/hook', events: ['proposal_won'] });
    invalid('WebhookInput', { payload_url: 'http://example.com/hook', events: ['proposal_won'] });
    invalid('WebhookInput', { payload_url: 'https://', events: ['proposal_won'] });
    invalid('WebhookInput', { payload_url: 'example.com/hook', events: ['proposal_won'] });
    invalid('WebhookInput', { payload_url: 'https://example.com/hook', events: ['proposal_won'], payload_content_type: 'xml' });
    invalid('WebhookInput', { payload_url: 'https://example.com/hook', events: ['not_an_event'] });
    valid('WebhookUpdate', { payload_content_type: 'xform' });
  });

  it('webhook api_version is the version number', () => {
    const base = { id: 1, active: true, events: ['proposal_won'], payload_content_type: 'json', payload_url: 'https://example.com/h' };
    valid('Webhook', { ...base, api_version: version === 'v2' ? 2 : 1 });
    invalid('Webhook', { ...base, api_version: version === 'v2' ? 1 : 2 });
  });

  it('VAT is a decimal string in v2 and a number in v1', () => {
    if (version === 'v2') {
      valid('VatGroup', { id: 1, label: 'High', name: 'VAT 21%', vat: '21.00' });
      invalid('VatGroup', { id: 1, label: 'High', name: 'VAT 21%', vat: 21 });
    } else {
      valid('VatGroup', { id: 1, label: 'High', name: 'VAT 21%', vat: 21 });
      invalid('VatGroup', { id: 1, label: 'High', name: 'VAT 21%', vat: '21.00' });
    }
  });

  it('receivers carry signature flags 0 or 1', () => {
    valid('ProposalReceiver', { id: 1, email: 'a@example.com', signature_allowed: 0, signature_required: 1 });
    invalid('ProposalReceiver', { id: 1, signature_allowed: true });
  });

  it('marks the deprecated favourite template fields', () => {
    const p = S.FavoriteProposalTemplate.properties;
    for (const f of ['type', 'config_language_id', 'proposal_tpl_id']) expect(p[f].deprecated, f).toBe(true);
    for (const f of ['id', 'name', 'custom_fields']) expect(p[f].deprecated, f).toBeUndefined();
    expect(S.FavoriteProposalTemplateCustomField.properties.type.enum).toEqual(['text', 'textarea', 'html']);
  });

  if (version === 'v2') {
    it('an organisation needs name and type organisation; contacts are told apart by type', () => {
      valid('Contact', { type: 'organisation', name: 'Northwind' });
      invalid('Contact', { type: 'organisation' });
      invalid('Contact', { name: 'Northwind' });
      valid('Contact', { type: 'person', firstname: 'Emma' });
      valid('OrganisationContact', { type: 'organisation', name: 'N', custom_specialism: 'Food' });
      invalid('OrganisationContact', { type: 'organisation', name: 'N', custom_specialism: 12 });
    });

    it('a person created in an organisation needs name', () => {
      valid('ContactPersonInput', { name: 'Liam Smit', email: 'liam@example.com' });
      invalid('ContactPersonInput', { email: 'liam@example.com' });
    });
  } else {
    it('a company person needs email and fullname', () => {
      valid('CompanyPerson', { email: 'liam@example.com', fullname: 'Liam Smit' });
      invalid('CompanyPerson', { fullname: 'Liam Smit' });
      invalid('CompanyPerson', { email: 'liam@example.com' });
      invalid('CompanyPerson', { email: 'not an email', fullname: 'Liam Smit' });
    });
  }

  it('puts the rules a schema cannot carry in descriptions', () => {
    const text = JSON.stringify(S);
    expect(text).toContain('must have an email address filled in');
    expect(text).toContain('Unique ID is set in the proposal template settings');
    expect(text).toContain('only the elements p, h1, h2, h3, h4, h5, h6, ul, ol, li, strong, em and hr are kept, and all attributes are removed');
    expect(S.Webhook.properties.date_failed.description).toMatch(/not documented/);
  });
});

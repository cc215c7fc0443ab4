// Two real-world-shaped specs other than ours: OpenAPI 3.1 with polymorphism, recursion and
// webhooks; OpenAPI 3.0 converted from Swagger 2 with x-webhooks, form bodies and no tags.
import { beforeAll, describe, expect, it } from 'vitest';
import { html } from '../helpers/html.js';
import { buildFixture, codeTextOf, ids, operationsOf, readSpec, textOf, type BuiltSite } from './helpers.js';

describe('OpenAPI 3.1 with oneOf/allOf/discriminator, recursion and webhooks', () => {
  let site: BuiltSite;
  let source: string;
  beforeAll(async () => {
    site = await buildFixture('reference-polymorphic');
    source = await site.read('docs/api/index.html');
  });

  it('builds cleanly, including the links from the docs page into the reference', () => {
    expect(site.run.exitCode).toBe(0);
    expect(site.run.output).toContain(', 0 warnings');
    expect(site.run.output).not.toMatch(/\[[a-z-]+\]/);
  });

  it('renders every operation, generating stable ids where operationId is missing', async () => {
    const spec = await readSpec('fixtures/openapi/polymorphic-3.1.yaml');
    const anchors = ids(source);
    for (const [method, path, op] of operationsOf(spec)) {
      const id =
        op.operationId ??
        `${method}-${path
          .replace(/[{}]/g, '')
          .replace(/[^A-Za-z0-9_.]+/g, '-')
          .replace(/^-+|-+$/g, '')}`;
      expect(anchors.has(`operation/${id}`), `${method} ${path}`).toBe(true);
    }
    expect(anchors.has('operation/get-pets-petId')).toBe(true);
    expect(anchors.has('operation/delete-pets-petId')).toBe(true);
    for (const tag of ['tag/pets', 'tag/categories', 'tag/adoptions']) expect(anchors.has(tag), tag).toBe(true);
  });

  it('shows oneOf alternatives as <details> with the discriminator mapping', () => {
    const op = html(source).getElementById('operation/createPet')!;
    const variants = op.querySelector('.request-body .schema-variants')!;
    expect(variants.querySelectorAll('details.variant').map((d) => d.getAttribute('data-variant-label'))).toEqual(['Cat (cat)', 'Dog (dog)', 'Rabbit (rabbit)']);
    expect(variants.querySelector('details.variant')!.getAttribute('open')).not.toBeNull();
    // A <summary> is a control and holds no link: the type is plain there, linked in the body.
    for (const summary of variants.querySelectorAll('details.variant > summary')) expect(summary.querySelector('a')).toBeNull();
    expect(variants.querySelectorAll('details.variant > .variant-body > .field-fact-type a.schema-link').map((a) => a.getAttribute('href'))).toEqual(['#schema/Cat', '#schema/Dog', '#schema/Rabbit']);
    expect(textOf(op.querySelector('.schema-discriminator')!)).toContain('Discriminated by petType');
    // allOf merged: the Cat alternative shows BasePet's fields and its own.
    const cat = textOf(variants.querySelector('details.variant')!);
    for (const field of ['petType', 'name', 'birthDate', 'huntingSkill']) expect(cat).toContain(field);
    expect(cat).toContain('"clueless"');
    // readOnly fields are left out of request bodies.
    expect(
      variants
        .querySelector('details.variant')!
        .querySelectorAll('.field-name')
        .map((n) => n.text),
    ).not.toContain('id');
  });

  it('terminates recursion with a link back to the schema', () => {
    const page = html(source);
    const category = page.getElementById('schema/Category')!;
    const links = category.querySelectorAll('a.schema-link').map((a) => a.getAttribute('href'));
    expect(links).toContain('#schema/Category');
    const history = page.getElementById('schema/HistoryEntry')!;
    expect(history.querySelectorAll('a.schema-link').map((a) => a.getAttribute('href'))).toContain('#schema/HistoryEntry');
    expect(source.length).toBeLessThan(400_000);
  });

  it('merges x-codeSamples: a custom cURL and Java replace the generated ones, in their places', () => {
    const op = html(source).getElementById('operation/createPet')!;
    // Two named examples: the samples of each body behind a switcher; each set merges the custom ones.
    const sets = op.querySelectorAll('.operation-samples .code-samples');
    expect(sets).toHaveLength(2);
    const panels = sets[0].querySelectorAll('[role=tabpanel]');
    expect(sets[1].querySelectorAll('[role=tabpanel]').map((p) => p.getAttribute('data-lang'))).toEqual(['curl', 'javascript', 'python', 'php', 'ruby', 'go', 'java']);
    expect(panels.map((p) => p.getAttribute('data-lang'))).toEqual(['curl', 'javascript', 'python', 'php', 'ruby', 'go', 'java']);
    expect(codeTextOf(panels[0])).toContain('-d @pet.json');
    expect(op.querySelector('[role=tab][data-lang=curl]')!.text).toBe('cURL (custom)');
  });

  it('lists the 3.1 webhooks with payload schema and example', () => {
    const page = html(source);
    for (const name of ['adoptionStatusChanged', 'petArrived']) {
      const hook = page.getElementById(`webhook/${name}`)!;
      expect(hook, name).toBeTruthy();
      expect(hook.querySelector('.request-body .media-type')!.text).toBe('application/json');
      expect(hook.querySelector('.operation-samples .code-block')).toBeTruthy();
    }
    expect(page.querySelector('aside.reference-nav a[data-nav-target="webhook/petArrived"]')).toBeTruthy();
  });

  it('shows servers with variables and the OAuth flow', () => {
    const page = html(source);
    expect(textOf(page.querySelector('.servers')!)).toContain('https://{region}.adopt.example/v1');
    expect(textOf(page.querySelector('.server-variables')!)).toContain('eu');
    expect(textOf(page.getElementById('section/authentication')!)).toContain('pets:read');
    // Samples use the first server with its default variables, and the first security scheme.
    expect(codeTextOf(page.getElementById('operation/listPets')!.querySelector('[role=tabpanel][data-lang=curl]')!)).toContain("'https://eu.adopt.example/v1/pets'");
  });

  it('shows parameter details: formats, defaults, constraints, header and cookie groups', () => {
    const op = html(source).getElementById('operation/listPets')!;
    const text = textOf(op);
    for (const group of ['Query parameters', 'Header parameters', 'Cookie parameters']) expect(text).toContain(group);
    expect(text).toContain('[1 .. 100]');
    expect(text).toContain('Default: 20');
    expect(text).toContain('string <uuid>');
    expect(op.querySelector('.status-default, .status')).toBeTruthy();
  });
});

describe('OpenAPI 3.0 converted from Swagger 2', () => {
  let site: BuiltSite;
  let source: string;
  beforeAll(async () => {
    site = await buildFixture('reference-legacy');
    source = await site.read('reference/index.html');
  });

  it('builds and renders operations without tags under "default"', async () => {
    expect(site.run.exitCode).toBe(0);
    const anchors = ids(source);
    for (const id of [
      'operation/findProducts',
      'operation/updateProductWithForm',
      'operation/placeOrder',
      'operation/get-customers-username',
      'operation/get-health',
      'tag/default',
      'tag/products',
      'tag/orders',
    ])
      expect(anchors.has(id), id).toBe(true);
  });

  it('reads 3.0 keywords: nullable, boolean exclusiveMinimum, x-webhooks, x-code-samples', () => {
    const page = html(source);
    const order = textOf(page.getElementById('schema/Order')!);
    expect(order).toMatch(/coupon\s*string or null/);
    expect(order).toContain('> 0');
    expect(page.getElementById('webhook/orderShipped')).toBeTruthy();
    const php = page.getElementById('operation/updateProductWithForm')!.querySelector('[role=tabpanel][data-lang=php]')!;
    expect(codeTextOf(php)).toContain('$shop->products->update');
  });

  it('builds samples for form bodies, basic auth, query API keys and relative servers', () => {
    const page = html(source);
    const form = codeTextOf(page.getElementById('operation/updateProductWithForm')!.querySelector('[role=tabpanel][data-lang=curl]')!);
    expect(form).toContain('Content-Type: application/x-www-form-urlencoded');
    expect(form).toContain('https://shop.example/rest/v1/products/0');
    const find = codeTextOf(page.getElementById('operation/findProducts')!.querySelector('[role=tabpanel][data-lang=curl]')!);
    expect(find).toContain('status=available&api_key=YOUR_API_KEY');
    const order = codeTextOf(page.getElementById('operation/placeOrder')!.querySelector('[role=tabpanel][data-lang=curl]')!);
    expect(order).toContain('Authorization: Basic');
    // Several media types: the XML example stays text.
    expect(codeTextOf(page.getElementById('operation/placeOrder')!.querySelector('.operation-samples')!)).toContain('<order><id>7</id></order>');
  });
});

// Examples built from a concrete variant and allOf merged deeply, as a reader of the written page
// sees them: the body example and the curl sample of a discriminated schema are one variant with
// its discriminator value; allOf parts that define the same property, or a oneOf each, keep all of
// it; parts that contradict each other are shown as impossible, warned at their allOf.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, codeTextOf, sampleTextOf, textOf, type BuiltSite } from './helpers.js';

type Page = Awaited<ReturnType<BuiltSite['page']>>;

const sectionOf = (page: Page, id: string) => page.getElementById(id)!.closest('section')!;
/** The JSON example a section shows (the request body's, or a schema entry's). */
const exampleOf = (page: Page, id: string): unknown => JSON.parse(codeTextOf(sectionOf(page, id).querySelector('.code-block[data-lang="json"] pre')!));
/** The body the curl sample sends. */
const curlBody = (page: Page, id: string): unknown => {
  const curl = sampleTextOf(sectionOf(page, id).querySelector('.code-samples')!, 'curl');
  return JSON.parse(/--data-raw '([\s\S]*)'/.exec(curl)![1]);
};

describe('examples of discriminated schemas', () => {
  let site: BuiltSite;
  let page: Page;
  beforeAll(async () => {
    site = await buildFixture('openapi/discriminator-examples');
    expect(site.run.exitCode, site.run.output).toBe(0);
    page = await site.page('api/index.html');
  });

  it('a oneOf with a mapping: the first mapped variant, its discriminator value and every required field', () => {
    const dog = { petType: 'dog', name: 'Rex', barkVolume: 3 };
    expect(exampleOf(page, 'operation/addPet')).toEqual(dog);
    expect(curlBody(page, 'operation/addPet')).toEqual(dog);
    expect(exampleOf(page, 'schema/Pet')).toEqual(dog);
  });

  it('a variant shown by itself names itself by its mapping key', () => {
    expect(exampleOf(page, 'schema/Cat')).toEqual({ petType: 'cat', name: 'Rex', livesLeft: 1 });
  });

  it('a oneOf without a mapping: the first variant, named by its schema name', () => {
    expect(curlBody(page, 'operation/addShape')).toEqual({ kind: 'Circle', radius: 1 });
  });

  it('a nested allOf keeps its required discriminator', () => {
    expect(exampleOf(page, 'operation/addWidget')).toEqual({ variantType: 'FancyWidget', sparkle: true });
    expect(curlBody(page, 'operation/addWidget')).toEqual({ variantType: 'FancyWidget', sparkle: true });
  });
});

describe('allOf merged deeply', () => {
  let site: BuiltSite;
  let page: Page;
  beforeAll(async () => {
    site = await buildFixture('openapi/allof-deep-merge');
    expect(site.run.exitCode, site.run.output).toBe(0);
    page = await site.page('api/index.html');
  });

  const fieldNames = (id: string) =>
    sectionOf(page, id)
      .querySelectorAll('.field-name')
      .map((el) => el.text);

  it('merges same-named nested properties and keeps every oneOf', () => {
    const order = { outer: { innerProp1: 'first', innerProp2: 2 }, cardNumber: '4242', courierName: 'Speedy' };
    expect(exampleOf(page, 'operation/createOrder')).toEqual(order);
    expect(curlBody(page, 'operation/createOrder')).toEqual(order);
    expect(fieldNames('operation/createOrder')).toEqual(expect.arrayContaining(['innerProp1', 'innerProp2', 'cardNumber', 'invoiceEmail', 'courierName', 'pickupPoint']));
    const labels = sectionOf(page, 'operation/createOrder')
      .querySelectorAll('.variant-label')
      .map((el) => el.text);
    expect(labels).toEqual(expect.arrayContaining(['Card', 'Invoice', 'Courier', 'Pickup']));
  });

  it('shows contradicting parts as impossible, warns at the allOf, and leaves them out of the example', () => {
    const field = (name: string) =>
      sectionOf(page, 'operation/createClash')
        .querySelectorAll('li.field')
        .find((li) => li.querySelector('.field-name')?.text === name)!;
    expect(field('code').querySelector('.type')!.text).toBe('impossible');
    expect(textOf(field('code'))).toContain('no value matches: type string ∧ integer');
    expect(textOf(field('size'))).toContain('no value matches: enum ["small","medium"] ∧ ["large","huge"]');
    // One part names a schema by $ref, the other writes a type in place: still checked.
    expect(textOf(field('serial'))).toContain('no value matches: type string ∧ integer');
    expect(curlBody(page, 'operation/createClash')).toEqual({ note: 'string' });
    expect(site.run.output).toContain('openapi.yaml:75:7: warning The parts of this allOf contradict each other in property code (type string ∧ integer)');
    expect(site.run.output).toContain('[openapi-schema-impossible]');
    expect(site.run.output).toContain('openapi.yaml:75:7: warning The parts of this allOf contradict each other in property size');
    expect(site.run.output).toContain('openapi.yaml:75:7: warning The parts of this allOf contradict each other in property serial (type string ∧ integer)');
  });
});

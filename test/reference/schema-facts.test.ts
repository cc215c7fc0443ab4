// Every schema fact the spec states is on the written page (fixtures/openapi/schema-facts): a
// callback's examples, a map's value description, distinct labels for untitled alternatives,
// Redoc's <SchemaDefinition>/<SecurityDefinitions> tags in descriptions, and `type: "null"`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';
import { codeTextOf, textOf } from './helpers.js';

describe('schema facts', () => {
  let page: HTMLElement;
  let output: string;
  let out: string;

  beforeAll(async () => {
    const built = await generateFixture('openapi/schema-facts');
    const { run } = built;
    out = built.out;
    expect(run.exitCode, run.output).toBe(0);
    output = run.output;
    page = parse(await readFile(join(out, 'api', 'index.html'), 'utf8'));
  });

  const callback = (name: string) => page.querySelectorAll('details.callback').find((d) => d.querySelector('.callback-name')?.text === name) ?? null;
  const codeOf = (el: HTMLElement | null | undefined) => (el?.querySelectorAll('pre') ?? []).map((code) => codeTextOf(code));

  it("shows a callback's payload and response examples (schema-level, media-level, named)", () => {
    const adopted = callback('petAdopted')?.querySelector('.callback-samples');
    expect(adopted?.querySelectorAll('.sample-title').map((t) => t.text)).toEqual(['Payload example', 'Response samples']);
    expect(codeOf(adopted)).toEqual(['{\n  "petName": "Schema-level Rex"\n}', '{\n  "received": "media-level-yes"\n}']);
    expect(codeOf(callback('petLost')?.querySelector('.callback-samples'))).toEqual(['{\n  "petName": "Named Bella"\n}']);
  });

  it("writes each callback's payload example in api.md, as the page shows it", async () => {
    const markdown = await readFile(join(out, 'api.md'), 'utf8');
    expect(markdown).toContain('Example petAdopted payload (`application/json`):\n\n```json\n{\n  "petName": "Schema-level Rex"\n}\n```');
    expect(markdown).toContain('Example petLost payload (`application/json`):\n\n```json\n{\n  "petName": "Named Bella"\n}\n```');
  });

  /** The schema entry's row of a property (the Schemas section's Pet). */
  const field = (name: string) =>
    page
      .querySelector('#schema\\/Pet')
      ?.querySelectorAll('li.field')
      .find((li) => li.querySelector('.field-name')?.text === name) ?? null;
  const folded = (el: HTMLElement | null | undefined) => (el ? textOf(el).replace(/\s+/g, ' ').trim() : undefined);

  it("shows what a map's values are (additionalProperties' description)", () => {
    expect(folded(field('labels')?.querySelector('.field-fact-map-values'))).toBe('Each value: The label in that language.');
  });

  it('shows consts at any depth: an anyOf of consts as items, and as the items of items', () => {
    expect(folded(field('moods')?.querySelector('.field-fact-allowed-values'))).toBe('Allowed item values: "happy""sleepy"');
    expect(folded(field('grid')?.querySelector('.field-fact-allowed-values'))).toBe('Allowed inner item values: "empty""pet"');
  });

  it('labels untitled alternatives apart: by a property only one has or requires, else "Option 1, 2"', () => {
    const labels = (name: string) =>
      field(name)
        ?.querySelectorAll('.variant-label')
        .map((label) => textOf(label));
    expect(labels('payment')).toEqual(['object (with card)', 'object (with iban)']);
    expect(labels('contact')).toEqual(['Option 1', 'Option 2']);
    expect(labels('owner')).toEqual(['with id', 'with name']);
  });

  it("renders Redoc's <SchemaDefinition> in a tag description as the schema's tree, linked to its entry", () => {
    const definition = page.querySelector('#tag\\/pets .tag-description .schema-definition');
    expect(definition?.querySelector('.media-head a.schema-link')?.getAttribute('href')).toBe('#schema/Pet');
    expect(definition?.querySelectorAll(':scope > .schema > .schema-fields > li.field > .field-head > .field-name').map((name) => name.text)).toEqual([
      'name',
      'labels',
      'moods',
      'grid',
      'nothing',
      'payment',
      'contact',
      'owner',
    ]);
    expect(folded(page.querySelector('#tag\\/pets .tag-description'))).toMatch(/^The pet, as stored: ?object \(Pet\)/);
  });

  it("renders <SecurityDefinitions /> as the security schemes, where the API's description places it, once", () => {
    const intro = page.querySelector('.reference-description');
    expect(intro?.querySelector('.authentication .scheme-title')?.text).toContain('apiKey');
    expect(page.querySelectorAll('[id="section/authentication"]')).toHaveLength(1);
    expect(page.querySelectorAll('.authentication')).toHaveLength(1);
  });

  it('warns at its line about any other Redoc component, which is left out', () => {
    expect(output).toContain(
      "openapi.yaml:16:7: warning The reference does not show Redoc's <ApiSampleBlock> component, written in the description at #/tags/0/description; the line is left out [openapi-not-shown]",
    );
    expect(output).toContain(' 1 warning');
    expect(page.querySelector('.tag-description')?.innerHTML).not.toContain('ApiSampleBlock');
  });

  it('shows `type: "null"` as null, not "null or null"', () => {
    expect(folded(field('nothing')?.querySelector('.field-head .type'))).toBe('null');
  });
});

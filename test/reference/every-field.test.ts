// A document that writes every field of OpenAPI 3.0, 3.1 and 3.2 (fixtures/openapi/every-field):
// each is shown on the reference page, or named by an `openapi-not-shown` warning at its line.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { buildFixture, codeTextOf, textOf, type BuiltSite } from './helpers.js';

describe('every field of a spec is shown, or warned about', () => {
  let site: BuiltSite;
  let page: Awaited<ReturnType<BuiltSite['page']>>;
  const operation = (id: string) => page.getElementById(`operation/${id}`)!.closest('section')!;
  beforeAll(async () => {
    site = await buildFixture('openapi/every-field');
    page = await site.page('api/index.html');
  });

  it('warns once per kind of unshown part, at the file, line and column where it is written, with a count', () => {
    expect(site.run.exitCode, site.run.output).toBe(0);
    const warnings = site.run.output.split('\n').filter((line) => line.includes(' warning '));
    const spec = 'fixtures/openapi/every-field/openapi.yaml';
    expect(warnings).toEqual([
      `${spec}:153:35: warning The reference does not show xml namespace and prefix, written at #/components/schemas/Parcel/xml/namespace [openapi-not-shown]`,
      `${spec}:171:11: warning The reference does not show if/then/else (conditional schemas), written at #/components/schemas/Parcel/properties/insurance/if [openapi-not-shown]`,
      `${spec}:174:11: warning The reference does not show dependentSchemas, written at #/components/schemas/Parcel/properties/insurance/dependentSchemas [openapi-not-shown]`,
      `${spec}:179:11: warning The reference does not show unevaluatedProperties, written at #/components/schemas/Parcel/properties/insurance/unevaluatedProperties [openapi-not-shown]`,
      // Two `not`s: one warning, at the first, with the count of the others.
      `${spec}:181:11: warning The reference does not show not (a schema a value must not match), written at #/components/schemas/Parcel/properties/notes/not (and 1 more time) [openapi-not-shown]`,
    ]);
    expect(site.run.output).toContain('hint: The schema trees show types, fields, variants and constraints');
    // The default jsonSchemaDialect and $comment (for the schema's maintainers) are not warned about.
    expect(site.run.output).not.toMatch(/jsonSchemaDialect|\$comment/);
  });

  it("shows a path item's summary, description, servers and parameters with each of its operations", () => {
    const get = operation('getParcel');
    expect(textOf(get.querySelector('.path-item-docs')!)).toContain('PathItemSummaryMarker');
    expect(textOf(get.querySelector('.path-item-docs')!)).toContain('PathItemDescriptionMarker');
    expect(textOf(operation('updateParcel').querySelector('.path-item-summary')!)).toBe('PathItemSummaryMarker');
    // The operation's own servers win over its path item's, and are shown as well as sent.
    expect(textOf(get.querySelector('.operation-servers')!)).toContain('https://op-server.every.example/v1');
    expect(textOf(get.querySelector('.operation-servers')!)).toContain('OperationServerMarker');
    expect(textOf(operation('updateParcel').querySelector('.operation-servers')!)).toContain('PathServerMarker');
    expect(codeTextOf(get.querySelector('.code-panel[data-lang="curl"]')!)).toContain('https://op-server.every.example/v1/parcels/');
    expect(textOf(get.querySelector('.params-path')!)).toContain('PathItemParamMarker');
  });

  it('shows parameter flags, response headers, links with their request body, and readOnly/writeOnly/deprecated fields', () => {
    const get = operation('getParcel');
    const query = textOf(get.querySelector('.params-query')!);
    expect(query).toContain('deprecated');
    expect(query).toContain('May be sent with an empty value (fields=).');
    expect(query).toContain('Reserved characters');
    // Every named example of a parameter, not only the first; a value given twice is shown once.
    expect(query).toMatch(/Examples:\s*"id"\s*"id,label,weight"/);
    expect(
      get
        .querySelector('.params-query .field-fact-example')!
        .querySelectorAll('code')
        .map((code) => textOf(code)),
    ).toEqual(['"id"', '"id,label,weight"']);
    const ok = get.querySelector('.response')!;
    expect(textOf(ok.querySelector('.response-headers')!)).toContain('X-Rate-Limit');
    expect(textOf(ok.querySelector('.response-headers')!)).toContain('RateLimitHeaderMarker');
    expect(textOf(ok)).toContain('UpdateLinkMarker');
    expect(textOf(ok)).toContain('$response.body#/label');
    const parcel = textOf(page.getElementById('schema/Parcel')!.closest('.schema-section, section, div')!);
    expect(parcel).toMatch(/id\s*string\s*required\s*read-only/);
    expect(parcel).toMatch(/secret\s*string\s*write-only/);
    expect(parcel).toMatch(/oldCode\s*string\s*deprecated/);
    expect(parcel).toContain('no other properties');
  });

  it("shows a multipart body's encoding, contentEncoding, a discriminator's mapping and 3.1 schema examples", () => {
    const put = operation('updateParcel');
    const encoding = textOf(put.querySelector('.media-encoding')!);
    expect(encoding).toContain('label');
    expect(encoding).toContain('image/png');
    expect(encoding).toContain('X-Label-Checksum');
    expect(encoding).toContain('EncodingHeaderMarker');
    expect(encoding).toMatch(/meta\s*application\/json\s*Written as:\s*form, exploded/);
    expect(textOf(put.querySelector('.request-body')!)).toContain('base64-encoded');
    const kind = textOf(page.getElementById('schema/Kind')!.closest('.schema-section, section, div')!);
    expect(kind).toContain('letterMapped → Letter');
    expect(kind).toContain('boxMapped → Box');
    expect(textOf(page.getElementById('schema/Parcel')!.closest('.schema-section, section, div')!)).toContain('2.25');
  });

  it("shows OpenAPI 3.2's device authorization flow with its URL", () => {
    expect(textOf(page.querySelector('.security-scheme')!)).toMatch(/deviceAuthorization[\s\S]*deviceAuthorizationUrl: https:\/\/auth\.every\.example\/device/);
  });

  it("shows OpenAPI 3.2's itemSchema as a sequence of items, and a dataValue example", () => {
    const stream = operation('streamEvents');
    expect(textOf(stream.querySelector('.media-head')!)).toMatch(/application\/jsonl\s*a sequence, each item:\s*object/);
    expect(textOf(stream.querySelector('.operation-docs')!)).toContain('ItemSchemaMarker');
    expect(textOf(stream.querySelector('.operation-samples')!)).toContain('DataValueMarker');
  });

  it("writes OpenAPI 3.2's dataValue example into api.md as the page shows it", async () => {
    const markdown = await site.read('api.md');
    const stream = markdown.slice(markdown.indexOf('### Stream parcel events'), markdown.indexOf('### Create a parcel from XML'));
    expect(stream).toContain('Example response:\n\n```json\n{\n  "event": "DataValueMarker"\n}\n```');
  });

  it('names an unshown part of a Swagger 2.0 file where the 2.0 file writes it', async () => {
    const dir = await copyFixture('openapi/swagger-2.0');
    const file = join(dir, 'swagger.yaml');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('  Reservation:\n    type: object\n', '  Reservation:\n    type: object\n    xml: { name: reservation, namespace: https://x.example/ns }\n'));
    const run = await runCli(['generate', '--out', join(await tempDir(), 'build')], dir);
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain('swagger.yaml:63:31: warning The reference does not show xml namespace and prefix, written at #/definitions/Reservation/xml/namespace [openapi-not-shown]');
  });
});

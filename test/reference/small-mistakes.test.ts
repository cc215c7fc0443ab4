// Specs with small mistakes whose meaning is clear (fixtures/openapi/small-mistakes, one spec per
// mistake) build as their authors meant them, with one openapi-invalid warning per kind at its
// file:line:col and a count; --strict fails on them; what cannot be read stays an error.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';

const fixture = join(repoRoot, 'fixtures', 'openapi', 'small-mistakes');

async function build(site: string, ...flags: string[]) {
  const out = join(await tempDir(), 'build');
  const run = await runCli(['generate', '--out', out, ...flags], site);
  return { run, page: async (route: string) => parse(await readFile(join(out, route, 'index.html'), 'utf8')) };
}

/** The type shown for the first property row called `name` under `within`. */
function typeOf(within: HTMLElement, name: string): string {
  const row = within.querySelectorAll('code.field-name').find((el) => el.text === name)?.parentNode;
  return row?.querySelector('.type')?.text.trim() ?? `no property ${name}`;
}

describe('small mistakes', () => {
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build(fixture);
  });

  it('builds, with one warning per kind of mistake at its first place and a count of the others', () => {
    const { run } = built;
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain(', 8 warnings');
    const warnings = run.output.split('\n').filter((line) => / warning .*\[openapi-invalid\]$/.test(line));
    expect(warnings).toHaveLength(8);
    for (const pattern of [
      /^null-type-3\.0\.yaml:22:27: warning `type: "null"` is not OpenAPI 3\.0 \(and 1 more place\): read as a value that is always null/,
      /^type-list-3\.0\.yaml:26:17: warning `type: \["string","null"\]`: a list of types is not OpenAPI 3\.0 \(and 2 more places\): read as `type: string` with `nullable: true`/,
      /^property-type-word\.yaml:17:23: warning In `properties`, `type: string` is a property named "type" whose schema is a word, not a schema object: read as a property "type" of type string/,
      /^null-media-type\.yaml:13:28: warning The media type "application\/json" is empty \(null\) \(and 1 more place\): read as that media type with no schema/,
      /^ref-properties-same-file\.yaml:28:15: warning `properties: \{ \$ref: … \}`: a `\$ref` standing for a whole properties map is not OpenAPI: the properties it points to are read in its place/,
      /^schema-examples-map\.yaml:24:9: warning A schema's `examples` is a map of named examples here \(as a media type's is\), not a list of values: read as the list of their values/,
      /^example-refs\.yaml:10:85: warning An example's value holds a `\$ref` \(and 2 more places\): OpenAPI reads an example as a literal value; the value it points to is shown/,
      // In a split spec the warning is in the file that holds the $ref.
      /^split\/models\/droplet_create\.yml:3:9: warning `properties: \{ \$ref: … \}`/,
    ])
      expect(
        warnings.some((line) => pattern.test(line)),
        String(pattern),
      ).toBe(true);
    expect(run.output).toMatch(/hint: Write `type: string` and `nullable: true`, or declare `openapi: 3\.1\.0`/);
  });

  it("shows a schema's examples written as a map of named examples as their values", async () => {
    const text = (await built.page('schema-examples-map')).text;
    expect(text).toMatch(/"inProgress": true,\s*"reportType": "quarterly-summary"/);
    expect(text).not.toContain('Example 1');
  });

  it('shows the values that examples reference, nested too, and leaves a property named example a schema', async () => {
    const page = await built.page('example-refs');
    const text = page.text;
    expect(text).not.toContain('$ref');
    expect(text.match(/Rex the dog/g)).toHaveLength(3);
    expect(text).toMatch(/"owner": "Ada",\s*"pet": \{\s*"id": 7,\s*"name": "Rex the dog"/);
    expect(page.querySelectorAll('code.field-name').some((el) => el.text === 'example')).toBe(true);
  });

  it('shows what the author meant', async () => {
    const nullType = await built.page('null-type');
    expect(typeOf(nullType, 'session')).toBe('null');
    expect(nullType.text).toContain('Always null once the session has ended.');

    const typeList = await built.page('type-list');
    const user = typeList.getElementById('schema/User')!.closest('section')!;
    expect(typeOf(user, 'nickname')).toBe('string or null');
    expect(typeOf(user, 'age')).toBe('integer or null');
    expect(typeOf(user, 'email')).toBe('string');

    const typeWord = await built.page('property-type-word');
    expect(typeOf(typeWord, 'type')).toBe('string');
    expect(typeOf(typeWord, 'payload')).toBe('object');
    expect(typeWord.text).toContain('"type": "string"');

    const nullMedia = await built.page('null-media-type');
    const ping = nullMedia.getElementById('operation/ping')!.closest('section')!;
    expect(ping.querySelector('.request-body')?.text).toContain('application/json');
    expect(ping.text).toContain('text/plain');

    const refProperties = await built.page('ref-properties');
    const newPet = refProperties.getElementById('schema/NewPet')!.closest('section')!;
    expect(typeOf(newPet, 'name')).toBe('string');
    expect(newPet.text).toContain("The pet's name.");
    expect(typeOf(newPet, 'species')).toBe('string');
    expect(newPet.text).not.toContain('$ref');

    const split = await built.page('ref-properties-split');
    for (const id of ['operation/listDroplets', 'operation/createDroplet']) {
      const section = split.getElementById(id)!.closest('section')!;
      expect(typeOf(section, 'name'), id).toBe('string');
      expect(section.text, id).toContain("The droplet's human-readable name.");
      expect(section.text, id).not.toContain('$ref');
    }
  });

  it('fails with --strict, the same warnings as errors', async () => {
    const { run } = await build(fixture, '--strict');
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(/null-type-3\.0\.yaml:22:27: error `type: "null"` is not OpenAPI 3\.0/);
    expect(run.output.match(/ error .*\[openapi-invalid\]/g) ?? []).toHaveLength(8);
  });

  it('keeps what cannot be read an error: a $ref to nothing or to itself, a type list with two types; a bad type is one error', async () => {
    const site = join(await tempDir(), 'small-mistakes');
    await cp(fixture, site, { recursive: true });
    const edit = async (file: string, from: string, to: string) => {
      const text = await readFile(join(site, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
      await writeFile(join(site, file), text.replace(from, to));
    };
    await edit('ref-properties-same-file.yaml', "$ref: '#/components/schemas/Pet/properties'", "$ref: '#/components/schemas/Pet/propertiez'");
    await edit('ref-properties-same-file.yaml', '    Pet:\n', "    Loop:\n      type: object\n      properties:\n        $ref: '#/components/schemas/Loop/properties'\n    Pet:\n");
    await edit('type-list-3.0.yaml', '        email:\n          type: [string]', '        email:\n          type: [string, integer]');
    const { run } = await build(site);
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(
      /ref-properties-same-file\.yaml:28:15: error Invalid OpenAPI document at \/components\/schemas\/NewPet\/properties\/\$ref: \$ref "#\/components\/schemas\/Pet\/propertiez" stands for the properties map but reaches none/,
    );
    expect(run.output).toMatch(/ref-properties-same-file\.yaml:\d+:\d+: error Invalid OpenAPI document at \/components\/schemas\/Loop\/properties\/\$ref: .* reaches none/);
    const typeErrors = run.output.split('\n').filter((line) => line.startsWith('type-list-3.0.yaml') && line.includes(' error '));
    expect(typeErrors).toEqual([expect.stringMatching(/^type-list-3\.0\.yaml:31:17: error Invalid OpenAPI document at \/components\/schemas\/User\/properties\/email\/type: must be one of "array"/)]);
    // The other mistakes of the same files are still read as meant.
    expect(run.output).toMatch(/type-list-3\.0\.yaml:26:17: warning `type: \["string","null"\]`: a list of types is not OpenAPI 3\.0 \(and 1 more place\)/);
  });
});

// config.schema.json (written by the build from the schema that validates) agrees with the
// validator: a JSON Schema validator accepts every config specpress accepts and rejects an
// unknown key and a wrong type, as specpress does.
import Ajv from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../src/load/yaml-source.js';
import { validateConfig } from '../../src/validate/config.js';
import { repoRoot } from '../helpers/cli.js';

const schema = JSON.parse(readFileSync(join(repoRoot, 'config.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

function read(file: string) {
  const text = readFileSync(file, 'utf8');
  const { source } = parseYamlSource(file, text);
  return source;
}

describe('config.schema.json', () => {
  const files = [
    join(repoRoot, 'specpress.config.yaml'),
    ...readdirSync(join(repoRoot, 'fixtures'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('specpress.config.yaml'))
      .map((f) => join(repoRoot, 'fixtures', f)),
  ];
  const accepted = files.filter((file) => {
    const source = read(file);
    return source !== undefined && !validateConfig(source).diagnostics.some((d) => d.severity === 'error');
  });

  it('accepts the proposal site and every fixture config specpress accepts', () => {
    expect(accepted).toContain(join(repoRoot, 'specpress.config.yaml'));
    expect(accepted.length).toBeGreaterThan(40);
    const refused = accepted.flatMap((file) => (validate(read(file)!.data) ? [] : [`${relative(repoRoot, file)}: ${JSON.stringify(validate.errors?.slice(0, 2))}`]));
    expect(refused).toEqual([]);
  });

  it('rejects an unknown key and a wrong type, as specpress does', () => {
    const base = { title: 'T', url: 'https://example.com' };
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, navbar: { itemz: [] } })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('additionalProperties');
    expect(validate({ ...base, noIndex: 'yes' })).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('type');
    expect(validate({ ...base, navbar: { items: [{ type: 'docsSidebar', sidebarId: 'x' }] } })).toBe(false);
  });

  it("names each key's description, values and default", () => {
    const root = schema as { properties: Record<string, { description?: string; default?: unknown; properties?: Record<string, { enum?: string[] }> }> };
    expect(root.properties.baseUrl.description).toMatch(/leading and trailing slash/);
    expect(root.properties.baseUrl.default).toBe('/');
    expect(root.properties.links.properties?.onBrokenLinks.enum).toEqual(['error', 'warn']);
  });
});

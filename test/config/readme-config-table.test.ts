// The README's config table and the config schema cannot drift: every key the table names exists
// in the schema, every top-level key of the schema has a row, and every field of an object with a
// row is named in that row.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnySchema } from '../../src/config/schema-kit.js';
import { siteConfigSchema } from '../../src/config/site-config.js';
import { repoRoot } from '../helpers/cli.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Configure a site'), readme.indexOf('**Validation.**'));
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const key = line.split(/(?<!\\)\|/)[1];
    return { keys: [...key.matchAll(/`([A-Za-z][\w.[\]]*)`/g)].map((m) => m[1]), text: line };
  });

/** The schema at a dotted path (`navbar.items[].type`), or undefined when it does not exist. */
function schemaAt(path: string): AnySchema | undefined {
  let schema: AnySchema | undefined = siteConfigSchema;
  for (const part of path.replace(/\[\]/g, '.[]').split('.')) {
    if (!schema) return undefined;
    if (part === '[]') schema = schema.kind === 'array' ? schema.item : undefined;
    else if (schema.kind === 'object') schema = schema.fields[part];
    else if (schema.kind === 'tagged')
      schema = part === schema.tag ? { kind: 'string' } : Object.values(schema.variants as Record<string, { fields: Record<string, AnySchema> }>).find((v) => part in v.fields)?.fields[part];
    else return undefined;
  }
  return schema;
}

describe('README config table', () => {
  it('names only keys the schema has', () => {
    const unknown = rows.flatMap((row) => row.keys).filter((key) => schemaAt(key) === undefined);
    expect(unknown).toEqual([]);
  });

  it('has a row for every top-level key', () => {
    const documented = new Set(rows.flatMap((row) => row.keys.map((key) => key.split(/[.[]/)[0])));
    expect(Object.keys(siteConfigSchema.fields).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('names every field of an object in its row', () => {
    const missing: string[] = [];
    for (const row of rows) {
      for (const key of row.keys) {
        const schema = schemaAt(key);
        if (schema?.kind !== 'object' || row.keys.length > 1) continue;
        for (const field of Object.keys(schema.fields)) if (!row.text.includes(`\`${field}\``)) missing.push(`${key}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

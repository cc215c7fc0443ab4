// OpenAPI 3.1 and 3.2 Schema Objects are checked against JSON Schema 2020-12's rules, as 3.0's are
// against 3.0's (fixtures/openapi/schema-typos-3.1): a typo is an error at its line and column,
// not a page that silently shows `objet`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../helpers/cli.js';

describe('schema typos in OpenAPI 3.1 and 3.2', () => {
  it('are errors at their line and column, and nothing is written', async () => {
    const { run, out } = await generateFixture('openapi/schema-typos-3.1');
    expect(run.exitCode).toBe(1);
    for (const line of [
      /^fixtures\/openapi\/schema-typos-3\.1\/openapi-3\.1\.yaml:14:23: error Invalid OpenAPI document at \/paths\/~1pets\/get\/responses\/200\/content\/application~1json\/schema\/type: must be one of "array", "boolean", "integer", "null", "number", "object", "string" \[openapi-invalid\]$/m,
      /^fixtures\/openapi\/schema-typos-3\.1\/openapi-3\.1\.yaml:16:50: error .*\/properties\/age\/minimum: must be of type number \[openapi-invalid\]$/m,
      /^fixtures\/openapi\/schema-typos-3\.1\/openapi-3\.1\.yaml:17:47: error .*\/properties\/tags\/items: must be of type object or boolean \[openapi-invalid\]$/m,
      /^fixtures\/openapi\/schema-typos-3\.1\/openapi-3\.2\.yaml:13:48: error .*\/schema\/maxItems: must be >= 0 \[openapi-invalid\]$/m,
    ])
      expect(run.output).toMatch(line);
    expect(run.output).toMatch(/✖ build failed: 4 errors, 0 warnings/);
    expect(existsSync(join(out, 'v31', 'index.html'))).toBe(false);
  });
});

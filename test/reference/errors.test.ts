// Invalid OpenAPI files stop the build with `file:line:col`, the JSON pointer and a hint, and the
// earlier output stays exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { snapshotTree } from '../helpers/tree.js';

const config = (name: string) => join(repoRoot, 'fixtures', name, 'specpress.config.yaml');

describe('invalid OpenAPI input', () => {
  let out: string;
  let before: Record<string, string>;
  beforeAll(async () => {
    out = join(await tempDir(), 'build');
    const good = await runCli(['generate', '--config', config('reference-legacy'), '--out', out]);
    expect(good.exitCode).toBe(0);
    before = await snapshotTree(out);
  });

  const cases: { name: string; expected: RegExp[] }[] = [
    {
      name: 'missing-ref',
      expected: [
        /openapi\.yaml:12:23: error \$ref "#\/components\/schemas\/Nope" points to nothing: "Nope" does not exist in #\/components\/schemas \(pointer: \/paths\/~1a\/get\/responses\/200\/content\/application~1json\/schema\/\$ref\) \[openapi-missing-ref\]/,
      ],
    },
    {
      name: 'schema-error',
      expected: [
        /openapi\.yaml:9:11: error Invalid OpenAPI document at \/paths\/~1a\/get\/responses\/200: the required property "description" is missing \[openapi-invalid\]/,
        /openapi\.yaml:12:7: error Invalid OpenAPI document at \/paths\/~1b\/post\/sumary: unknown property "sumary"/,
        /hint: Remove or rename the property; custom properties must start with "x-"\./,
        // An error inside a shared component points at the component's own lines.
        /openapi\.yaml:18:7: error Invalid OpenAPI document at \/components\/responses\/Shared\/descriptoin: unknown property "descriptoin"/,
      ],
    },
    { name: 'yaml-syntax', expected: [/openapi\.yaml:3:10: error YAML syntax error: .+ \[openapi-yaml-syntax\]/] },
    {
      name: 'swagger-1.2',
      expected: [/openapi\.yaml:1:10: error This file declares swagger "1\.2"; specpress reads Swagger 2\.0 and OpenAPI 3\.0, 3\.1 and 3\.2 \(pointer: \/swagger\)/, /hint: Write `swagger: "2\.0"`/],
    },
  ];

  for (const { name, expected } of cases) {
    it(`${name}: exit 1, located message, earlier output untouched`, async () => {
      const run = await runCli(['generate', '--config', config(`reference-invalid/${name}`), '--out', out]);
      expect(run.exitCode).toBe(1);
      for (const pattern of expected) expect(run.output).toMatch(pattern);
      expect(run.output).toMatch(/previous output was left untouched/);
      expect(await snapshotTree(out)).toEqual(before);
    });
  }
});

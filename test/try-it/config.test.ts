// specs[].tryIt: true, false or { proxyUrl, timeoutSeconds }, validated like every other key
// (file:line:col, did-you-mean); off unless written.
import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../src/load/yaml-source.js';
import { validateConfig } from '../../src/validate/config.js';

function check(tryIt: string) {
  const text = `title: T\nurl: https://example.com\nspecs:\n  - id: v1\n    file: specs/api.yaml\n    route: api\n    label: V1\n${tryIt ? `    tryIt: ${tryIt}\n` : ''}`;
  const { source } = parseYamlSource('specpress.config.yaml', text);
  const { config, diagnostics } = validateConfig(source!);
  return { tryIt: config?.specs[0].tryIt, diagnostics: diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}${d.hint ? ` (${d.hint})` : ''}`) };
}

describe('specs[].tryIt', () => {
  it('is off by default and when false', () => {
    expect(check('')).toEqual({ tryIt: undefined, diagnostics: [] });
    expect(check('false')).toEqual({ tryIt: undefined, diagnostics: [] });
  });

  it('true turns it on without options; a mapping sets them', () => {
    expect(check('true')).toEqual({ tryIt: {}, diagnostics: [] });
    expect(check('{ proxyUrl: "https://proxy.example.com/", timeoutSeconds: 5 }')).toEqual({ tryIt: { proxyUrl: 'https://proxy.example.com/', timeoutSeconds: 5 }, diagnostics: [] });
  });

  it('reports wrong values and unknown keys at their line, with a did-you-mean', () => {
    expect(check('yes please').diagnostics).toEqual([
      '8:12 config-wrong-type specs[0].tryIt must be true, false or a mapping, found string "yes please" (Change specs[0].tryIt to true, false or a mapping.)',
    ]);
    const { diagnostics } = check('{ proxyURL: x, timeoutSeconds: 0 }');
    expect(diagnostics).toEqual([
      '8:14 config-unknown-key Unknown key "proxyURL" in specs[0].tryIt (Did you mean "proxyUrl"?)',
      '8:43 config-invalid-value timeoutSeconds must be more than 0, found 0 (Write a number of seconds, e.g. 30.)',
    ]);
    expect(check('{ proxyUrl: "javascript:alert(1)" }').diagnostics[0]).toMatch(/config-invalid-value proxyUrl "javascript:alert\(1\)" must be an http or https URL/);
  });
});

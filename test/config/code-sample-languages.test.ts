// reference.codeSamples.languages: the languages of the request samples, in tab order; the
// default set when absent; an unknown id is an error at its line with the valid ids.
import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../src/load/yaml-source.js';
import { DEFAULT_SAMPLE_LANGUAGES, SAMPLE_LANGUAGE_IDS } from '../../src/config/sample-languages.js';
import { LANGUAGES_BY_ID } from '../../src/shared/samples/languages.js';
import { validateConfig } from '../../src/validate/config.js';

function check(reference: string) {
  const text = `title: T\nurl: https://example.com\n${reference}`;
  const { source } = parseYamlSource('specpress.config.yaml', text);
  const { config, diagnostics } = validateConfig(source!);
  return { languages: config?.reference.codeSamples.languages, diagnostics: diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}${d.hint ? ` (${d.hint})` : ''}`) };
}

describe('reference.codeSamples.languages', () => {
  it('offers twelve languages, each with a generator, and defaults to the six earlier sites showed', () => {
    expect(SAMPLE_LANGUAGE_IDS).toHaveLength(12);
    for (const id of SAMPLE_LANGUAGE_IDS) expect(LANGUAGES_BY_ID[id].lang).toBe(id);
    expect(check('')).toEqual({ languages: [...DEFAULT_SAMPLE_LANGUAGES], diagnostics: [] });
    expect(DEFAULT_SAMPLE_LANGUAGES).toEqual(['curl', 'javascript', 'python', 'php', 'ruby', 'go']);
  });

  it('takes the languages a site names, in its order', () => {
    expect(check('reference:\n  codeSamples:\n    languages: [powershell, curl, swift]\n')).toEqual({ languages: ['powershell', 'curl', 'swift'], diagnostics: [] });
  });

  it('reports an unknown id at its line and column, listing the valid ids', () => {
    const { diagnostics } = check('reference:\n  codeSamples:\n    languages: [curl, rust]\n');
    expect(diagnostics).toEqual([
      `5:23 config-invalid-value reference.codeSamples.languages[1] is "rust", which is not one of: ${SAMPLE_LANGUAGE_IDS.join(', ')} (Use one of: ${SAMPLE_LANGUAGE_IDS.join(', ')}.)`,
    ]);
  });
});

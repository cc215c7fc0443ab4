// A spec written as JSON is read with JSON.parse (src/load/json-text.ts) only when js-yaml would
// read the same value; otherwise js-yaml reads it and reports as it always did.
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/load/json-text.js';
import { parseYamlLazily } from '../../src/load/yaml-source.js';

const viaYaml = (text: string) => load(text, { schema: CORE_SCHEMA });

describe('JSON specs', () => {
  it('are read by JSON.parse with the value js-yaml makes of them', () => {
    const text = JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 'T "quoted" \\ back', version: '1' },
        'key with \\"escaped\\" quote': { '\u00e9\u{1f600}': [1, 2.5, -3e-7, 1e400, 9223372036854775807, true, false, null, ''] },
        '200': 'a',
        '1': 'b',
      },
      null,
      '\t',
    );
    // A `__proto__` key is a key like any other to both.
    const withProto = `\r\n ${text.replace(/^\{/, '{"__proto__": {"polluted": true},')}`;
    const fast = parseJsonText(withProto);
    expect(fast).toBeDefined();
    expect(fast!.data).toEqual(viaYaml(withProto));
    expect(Object.keys(fast!.data as object)).toEqual(Object.keys(viaYaml(withProto) as object));
    expect(Object.getPrototypeOf(fast!.data)).toBe(Object.prototype);
  });

  it('leave to js-yaml what it reads differently or refuses', () => {
    // Equal keys (also when one is escaped): js-yaml refuses the file, JSON.parse keeps the last.
    expect(parseJsonText('{"a": 1, "a": 2}')).toBeUndefined();
    expect(parseJsonText('{"a": 1, "\\u0061": 2}')).toBeUndefined();
    // A bare -0 is the integer 0 to js-yaml (any -0 is left to it).
    expect(parseJsonText('{"a": -0}')).toBeUndefined();
    expect(viaYaml('{"a": -0}')).toEqual({ a: 0 });
    // Characters js-yaml calls non-printable, a lone surrogate, a byte-order mark, nesting past
    // js-yaml's own limit, YAML that is not JSON.
    expect(parseJsonText('{"a": "\u0085x\u009f"}')).toBeUndefined();
    expect(parseJsonText('{"a": "\ud800"}')).toBeUndefined();
    expect(parseJsonText('\ufeff{"a": 1}')).toBeUndefined();
    expect(parseJsonText(`{"a": ${'['.repeat(120)}${']'.repeat(120)}}`)).toBeUndefined();
    expect(parseJsonText('a: 1\n')).toBeUndefined();
    expect(parseJsonText('{a: 1}')).toBeUndefined();
    expect(parseJsonText('"text"')).toBeUndefined();
  });

  it('with equal keys are still refused with the position of the second', () => {
    const { source, diagnostics } = parseYamlLazily('openapi.json', '{\n  "openapi": "3.1.0",\n  "info": {},\n  "openapi": "3.0.0"\n}\n', 'openapi-yaml-syntax');
    expect(source).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'openapi-yaml-syntax', severity: 'error', line: 4, column: 3 })]);
  });

  it('nested past js-yaml’s depth are refused as before', () => {
    const { diagnostics } = parseYamlLazily('openapi.json', `{"a": ${'['.repeat(120)}${']'.repeat(120)}}`, 'openapi-yaml-syntax');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', message: expect.stringContaining('nesting exceeded maxDepth') })]);
  });
});

// A spec written as JSON keeps no positions when JSON.parse reads it; diagnostics find theirs by
// scanning the text (src/load/json-positions.ts) instead of parsing the whole file again with the
// YAML parser. Here: every value and key of several JSON texts is placed exactly where the YAML
// parser places it, for paths that exist and paths that stop part way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYamlLazily, parseYamlSource, type YamlPath } from '../../src/load/yaml-source.js';
import { repoRoot } from '../helpers/cli.js';

/** Every path of a value (objects and arrays), depth first. */
function pathsOf(value: unknown, path: (string | number)[] = [], out: YamlPath[] = []): YamlPath[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

function expectSamePositions(text: string) {
  const fast = parseYamlLazily('spec.json', text).source!;
  const yaml = parseYamlSource('spec.json', text).source!;
  const paths = pathsOf(fast.data);
  // Paths that stop part way: a missing key under each object, an index past each array's end.
  const missing = paths.map((path) => [...path, 'no-such-key']).concat(paths.map((path) => [...path, 10_000]));
  // In a shuffled order, so later lookups resume from what earlier ones read.
  const all = [...paths, ...missing].sort((a, b) => ((a.join('/').length * 7919) % 13) - ((b.join('/').length * 7919) % 13));
  for (const path of all) {
    expect(fast.positionOf(path), `value ${JSON.stringify(path)}`).toEqual(yaml.positionOf(path));
    expect(fast.keyPositionOf(path), `key ${JSON.stringify(path)}`).toEqual(yaml.keyPositionOf(path));
  }
  return all.length;
}

describe('positions in a JSON spec', () => {
  it('are those the YAML parser gives, for every path of a written spec', () => {
    const text = readFileSync(join(repoRoot, 'fixtures', 'openapi', 'security-json', 'openapi.json'), 'utf8');
    expect(expectSamePositions(text)).toBeGreaterThan(100);
  });

  it('are exact through escapes, empty containers, minified and CRLF text', () => {
    const value = {
      openapi: '3.1.0',
      'key with \\"escaped\\" quote and \\\\': { 'é😀': [1, 2.5, -3e-7, true, false, null, '', 'a "q" \\ b', [], {}] },
      paths: { '/a': { get: { responses: { '200': { description: 'x\ny' } } } }, '/b{c}': {} },
      '200': 'a',
      list: [[[1, 2], { deep: ['x'] }], []],
    };
    expectSamePositions(JSON.stringify(value, null, 2));
    expectSamePositions(JSON.stringify(value));
    expectSamePositions(JSON.stringify(value, null, '\t').replace(/\n/g, '\r\n'));
    expectSamePositions(`\n\n   ${JSON.stringify(value, null, 1)}  \n`);
  });
});

// A big YAML description gets its positions from js-yaml's listener (src/load/yaml-positions.ts)
// instead of the `yaml` package's syntax tree, which takes seconds and hundreds of megabytes on
// 10 MB. Here: every value and key of real YAML (the proposal site's specs, every fixture's YAML,
// a JSON description written out as YAML) sits where the syntax tree puts it, for paths that
// exist and paths that stop part way.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { mayHaveAnchors } from '../../src/load/yaml-limits.js';
import { YamlPositions } from '../../src/load/yaml-positions.js';
import { parseYamlSource, type YamlPath } from '../../src/load/yaml-source.js';
import { LineIndex } from '../../src/util/line-index.js';
import { repoRoot } from '../helpers/cli.js';

function pathsOf(value: unknown, path: (string | number)[] = [], out: YamlPath[] = []): YamlPath[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

/** How many paths were compared. */
function expectSamePositions(text: string): number {
  const tree = parseYamlSource('spec.yaml', text).source!;
  const fast = YamlPositions.read(text, 'spec.yaml').positions;
  const lines = new LineIndex(text);
  const at = (offset: number) => ({ file: 'spec.yaml', ...lines.position(offset) });
  const paths = pathsOf(tree.data);
  for (const path of [...paths, ...paths.map((p) => [...p, 'no-such-key']), ...paths.map((p) => [...p, 10_000])]) {
    const { value, key } = fast.locate(path);
    // toEqual decides wherever the two differ at all: expect's machinery on every one of the tens
    // of thousands of equal pairs was most of this test's time (strict equality implies toEqual's).
    const [valueAt, treeValueAt] = [at(value), tree.positionOf(path)];
    if (!isDeepStrictEqual(valueAt, treeValueAt)) expect(valueAt, `value ${JSON.stringify(path)}`).toEqual(treeValueAt);
    const [keyAt, treeKeyAt] = [at(key ?? value), tree.keyPositionOf(path)];
    if (!isDeepStrictEqual(keyAt, treeKeyAt)) expect(keyAt, `key ${JSON.stringify(path)}`).toEqual(treeKeyAt);
  }
  return paths.length;
}

/** Every YAML file under a folder (the hostile ones, with anchors, never take this path). */
function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? yamlFiles(path) : /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

describe('positions in a big YAML description', () => {
  it("are the syntax tree's, for every path of the proposal site's specs", () => {
    for (const spec of ['v1.yaml', 'v2.yaml']) expect(expectSamePositions(readFileSync(join(repoRoot, 'specs', spec), 'utf8'))).toBeGreaterThan(5000);
  });

  it("are the syntax tree's for every fixture's YAML without anchors, and for JSON written out as YAML", () => {
    let compared = 0;
    for (const file of yamlFiles(join(repoRoot, 'fixtures'))) {
      const text = readFileSync(file, 'utf8');
      if (mayHaveAnchors(text) || parseYamlSource(file, text).diagnostics.length > 0) continue;
      try {
        load(text, { schema: CORE_SCHEMA });
      } catch {
        continue; // not YAML js-yaml reads (those fixtures test the errors)
      }
      compared += expectSamePositions(text);
    }
    expect(compared).toBeGreaterThan(3000);
    const json = JSON.parse(readFileSync(join(repoRoot, 'fixtures', 'openapi', 'security-json', 'openapi.json'), 'utf8'));
    expectSamePositions(dump(json, { noRefs: true, lineWidth: 40 }));
    expectSamePositions(dump(json, { noRefs: true, flowLevel: 3 }));
  });

  it('are not taken from the listener when an alias or a merge key makes the nodes read differ from the data', () => {
    const anchoredOnly = 'a: &base\n  x: 1\nb:\n  - &item one\n  - two\n';
    expect(YamlPositions.read(anchoredOnly, 'spec.yaml').positions.matches()).toBe(true);
    expectSamePositions(anchoredOnly);
    expect(YamlPositions.read('a: &base\n  x: 1\nb: *base\n', 'spec.yaml').positions.matches()).toBe(false);
    expect(YamlPositions.read('a: &base\n  x: 1\nb:\n  <<: *base\n  y: 2\n', 'spec.yaml').positions.matches()).toBe(false);
  });

  it('are not taken from the listener for a text with no node (a save read between its truncation and its write), and the walk ends', () => {
    // It walked node 0 of the arrays' zero fill without end: "Fatal JavaScript invalid size error 169220804".
    expect(YamlPositions.read('', 'spec.yaml').positions.matches()).toBe(false);
  });
});

// Local `$ref`s: every one must point at something in the same file. Rendering resolves refs
// itself (see resolver.ts) so named schemas keep their names and recursion stays finite.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { isObject, lookup, refSegments, toPointer } from './pointer.js';

export function checkRefs(source: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  // A spec names the same few targets thousands of times: each is looked up once.
  const resolves = new Map<string, boolean>();
  // One path, pushed and popped as the walk goes; copied only for a diagnostic. (A copy per node
  // made this walk a tenth of a big spec's load time.)
  const path: (string | number)[] = [];
  const report = (value: string) => {
    const at = [...path, '$ref'];
    const segments = refSegments(value);
    // A $ref into another file that is still here was refused by the bundler, which said why.
    if (segments) {
      out.push(
        diagnostic(
          'openapi-missing-ref',
          'error',
          `$ref "${value}" points to nothing: ${missingPart(source.data, segments)} (pointer: ${toPointer(at)})`,
          source.positionOf(at),
          'Fix the reference or add the missing component.',
        ),
      );
    }
  };
  const walk = (node: unknown, namesHere: boolean): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        path.push(i);
        walk(node[i], false);
        path.pop();
      }
      return;
    }
    if (!isObject(node)) return;
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      const value = node[key];
      if (!namesHere && (DATA_KEYWORDS.has(key) || key.startsWith('x-') || (key === 'examples' && Array.isArray(value)))) continue;
      if (!namesHere && key === '$ref' && typeof value === 'string') {
        let ok = resolves.get(value);
        if (ok === undefined) {
          const segments = refSegments(value);
          ok = segments !== undefined && lookup(source.data, segments) !== undefined;
          resolves.set(value, ok);
          const cycle = ok ? refCycle(source.data, value) : undefined;
          if (cycle) {
            const at = [...path, '$ref'];
            out.push(
              diagnostic(
                'openapi-ref-cycle',
                'error',
                `$ref "${value}" never reaches a value: ${cycle.join(' → ')} (pointer: ${toPointer(at)})`,
                source.positionOf(at),
                'Each of these only points at the next one: make one of them hold the actual object.',
              ),
            );
          }
        }
        if (!ok) report(value);
        continue;
      }
      path.push(key);
      walk(value, !namesHere && NAME_MAPS.has(key));
      path.pop();
    }
  };
  walk(source.data, false);
  return out;
}

/** Keywords whose values are data (examples, defaults), never references. */
const DATA_KEYWORDS = new Set(['example', 'default', 'enum', 'const', 'value']);
/** Keywords whose keys are names chosen by the author (a property may be called "$ref" or "example"). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'schemas',
  'paths',
  'webhooks',
  'x-webhooks',
  'content',
  'responses',
  'headers',
  'examples',
  'parameters',
  'requestBodies',
  'callbacks',
  'links',
  'securitySchemes',
  'variables',
  'encoding',
  'pathItems',
  'dependentSchemas',
]);

/**
 * The chain of refs when following `ref` comes back to one already seen without ever reaching an
 * object that is more than a `$ref` (A → B → A). Renderers would drop such a parameter, response
 * or body in silence; a schema recursing through its properties is not such a chain.
 */
function refCycle(root: unknown, ref: string): string[] | undefined {
  const chain = [ref];
  let current = ref;
  for (;;) {
    const segments = refSegments(current);
    const target = segments ? lookup(root, segments) : undefined;
    if (!isObject(target) || typeof target.$ref !== 'string') return undefined;
    current = target.$ref;
    if (chain.includes(current)) return [...chain, current];
    chain.push(current);
    if (chain.length > 64) return chain;
  }
}

function missingPart(root: unknown, segments: string[]): string {
  for (let i = 1; i <= segments.length; i++) {
    if (lookup(root, segments.slice(0, i)) === undefined) {
      const parent = i === 1 ? 'the document root' : `#${toPointer(segments.slice(0, i - 1))}`;
      return `"${segments[i - 1]}" does not exist in ${parent}`;
    }
  }
  return 'target missing';
}

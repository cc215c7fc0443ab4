// Warnings for allOf parts that contradict each other (string ∧ integer, disjoint enums, two
// consts): no value matches them, so the page shows the schema as impossible and examples leave it
// out (merge-all-of.ts finds the reasons); each is warned once, at the allOf that brings the parts
// together, with the property path when the clash is in a property both parts define.
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { impossibleReasons, isMergedPair, mergeAllOf } from './merge-all-of.js';
import { isObject, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';

/** Keys whose values are data, not schemas: an `allOf` inside them is not one. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
const MAX_NESTED = 8;

export function allOfConflictDiagnostics(root: JsonObject, resolver: RefResolver, source: YamlSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, i]));
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) {
      for (const [where, reasons] of conflicts(node, resolver, '', 0)) {
        const at = where ? ` in property ${where}` : '';
        out.push(
          diagnostic(
            'openapi-schema-impossible',
            'warning',
            `The parts of this allOf contradict each other${at} (${reasons.join('; ')}): no value matches them all; the reference shows it as "impossible" and its examples leave it out`,
            source.keyPositionOf([...path, 'allOf']),
            'Make the parts agree (one type, enums that share values), or use oneOf if either part is meant.',
          ),
        );
      }
    }
    for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key) && !key.startsWith('x-')) visit(value, [...path, key]);
  };
  visit(root, []);
  return out;
}

/** [property path ('' for the schema itself), reasons] for what this allOf's merge makes impossible. */
function conflicts(schema: JsonObject, resolver: RefResolver, where: string, depth: number): [string, string[]][] {
  const merged = mergeAllOf(schema, resolver);
  const reasons = impossibleReasons(merged);
  // Reasons a part already has are its own allOf's, warned where that allOf is written (parts are
  // merged again only when there is something to tell apart: most allOfs have no reason at all).
  const inherited = new Set(
    reasons.length === 0
      ? []
      : (schema.allOf as unknown[]).flatMap((member) => {
          const part = resolver.object(member);
          return part ? impossibleReasons(mergeAllOf(part, resolver)) : [];
        }),
  );
  const own = reasons.filter((reason) => !inherited.has(reason));
  const found: [string, string[]][] = own.length > 0 ? [[where, own]] : [];
  if (depth >= MAX_NESTED || !isObject(merged.properties)) return found;
  for (const [name, property] of Object.entries(merged.properties))
    if (isObject(property) && isMergedPair(property)) found.push(...conflicts(property, resolver, where ? `${where}.${name}` : name, depth + 1));
  return found;
}

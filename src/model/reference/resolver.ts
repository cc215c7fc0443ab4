// Follows local `$ref`s for rendering, keeping what a reader needs: the component name of a
// schema (for links) and the pointer (to stop recursion). Never dereferences the whole document.
import { isObject, lookup, refSegments, type JsonObject } from './pointer.js';

export interface Resolved {
  value: unknown;
  /** Pointer of the last ref followed, e.g. `#/components/schemas/Pet`. */
  ref?: string;
  /** Component name when the last ref is `#/components/schemas/<name>`. */
  schemaName?: string;
}

const SCHEMA_PREFIX = '#/components/schemas/';
const OVERRIDABLE = ['description', 'summary'] as const;

export class RefResolver {
  // A spec points at the same components thousands of times: each ref is looked up once.
  private readonly targets = new Map<string, { value: unknown; schemaName?: string }>();

  constructor(readonly root: JsonObject) {}

  /** Follows `$ref` chains (at most 32 hops). OpenAPI 3.1 sibling `description`/`summary` win over the target's. */
  resolve(node: unknown): Resolved {
    let value = node;
    let ref: string | undefined;
    let target: { value: unknown; schemaName?: string } | undefined;
    let overrides: Record<string, unknown> | undefined;
    for (let hops = 0; isObject(value) && typeof value.$ref === 'string' && hops < 32; hops++) {
      for (const key of OVERRIDABLE) if (value[key] !== undefined && overrides?.[key] === undefined) (overrides ??= {})[key] = value[key];
      ref = value.$ref;
      target = this.target(ref);
      value = target.value;
    }
    if (ref !== undefined && isObject(value) && overrides) value = { ...value, ...overrides };
    return { value, ref, schemaName: target?.schemaName };
  }

  private target(ref: string): { value: unknown; schemaName?: string } {
    let target = this.targets.get(ref);
    if (!target) {
      const segments = refSegments(ref);
      target = { value: segments ? lookup(this.root, segments) : undefined, schemaName: ref.startsWith(SCHEMA_PREFIX) ? decodeName(ref.slice(SCHEMA_PREFIX.length)) : undefined };
      this.targets.set(ref, target);
    }
    return target;
  }

  /** Resolves and returns the target only when it is an object. */
  object(node: unknown): JsonObject | undefined {
    const { value } = this.resolve(node);
    return isObject(value) ? value : undefined;
  }

  /**
   * A map of OpenAPI objects (an encoding, links, callbacks, a callback's expressions), resolved:
   * each entry whose value is an object, extensions (`x-…`) left out.
   */
  objectEntries(node: unknown): [string, JsonObject][] {
    const map = this.object(node);
    if (!map) return [];
    return Object.entries(map).flatMap(([key, value]): [string, JsonObject][] => {
      const object = key.startsWith('x-') ? undefined : this.object(value);
      return object ? [[key, object]] : [];
    });
  }

  componentSchemas(): [string, unknown][] {
    const components = this.root.components;
    const schemas = isObject(components) ? components.schemas : undefined;
    return isObject(schemas) ? Object.entries(schemas) : [];
  }
}

function decodeName(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    /* keep */
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function schemaAnchor(name: string): string {
  return `schema/${name}`;
}

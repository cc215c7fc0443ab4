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
  constructor(readonly root: JsonObject) {}

  /** Follows `$ref` chains (at most 32 hops). OpenAPI 3.1 sibling `description`/`summary` win over the target's. */
  resolve(node: unknown): Resolved {
    let value = node;
    let ref: string | undefined;
    const overrides: Record<string, unknown> = {};
    for (let hops = 0; isObject(value) && typeof value.$ref === 'string' && hops < 32; hops++) {
      for (const key of OVERRIDABLE) if (value[key] !== undefined && overrides[key] === undefined) overrides[key] = value[key];
      ref = value.$ref;
      const segments = refSegments(ref);
      value = segments ? lookup(this.root, segments) : undefined;
    }
    if (ref !== undefined && isObject(value) && Object.keys(overrides).length > 0) value = { ...value, ...overrides };
    return { value, ref, schemaName: ref?.startsWith(SCHEMA_PREFIX) ? decodeName(ref.slice(SCHEMA_PREFIX.length)) : undefined };
  }

  /** Resolves and returns the target only when it is an object. */
  object(node: unknown): JsonObject | undefined {
    const { value } = this.resolve(node);
    return isObject(value) ? value : undefined;
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

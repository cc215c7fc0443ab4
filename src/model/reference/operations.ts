// Every operation of the document (paths and webhooks) in document order, with a stable,
// unique id: its operationId, or one made from method and path (`get-pets-id`).
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { YamlSource } from '../../load/yaml-source.js';
import { isObject, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { HttpMethod } from './view-model.js';

/** A path item's operation fields, in the order they are listed: 3.0/3.1's eight and 3.2's `query`. */
const FIXED_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;

/**
 * The operations of one path item in order: its fixed fields, then OpenAPI 3.2's
 * `additionalOperations` (methods without a field of their own, such as LINK or COPY), each with
 * its lower-case method and where it is written under the path item. Every reader of a spec's
 * operations (the reference, the plain spec model) lists them through this.
 */
export function* pathItemOperations(pathItem: JsonObject, resolver?: RefResolver): Generator<{ method: HttpMethod; operation: JsonObject; at: string[] }> {
  for (const method of FIXED_METHODS) {
    const operation = pathItem[method];
    if (isObject(operation)) yield { method, operation, at: [method] };
  }
  const additional = resolver ? resolver.object(pathItem.additionalOperations) : isObject(pathItem.additionalOperations) ? pathItem.additionalOperations : undefined;
  if (!additional) return;
  for (const [name, operation] of Object.entries(additional)) {
    const method = name.toLowerCase();
    // A fixed method under additionalOperations is invalid (the schema says so); never shown twice.
    if (isObject(operation) && !(FIXED_METHODS as readonly string[]).includes(method)) yield { method, operation, at: ['additionalOperations', name] };
  }
}

/** A path item without its operations: what it says of all of them (summary, description, parameters, servers). */
export function withoutOperations(pathItem: JsonObject): JsonObject {
  const rest: JsonObject = {};
  for (const key in pathItem) if (key !== 'additionalOperations' && !(FIXED_METHODS as readonly string[]).includes(key)) rest[key] = pathItem[key];
  return rest;
}

export interface RawOperation {
  id: string;
  method: HttpMethod;
  /** The path (or the webhook's event name). */
  path: string;
  operation: JsonObject;
  pathItem: JsonObject;
  /** Where it sits in the file: ['paths', '/pets', 'get']. */
  at: (string | number)[];
}

export function collectOperations(resolver: RefResolver, source: YamlSource): { operations: RawOperation[]; webhooks: RawOperation[]; diagnostics: Diagnostic[] } {
  const root = resolver.root;
  const diagnostics: Diagnostic[] = [];
  const used = new Set<string>();
  const unique = (wanted: string, at: (string | number)[], explicit: boolean): string => {
    let id = wanted;
    for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
    if (id !== wanted && explicit) {
      diagnostics.push(
        diagnostic(
          'openapi-duplicate-operation-id',
          'warning',
          `operationId "${wanted}" is used more than once; this one is linked as "${id}" (pointer: /${at.map(String).join('/')})`,
          source.positionOf([...at, 'operationId']),
          'Give every operation a unique operationId.',
        ),
      );
    }
    used.add(id);
    return id;
  };
  const collect = (section: string): RawOperation[] => {
    const map = root[section];
    if (!isObject(map)) return [];
    const out: RawOperation[] = [];
    for (const [path, rawItem] of Object.entries(map)) {
      const pathItem = resolver.object(rawItem);
      if (!pathItem) continue;
      for (const { method, operation, at: within } of pathItemOperations(pathItem, resolver)) {
        const at = [section, path, ...within];
        const explicit = typeof operation.operationId === 'string' && operation.operationId.trim() !== '';
        const id = unique(explicit ? String(operation.operationId) : generatedId(method, path), at, explicit);
        out.push({ id, method, path, operation, pathItem, at });
      }
    }
    return out;
  };
  const operations = collect('paths');
  const webhooks = [...collect('webhooks'), ...collect('x-webhooks')];
  return { operations, webhooks, diagnostics };
}

function generatedId(method: string, path: string): string {
  const slug = path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9_.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${method}-${slug || 'root'}`;
}

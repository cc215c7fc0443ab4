// Parameters of an operation: path-level ones merged with the operation's own (the operation
// wins on the same name and place), grouped by place in a fixed order.
import { isObject, type JsonObject } from './pointer.js';
import type { ReferenceContext } from './context.js';
import { buildSchemaNode } from './schema-tree.js';
import { jsonText } from './schema-facets.js';
import type { ParameterGroup, ParameterView } from './view-model.js';

const PLACES = ['path', 'query', 'querystring', 'header', 'cookie'] as const;

export function mergedParameters(pathItem: JsonObject, operation: JsonObject, context: ReferenceContext): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = context.resolver.object(raw);
      if (param && typeof param.name === 'string') byKey.set(`${String(param.in)} ${param.name}`, param);
    }
  }
  return [...byKey.values()];
}

export function parameterGroups(parameters: JsonObject[], context: ReferenceContext): ParameterGroup[] {
  return PLACES.map((place) => ({ place, parameters: parameters.filter((p) => p.in === place).map((p) => parameterView(p, context)) })).filter((g) => g.parameters.length > 0);
}

export function parameterView(param: JsonObject, context: ReferenceContext, name = String(param.name)): ParameterView {
  const schemaRaw = param.schema ?? firstContentSchema(param.content);
  let example: unknown = param.example;
  if (example === undefined && isObject(param.examples)) {
    for (const raw of Object.values(param.examples)) {
      const resolved = context.resolver.object(raw);
      if (resolved?.value !== undefined) {
        example = resolved.value;
        break;
      }
    }
  }
  return {
    name,
    required: param.required === true || param.in === 'path',
    deprecated: param.deprecated === true,
    descriptionHtml: context.markdown(param.description),
    schema: schemaRaw !== undefined ? buildSchemaNode(schemaRaw, context, 'request') : undefined,
    example: example !== undefined ? jsonText(example) : undefined,
  };
}

function firstContentSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const first = Object.values(content).find(isObject);
  return first?.schema;
}

// Parameters of an operation: path-level ones merged with the operation's own (the operation
// wins on the same name and place), grouped by place in a fixed order.
import { exampleData } from './example-data.js';
import { isObject, type JsonObject } from './pointer.js';
import type { ReferenceContext } from './context.js';
import type { RefResolver } from './resolver.js';
import { buildSchemaNode } from './schema-tree.js';
import { jsonText } from './schema-facets.js';
import type { ParameterGroup, ParameterView } from './view-model.js';

const PLACES = ['path', 'query', 'querystring', 'header', 'cookie'] as const;

/** The parameters a call takes, for the reference and the plain spec model alike (spec-model.ts). */
export function mergedParameters(pathItem: JsonObject, operation: JsonObject, resolver: RefResolver): JsonObject[] {
  const byKey = new Map<string, JsonObject>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = resolver.object(raw);
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
  // `example`, else every named example with a value (OpenAPI 3.2's `dataValue` is the value as data).
  const values: unknown[] = [];
  if (param.example !== undefined) values.push(param.example);
  else if (isObject(param.examples))
    for (const raw of Object.values(param.examples)) {
      const resolved = context.resolver.object(raw);
      const value = resolved ? exampleData(resolved) : undefined;
      if (value !== undefined) values.push(value);
    }
  // Each value once: a shared parameter of Azure's descriptions carries the same example for each of ~70 operations.
  const [example, ...more] = [...new Set(values.map((value) => jsonText(value)))];
  return {
    name,
    required: param.required === true || param.in === 'path',
    deprecated: param.deprecated === true,
    descriptionHtml: context.markdown(param.description),
    schema: schemaRaw !== undefined ? buildSchemaNode(schemaRaw, context, 'request') : undefined,
    example,
    serialization: serializationOf(param, name, schemaRaw !== undefined ? context.resolver.object(schemaRaw) : undefined),
    ...(more.length > 0 ? { moreExamples: more } : {}),
    ...notesOf(param),
  };
}

/** `allowReserved` and `allowEmptyValue`, which change what a caller may send. */
function notesOf(param: JsonObject): Pick<ParameterView, 'notes'> {
  const notes: string[] = [];
  if (param.allowReserved === true) notes.push("Reserved characters (:/?#[]@!$&'()*+,;=) are sent as they are, not percent-encoded.");
  if (param.allowEmptyValue === true) notes.push(`May be sent with an empty value (${String(param.name)}=).`);
  return notes.length > 0 ? { notes } : {};
}

/**
 * How a parameter's value is written, for values where it matters (arrays and objects) or when
 * the spec sets `style`/`explode`: the style and a pattern of the result (OpenAPI's style table).
 */
function serializationOf(param: JsonObject, name: string, schema: JsonObject | undefined): string | undefined {
  if (param.content !== undefined) return undefined;
  const place = String(param.in);
  const style = typeof param.style === 'string' ? param.style : place === 'query' || place === 'cookie' ? 'form' : 'simple';
  const explode = typeof param.explode === 'boolean' ? param.explode : style === 'form';
  const type = schema?.type ?? (isObject(schema?.properties) ? 'object' : schema?.items !== undefined ? 'array' : undefined);
  const kind = type === 'array' || type === 'object' ? type : undefined;
  if (!kind && param.style === undefined && param.explode === undefined) return undefined;
  const [a, b] = kind === 'object' ? ['key', 'value'] : ['1', '2'];
  const patterns: Record<string, string> = {
    form: kind === 'object' ? (explode ? `${a}=${b}&…` : `${name}=${a},${b},…`) : explode ? `${name}=1&${name}=2` : `${name}=1,2`,
    spaceDelimited: `${name}=1%202`,
    pipeDelimited: `${name}=1|2`,
    deepObject: `${name}[key]=value&…`,
    simple: kind === 'object' ? (explode ? 'key=value,…' : 'key,value,…') : '1,2',
    label: kind === 'object' ? (explode ? '.key=value.…' : '.key,value,…') : explode ? '.1.2' : '.1,2',
    matrix: kind === 'object' ? (explode ? ';key=value;…' : `;${name}=key,value,…`) : explode ? `;${name}=1;${name}=2` : `;${name}=1,2`,
  };
  const pattern = kind ? patterns[style] : undefined;
  return `${style}${explode ? ', exploded' : ''}${pattern ? `: ${pattern}` : ''}`;
}

function firstContentSchema(content: unknown): unknown {
  if (!isObject(content)) return undefined;
  const first = Object.values(content).find(isObject);
  return first?.schema;
}

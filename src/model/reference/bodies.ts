// Request bodies and responses: per media type a schema tree and examples.
import { mediaExamples } from './examples.js';
import { inMediaSyntax } from './example-syntax.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { ReferenceContext } from './context.js';
import { parameterView } from './parameters.js';
import { buildSchemaNode, type Direction } from './schema-tree.js';
import { statusText } from './status-text.js';
import type { BodyView, EncodingView, LinkView, MediaView, ResponseView, SchemaNode } from './view-model.js';

/** One body a request can send: a media type with one of its examples. */
export interface BodyVariant {
  mediaType: string;
  /** The example's name (`example` when the spec names none) and summary. */
  name: string;
  summary?: string;
  value: Json;
}

export interface BuiltBody {
  view: BodyView;
  /** Media type and example value used by code samples: the first variant. */
  sample?: { mediaType: string; value: Json };
  /** Every media type × example with a value, in the spec's order (the samples' switcher). */
  variants: BodyVariant[];
}

export function bodyView(raw: unknown, context: ReferenceContext, direction: Direction): BuiltBody | undefined {
  const body = context.resolver.object(raw);
  if (!body) return undefined;
  const { contents, variants } = mediaViews(body.content, context, direction);
  const sample = variants[0] && { mediaType: variants[0].mediaType, value: variants[0].value };
  return { view: { descriptionHtml: context.markdown(body.description), required: body.required === true, contents }, sample, variants };
}

export function responseViews(raw: unknown, context: ReferenceContext): ResponseView[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw)
    .filter(([status]) => !status.startsWith('x-'))
    .map(([status, value]): ResponseView => {
      const response = context.resolver.object(value) ?? {};
      const headers = isObject(response.headers)
        ? Object.entries(response.headers).flatMap(([name, h]) => {
            const header = context.resolver.object(h);
            return header ? [parameterView(header, context, name)] : [];
          })
        : [];
      // Error bodies are usually one shared schema (Error): linked, not expanded, and without
      // generated samples, so a page grows with the spec rather than with the number of
      // operations. Examples the spec writes for them are shown: they are the spec's own text.
      const isError = /^[45]/.test(status);
      const contents = mediaViews(response.content, context, 'response', isError ? 0 : context.schemaDepth, !isError).contents;
      const summary = typeof response.summary === 'string' && response.summary.trim() ? response.summary : undefined;
      return {
        status,
        statusText: statusText(status),
        ...(summary ? { summary } : {}),
        descriptionHtml: context.markdown(response.description),
        headers,
        contents,
        links: linkViews(response.links, context),
      };
    });
}

function mediaViews(content: unknown, context: ReferenceContext, direction: Direction, namedLevels = context.schemaDepth, generateExamples = true): { contents: MediaView[]; variants: BodyVariant[] } {
  if (!isObject(content)) return { contents: [], variants: [] };
  const variants: BodyVariant[] = [];
  // One schema object under several media types (a YAML alias, a converted Swagger 2.0 `produces`)
  // is one node, which the page shows once for all of them (render/reference/MediaSchemas.tsx).
  const nodes = new Map<unknown, SchemaNode>();
  const nodeOf = (schema: unknown) => {
    let node = nodes.get(schema);
    if (!node) nodes.set(schema, (node = buildSchemaNode(schema, context, direction, namedLevels)));
    return node;
  };
  const contents = Object.entries(content).flatMap(([mediaType, raw]): MediaView[] => {
    const media = context.resolver.object(raw) as JsonObject | undefined;
    if (!media) return [];
    const examples = mediaExamples(media, mediaType, context.resolver, direction, context.exampleFiles, context.highlight, generateExamples, context.markdown);
    for (const example of examples.values) variants.push({ mediaType, ...example });
    // OpenAPI 3.2's `itemSchema`: a sequence (JSON Lines, server-sent events), each item of this schema.
    const sequence = media.schema === undefined && media.itemSchema !== undefined;
    const schema = sequence ? media.itemSchema : media.schema;
    const encoding = encodingViews(media.encoding, context);
    return [
      {
        mediaType,
        schema: schema !== undefined ? nodeOf(schema) : undefined,
        ...(sequence ? { sequence } : {}),
        examples: examples.views,
        // As shown: a form's fields, which the samples send, as the text the page writes.
        exampleValues: examples.values.map((example) => ({ ...example, value: inMediaSyntax(example.value, mediaType, media.schema, context.resolver) })),
        ...(encoding.length > 0 ? { encoding } : {}),
      },
    ];
  });
  return { contents, variants };
}

/** A multipart or form body's `encoding`: each part's content type, headers and serialization. */
function encodingViews(raw: unknown, context: ReferenceContext): EncodingView[] {
  return context.resolver.objectEntries(raw).map(([property, part]): EncodingView => {
    const headers = isObject(part.headers)
      ? Object.entries(part.headers).flatMap(([name, h]) => {
          const header = context.resolver.object(h);
          return header ? [parameterView(header, context, name)] : [];
        })
      : [];
    const style = typeof part.style === 'string' ? part.style : undefined;
    const serialization =
      style || typeof part.explode === 'boolean' || part.allowReserved === true
        ? [style, part.explode === true ? 'exploded' : part.explode === false ? 'not exploded' : undefined, part.allowReserved === true ? 'reserved characters as they are' : undefined]
            .filter(Boolean)
            .join(', ')
        : undefined;
    return { property, ...(typeof part.contentType === 'string' ? { contentType: part.contentType } : {}), headers, ...(serialization ? { serialization } : {}) };
  });
}

/** A response's `links`: the operations it leads to (by operationId on this page), with their parameter values. */
function linkViews(raw: unknown, context: ReferenceContext): LinkView[] {
  return context.resolver.objectEntries(raw).flatMap(([name, link]): LinkView[] => {
    const id = typeof link.operationId === 'string' ? link.operationId : undefined;
    const target = id !== undefined ? context.operationsById.get(id) : undefined;
    const named = target ? undefined : (id ?? (typeof link.operationRef === 'string' ? link.operationRef : undefined));
    const parameters: [string, string][] = isObject(link.parameters) ? Object.entries(link.parameters).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]) : [];
    if (link.requestBody !== undefined) parameters.push(['requestBody', typeof link.requestBody === 'string' ? link.requestBody : JSON.stringify(link.requestBody)]);
    return [{ name, descriptionHtml: context.markdown(link.description), ...(target ? { target } : {}), ...(named !== undefined ? { named } : {}), parameters }];
  });
}

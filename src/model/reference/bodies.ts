// Request bodies and responses: per media type a schema tree and examples.
import { mediaExamples } from './examples.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { ReferenceContext } from './context.js';
import { parameterView } from './parameters.js';
import { buildSchemaNode, type Direction } from './schema-tree.js';
import { statusText } from './status-text.js';
import type { BodyView, MediaView, ResponseView } from './view-model.js';

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
      const contents = mediaViews(response.content, context, 'response', isError ? 0 : 1, !isError).contents;
      return { status, statusText: statusText(status), descriptionHtml: context.markdown(response.description), headers, contents };
    });
}

function mediaViews(content: unknown, context: ReferenceContext, direction: Direction, namedLevels = 1, generateExamples = true): { contents: MediaView[]; variants: BodyVariant[] } {
  if (!isObject(content)) return { contents: [], variants: [] };
  const variants: BodyVariant[] = [];
  const contents = Object.entries(content).flatMap(([mediaType, raw]): MediaView[] => {
    const media = context.resolver.object(raw) as JsonObject | undefined;
    if (!media) return [];
    const examples = mediaExamples(media, mediaType, context.resolver, direction, generateExamples, context.markdown);
    for (const example of examples.values) variants.push({ mediaType, ...example });
    return [{ mediaType, schema: media.schema !== undefined ? buildSchemaNode(media.schema, context, direction, namedLevels) : undefined, examples: examples.views }];
  });
  return { contents, variants };
}

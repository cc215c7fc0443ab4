// The request a code sample makes (src/shared/samples/request.ts), from an operation's parameters
// and body example. Which multipart fields are files, and whether a body is binary, the example
// value does not say: the body's schema does (`format: binary`, `contentMediaType`).
import { mergeAllOf } from './merge-all-of.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { SampleBody, SamplePart } from '../../shared/samples/request.js';
import { isFormMedia, isJsonMedia, isMultipartMedia } from '../../shared/media-types.js';

/** Media types whose bytes are text whatever the schema says. */
const isTextual = (mediaType: string) => /json|xml|yaml|^text\/|javascript|graphql|x-www-form-urlencoded|^multipart\//i.test(mediaType);

/** A value as one text field: strings as they are, anything else as JSON. */
const fieldText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A JSON or text body longer than this is not written into the samples (every language would
 * repeat it: a request example of 600 KB made a 5 MB page): they send it from a file instead,
 * the request example saved as `bodyFileName(mediaType)`, and the page says so.
 */
export const MAX_SAMPLE_BODY = 20_000;

/** The file a sample sends a body too long to write in it from (see MAX_SAMPLE_BODY), else undefined. */
export function longBodyFile(mediaType: string, value: Json): string | undefined {
  if (isMultipartMedia(mediaType) || isFormMedia(mediaType) || !isTextual(mediaType)) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  if (text === undefined || text.length <= MAX_SAMPLE_BODY) return undefined;
  return `body${isJsonMedia(mediaType) ? '.json' : /xml/i.test(mediaType) ? '.xml' : /yaml/i.test(mediaType) ? '.yaml' : '.txt'}`;
}

/** The body of a sample: `rawBody` is the operation's requestBody, whose schema tells files apart. */
export function sampleBody(mediaType: string, value: Json, rawBody: unknown, resolver: RefResolver): SampleBody {
  const file = longBodyFile(mediaType, value);
  if (file !== undefined) return { kind: 'file', mediaType, file };
  const media = mediaObject(rawBody, mediaType, resolver);
  const schema = media && media.schema !== undefined ? resolver.object(media.schema) : undefined;
  if (isMultipartMedia(mediaType) && isObject(value)) return { kind: 'multipart', mediaType, parts: multipartParts(value, schema, media, resolver) };
  if (isFormMedia(mediaType)) return { kind: 'form', mediaType, fields: formFields(value) };
  if (!isTextual(mediaType) && (schema === undefined || isFileSchema(schema))) return { kind: 'file', mediaType, file: `file${extensionOf(mediaType)}` };
  if (isJsonMedia(mediaType)) return { kind: 'json', mediaType, value };
  return { kind: 'text', mediaType, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) };
}

/** A body without an example to send: the first media type's, when it is a file (nothing else can be written without a value). */
export function fileBodyOf(rawBody: unknown, resolver: RefResolver): SampleBody | undefined {
  const content = resolver.object(rawBody)?.content;
  const first = isObject(content) ? Object.keys(content)[0] : undefined;
  if (first === undefined) return undefined;
  const media = mediaObject(rawBody, first, resolver);
  const schema = media && media.schema !== undefined ? resolver.object(media.schema) : undefined;
  return !isTextual(first) && (schema === undefined || isFileSchema(schema)) ? { kind: 'file', mediaType: first, file: `file${extensionOf(first)}` } : undefined;
}

function mediaObject(rawBody: unknown, mediaType: string, resolver: RefResolver): JsonObject | undefined {
  const content = resolver.object(rawBody)?.content;
  return isObject(content) ? resolver.object(content[mediaType]) : undefined;
}

/** A file: binary (3.0) or a contentMediaType without a text encoding (3.1), as the Try it console decides. */
export function isFileSchema(schema: JsonObject | undefined): boolean {
  return schema !== undefined && (schema.format === 'binary' || (typeof schema.contentMediaType === 'string' && schema.contentEncoding === undefined));
}

/** A form body: the example is already `name=value&…` text (example-syntax.ts), or an object. */
function formFields(value: Json): [string, string][] {
  if (typeof value === 'string') return [...new URLSearchParams(value)];
  return isObject(value) ? Object.entries(value).map(([k, v]) => [k, fieldText(v)]) : [];
}

function multipartParts(value: JsonObject, rawSchema: JsonObject | undefined, media: JsonObject | undefined, resolver: RefResolver): SamplePart[] {
  const schema = rawSchema ? mergeAllOf(rawSchema, resolver) : undefined;
  const properties = schema && isObject(schema.properties) ? schema.properties : {};
  const encoding = media && isObject(media.encoding) ? media.encoding : {};
  return Object.entries(value).flatMap(([name, v]): SamplePart[] => {
    const property = resolver.object(properties[name]);
    const items = resolver.object(property?.items);
    const fileSchema = [property, items].find(isFileSchema);
    if (fileSchema) {
      const declared = resolver.object(encoding[name])?.contentType ?? fileSchema.contentMediaType;
      // Only one exact type names the part's type: `image/*` or a list leaves it to the client.
      const contentType = typeof declared === 'string' && /^[\w.+-]+\/[\w.+-]+$/.test(declared) ? declared : undefined;
      return [{ name, file: `${name.replace(/[^\w.-]+/g, '_') || 'file'}${extensionOf(contentType ?? '')}`, ...(contentType ? { contentType } : {}) }];
    }
    // An array of plain values is one part per item, as OpenAPI sends arrays in multipart bodies.
    if (Array.isArray(v) && v.every((item) => item === null || typeof item !== 'object')) return v.map((item) => ({ name, value: fieldText(item) }));
    return [{ name, value: fieldText(v) }];
  });
}

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'application/gzip': '.gz',
  'application/json': '.json',
  'text/plain': '.txt',
  'text/csv': '.csv',
  'audio/mpeg': '.mp3',
  'video/mp4': '.mp4',
};

/** A file name's extension for a media type, so the sample's file name says what to put there. */
function extensionOf(mediaType: string): string {
  return EXTENSIONS[mediaType.split(';')[0].trim().toLowerCase()] ?? '.bin';
}

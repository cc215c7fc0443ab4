// An example written (or generated) as a value, shown in the syntax of its media type: an XML
// body as XML (elements and attributes named by the schema's `xml` hints, as OpenAPI defines
// them), a form body as `name=value&…`. Examples the spec writes as strings are its own text
// and are kept as written. Code samples send the same text.
import { escapeHtml, KEEP_APOSTROPHE_ENTITIES } from '../../shared/escape-html.js';
import { isFormMedia, isXmlMedia } from '../../shared/media-types.js';
import { isObject, type Json } from './pointer.js';
import type { RefResolver } from './resolver.js';

/** The value as its media type writes it: a string for XML and forms, else the value itself. */
export function inMediaSyntax(value: Json, mediaType: string, schema: unknown, resolver: RefResolver): Json {
  if (typeof value === 'string') return value;
  if (isXmlMedia(mediaType)) return asXml(value, schema, resolver);
  if (isFormMedia(mediaType) && isObject(value)) return formEncoded(value);
  return value;
}

function formEncoded(value: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
}

const MAX_DEPTH = 32;

function asXml(value: Json, schema: unknown, resolver: RefResolver): string {
  const { value: resolved, schemaName } = resolver.resolve(schema);
  const root = xmlHints(resolved).name ?? schemaName ?? 'root';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(root, value, resolved, resolver, '', 0)}`;
}

interface XmlHints {
  name?: string;
  attribute?: boolean;
  wrapped?: boolean;
}

function xmlHints(schema: unknown): XmlHints {
  const xml = isObject(schema) && isObject(schema.xml) ? schema.xml : {};
  return {
    name: typeof xml.name === 'string' && xml.name ? xml.name : undefined,
    attribute: xml.attribute === true || xml.nodeType === 'attribute',
    wrapped: xml.wrapped === true,
  };
}

function element(name: string, value: unknown, schema: unknown, resolver: RefResolver, indent: string, depth: number): string {
  const tag = xmlName(name);
  if (value === null || value === undefined) return `${indent}<${tag}/>`;
  if (Array.isArray(value)) {
    // An array is its items repeated under the property's name, or inside a wrapper element.
    const items = resolver.resolve(isObject(schema) ? schema.items : undefined).value;
    const itemName = xmlHints(items).name ?? name;
    if (!xmlHints(schema).wrapped) return value.map((item) => element(itemName, item, items, resolver, indent, depth + 1)).join('\n');
    const inner = value.map((item) => element(itemName, item, items, resolver, `${indent}  `, depth + 1)).join('\n');
    return inner ? `${indent}<${tag}>\n${inner}\n${indent}</${tag}>` : `${indent}<${tag}/>`;
  }
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return `${indent}<${tag}>${xmlText(typeof value === 'object' ? JSON.stringify(value) : String(value))}</${tag}>`;
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  let attributes = '';
  const children: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childSchema = resolver.resolve(properties[key]).value;
    const hints = xmlHints(childSchema);
    if (hints.attribute && (child === null || typeof child !== 'object')) attributes += ` ${xmlName(hints.name ?? key)}="${xmlText(String(child))}"`;
    else children.push(element(hints.name ?? key, child, childSchema, resolver, `${indent}  `, depth + 1));
  }
  return children.length ? `${indent}<${tag}${attributes}>\n${children.join('\n')}\n${indent}</${tag}>` : `${indent}<${tag}${attributes}/>`;
}

/** A name that is a valid XML name (a key such as `2fa` or `a b` gets underscores). */
function xmlName(name: string): string {
  const cleaned = name.replace(/[^\w.-]/g, '_');
  return /^[A-Za-z_]/.test(cleaned) ? cleaned : `_${cleaned}`;
}

/** XML's text and attribute escaping: `&`, `<`, `>` and `"` as the entities XML predefines, `'` as it is. */
const xmlText = (text: string) => escapeHtml(text, KEEP_APOSTROPHE_ENTITIES);

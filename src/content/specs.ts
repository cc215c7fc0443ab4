// The site's OpenAPI files as plain data for docs content, search and machine outputs, as parsed
// once by the reference stage. This module does not depend on the reference renderer's view
// models; it only agrees with it on anchors (`operation/<id>`, `schema/<name>`, `webhook/<name>`).
import type { SiteConfig, SpecEntry } from '../config/site-config.js';
import { routeUrl } from '../shared/routes.js';
import type { ParsedSpec, SpecAnchors } from '../model/reference/spec-anchors.js';

/** The parts of an OpenAPI document this module reads; everything else stays `unknown`. */
export interface OpenApiDocument {
  info?: { title?: string; summary?: string; description?: string; version?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  'x-webhooks'?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  security?: Record<string, string[]>[];
}

export interface LoadedSpec {
  entry: SpecEntry;
  file: string;
  text: string;
  doc: OpenApiDocument;
  /** URL of the reference page, e.g. /api-docs/api. */
  url: string;
  /** The reference's own ids, anchors and page URLs (see ParsedSpec.anchors). */
  anchors: SpecAnchors;
}

/** The specs the reference stage parsed, seen as OpenAPI documents with their reference URLs. */
export function contentSpecs(config: SiteConfig, parsed: readonly ParsedSpec[]): LoadedSpec[] {
  return parsed.map(({ entry, file, text, data, anchors }) => ({
    entry,
    file,
    text,
    doc: (isObject(data) ? data : {}) as OpenApiDocument,
    url: routeUrl(config.baseUrl, entry.route, config.trailingSlash),
    anchors,
  }));
}

/** Follows local `$ref`s (`#/components/...`), at most a few levels deep. */
export function deref<T = Record<string, unknown>>(doc: OpenApiDocument, value: unknown): T | undefined {
  let current = value;
  for (let depth = 0; depth < 8 && isObject(current) && typeof current.$ref === 'string'; depth++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
  }
  return current as T | undefined;
}

/** Name of the component a `$ref` points to (`#/components/schemas/Contact` → Contact). */
export function refName(value: unknown): string | undefined {
  return isObject(value) && typeof value.$ref === 'string' ? value.$ref.split('/').pop() : undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

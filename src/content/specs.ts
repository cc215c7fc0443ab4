// The site's OpenAPI files as plain data for docs content, search and machine outputs. Parsed with
// `yaml` straight from the config's `specs` entries: this module never depends on the reference
// renderer, it only agrees with it on anchors (`operation/<id>`, `schema/<name>`, `webhook/<name>`).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { SiteConfig, SpecEntry } from '../config/site-config.js';
import { routeUrl } from '../shared/routes.js';

/** The parts of an OpenAPI document this module reads; everything else stays `unknown`. */
export interface OpenApiDocument {
  info?: { title?: string; summary?: string; description?: string; version?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
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
}

export async function loadSpecs(config: SiteConfig, siteDir: string): Promise<LoadedSpec[]> {
  const specs = await Promise.all(
    config.specs.map(async (entry) => {
      const file = resolve(siteDir, entry.file);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) return undefined; // reported by the reference stage (spec-not-found)
      let doc: OpenApiDocument;
      try {
        doc = (parse(text) ?? {}) as OpenApiDocument;
      } catch {
        return undefined; // reported by the reference stage
      }
      return { entry, file, text, doc, url: routeUrl(config.baseUrl, entry.route, config.trailingSlash) };
    }),
  );
  return specs.filter((spec): spec is LoadedSpec => spec !== undefined);
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

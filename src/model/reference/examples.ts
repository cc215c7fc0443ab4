// Examples of a media type (request or response body): the spec's own `examples`/`example`,
// else one generated from the schema. Shown as escaped, highlighted text.
import { escapeHtml } from '../../shared/escape-html.js';
import { highlightCode } from '../../markdown/highlight.js';
import { exampleFor } from './example-values.js';
import { highlightJson } from './json-highlight.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { Direction } from './schema-tree.js';
import type { ExampleView } from './view-model.js';

export interface MediaExamples {
  views: ExampleView[];
  /** The first example's value, for code samples. */
  first?: Json;
}

/**
 * `generate`: when the spec writes no example, make one from the schema. Error bodies (see
 * bodies.ts) pass false: only the examples the spec writes are shown, as plain text (no
 * highlighting), since the same error examples repeat under most operations of a page.
 */
export function mediaExamples(media: JsonObject, mediaType: string, resolver: RefResolver, direction: Direction, generate = true): MediaExamples {
  const view = (name: string, summary: string | undefined, value: unknown) => (generate ? exampleView(name, summary, value, mediaType) : plainExampleView(name, summary, value, mediaType));
  const views: ExampleView[] = [];
  let first: Json | undefined;
  if (isObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolver.object(raw);
      if (!example) continue;
      const summary = typeof example.summary === 'string' ? example.summary : undefined;
      if (example.value !== undefined) {
        views.push(view(name, summary, example.value));
        first ??= example.value;
      } else if (typeof example.externalValue === 'string') {
        views.push({ name, summary, highlighted: highlightCode(`See ${example.externalValue}`, undefined), language: 'text' });
      }
    }
  }
  if (views.length === 0 && media.example !== undefined) {
    views.push(view('example', undefined, media.example));
    first = media.example;
  }
  if (generate && views.length === 0 && media.schema !== undefined) {
    const generated = exampleFor(media.schema, resolver, direction);
    if (generated !== undefined) {
      views.push(exampleView('example', undefined, generated, mediaType));
      first = generated;
    }
  }
  return { views, first };
}

/** An example as escaped text, unhighlighted. */
function plainExampleView(name: string, summary: string | undefined, value: unknown, mediaType: string): ExampleView {
  const language = exampleLanguage(value, mediaType);
  return { name, summary, highlighted: escapeHtml(language === 'json' ? JSON.stringify(value, null, 2) : String(value)), language };
}

export function exampleView(name: string, summary: string | undefined, value: unknown, mediaType: string): ExampleView {
  const language = exampleLanguage(value, mediaType);
  // JSON is written with its highlighting in one pass (json-highlight.ts), never as text first.
  return { name, summary, highlighted: language === 'json' ? highlightJson(value) : highlightCode(value as string, language), language };
}

/** `json`, unless the example is a string of a non-JSON media type (then xml, yaml or text). */
function exampleLanguage(value: unknown, mediaType: string): string {
  if (typeof value === 'string' && !/json/i.test(mediaType)) return /xml|html/i.test(mediaType) ? 'xml' : /yaml/i.test(mediaType) ? 'yaml' : 'text';
  return 'json';
}

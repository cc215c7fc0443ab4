// Examples of a media type (request or response body): the spec's own `examples`/`example`,
// else one generated from the schema. Shown as escaped, highlighted text (JSON: see ExampleCode),
// highlighted by what the caller gives (ReferenceHtml: the model runs no highlighter itself).
import { escapeHtml } from '../../shared/escape-html.js';
import type { ReferenceHtml } from './context.js';
import { exampleFor } from './example-values.js';
import { exampleData } from './example-data.js';
import { inMediaSyntax } from './example-syntax.js';
import { isFormMedia, isJsonMedia } from '../../shared/media-types.js';
import { MAX_INLINE_EXAMPLE_HTML, MAX_INLINE_JSON_TEXT, previewHtml, type ExampleSink } from './example-files.js';
import { isObject, type Json, type JsonObject } from './pointer.js';
import type { RefResolver } from './resolver.js';
import type { Direction } from './schema-tree.js';
import type { ExampleView } from './view-model.js';

type Highlight = ReferenceHtml['highlight'];

export interface MediaExamples {
  views: ExampleView[];
  /** The first example's value, for code samples. */
  first?: Json;
  /** Every example with a value, in order (named ones by their name), as code samples send it. */
  values: { name: string; summary?: string; value: Json }[];
}

/**
 * `generate`: when the spec writes no example, make one from the schema. Error bodies (see
 * bodies.ts) pass false: only the examples the spec writes are shown, as plain text (no
 * highlighting), since the same error examples repeat under most operations of a page.
 * `describe` renders a named example's description (markdown). Values that are not strings are
 * written in the media type's own syntax (XML, forms; example-syntax.ts).
 */
export function mediaExamples(
  media: JsonObject,
  mediaType: string,
  resolver: RefResolver,
  direction: Direction,
  files: ExampleSink,
  highlight: Highlight,
  generate = true,
  describe?: (markdown: unknown) => string,
): MediaExamples {
  const views: ExampleView[] = [];
  const values: MediaExamples['values'] = [];
  const add = (name: string, summary: string | undefined, written: Json, description?: unknown) => {
    const value = inMediaSyntax(written, mediaType, media.schema, resolver);
    const view = generate ? exampleView(name, summary, value, mediaType, files, highlight) : plainExampleView(name, summary, value, mediaType, files);
    const descriptionHtml = describe && typeof description === 'string' && description.trim() ? describe(description) : undefined;
    views.push(descriptionHtml ? { ...view, descriptionHtml } : view);
    // Code samples send XML as the text shown; a form they write from its fields, in each language's way.
    values.push({ name, ...(summary !== undefined ? { summary } : {}), value: isFormMedia(mediaType) ? written : value });
  };
  if (isObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolver.object(raw);
      if (!example) continue;
      const summary = typeof example.summary === 'string' ? example.summary : undefined;
      // OpenAPI 3.2: `dataValue` is the value as data (shown in the media type's syntax and sent by
      // the samples, like `value`); `serializedValue` the text on the wire, shown as written when
      // the example gives no data.
      const data = exampleData(example);
      if (data !== undefined) add(name, summary, data as Json, example.description);
      else if (typeof example.serializedValue === 'string') {
        const text = example.serializedValue;
        const language = exampleLanguage(text, mediaType);
        views.push(shown({ name, summary, code: { kind: 'html', html: highlight(text, language) }, language }, text, files));
      } else if (typeof example.externalValue === 'string') {
        views.push({ name, summary, code: { kind: 'html', html: highlight(`See ${example.externalValue}`, undefined) }, language: 'text' });
      }
    }
  }
  if (views.length === 0 && media.example !== undefined) add('example', undefined, media.example as Json);
  if (generate && views.length === 0 && media.schema !== undefined) {
    const generated = exampleFor(media.schema, resolver, direction);
    if (generated !== undefined) add('example', undefined, generated);
  }
  return { views, first: values[0]?.value, values };
}

/** An example as escaped text, unhighlighted. */
function plainExampleView(name: string, summary: string | undefined, value: unknown, mediaType: string, files: ExampleSink): ExampleView {
  const language = exampleLanguage(value, mediaType);
  const text = language === 'json' ? JSON.stringify(value, null, 2) : String(value);
  return shown({ name, summary, code: { kind: 'html', html: escapeHtml(text) }, language }, text, files);
}

export function exampleView(name: string, summary: string | undefined, value: unknown, mediaType: string, files: ExampleSink, highlight: Highlight): ExampleView {
  const language = exampleLanguage(value, mediaType);
  // JSON is highlighted where it is shown (ExampleCode): most examples are sent as text.
  if (language === 'json') {
    const text = JSON.stringify(value, null, 2);
    return shown({ name, summary, code: { kind: 'json', text, value }, language }, text, files);
  }
  return shown({ name, summary, code: { kind: 'html', html: highlight(value as string, language) }, language }, value as string, files);
}

/**
 * The example as a page shows it: whole, or, when it is too big for a page (example-files.ts),
 * its first lines as plain text and a link to the file holding it whole.
 */
function shown(view: ExampleView, text: string, files: ExampleSink): ExampleView {
  const fits = view.code.kind === 'json' ? view.code.text.length <= MAX_INLINE_JSON_TEXT : view.code.html.length <= MAX_INLINE_EXAMPLE_HTML;
  return fits ? view : { ...view, code: { kind: 'html', html: previewHtml(text) }, file: files.add(text, view.language) };
}

/** `json`, unless the example is a string of a non-JSON media type (then xml, yaml or text). */
function exampleLanguage(value: unknown, mediaType: string): string {
  if (typeof value === 'string' && !isJsonMedia(mediaType)) return /xml|html/i.test(mediaType) ? 'xml' : /yaml/i.test(mediaType) ? 'yaml' : 'text';
  return 'json';
}

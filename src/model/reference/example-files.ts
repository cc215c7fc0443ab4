// Examples too big for a page. A spec may write an example of hundreds of kilobytes (a whole court
// case, a full account export: one real description has two of 400 KB under one operation), and a
// page cannot be split inside an operation: such an example is published as a file of its own,
// beside the downloadable spec, and the page shows its first lines with a link to the whole.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../shared/escape-html.js';

/** Highlighted HTML above this many characters (about 100 KB of example text) goes to a file. */
export const MAX_INLINE_EXAMPLE_HTML = 250_000;
/** A JSON example, highlighted only where it is shown, above this many characters of text (its highlighting is about 2.5 times as long). */
export const MAX_INLINE_JSON_TEXT = 100_000;
/** Lines (and at most characters) of a big example shown on the page. */
export const PREVIEW_LINES = 40;
const PREVIEW_CHARS = 4_000;

export interface ExampleFile {
  /** URL path of the file, e.g. `/specs/examples/3f2a….json`. */
  url: string;
  bytes: number;
  lines: number;
}

/** Where the view model publishes an example too big for a page. */
export interface ExampleSink {
  add(text: string, language: string): ExampleFile;
}

/** The example files of a build, named by their content: the same example is one file. */
export class ExampleFiles implements ExampleSink {
  /** Output path (below the base URL) → text. */
  readonly files = new Map<string, string>();

  /** `baseUrl`: the site's base URL (`/`, `/docs/`). */
  constructor(private readonly baseUrl: string) {}

  /** The file holding `text` (written once, whoever asks). */
  add(text: string, language: string): ExampleFile {
    const name = `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${language === 'json' ? 'json' : language === 'xml' ? 'xml' : language === 'yaml' ? 'yaml' : 'txt'}`;
    const path = `specs/examples/${name}`;
    this.files.set(path, text);
    return { url: `${this.baseUrl}${path}`, bytes: Buffer.byteLength(text), lines: lineCount(text) };
  }
}

/** The first lines of a big example, escaped (plain text: a cut JSON value cannot be highlighted). */
export function previewHtml(text: string): string {
  let end = -1;
  for (let line = 0; line < PREVIEW_LINES; line++) {
    const next = text.indexOf('\n', end + 1);
    if (next === -1 || next > PREVIEW_CHARS) {
      end = -1;
      break;
    }
    end = next;
  }
  // Forty lines, or what fits in the characters (a one-line example), ended by an ellipsis.
  const cut = end === -1 ? Math.min(text.length, PREVIEW_CHARS) : end;
  return cut >= text.length ? escapeHtml(text) : `${escapeHtml(text.slice(0, cut))}\n…`;
}

function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

// The request a code sample makes, with its body already sorted into what each language must do
// differently: JSON, a form, multipart parts (text fields and file uploads), text as written, or
// the bytes of a file. The build makes it from the operation (src/model/reference/sample-request.ts);
// the generators (this folder) write it in each language, at build time for a page's first
// language and in the browser for the others (src/client/sample-code.ts).
import type { Json } from '../json-pointer.js';

export interface SampleRequest {
  /** Upper case, as sent. */
  method: string;
  /** Full URL including the query string. */
  url: string;
  /**
   * URL without the query, and the query pairs decoded (Python passes them as `params`). `url` has
   * them as each parameter's style writes them (src/shared/parameter-serialization.ts).
   */
  baseUrl: string;
  query: [string, string][];
  headers: [string, string][];
  body?: SampleBody;
}

/** A multipart part: a text field, or a file read from disk (`file` is its name, beside the sample). */
export type SamplePart = { name: string; value: string } | { name: string; file: string; contentType?: string };

export type SampleBody =
  | { kind: 'json'; mediaType: string; value: Json }
  | { kind: 'form'; mediaType: string; fields: [string, string][] }
  | { kind: 'multipart'; mediaType: string; parts: SamplePart[] }
  /** XML, plain text, or any text the spec writes: sent as it is. */
  | { kind: 'text'; mediaType: string; text: string }
  /** A binary body: the bytes of the file `file`. */
  | { kind: 'file'; mediaType: string; file: string };

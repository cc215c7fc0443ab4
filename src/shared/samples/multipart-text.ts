// Multipart bodies for languages whose HTTP client has no multipart builder (Java's HttpClient,
// Swift's URLSession): the text around each part, written by the sample around the boundary.
import type { SamplePart } from './request.js';

/** A quoted-string of a Content-Disposition parameter (RFC 7578: `"` and `\` escaped). */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** What follows `--boundary` up to the part's content: its headers and the blank line. */
export function partHead(part: SamplePart): string {
  const disposition = `\r\nContent-Disposition: form-data; name=${quoted(part.name)}`;
  if (!('file' in part)) return `${disposition}\r\n\r\n`;
  return `${disposition}; filename=${quoted(part.file)}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
}

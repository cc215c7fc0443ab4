// The curl line of a built request (request.ts): what Send does, in a form to copy. Bodies are
// written so curl sends the same bytes: a form body as the encoded text fetch sends, multipart
// text fields with --form-string (curl -F would read a value starting with @ or < as a file).
import type { BuiltBody, BuiltRequest } from './request.js';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A file name for curl -F: double-quoted (with \ escapes) when it holds what -F parses. */
const fileName = (name: string) => (/[";,\\]|^\s|\s$/.test(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : name);

function bodyOptions(body: BuiltBody): string[] {
  if (body.kind === 'text') return ['--data-raw', quote(body.text)];
  if (body.kind === 'form') return ['--data-raw', quote(new URLSearchParams(body.fields).toString())];
  return body.parts.flatMap((part) =>
    'file' in part ? ['-F', quote(`${part.name}=@${fileName(part.file.name)}${part.file.type ? `;type=${part.file.type}` : ''}`)] : ['--form-string', quote(`${part.name}=${part.value}`)],
  );
}

export function curlLine(request: BuiltRequest): string {
  const parts = ['curl', '-X', request.method, quote(request.url)];
  for (const [name, value] of request.headers) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body) parts.push(...bodyOptions(request.body));
  return parts.join(' ');
}

// The curl line of a built request (request.ts): what Send did, in a form to copy.
import type { BuiltRequest } from './request.js';

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlLine(request: BuiltRequest): string {
  const parts = ['curl', '-X', request.method, quote(request.url)];
  for (const [name, value] of request.headers) parts.push('-H', quote(`${name}: ${value}`));
  if (request.body !== undefined) parts.push('--data-raw', quote(request.body));
  return parts.join(' ');
}

// Writes one response: content type, cache policy, ETag/304, HEAD, and gzip/brotli when accepted.
import type { Resolution } from './routing.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compress, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from './compression.js';
import { contentTypeOf, isCompressible } from './content-type.js';

export interface Body {
  /** Output path; its extension gives the content type. */
  path: string;
  content: string | Uint8Array;
  status: number;
  cacheControl: string;
  etag?: string;
  compress: boolean;
  /** Remembers compressed bodies by ETag (the static server); watch compresses nothing. */
  compressed?: CompressedCache;
}

export function sendBody(req: IncomingMessage, res: ServerResponse, body: Body): void {
  const contentType = contentTypeOf(body.path);
  const raw = typeof body.content === 'string' ? Buffer.from(body.content) : body.content;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', body.cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (body.etag) res.setHeader('ETag', body.etag);
  const compressible = body.compress && isCompressible(contentType) && raw.byteLength >= MIN_COMPRESS_BYTES;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (body.etag && body.status === 200 && matchesEtag(req.headers['if-none-match'], body.etag)) {
    res.writeHead(304).end();
    return;
  }
  const encoding = compressible ? negotiateEncoding(header(req.headers['accept-encoding'])) : undefined;
  const payload = encoding ? compressedBody(raw, encoding, body) : raw;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', payload.byteLength);
  res.writeHead(body.status);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(req.method === 'HEAD' ? undefined : text);
}

function compressedBody(raw: Uint8Array, encoding: Encoding, body: Body): Uint8Array {
  if (!body.etag || !body.compressed) return compress(raw, encoding);
  return body.compressed.get(`${encoding}:${body.path}:${body.etag}`, () => compress(raw, encoding));
}

function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const value = header(ifNoneMatch);
  if (!value) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** A small LRU of compressed bodies, bounded by total bytes. */
export class CompressedCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;
  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, make: () => Uint8Array): Uint8Array {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.byteLength;
    }
    return value;
  }
}

/** Answers a routing result (see routing.ts); only found files differ between servers. */
export async function sendResolution<T>(
  req: IncomingMessage,
  res: ServerResponse,
  resolved: Resolution<T>,
  sendFile: (file: Extract<Resolution<T>, { kind: 'file' }>) => void | Promise<void>,
): Promise<void> {
  switch (resolved.kind) {
    case 'bad-request':
      return sendText(req, res, 400, 'Bad request\n');
    case 'redirect':
      return sendText(req, res, 301, `Moved to ${resolved.location}\n`, { Location: resolved.location });
    case 'not-found':
      return sendText(req, res, 404, 'Not found\n');
    case 'file':
      return sendFile(resolved);
  }
}

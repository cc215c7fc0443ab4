// Sends a built request and says what happened, in the terms a reader can act on: an answer
// (any status), a timeout, a cancel, or no answer the browser may show (CORS or network).
import { fetchBody, fetchUrl, type BuiltRequest } from './request.js';

export type Outcome =
  | { kind: 'answer'; status: number; statusText: string; headers: [string, string][]; contentType: string; body: string; ms: number }
  | { kind: 'timeout'; ms: number }
  | { kind: 'cancelled'; ms: number }
  | { kind: 'no-answer'; message: string; ms: number };

export interface Sending {
  done: Promise<Outcome>;
  cancel(): void;
}

export function send(request: BuiltRequest, options: { proxyUrl?: string; timeoutMs: number }): Sending {
  const controller = new AbortController();
  let why: 'timeout' | 'cancelled' | undefined;
  const start = performance.now();
  const elapsed = () => Math.round(performance.now() - start);
  const timer = setTimeout(() => {
    why = 'timeout';
    controller.abort();
  }, options.timeoutMs);
  const done = (async (): Promise<Outcome> => {
    try {
      // credentials 'omit': the reader's cookies for the API's host are not sent along (the console
      // sends only what it shows); redirects are followed as fetch does.
      const response = await fetch(fetchUrl(request, options.proxyUrl), {
        method: request.method,
        headers: request.headers,
        body: fetchBody(request.body),
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
      });
      const body = await response.text();
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => headers.push([name, value]));
      return { kind: 'answer', status: response.status, statusText: response.statusText, headers, contentType: response.headers.get('content-type') ?? '', body, ms: elapsed() };
    } catch (error) {
      if (why) return { kind: why, ms: elapsed() };
      return { kind: 'no-answer', message: error instanceof Error ? error.message : String(error), ms: elapsed() };
    } finally {
      clearTimeout(timer);
    }
  })();
  return {
    done,
    cancel: () => {
      why ??= 'cancelled';
      controller.abort();
    },
  };
}

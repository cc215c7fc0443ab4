// The one request builder of the console and the curl line written from its result: values are
// encoded where they go, credentials placed, and a spec's path cannot lead to another host.
import { describe, expect, it } from 'vitest';
import { curlLine } from '../../src/client/try-it/curl.js';
import { buildRequest, fetchUrl } from '../../src/client/try-it/request.js';

const base = 'https://docs.example.com/api';

describe('buildRequest', () => {
  it('fills path and query, adds headers, credentials and the body type', () => {
    const request = buildRequest(
      {
        method: 'POST',
        serverUrl: 'https://api.example.com/v1/',
        path: '/pets/{petId}/toys',
        parameters: [
          { name: 'petId', in: 'path', value: 'a/b?c' },
          { name: 'q', in: 'query', value: 'x y&z' },
          { name: 'X-Trace', in: 'header', value: 't1' },
          { name: 'session', in: 'cookie', value: 's' },
        ],
        auth: [
          { in: 'header', name: 'Authorization', value: 'Bearer tok' },
          { in: 'query', name: 'api_key', value: 'k' },
        ],
        body: { mediaType: 'application/json', text: `{"it's":1}` },
      },
      base,
    );
    expect(request.url).toBe('https://api.example.com/v1/pets/a%2Fb%3Fc/toys?q=x%20y%26z&api_key=k');
    expect(request.headers).toEqual([
      ['X-Trace', 't1'],
      ['Authorization', 'Bearer tok'],
      ['Content-Type', 'application/json'],
    ]);
    expect(request.leftOut).toEqual([expect.stringContaining('cookie session')]);
    expect(curlLine(request)).toBe(
      `curl -X POST 'https://api.example.com/v1/pets/a%2Fb%3Fc/toys?q=x%20y%26z&api_key=k' -H 'X-Trace: t1' -H 'Authorization: Bearer tok' -H 'Content-Type: application/json' --data-raw '{"it'\\''s":1}'`,
    );
    expect(fetchUrl(request, 'https://proxy.example.com/')).toBe(`https://proxy.example.com/${request.url}`);
  });

  it('resolves a relative server against the page and keeps the origin the server’s', () => {
    expect(buildRequest({ method: 'GET', serverUrl: '/v2', path: '/things', parameters: [], auth: [] }, base).url).toBe('https://docs.example.com/v2/things');
    // A path written to lead elsewhere stays on the server's host.
    for (const path of ['//evil.example/x', '@evil.example/x', '/\\evil.example/x']) {
      expect(new URL(buildRequest({ method: 'GET', serverUrl: 'https://api.example.com', path, parameters: [], auth: [] }, base).url).host).toBe('api.example.com');
    }
  });
});

// The one request builder of the console and the curl line written from its result: values are
// encoded where they go, credentials placed, and a spec's path cannot lead to another host; form
// and multipart bodies are sent and written as the same bytes; the PKCE and token request helpers.
import { describe, expect, it } from 'vitest';
import { curlLine } from '../../src/client/try-it/curl.js';
import { tokenRequest } from '../../src/client/try-it/oauth-token.js';
import { challengeOf, randomText } from '../../src/client/try-it/pkce.js';
import { buildRequest, fetchBody, fetchUrl, type FieldValue } from '../../src/client/try-it/request.js';

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
    expect(request.leftOut).toEqual([{ kind: 'cookie', name: 'session' }]);
    expect(curlLine(request)).toBe(
      `curl -X POST 'https://api.example.com/v1/pets/a%2Fb%3Fc/toys?q=x%20y%26z&api_key=k' -H 'X-Trace: t1' -H 'Authorization: Bearer tok' -H 'Content-Type: application/json' --data-raw '{"it'\\''s":1}'`,
    );
    expect(fetchUrl(request, 'https://proxy.example.com/')).toBe(`https://proxy.example.com/${request.url}`);
  });

  it('writes array, object and `content` values as their style says, as the code samples do', () => {
    const request = buildRequest(
      {
        method: 'GET',
        serverUrl: 'https://api.example.com',
        path: '/items/{ids}/{point}',
        parameters: [
          { name: 'ids', in: 'path', type: 'array', style: 'label', value: '1,2' },
          { name: 'point', in: 'path', type: 'object', style: 'matrix', explode: true, value: '{"lat":1,"lon":2}' },
          { name: 'status', in: 'query', type: 'array', value: 'available,pending' },
          { name: 'tags', in: 'query', type: 'array', explode: false, value: '["a b","c,d"]' },
          { name: 'codes', in: 'query', type: 'array', style: 'pipeDelimited', explode: false, value: 'x,y' },
          { name: 'filter', in: 'query', type: 'object', style: 'deepObject', value: '{"color":"red"}' },
          { name: 'next', in: 'query', type: 'string', allowReserved: true, value: 'https://x.example/a?b' },
          { name: 'where', in: 'query', contentType: 'application/json', value: '{ "age": 3 }' },
          { name: 'X-Ids', in: 'header', type: 'array', value: '1,2,3' },
        ],
        auth: [],
      },
      base,
    );
    expect(request.url).toBe(
      'https://api.example.com/items/.1,2/;lat=1;lon=2?status=available&status=pending&tags=a%20b,c%2Cd&codes=x%7Cy&filter%5Bcolor%5D=red&next=https://x.example/a?b&where=%7B%22age%22%3A3%7D',
    );
    expect(request.headers).toEqual([['X-Ids', '1,2,3']]);
  });

  it('resolves a relative server against the page and keeps the origin the server’s', () => {
    expect(buildRequest({ method: 'GET', serverUrl: '/v2', path: '/things', parameters: [], auth: [] }, base).url).toBe('https://docs.example.com/v2/things');
    // A path written to lead elsewhere stays on the server's host.
    for (const path of ['//evil.example/x', '@evil.example/x', '/\\evil.example/x']) {
      expect(new URL(buildRequest({ method: 'GET', serverUrl: 'https://api.example.com', path, parameters: [], auth: [] }, base).url).host).toBe('api.example.com');
    }
  });
});

describe('form and multipart bodies', () => {
  const post = (mediaType: string, fields: FieldValue[]) =>
    buildRequest({ method: 'POST', serverUrl: 'https://api.example.com', path: '/up', parameters: [], auth: [], body: { mediaType, fields } }, base);

  it('sends a form body as URLSearchParams and writes the same bytes in curl', () => {
    const request = post('application/x-www-form-urlencoded', [
      { name: 'name', value: "Tom & Jerry's" },
      { name: 'note', value: 'a=b+c' },
    ]);
    expect(request.headers).toEqual([['Content-Type', 'application/x-www-form-urlencoded']]);
    expect(String(fetchBody(request.body))).toBe('name=Tom+%26+Jerry%27s&note=a%3Db%2Bc');
    expect(curlLine(request)).toBe(`curl -X POST 'https://api.example.com/up' -H 'Content-Type: application/x-www-form-urlencoded' --data-raw 'name=Tom+%26+Jerry%27s&note=a%3Db%2Bc'`);
  });

  it('sends multipart as FormData without a Content-Type of its own (the boundary is the browser’s)', async () => {
    const file = new File([new Uint8Array([0, 255, 1])], 'my "pet";1.png', { type: 'image/png' });
    const request = post('multipart/form-data', [
      { name: 'caption', value: '@not-a-file' },
      { name: 'photo', file },
    ]);
    expect(request.headers).toEqual([]);
    const form = fetchBody(request.body);
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('caption')).toBe('@not-a-file');
    const sent = (form as FormData).get('photo') as File;
    expect([sent.name, sent.type, [...new Uint8Array(await sent.arrayBuffer())]]).toEqual(['my "pet";1.png', 'image/png', [0, 255, 1]]);
    // --form-string: a value starting with @ stays text; a file name with quotes or ; is quoted for -F.
    expect(curlLine(request)).toBe(`curl -X POST 'https://api.example.com/up' --form-string 'caption=@not-a-file' -F 'photo=@"my \\"pet\\";1.png";type=image/png'`);
  });
});

describe('OAuth 2 helpers', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', async () => {
    expect(await challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    expect(randomText()).toMatch(/^[\w-]{43}$/);
  });

  it('asks the token endpoint with a form body, client credentials in HTTP Basic (form-encoded first)', () => {
    const request = tokenRequest({ tokenUrl: 'https://auth.example.com/token', fields: [['grant_type', 'client_credentials']], basic: { id: 'app', secret: 'a:b c' } });
    expect(request.method).toBe('POST');
    expect(request.headers).toContainEqual(['Authorization', `Basic ${btoa('app:a%3Ab+c')}`]);
    expect(request.headers).toContainEqual(['Content-Type', 'application/x-www-form-urlencoded']);
    expect(String(fetchBody(request.body))).toBe('grant_type=client_credentials');
  });
});

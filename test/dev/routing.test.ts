// The routing table shared by serve and watch, and the pieces around it, as pure functions.
import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/dev/compression.js';
import { injectLiveReload } from '../../src/dev/live-reload-client.js';
import { isHashedAsset, resolveRequest, safePathname } from '../../src/dev/routing.js';
import { normalizeBase } from '../../src/dev/site-base.js';

const files = new Set(['api-docs/index.html', 'api-docs/404.html', 'api-docs/authentication/index.html', 'api-docs/sitemap.xml', 'api-docs/assets/site.0123456789.css', 'api-docs/legacy.html']);
const find = (path: string) => (files.has(path) ? path : undefined);
const route = async (target: string) => {
  const r = await resolveRequest(target, '/api-docs/', find);
  return r.kind === 'file' ? `${r.status} ${r.path}` : r.kind === 'redirect' ? `redirect ${r.location}` : r.kind;
};

describe('resolveRequest', () => {
  it.each([
    ['/api-docs/', '200 api-docs/index.html'],
    ['/api-docs/index.html', '200 api-docs/index.html'],
    ['/api-docs', 'redirect /api-docs/'],
    ['/api-docs?x=1', 'redirect /api-docs/?x=1'],
    ['/api-docs/authentication', '200 api-docs/authentication/index.html'],
    ['/api-docs/authentication/', '200 api-docs/authentication/index.html'],
    ['/api-docs/authentication.html', '200 api-docs/authentication/index.html'],
    ['/api-docs/authentication/index.html', '200 api-docs/authentication/index.html'],
    ['/api-docs/legacy', '200 api-docs/legacy.html'],
    ['/api-docs/sitemap.xml', '200 api-docs/sitemap.xml'],
    ['/api-docs/missing', '404 api-docs/404.html'],
    ['/', '404 api-docs/404.html'],
    ['/elsewhere/index.html', '404 api-docs/404.html'],
    ['/api-docs/%2e%2e/secret', 'bad-request'],
    ['/api-docs/a/../index.html', 'bad-request'],
    ['/api-docs/..%2F..%2Fetc%2Fpasswd', 'bad-request'],
    ['/api-docs/%E0%A4%A', 'bad-request'],
    ['relative/path', 'bad-request'],
  ])('%s → %s', async (target, expected) => {
    expect(await route(target)).toBe(expected);
  });

  it('answers not-found when the build has no 404 page', async () => {
    expect((await resolveRequest('/x', '/', () => undefined)).kind).toBe('not-found');
  });
});

describe('helpers', () => {
  it('decodes and collapses slashes in safe paths', () => {
    expect(safePathname('/a%20b//c?q#h')).toBe('/a b/c');
    expect(safePathname('http://host/a')).toBe('/a');
  });

  it('recognises hashed assets under the base only', () => {
    expect(isHashedAsset('api-docs/assets/site.0123456789.css', '/api-docs/')).toBe(true);
    expect(isHashedAsset('api-docs/assets/logo.svg', '/api-docs/')).toBe(false);
    expect(isHashedAsset('api-docs/img/site.0123456789.css', '/api-docs/')).toBe(false);
  });

  it('negotiates brotli over gzip, honouring q-values', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('normalises a --base value', () => {
    expect(normalizeBase('api-docs')).toBe('/api-docs/');
    expect(normalizeBase('/')).toBe('/');
  });

  it('injects the live-reload script before </body>, with the file escaped, and never uses innerHTML', () => {
    const html = injectLiveReload('<html><body><p>x</p></body></html>', 'a/"b".html');
    expect(html).toMatch(/<script data-specpress-live-reload data-file="a\/&quot;b&quot;\.html">[\s\S]*<\/script><\/body><\/html>$/);
    expect(html).not.toContain('innerHTML');
    expect(html).toContain('textContent');
  });
});

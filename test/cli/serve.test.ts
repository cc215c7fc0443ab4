// `specpress serve` over a real build of a fixture site: the routing table a production static
// host implements, status codes, content types, cache headers, compression, and no way out of
// the served folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { repoRoot, runCli, tempDir } from '../helpers/cli.js';
import { rawGet, startServer, type ServerProcess } from '../dev/helpers.js';

describe('specpress serve', () => {
  let out: string;
  let server: ServerProcess;
  let css: string;
  const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.origin, path, headers);

  beforeAll(async () => {
    const dir = await tempDir();
    out = join(dir, 'build');
    const built = await runCli(['generate', '--config', join(repoRoot, 'fixtures', 'minimal', 'specpress.config.yaml'), '--out', out]);
    expect(built.exitCode, built.output).toBe(0);
    // A secret beside the served folder, and a symlink pointing at it from inside.
    await writeFile(join(dir, 'secret.txt'), 'top secret');
    await symlink(join(dir, 'secret.txt'), join(out, 'docs', 'leak.txt'));
    await mkdir(join(dir, 'outside'));
    await writeFile(join(dir, 'outside', 'index.html'), '<p>outside</p>');
    await symlink(join(dir, 'outside'), join(out, 'docs', 'linked-dir'));
    css = (await readdir(join(out, 'docs', 'assets'))).find((name) => name.endsWith('.css'))!;
    server = await startServer(['serve', '--dir', out], dir);
  });

  afterAll(() => server?.kill());

  it('prints the URL with the base path read from the build', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
  });

  it.each([
    ['/docs/', 'docs/index.html'],
    ['/docs/index.html', 'docs/index.html'],
    ['/docs/guides/setup', 'docs/guides/setup/index.html'],
    ['/docs/guides/setup/', 'docs/guides/setup/index.html'],
    ['/docs/guides/setup.html', 'docs/guides/setup/index.html'],
    ['/docs/guides/setup/index.html', 'docs/guides/setup/index.html'],
    ['/docs/guides/setup?tab=1#x', 'docs/guides/setup/index.html'],
  ])('serves %s as %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/<html/);
    expect(res.text).toContain(path === '/docs/' || path === '/docs/index.html' ? 'Minimal Docs' : 'Setup');
  });

  it('redirects the bare base path to its trailing-slash form', async () => {
    const res = await get('/docs');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/docs/');
  });

  it.each(['/docs/nowhere', '/docs/guides/nowhere.html', '/', '/other/page', '/docs/assets/'])('answers %s with the 404 page and status 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/not found/i);
  });

  it.each([
    '/docs/../../secret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/docs/%2E%2E%2F%2E%2E%2Fsecret.txt',
    '/docs/..%2f..%2fsecret.txt',
    '/docs/..%5c..%5csecret.txt',
    '/docs/%00/index.html',
    '/docs/%zz',
  ])('refuses the traversal attempt %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('top secret');
  });

  it('never follows a symlink out of the served folder', async () => {
    for (const path of ['/docs/leak.txt', '/docs/linked-dir/', '/docs/linked-dir/index.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('top secret');
      expect(res.text).not.toContain('<p>outside</p>');
    }
  });

  it('treats an absolute path or an absolute-form target as a path under the folder', async () => {
    expect((await get('//etc/passwd')).status).toBe(404);
    expect((await get('/etc/passwd')).status).toBe(404);
    const absolute = await get('http://example.com/docs/guides/setup');
    expect(absolute.status).toBe(200);
  });

  it('caches hashed assets forever and revalidates the rest', async () => {
    const asset = await get(`/docs/assets/${css}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sitemap = await get('/docs/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('no-cache');
    const markdown = await get('/docs/guides/setup.md');
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get('/docs/guides/setup');
    const again = await get('/docs/guides/setup', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const plain = await get('/docs/guides/setup');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get('/docs/guides/setup', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);

    const gzip = await get('/docs/guides/setup', { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.text);

    const notFound = await get('/docs/nowhere', { 'Accept-Encoding': 'gzip' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('gzip');

    const none = await get('/docs/guides/setup', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await rawGet(server.origin, '/docs/guides/setup', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect((await rawGet(server.origin, '/docs/', {}, 'POST')).status).toBe(405);
  });

  it('exits cleanly on Ctrl-C', async () => {
    expect(await server.stop()).toBe(0);
  });
});

describe('specpress serve errors', () => {
  it('fails with exit code 1 when there is no built site', async () => {
    const run = await runCli(['serve', '--dir', join(await tempDir(), 'missing'), '--port', '0']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/There is no built site at .*missing.*\[serve-dir-not-found\]/);
  });

  it('rejects a bad port as a usage error', async () => {
    expect((await runCli(['serve', '--port', 'eighty'])).exitCode).toBe(2);
  });
});

// Server variables fill only their part of a server URL: a default or enum value that would send
// requests (and Try it's credentials) to another host is warned of at its place, kept out of the
// code samples and not offered by Try it; the one rule (shared/server-url.ts) the console uses too.
// The console's refusal in a real browser is in test/e2e/try-it.test.ts.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { copyFixture, runCli, tempDir } from '../helpers/cli.js';
import { fillServerUrl } from '../../src/shared/server-url.js';
import { TRY_IT_SPEC_ID, type TryItSpec } from '../../src/shared/try-it-types.js';

describe('server variables in a spec', () => {
  it('a value that would change the host is warned of at its line, left out of the samples, and not offered by Try it', async () => {
    const site = await copyFixture('minimal');
    await writeFile(
      join(site, 'openapi.yaml'),
      `openapi: 3.1.0
info: { title: Regions, version: "1" }
servers:
  - url: https://{region}.api.example.com/v1
    variables:
      region:
        default: "evil.example/steal?"
        enum: [eu, "evil.example/steal?", "x@evil.example"]
  - url: http://127.0.0.1:{port}/{base}
    variables:
      port: { default: "1@evil.example" }
      base: { default: "v1/beta" }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Key }
security: [{ key: [] }]
paths:
  /a:
    get:
      responses: { "200": { description: OK } }
`,
    );
    await appendFile(join(site, 'specpress.config.yaml'), '\nspecs:\n  - { id: v1, file: openapi.yaml, route: api, label: v1, tryIt: {} }\n');
    const out = join(await tempDir(), 'build');
    const run = await runCli(['generate', '--out', out], site);
    expect(run.exitCode, run.stderr).toBe(0);
    const warning = (line: number, column: number, value: string, server: string) =>
      `openapi.yaml:${line}:${column}: warning In the server ${server}, the server variable {${value.split('=')[0]}} is "${value.split('=')[1]}", but in the host or port of the URL it may hold only letters, digits, "." and "-"`;
    expect(run.stderr).toContain(warning(7, 18, 'region=evil.example/steal?', 'https://{region}.api.example.com/v1'));
    expect(run.stderr).toContain(warning(8, 20, 'region=evil.example/steal?', 'https://{region}.api.example.com/v1'));
    expect(run.stderr).toContain(warning(8, 43, 'region=x@evil.example', 'https://{region}.api.example.com/v1'));
    expect(run.stderr).toContain(warning(11, 24, 'port=1@evil.example', 'http://127.0.0.1:{port}/{base}'));
    expect(run.stderr).toContain('[spec-server-variable-refused]');
    // A path variable may hold "/": no warning for base.
    expect(run.stderr).not.toContain('{base}} is');

    const html = await readFile(join(out, 'docs/api/index.html'), 'utf8');
    // <pre> parsed as elements (node-html-parser keeps it as raw text by default).
    const page = parse(html, { blockTextElements: { script: true, style: true } });
    // The samples (written in the page, and the data the browser writes the others from) keep {region}.
    expect(page.getElementById('samples-get-a-curl')?.querySelector('code')?.text).toContain("curl 'https://{region}.api.example.com/v1/a'");
    expect(html).toContain('&quot;baseUrl&quot;:&quot;https://{region}.api.example.com/v1/a&quot;');
    // The refused values are only where the page lists the spec's variables, as text.
    expect(page.querySelector('.server-variables')?.text).toContain('evil.example/steal?');
    for (const list of page.querySelectorAll('.server-variables')) list.remove();
    expect(page.toString()).not.toContain('evil.example');
    const tryIt = JSON.parse(page.getElementById(TRY_IT_SPEC_ID)?.text ?? '{}') as TryItSpec;
    expect(tryIt.servers).toEqual([
      { url: 'https://{region}.api.example.com/v1', variables: [{ name: 'region', default: '', enum: ['eu'] }] },
      {
        url: 'http://127.0.0.1:{port}/{base}',
        variables: [
          { name: 'port', default: '', enum: [] },
          { name: 'base', default: 'v1/beta', enum: [] },
        ],
      },
    ]);
  });
});

describe('the server URL rule Try it and the build share', () => {
  const fill = (template: string, values: Record<string, string>) => fillServerUrl(template, (name) => values[name]);

  it('fills a host label, a port and path segments', () => {
    expect(fill('https://{region}.api.example.com:{port}/{base}/x', { region: 'eu-west.1', port: '8443', base: 'v1/beta' })).toEqual({
      url: 'https://eu-west.1.api.example.com:8443/v1/beta/x',
      refused: [],
    });
    expect(fill('{scheme}://api.example.com', { scheme: 'https' }).url).toBe('https://api.example.com');
  });

  it('refuses what would move the request to another host, keeping {name}', () => {
    for (const value of ['evil.example/steal?', 'evil.example#', 'a@evil.example', 'evil.example:80', 'evil.example\\x', 'evil%2eexample', 'a b'])
      expect(fill('https://{region}.api.example.com/v1', { region: value }), value).toMatchObject({ url: 'https://{region}.api.example.com/v1', refused: [{ variable: 'region', part: 'host' }] });
    expect(fill('http://127.0.0.1:{port}/v1', { port: '1@evil.example' }).refused).toHaveLength(1);
    expect(fill('{scheme}://api.example.com', { scheme: 'javascript' }).refused).toMatchObject([{ part: 'scheme' }]);
    expect(fill('https://api.example.com/{base}', { base: 'v1?x=' }).refused).toMatchObject([{ part: 'path' }]);
    // A relative server stays on the page's host.
    expect(fill('{base}/v1', { base: '//evil.example' }).refused).toHaveLength(1);
    expect(fill('{base}/v1', { base: 'https:' }).refused).toHaveLength(1);
    expect(fill('{base}/v1', { base: 'api' })).toEqual({ url: 'api/v1', refused: [] });
  });

  it('lets a variable that is the whole host, or the whole start of the URL, hold what the reader sees', () => {
    expect(fill('https://{host}/v2', { host: 'localhost:8080' })).toEqual({ url: 'https://localhost:8080/v2', refused: [] });
    expect(fill('http://{host}', { host: '[::1]:3000' })).toEqual({ url: 'http://[::1]:3000', refused: [] });
    expect(fill('{baseUrl}/v1', { baseUrl: 'https://api.example.com' })).toEqual({ url: 'https://api.example.com/v1', refused: [] });
    expect(fill('{baseUrl}', { baseUrl: 'http://127.0.0.1:4010/api' })).toEqual({ url: 'http://127.0.0.1:4010/api', refused: [] });
    for (const value of ['a@evil.example', 'evil.example/x?', 'evil.example#', 'host:port'])
      expect(fill('https://{host}/v2', { host: value }), value).toMatchObject({ url: 'https://{host}/v2', refused: [{ variable: 'host', part: 'authority' }] });
    for (const value of ['https://a@evil.example', 'https://evil.example?x=', 'javascript:alert(1)', '//evil.example', 'ftp://files.example'])
      expect(fill('{baseUrl}/v1', { baseUrl: value }).refused, value).toHaveLength(1);
  });
});

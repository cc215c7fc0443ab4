// The proposal site of the repo root, as its readers get it (routes and navbar of spec §2).
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, type CliRun } from '../helpers/cli.js';
import { proposalInputs, sharedBuild } from '../helpers/shared-build.js';
import { html, texts } from '../helpers/html.js';

let out: string;
let run: CliRun;
const read = (path: string) => readFile(join(out, path), 'utf8');

beforeAll(async () => {
  ({ out, run } = await sharedBuild(repoRoot, { inputs: proposalInputs }));
});

describe('the proposal site', () => {
  it('builds with exit 0', () => {
    expect(run.stderr).not.toMatch(/error/);
    expect(run.exitCode).toBe(0);
  });

  it('has every route of §2 under /api-docs/', () => {
    for (const route of ['', 'authentication/', 'errors/', 'mcp-server/', 'webhooks/', 'api/', 'api-v1/']) {
      expect(existsSync(join(out, 'api-docs', route, 'index.html')), route).toBe(true);
    }
    expect(existsSync(join(out, 'api-docs', '404.html'))).toBe(true);
  });

  it('embeds what client navigation needs, not a list of every page: the base URL, the URL style, the references as heavy', async () => {
    const page = html(await read('api-docs/errors/index.html'));
    const data = JSON.parse(page.querySelector('script#sp-site-data')!.text);
    expect(data).toEqual({ baseUrl: '/api-docs/', trailingSlash: false, heavy: ['/api-docs/api', '/api-docs/api-v1'] });
    // The runtime fetches the pages themselves: no second copy of them is written.
    expect(existsSync(join(out, 'api-docs', 'assets', 'routes'))).toBe(false);
  });

  it('has the navbar of §2: Documentation and API Reference on the left, Versions on the right', async () => {
    const page = html(await read('api-docs/authentication/index.html'));
    const left = page.querySelectorAll('nav.navbar .navbar-left > a');
    expect(left.map((a) => a.text)).toEqual(['Documentation', 'API Reference']);
    expect(left.map((a) => a.getAttribute('href'))).toEqual(['/api-docs/', '/api-docs/api']);
    const versions = page.querySelector('nav.navbar .navbar-right details.navbar-dropdown[data-role=versions]')!;
    expect(versions.querySelector('summary')?.text).toBe('Versions');
    expect(texts(versions, '.dropdown-link')).toEqual(['V2 - latest', 'V1 - deprecated']);
    expect(versions.querySelectorAll('.dropdown-link').map((a) => a.getAttribute('href'))).toEqual(['/api-docs/api', '/api-docs/api-v1']);
  });

  it('the default docs sidebar has a home link', async () => {
    const page = html(await read('api-docs/webhooks/index.html'));
    const first = page.querySelector('aside.sidebar .sidebar-link')!;
    expect(first.text).toBe('Home');
    expect(first.getAttribute('href')).toBe('/api-docs/');
  });

  it('is light only with no colour switch, and titles pages "page | Proposal API"', async () => {
    const page = html(await read('api-docs/authentication/index.html'));
    expect(page.querySelector('html')?.getAttribute('data-theme')).toBe('light');
    expect(page.querySelector('.color-mode-toggle')).toBeNull();
    expect(page.querySelector('title')?.text).toBe('Authentication | Proposal API');
    expect(html(await read('api-docs/index.html')).querySelector('title')?.text).toBe('Proposal API');
  });
  it('links the runtime and its parts at low fetch priority (they run after parsing), the stylesheets as they were', async () => {
    for (const path of ['api-docs/index.html', 'api-docs/authentication/index.html', 'api-docs/api/index.html']) {
      const head = html(await read(path)).querySelector('head')!;
      const scripts = head.querySelectorAll('script[src], link[rel=modulepreload]');
      expect(
        scripts.map((node) => node.getAttribute('src') ?? node.getAttribute('href')).filter((href) => href?.includes('/assets/runtime.')),
        path,
      ).toHaveLength(1);
      for (const node of scripts) expect(node.getAttribute('fetchpriority'), `${path}: ${node.outerHTML}`).toBe('low');
      expect(head.querySelector('script[src]')?.getAttribute('type'), path).toBe('module');
      for (const link of head.querySelectorAll('link[rel=stylesheet]')) expect(link.getAttribute('fetchpriority'), path).toBeUndefined();
    }
    // The reference links its two parts.
    expect(html(await read('api-docs/api/index.html')).querySelectorAll('head link[rel=modulepreload][data-sp-part]')).toHaveLength(2);
  });

  it('is light only, so its navbar and footer write the light logo alone (the dark one would be fetched and never shown)', async () => {
    const page = html(await read('api-docs/api/index.html'));
    expect(page.querySelectorAll('img.logo').map((img) => `${img.getAttribute('class')} ${img.getAttribute('src')}`)).toEqual([
      'logo logo-light /api-docs/img/logo.svg',
      'logo logo-light /api-docs/img/logo.svg',
    ]);
  });

  it('announces the markdown twin of docs pages and API references, and writes it', async () => {
    for (const [page, twin] of [
      ['api-docs/webhooks/index.html', '/api-docs/webhooks.md'],
      ['api-docs/api/index.html', '/api-docs/api.md'],
      ['api-docs/api-v1/index.html', '/api-docs/api-v1.md'],
    ]) {
      expect(
        html(await read(page))
          .querySelector('link[rel=alternate][type="text/markdown"]')
          ?.getAttribute('href'),
        page,
      ).toBe(twin);
      expect(existsSync(join(out, twin)), twin).toBe(true);
    }
  });
});

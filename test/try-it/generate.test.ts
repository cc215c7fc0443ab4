// Try it is opt-in: the proposal site has no button, no hook script and no try-it files (its
// output is the same as before Try it existed); a site with it on has the button on each of its
// spec's operations, the hook on every page, and the console chunk published beside the runtime.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildProposalSite, buildSite, fixtureDir } from '../e2e/browser.js';

const scripts = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);

describe('Try it in the generated site', () => {
  it('is absent from the proposal site', async () => {
    const site = await buildProposalSite();
    const assets = readdirSync(join(site.out, 'api-docs', 'assets'));
    expect(assets.filter((name) => name.includes('try-it'))).toEqual([]);
    for (const page of ['api-docs/api/index.html', 'api-docs/api-v1/index.html', 'api-docs/index.html']) {
      const html = await readFile(join(site.out, page), 'utf8');
      expect(html).not.toContain('sp-try-it');
      expect(html).not.toContain('try-it');
      expect(scripts(html).every((src) => /\/runtime\.[0-9a-f]+\.js$/.test(src))).toBe(true);
    }
    expect(existsSync(join(site.out, 'api-docs', 'oauth-redirect.html'))).toBe(false);
  });

  it('puts a button on each operation of the spec with tryIt, and links the hook from every page', async () => {
    const site = await buildSite(fixtureDir('try-it'));
    const api = await readFile(join(site.out, 'api', 'index.html'), 'utf8');
    const plain = await readFile(join(site.out, 'plain', 'index.html'), 'utf8');
    const home = await readFile(join(site.out, 'index.html'), 'utf8');
    expect(api.match(/<button type="button" class="button sp-try-it-open"/g)?.length).toBe(8);
    expect(api).toContain('<noscript><p class="sp-try-it-note">Try it sends requests from your browser and needs JavaScript.</p></noscript>');
    expect(plain).not.toContain('sp-try-it');
    // Spec text inside the JSON cannot close its <script>.
    expect(api).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    for (const html of [api, plain, home]) {
      const hook = scripts(html).find((src) => src.includes('try-it'));
      expect(hook).toMatch(/^\/assets\/try-it-[A-Z0-9]+\.js$/);
      expect(existsSync(join(site.out, hook!))).toBe(true);
    }
    // The console is never referenced by a page, only imported by the hook.
    expect(api).not.toContain('try-it-console');
    const consoleChunks = readdirSync(join(site.out, 'assets')).filter((name) => name.startsWith('try-it-console-'));
    expect(consoleChunks).toHaveLength(1);
    // Budgets (gzip): the hook every page loads stays tiny; the console, loaded on the first click, under 25 KB.
    expect(gzipSync(await readFile(join(site.out, 'assets', consoleChunks[0]))).length).toBeLessThan(25 * 1024);
    expect(
      gzipSync(
        await readFile(
          join(
            site.out,
            scripts(api).find((src) => src.includes('try-it'))!,
          ),
        ),
      ).length,
    ).toBeLessThan(1024);
    // The OAuth 2 redirect page, at the URL the console sends as redirect_uri.
    const redirect = await readFile(join(site.out, 'oauth-redirect.html'), 'utf8');
    expect(redirect).toContain('window.opener.postMessage(message, location.origin)');
  });

  it('writes form and multipart fields, OAuth 2 flows and required scopes into the page data', async () => {
    const site = await buildSite(fixtureDir('try-it'));
    const api = await readFile(join(site.out, 'api', 'index.html'), 'utf8');
    const data = (id: string) => JSON.parse(api.match(new RegExp(`data-sp-try-it="${id}"[^]*?<script type="application/json" class="sp-try-it-data">([^<]*)</script>`))![1]);
    const spec = JSON.parse(api.match(/<script type="application\/json" id="sp-try-it-spec"[^>]*>([^<]*)<\/script>/)![1]);
    expect(data('submitForm').body.fields).toEqual([
      { name: 'name', required: true, type: 'string', example: 'Rex' },
      { name: 'kind', required: false, type: 'string', enum: ['dog', 'cat'], default: 'cat' },
      { name: 'note', required: false, type: 'string' },
    ]);
    expect(data('uploadPhoto').body.fields.find((f: { name: string }) => f.name === 'photo')).toEqual({ name: 'photo', required: true, type: 'file', file: true });
    expect(data('whoAmI').scopes).toEqual({ oauth: ['read:pets'] });
    expect(spec.oauthRedirect).toBe('/oauth-redirect.html');
    // The implicit flow is not offered: only authorization code (PKCE) and client credentials.
    expect(spec.schemes.find((s: { name: string }) => s.name === 'oauth').flows.map((f: { type: string }) => f.type)).toEqual(['authorizationCode', 'clientCredentials']);
  });
});

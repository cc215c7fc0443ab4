// The search index written by generate: in pieces under a hashed folder of <base>assets/, within
// budget, and, searched as the browser searches it, finding every operation of both specs at its anchor.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildProposalSite, operationIds, spec, type BuiltSite } from '../content/site-build.js';
import { highlight } from '../../src/client/search/highlight.js';
import { siteSearch, type SiteSearch } from '../helpers/site-search.js';

let site: BuiltSite;
let index: SiteSearch;
let urlsByQuery: Map<string, Promise<{ group: string; url: string }[]>>;

beforeAll(async () => {
  site = await buildProposalSite();
  index = await siteSearch(site.read, 'api-docs/search-manifest.json');
  urlsByQuery = new Map();
});

const urlsFor = async (query: string, group: string) => {
  if (!urlsByQuery.has(query)) urlsByQuery.set(query, index.search(query));
  return (await urlsByQuery.get(query)!).filter((hit) => hit.group === group).map((hit) => hit.url);
};

describe('the search index', () => {
  it('is in pieces under a content-hashed folder of <base>assets/, announced by the manifest', async () => {
    expect(site.run.exitCode).toBe(0);
    expect(index.manifest.index.base).toMatch(/^\/api-docs\/assets\/search-[0-9a-f]{10}\/$/);
    expect(index.manifest.groups.map((g) => g.id)).toEqual(['guides', 'v2', 'v1']);
    expect(index.manifest.index.groups.map(([group]) => group)).toEqual(['guides', 'v2', 'v1']);
  });

  it('stays within 100 KB gzip, all pieces together', async () => {
    const folder = join(site.out, index.manifest.index.base.replace(/^\//, ''));
    let bytes = 0;
    for (const file of await readdir(folder)) bytes += gzipSync(await readFile(join(folder, file))).length;
    expect(bytes).toBeLessThan(100 * 1024);
  });

  it('finds every operation of both specs by operationId, linking to its anchor', async () => {
    for (const [version, url] of [
      ['v2', '/api-docs/api'],
      ['v1', '/api-docs/api-v1'],
    ] as const) {
      for (const id of operationIds(spec(version))) expect((await urlsFor(id, version)).slice(0, 3), `${version} ${id}`).toContain(`${url}#operation/${id}`);
    }
  });

  it('finds operations by words of their summary, by parameter names, and by method and path', async () => {
    expect(await urlsFor('send proposal', 'v2')).toContain('/api-docs/api#operation/sendProposal');
    expect((await urlsFor('send_message_id', 'v2')).length).toBeGreaterThan(0);
    expect(await urlsFor('directory_id', 'v2')).toContain('/api-docs/api#operation/listProposalsInDirectory');
    expect((await urlsFor('POST /proposals/{id}/send', 'v2')).slice(0, 3)).toContain('/api-docs/api#operation/sendProposal');
  });

  it('finds every operation of both specs among the first five by its method and path (`GET /repos/{owner}`)', async () => {
    for (const [version, url] of [
      ['v2', '/api-docs/api'],
      ['v1', '/api-docs/api-v1'],
    ] as const) {
      for (const [path, item] of Object.entries(spec(version).paths as Record<string, Record<string, { operationId: string }>>))
        for (const [method, op] of Object.entries(item).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)))
          expect((await urlsFor(`${method.toUpperCase()} ${path}`, version)).slice(0, 5), `${version} ${method} ${path}`).toContain(`${url}#operation/${op.operationId}`);
    }
  });

  it('finds a webhook event by its name before the operations whose words share its stems', async () => {
    // "company_created": the names' parts are not stemmed, so "Create a company" (creat, compani) does not come first.
    expect((await urlsFor('company_created', 'v1'))[0]).toBe('/api-docs/api-v1#webhook/company_created');
    expect((await urlsFor('creating companies', 'v1')).slice(0, 5)).toContain('/api-docs/api-v1#operation/createCompany');
  });

  it('finds webhook events and schemas of both versions', async () => {
    expect((await urlsFor('proposal_won', 'v2'))[0]).toBe('/api-docs/api#webhook/proposal_won');
    expect((await urlsFor('company_created', 'v1'))[0]).toBe('/api-docs/api-v1#webhook/company_created');
    expect(await urlsFor('OrganisationContact', 'v2')).toContain('/api-docs/api#schema/OrganisationContact');
  });

  it('does not index the hidden "Copy page as markdown" button of every guide', async () => {
    expect(await urlsFor('copy page as markdown', 'guides')).toEqual([]);
  });

  it('finds guide headings at their anchors', async () => {
    expect(await urlsFor('send the key', 'guides')).toContain('/api-docs/authentication#send-the-key');
    expect(await urlsFor('date_failed', 'guides')).toContain('/api-docs/webhooks#active-and-date_failed');
  });

  it('answers a query in well under 50 ms once its pieces are read', async () => {
    const times: number[] = [];
    for (const query of ['proposal', 'contact person', 'webhook', 'createProposal', 'retry']) {
      await index.search(query);
      const start = performance.now();
      await index.search(query);
      times.push(performance.now() - start);
    }
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(50);
  });
});

describe('highlight', () => {
  it('escapes the text, then wraps each match in <mark>', () => {
    expect(highlight('Send a <b>proposal</b> & Proposals', ['proposal'])).toBe('Send a &#60;b&#62;<mark>proposal</mark>&#60;/b&#62; &#38; <mark>Proposal</mark>s');
  });

  it('matches at word starts only and never inside an entity', () => {
    expect(highlight('a & amp', ['amp'])).toBe('a &#38; <mark>amp</mark>');
    expect(highlight('camp', ['amp'])).toBe('camp');
  });
});

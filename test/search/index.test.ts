// The search index written by generate: hashed under assets/, within budget, loadable with the
// shipped options, and finding every operation of both specs at its anchor.
import { beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { buildProposalSite, operationIds, spec, type BuiltSite } from '../content/site-build.js';
import { highlight } from '../../src/client/search/highlight.js';

let site: BuiltSite;
let manifest: { index: string; options: any; groups: { id: string; label: string }[]; documents: number };
let json: string;
let index: MiniSearch;

beforeAll(async () => {
  site = await buildProposalSite();
  manifest = JSON.parse(await site.read('api-docs/search-manifest.json'));
  json = await site.read(manifest.index.slice(1));
  index = MiniSearch.loadJSON(json, manifest.options);
});

const urlsFor = (query: string, group: string) =>
  index
    .search(query)
    .filter((hit) => hit.group === group)
    .map((hit) => hit.url as string);

describe('the search index', () => {
  it('is a content-hashed file under <base>assets/, announced by the manifest', () => {
    expect(site.run.exitCode).toBe(0);
    expect(manifest.index).toMatch(/^\/api-docs\/assets\/search-index\.[0-9a-f]{10}\.json$/);
    expect(manifest.groups.map((g) => g.id)).toEqual(['guides', 'v2', 'v1']);
  });

  it('stays within 100 KB gzip', () => {
    expect(gzipSync(json).length).toBeLessThan(100 * 1024);
  });

  it('finds every operation of both specs by operationId, linking to its anchor', () => {
    for (const [version, url] of [
      ['v2', '/api-docs/api'],
      ['v1', '/api-docs/api-v1'],
    ] as const) {
      for (const id of operationIds(spec(version))) expect(urlsFor(id, version).slice(0, 3), `${version} ${id}`).toContain(`${url}#operation/${id}`);
    }
  });

  it('finds operations by words of their summary and by parameter names', () => {
    expect(urlsFor('send proposal', 'v2')).toContain('/api-docs/api#operation/sendProposal');
    expect(urlsFor('send_message_id', 'v2').length).toBeGreaterThan(0);
    expect(urlsFor('directory_id', 'v2')).toContain('/api-docs/api#operation/listProposalsInDirectory');
  });

  it('finds webhook events and schemas of both versions', () => {
    expect(urlsFor('proposal_won', 'v2')[0]).toBe('/api-docs/api#webhook/proposal_won');
    expect(urlsFor('company_created', 'v1')[0]).toBe('/api-docs/api-v1#webhook/company_created');
    expect(urlsFor('OrganisationContact', 'v2')).toContain('/api-docs/api#schema/OrganisationContact');
  });

  it('does not index the hidden "Copy page as markdown" button of every guide', () => {
    const hits = index.search('copy page as markdown', { combineWith: 'AND' }).filter((hit) => hit.group === 'guides');
    expect(hits.map((hit) => hit.url)).toEqual([]);
  });

  it('finds guide headings at their anchors', () => {
    expect(urlsFor('send the key', 'guides')).toContain('/api-docs/authentication#send-the-key');
    expect(urlsFor('date_failed', 'guides')).toContain('/api-docs/webhooks#active-and-date_failed');
  });

  it('answers a query in well under 50 ms', () => {
    const times: number[] = [];
    for (const query of ['proposal', 'contact person', 'webhook', 'createProposal', 'retry']) {
      const start = performance.now();
      index.search(query);
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

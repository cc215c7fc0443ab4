// The proposal site's docs: every page renders with its headings and resolvable links, and the
// tables generated from the specs say exactly what the spec YAML says.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { html } from '../helpers/html.js';
import { buildProposalSite, operationIds, propertiesOf, spec, type BuiltSite } from './site-build.js';

let site: BuiltSite;
const v1 = spec('v1');
const v2 = spec('v2');
const DOC_ROUTES = ['', 'authentication', 'errors', 'mcp-server', 'webhooks', 'docs', 'search', 'changelog'];

beforeAll(async () => {
  site = await buildProposalSite();
});

const page = async (route: string) => html(await site.read(`api-docs/${route === '' ? '' : `${route}/`}index.html`));
const codes = (cell: HTMLElement) => cell.querySelectorAll('code').map((c) => c.text);
/** Rows of the first table after the element matched by `after` (cells as text). */
function tableAfter(root: HTMLElement, headingId: string, nth = 0): HTMLElement[][] {
  const all = root.querySelectorAll('h1, h2, h3, table');
  const start = all.findIndex((el) => el.getAttribute('id') === headingId);
  expect(start, `heading #${headingId}`).toBeGreaterThanOrEqual(0);
  const table = all.slice(start + 1).filter((el) => el.tagName === 'TABLE')[nth];
  return table.querySelectorAll('tbody tr').map((tr) => tr.querySelectorAll('td'));
}

describe('the proposal docs', () => {
  it('generate --strict exits 0 (no broken links or anchors, no directive errors)', () => {
    expect(site.run.output).not.toMatch(/error|warning \[/i);
    expect(site.run.exitCode).toBe(0);
  });

  it('renders every page of §2 with an h1 and ids on all h2/h3 headings', async () => {
    for (const route of DOC_ROUTES) {
      const root = await page(route);
      expect(root.querySelector('h1')?.text.trim(), route).toBeTruthy();
      for (const heading of root.querySelectorAll('#sp-main h2, #sp-main h3')) expect(heading.getAttribute('id'), `${route}: ${heading.text}`).toBeTruthy();
    }
  });

  it('every same-site link with a fragment lands on an existing id', async () => {
    const ids = new Map<string, Set<string>>();
    const idsOf = async (path: string) => {
      if (!ids.has(path)) {
        const file = join(site.out, path === '/api-docs/' ? 'api-docs/index.html' : `${path.slice(1)}/index.html`);
        ids.set(
          path,
          new Set(
            existsSync(file)
              ? html(await site.read(file.slice(site.out.length + 1)))
                  .querySelectorAll('[id]')
                  .map((el) => el.getAttribute('id')!)
              : [],
          ),
        );
      }
      return ids.get(path)!;
    };
    for (const route of DOC_ROUTES) {
      for (const a of (await page(route)).querySelectorAll('#sp-main a[href*="#"]')) {
        const href = a.getAttribute('href')!;
        if (!href.startsWith('/api-docs/') || href.includes('?')) continue;
        const [path, fragment] = href.split('#');
        if (!fragment) continue;
        const target = await idsOf(path);
        if (target.size === 0) continue; // reference pages are checked by the build's link check
        expect(target.has(decodeURIComponent(fragment)), `${route} → ${href}`).toBe(true);
      }
    }
  });

  it('lists every v2 webhook event of the spec, in order, linked to its payload', async () => {
    const rows = tableAfter(await page('webhooks'), 'events');
    expect(rows.map((cells) => cells[0].text.trim())).toEqual(Object.keys(v2.webhooks));
    expect(rows[0][0].querySelector('a')?.getAttribute('href')).toBe('/api-docs/api#webhook/contact_created');
    for (const [i, name] of Object.keys(v2.webhooks).entries()) expect(rows[i][1].text.trim()).toBe(v2.webhooks[name].post.summary);
  });

  it('lists the v1 company events of the spec', async () => {
    const rows = tableAfter(await page('webhooks'), 'version-1-company-events');
    expect(rows.map((cells) => cells[0].text.trim())).toEqual(Object.keys(v1.webhooks).filter((name) => name.startsWith('company_')));
    expect(rows.length).toBe(6);
  });

  it('shows one example payload per family, taken from the spec', async () => {
    const md = await site.read('api-docs/webhooks.md');
    const example = v2.webhooks.contact_created.post.requestBody.content['application/json'].examples.contactCreated.value;
    expect(md).toContain(JSON.stringify(example, null, 2));
    expect(md).not.toContain(':::spec-table');
  });

  it('maps every v1 event to a v2 event in the changelog', async () => {
    const rows = tableAfter(await page('changelog'), 'events').map((cells) => [cells[0].text.trim(), cells[1].text.trim(), cells[2].text.trim()]);
    const v2Events = Object.keys(v2.webhooks);
    expect(rows.filter((r) => r[0] !== '—').map((r) => r[0])).toEqual(Object.keys(v1.webhooks));
    for (const [from, to, change] of rows) {
      if (from === '—') expect(change).toBe('new in v2');
      else expect(v2Events, from).toContain(to);
    }
    expect(rows).toContainEqual(['company_created', 'contact_created', 'renamed']);
    expect(rows).toContainEqual(['company_contact_deleted', 'contact_person_deleted', 'renamed']);
  });

  it('compares company → organisation contact field by field against both schemas', async () => {
    const rows = tableAfter(await page('changelog'), 'company--organisation-contact').map((cells) => [cells[0].text.trim(), cells[1].text.trim()]);
    expect(rows.map((r) => r[0]).filter((f) => f !== '—')).toEqual(propertiesOf(v1, 'Company'));
    expect(
      rows
        .map((r) => r[1])
        .filter((f) => f !== '—')
        .sort(),
    ).toEqual(propertiesOf(v2, 'OrganisationContact').sort());
  });

  it('renames company_id to contact_id for people and proposals', async () => {
    const root = await page('changelog');
    const person = tableAfter(root, 'company-person--person').map((cells) => [cells[0].text.trim(), cells[1].text.trim(), cells[2].text.trim()]);
    expect(person).toContainEqual(['company_id', 'contact_id', 'renamed']);
    expect(person.map((r) => r[0]).filter((f) => f !== '—')).toEqual(propertiesOf(v1, 'CompanyPerson'));
    const proposals = tableAfter(root, 'proposals').map((cells) => [cells[0].text.trim(), cells[1].text.trim()]);
    expect(proposals).toContainEqual(['company_id', 'contact_id']);
    expect(proposals).toContainEqual(['company_name', 'contact_name']);
  });

  it('maps the company calls to the contact calls', async () => {
    const rows = tableAfter(await page('changelog'), 'calls');
    const pairs = rows.map((cells) => [cells[0].querySelector('a')?.getAttribute('href'), cells[1].querySelector('a')?.getAttribute('href')]);
    expect(pairs).toContainEqual(['/api-docs/api-v1#operation/listCompanies', '/api-docs/api#operation/listOrganisations']);
    const companyOps = operationIds(v1).filter((id) => /Compan/.test(id));
    for (const id of companyOps)
      expect(
        pairs.some(([from]) => from === `/api-docs/api-v1#operation/${id}`),
        id,
      ).toBe(true);
  });

  it('lists the status codes of the spec with their error codes', async () => {
    const rows = tableAfter(await page('errors'), 'status-codes').map((cells) => [cells[0].text.trim().split(' ')[0], cells[1].text.trim()]);
    const success = new Set<string>();
    for (const item of Object.values(v2.paths as Record<string, any>))
      for (const op of Object.values(item as Record<string, any>)) for (const status of Object.keys(op.responses ?? {})) if (/^2/.test(status)) success.add(status);
    const errors = Object.values(v2.components.responses as Record<string, any>)
      .map((r) => Object.values(r.content['application/json'].examples)[0] as any)
      .map((e) => [String(e.value.status), e.value.code]);
    expect(rows).toEqual([...[...success].sort().map((s) => [s, '—']), ...errors.sort((a, b) => Number(a[0]) - Number(b[0]))]);
    expect(rows.map((r) => r[0])).toEqual(['200', '201', '204', '400', '401', '403', '404', '422', '429']);
  });

  it('documents the error object from the Error schema', async () => {
    const rows = tableAfter(await page('errors'), 'the-error-object');
    expect(rows.map((cells) => cells[0].text.trim())).toEqual(Object.keys(v2.components.schemas.Error.properties));
  });

  it('shows the bearer scheme of the spec on the authentication page', async () => {
    const rows = tableAfter(await page('authentication'), 'authentication', 0);
    expect(codes(rows[0][0])).toEqual(Object.keys(v2.components.securitySchemes));
    expect(rows[0][1].text).toContain('Authorization: Bearer');
  });

  it('indexes every operation of both versions on /docs and every guide', async () => {
    const root = await page('docs');
    const hrefs = new Set(root.querySelectorAll('#sp-main a').map((a) => a.getAttribute('href')));
    for (const id of operationIds(v2)) expect(hrefs.has(`/api-docs/api#operation/${id}`), id).toBe(true);
    for (const id of operationIds(v1)) expect(hrefs.has(`/api-docs/api-v1#operation/${id}`), id).toBe(true);
    for (const route of DOC_ROUTES.filter((r) => r !== 'docs')) expect(hrefs.has(`/api-docs/${route}`), route).toBe(true);
  });

  it('maps each MCP tool to operations of the v2 spec', async () => {
    const rows = tableAfter(await page('mcp-server'), 'what-it-exposes');
    expect(rows.length).toBeGreaterThan(5);
    const ids = new Set(operationIds(v2));
    for (const cells of rows) for (const a of cells[2].querySelectorAll('a')) expect(ids.has(a.getAttribute('href')!.split('#operation/')[1])).toBe(true);
    expect(rows.map((cells) => cells[0].text.trim())).toContain('send_proposal');
  });

  it('renders the search page as a plain GET form with a way on without JavaScript', async () => {
    const root = await page('search');
    const form = root.querySelector('form.search-page-form');
    expect(form?.getAttribute('action')).toBe('/api-docs/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.querySelector('input[name=q]')).toBeTruthy();
    expect(root.querySelector('.search-page-nojs a')?.getAttribute('href')).toBe('/api-docs/docs');
  });

  it('has a navbar search form on every page', async () => {
    expect((await page('webhooks')).querySelector('form.navbar-search')?.getAttribute('action')).toBe('/api-docs/search');
  });
});

// The proposal site's two references (specs/v2.yaml, specs/v1.yaml), built by the real CLI.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, type CliRun } from '../helpers/cli.js';
import { proposalInputs, sharedBuild } from '../helpers/shared-build.js';
import { html } from '../helpers/html.js';
import { codeTextOf, ids, operationsOf, readSpec, textOf, type Spec } from './helpers.js';

let out: string;
let run: CliRun;
let v2: string;
let v1: string;
let spec2: Spec;
let spec1: Spec;

beforeAll(async () => {
  ({ out, run } = await sharedBuild(repoRoot, { inputs: proposalInputs }));
  v2 = await readFile(join(out, 'api-docs/api/index.html'), 'utf8');
  v1 = await readFile(join(out, 'api-docs/api-v1/index.html'), 'utf8');
  spec2 = await readSpec('specs/v2.yaml');
  spec1 = await readSpec('specs/v1.yaml');
});

describe('proposal API reference', () => {
  it('builds without reference diagnostics', () => {
    expect(run.exitCode).toBe(0);
    expect(run.output).not.toMatch(/openapi-|reference-/);
  });

  it('renders every operation of both versions with its anchor, method, path and nav item', () => {
    for (const [source, spec] of [
      [v2, spec2],
      [v1, spec1],
    ] as const) {
      const anchors = ids(source);
      const page = html(source);
      for (const [method, path, op] of operationsOf(spec)) {
        const id = `operation/${op.operationId}`;
        expect(anchors.has(id), id).toBe(true);
        const section = page.getElementById(id)!;
        expect(section.getAttribute('data-method')).toBe(method);
        expect(section.getAttribute('data-path')).toBe(path);
        expect(section.querySelector('.method')!.text).toBe(method === 'delete' ? 'DEL' : method.toUpperCase());
        const nav = page.querySelector(`aside.reference-nav a[data-nav-target="${id}"]`);
        expect(nav?.getAttribute('data-path'), id).toBe(path);
        expect(nav?.getAttribute('href')).toBe(`#${id}`);
      }
      expect(anchors.has('section/intro')).toBe(true);
    }
  });

  it('shows every parameter, enum value and response code of listProposals', () => {
    const section = html(v2).getElementById('operation/listProposals')!;
    const text = textOf(section);
    for (const name of ['status', 'query', 'sort', 'page']) expect(section.querySelectorAll('.field-name').map((n) => n.text)).toContain(name);
    for (const value of ['edit', 'open', 'won', 'lost', 'closed', 'name', 'date_created', 'date_modified', 'date_openclient']) expect(text).toContain(`"${value}"`);
    expect(section.querySelectorAll('.operation-docs .status').map((s) => s.text)).toEqual(['200', '400', '401', '403', '429']);
    expect(text).toContain('Path parameters');
    expect(text).toContain('Query parameters');
    // The spec's response example, as escaped JSON.
    expect(codeTextOf(section.querySelector('.operation-samples')!)).toContain('"Website redesign 2024"');
  });

  it('has code samples in the six default languages, highlighted, with copy buttons', () => {
    const section = html(v2).getElementById('operation/createProposal')!;
    const panels = section.querySelectorAll('[role=tabpanel]');
    expect(panels.map((p) => p.getAttribute('data-lang'))).toEqual(['curl', 'javascript', 'python', 'php', 'ruby', 'go']);
    expect(section.querySelectorAll('[role=tab]').length).toBe(6);
    expect(section.querySelectorAll('button.copy-button[data-copy]').length).toBeGreaterThanOrEqual(6);
    const curl = codeTextOf(panels[0]);
    expect(curl).toContain("curl -X POST 'https://developer.proposal.example/api/v2/acme/proposals/'");
    expect(curl).toContain('Authorization: Bearer YOUR_API_KEY');
    expect(panels[0].innerHTML).toMatch(/<code class="language-bash"><span class="token builtin">curl<\/span>[^<]*<span class="token string">/);
  });

  it('renders the intro: title, version, servers with variables, authentication, download link', () => {
    const page = html(v2);
    expect(page.querySelector('.reference-title')!.text).toBe('Proposal API');
    expect(page.querySelector('.servers')!.text).toContain('/api/v2/{account_name}');
    expect(page.querySelector('.server-variables')!.text).toContain('acme');
    expect(page.getElementById('section/authentication')!.text).toContain('bearerAuth');
    expect(page.querySelector('a.download-spec')!.getAttribute('href')).toBe('/api-docs/specs/v2.yaml');
    expect(existsSync(join(out, 'api-docs/specs/v2.yaml'))).toBe(true);
    expect(existsSync(join(out, 'api-docs/specs/v1.yaml'))).toBe(true);
  });

  it('marks v1 deprecated and links each renamed operation to its v2 counterpart', () => {
    const page = html(v1);
    expect(page.querySelector('.banner-deprecated a')!.getAttribute('href')).toBe('/api-docs/api');
    const companies = page.getElementById('operation/listCompanies')!;
    expect(companies.querySelector('.banner-counterpart a')!.getAttribute('href')).toBe('/api-docs/api#operation/listOrganisations');
    // Same method and path: matched without an extension.
    expect(page.getElementById('operation/listProposals')!.querySelector('.banner-counterpart a')!.getAttribute('href')).toBe('/api-docs/api#operation/listProposals');
    expect(html(v2).querySelector('.banner-deprecated')).toBeNull();
  });

  it('lists every component schema once and every webhook event', () => {
    const anchors = ids(v2);
    for (const name of Object.keys(spec2.components.schemas)) expect(anchors.has(`schema/${name}`), name).toBe(true);
    for (const name of Object.keys(spec2.webhooks)) expect(anchors.has(`webhook/${name}`), name).toBe(true);
    expect(v2.split('id="schema/Contact"').length).toBe(2);
  });

  it('makes no third-party requests and emits the filter box', () => {
    for (const source of [v2, v1]) {
      expect(source).not.toMatch(/<(script|img|iframe)[^>]+src="(https?:)?\/\//);
      expect(source).not.toMatch(/<link[^>]+href="(https?:)?\/\/[^"]*"[^>]*rel="stylesheet"|<link[^>]+rel="stylesheet"[^>]+href="(https?:)?\/\//);
      expect(source).toContain('<input class="reference-filter" type="search"');
    }
  });
});

// llms.txt, llms-full.txt, the markdown twins of pages and references, and the copy button.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { html } from '../helpers/html.js';
import { buildProposalSite, operationIds, spec, type BuiltSite } from './site-build.js';

let site: BuiltSite;
let sitemapUrls: string[];
const ORIGIN = 'https://developer.proposal.example';

beforeAll(async () => {
  site = await buildProposalSite();
  sitemapUrls = [...(await site.read('api-docs/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
});

describe('llms.txt', () => {
  it('follows the convention: H1, blockquote, H2 sections of "- [name](url): description"', async () => {
    const text = await site.read('api-docs/llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Proposal API');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text).toMatch(/^## Docs$/m);
    expect(text).toMatch(/^## API reference$/m);
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\): \S/);
  });

  it('lists every page of the site', async () => {
    const text = await site.read('api-docs/llms.txt');
    expect(sitemapUrls.length).toBeGreaterThanOrEqual(10);
    for (const url of sitemapUrls) {
      const md = `${url === `${ORIGIN}/api-docs/` ? `${ORIGIN}/api-docs/index` : url}.md`;
      expect(text.includes(`(${url})`) || text.includes(`(${md})`), url).toBe(true);
    }
  });

  it('links only to files that exist', async () => {
    const text = await site.read('api-docs/llms.txt');
    for (const [, url] of text.matchAll(/\]\((https:[^)]+)\)/g)) {
      const path = url.slice(ORIGIN.length + 1);
      const file = path.endsWith('/') ? `${path}index.html` : /\.(md|txt)$/.test(path) ? path : `${path}/index.html`;
      expect(existsSync(join(site.out, file)), url).toBe(true);
    }
  });

  it('llms-full.txt holds every docs page and both references as markdown', async () => {
    const text = await site.read('api-docs/llms-full.txt');
    for (const title of ['# Authentication', '# Webhooks', '# Errors', '# MCP server', '# Changelog: version 1 to version 2']) expect(text).toContain(`\n${title}\n`);
    for (const id of operationIds(spec('v2'))) expect(text).toContain(`operationId \`${id}\``);
    expect(text).not.toContain(':::spec-table');
    expect(text).not.toContain('](./');
  });
});

describe('markdown twins', () => {
  it('writes each reference as markdown, one section per operation', async () => {
    for (const [file, version, url] of [
      ['api.md', 'v2', '/api-docs/api'],
      ['api-v1.md', 'v1', '/api-docs/api-v1'],
    ] as const) {
      const md = await site.read(`api-docs/${file}`);
      expect(md.startsWith('# ')).toBe(true);
      const doc = spec(version);
      for (const id of operationIds(doc)) expect(md, id).toContain(`operationId \`${id}\` · [Reference](${ORIGIN}${url}#operation/${id})`);
      for (const name of Object.keys(doc.webhooks)) expect(md).toContain(`\n### ${name}\n`);
      for (const name of Object.keys(doc.components.schemas)) expect(md).toContain(`\n### ${name}\n`);
    }
  });

  it('expands generated tables in page markdown', async () => {
    const md = await site.read('api-docs/changelog.md');
    expect(md).toContain('| `company_id` | `contact_id` | renamed |');
    expect(md).not.toMatch(/specpress:spec-content/);
  });

  it('puts a hidden "Copy page as markdown" button on markdown pages, pointing at the twin', async () => {
    for (const route of ['authentication', 'webhooks', 'errors', 'changelog']) {
      const root = html(await site.read(`api-docs/${route}/index.html`));
      const button = root.querySelector('button.copy-markdown');
      expect(button?.getAttribute('data-markdown-url')).toBe(`/api-docs/${route}.md`);
      expect(button?.hasAttribute('hidden')).toBe(true);
      expect(root.querySelector('link[rel=alternate][type="text/markdown"]')?.getAttribute('href')).toBe(`/api-docs/${route}.md`);
      expect(existsSync(join(site.out, `api-docs/${route}.md`))).toBe(true);
    }
  });
});

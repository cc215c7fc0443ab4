// A big description whose operations carry no tag is grouped by path (`/v1/charges/{id}` →
// `charges`), as its resources are, instead of one `default` list of hundreds of operations; a
// small one keeps the single `default` group Swagger UI shows.
import { describe, expect, it } from 'vitest';
import { html } from '../helpers/html.js';
import { buildSpecSite, textOf } from './helpers.js';

function untagged(resources: string[], perResource: number) {
  const paths: Record<string, unknown> = {};
  for (const resource of resources) {
    for (let i = 0; i < perResource; i++) {
      paths[`/v1/${resource}/action_${i}`] = { post: { operationId: `${resource}_${i}`, summary: `${resource} ${i}`, responses: { '200': { description: 'OK' } } } };
    }
  }
  return { openapi: '3.1.0', info: { title: 'Untagged', version: '1' }, paths };
}

describe('operations without any tag', () => {
  it('are grouped by the first path segment after the shared prefix when there are many', async () => {
    const { run, read } = await buildSpecSite(untagged(['charges', 'customers', 'refunds'], 20));
    expect(run.exitCode, run.output).toBe(0);
    const page = html(await read('api/index.html'));
    expect(page.querySelectorAll('.tag-section .tag-intro').map((intro) => intro.getAttribute('id'))).toEqual(['tag/charges', 'tag/customers', 'tag/refunds']);
    expect(page.querySelectorAll('.reference-nav .nav-tag-link').map((link) => textOf(link).trim())).toEqual(['charges', 'customers', 'refunds']);
    // The operations of a group are under it, in document order.
    const customers = page.querySelectorAll('.tag-section')[1];
    expect(customers.querySelectorAll('section.operation').map((op) => op.getAttribute('id'))).toEqual(Array.from({ length: 20 }, (_, i) => `operation/customers_${i}`));
    // api.md follows the same sections.
    const markdown = await read('api.md');
    expect([...markdown.matchAll(/^## (\w+)$/gm)].map((m) => m[1])).toEqual(expect.arrayContaining(['charges', 'customers', 'refunds']));
    expect(markdown).not.toMatch(/^## default$/m);
  });

  it('stay one default group in a small description', async () => {
    const { run, read } = await buildSpecSite(untagged(['charges', 'customers'], 10));
    expect(run.exitCode, run.output).toBe(0);
    const page = html(await read('api/index.html'));
    expect(page.querySelectorAll('.tag-section .tag-intro').map((intro) => intro.getAttribute('id'))).toEqual(['tag/default']);
  });
});

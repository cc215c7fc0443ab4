// Webhook payloads can be huge (GitHub's describe hundreds of nested fields each): a split
// reference cuts its webhook pages by their real weight, so no page grows past 2 MB.
import { describe, expect, it } from 'vitest';
import { readdir, stat, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { runCli, tempDir } from '../helpers/cli.js';

function heavyPayload(event: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 120; i++) {
    properties[`field_${i}`] = {
      type: 'object',
      description: `Part ${i} of event ${event}, described at some length so that the payload weighs what real ones do.`,
      properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string', format: 'uri' }, state: { type: 'string', enum: ['open', 'closed'] } },
    };
  }
  return { type: 'object', properties };
}

describe('a split reference with heavy webhooks', () => {
  it('spreads the webhooks over several pages, none over 2 MB', async () => {
    const dir = await tempDir();
    const webhooks: Record<string, unknown> = {};
    for (let e = 0; e < 40; e++) {
      webhooks[`event_${e}`] = { post: { summary: `Event ${e}`, requestBody: { content: { 'application/json': { schema: heavyPayload(e) } } }, responses: { '200': { description: 'Received' } } } };
    }
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Heavy hooks', version: '1' },
      paths: { '/ping': { get: { operationId: 'ping', tags: ['Misc'], responses: { '204': { description: 'Pong' } } } } },
      webhooks,
    };
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'index.md'), '# Home\n');
    await writeFile(join(dir, 'api.yaml'), stringify(spec));
    await writeFile(
      join(dir, 'specpress.config.yaml'),
      stringify({ title: 'Hooks', url: 'https://example.com', baseUrl: '/', specs: [{ id: 'v1', file: 'api.yaml', route: 'api', label: 'v1' }], reference: { splitAboveOperations: 0 } }),
    );
    const out = join(dir, 'build');
    const run = await runCli(['generate', '--config', join(dir, 'specpress.config.yaml'), '--out', out]);
    expect(run.exitCode, run.output).toBe(0);
    const pages = (await readdir(join(out, 'api'))).filter((name) => name.startsWith('webhooks'));
    expect(pages.length).toBeGreaterThan(1);
    for (const name of pages) expect((await stat(join(out, 'api', name, 'index.html'))).size, name).toBeLessThan(2 * 1024 * 1024);
  });
});

// A `summary` is meant to be a short title, but real descriptions put paragraphs of markdown in it
// (GitHub's webhooks). Such a summary is not a heading, a navigation label or a page title: the
// item is headed by its method and path (an operation) or its name (a webhook), and the summary's
// text leads its description, rendered as markdown, in the page and in api.md.
import { describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { runCli, tempDir } from '../helpers/cli.js';
import { html } from '../helpers/html.js';
import { textOf } from './helpers.js';

const LONG_MARKDOWN = 'This event occurs when there is activity relating to labels. See "[Managing labels](https://docs.example.com/labels)".\n\nTo subscribe, an app needs the `Metadata` permission.';
const LONG_LINE = `Returns the thing ${'and describes it at length '.repeat(6)}on one line.`;

describe('summaries that are not titles', () => {
  it('heads the item by its method and path or its name, and leads the description with the summary', async () => {
    const dir = await tempDir();
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Summaries', version: '1' },
      paths: {
        '/things/{id}': {
          get: {
            operationId: 'getThing',
            summary: LONG_LINE,
            description: 'The description.',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'OK' } },
          },
          delete: { operationId: 'deleteThing', summary: 'Delete a thing', responses: { '204': { description: 'Gone' } } },
        },
      },
      webhooks: { 'label-created': { post: { summary: LONG_MARKDOWN, description: 'A label was created.', responses: { '200': { description: 'Received' } } } } },
    };
    await mkdir(join(dir, 'docs'));
    await writeFile(join(dir, 'docs', 'index.md'), '# Home\n');
    await writeFile(join(dir, 'api.yaml'), stringify(spec));
    await writeFile(
      join(dir, 'specpress.config.yaml'),
      stringify({ title: 'Summaries', url: 'https://example.com', baseUrl: '/', specs: [{ id: 'v1', file: 'api.yaml', route: 'api', label: 'v1' }] }),
    );
    const out = join(dir, 'build');
    const run = await runCli(['generate', '--config', join(dir, 'specpress.config.yaml'), '--out', out]);
    expect(run.exitCode, run.output).toBe(0);
    const page = html(await readFile(join(out, 'api', 'index.html'), 'utf8'));

    const get = page.querySelector('section[id="operation/getThing"]')!;
    expect(textOf(get.querySelector('.operation-title')!).trim()).toBe('GET /things/{id}');
    const getDescription = get.querySelectorAll('.operation-description p').map((p) => textOf(p));
    expect(getDescription).toEqual([LONG_LINE, 'The description.']);
    // A summary that is a title stays one.
    expect(textOf(page.querySelector('section[id="operation/deleteThing"] .operation-title')!).trim()).toBe('Delete a thing');

    const hook = page.querySelector('section[id="webhook/label-created"]')!;
    expect(textOf(hook.querySelector('.operation-title')!).trim()).toBe('label-created');
    const hookDescription = hook.querySelector('.operation-description')!;
    expect(hookDescription.querySelector('a[href="https://docs.example.com/labels"]')?.text).toBe('Managing labels');
    expect(hookDescription.querySelectorAll('p').map((p) => textOf(p))).toEqual([
      'This event occurs when there is activity relating to labels. See "Managing labels".',
      'To subscribe, an app needs the Metadata permission.',
      'A label was created.',
    ]);

    // The navigation's labels are the titles, not the paragraphs.
    const labels = page.querySelectorAll('.reference-nav .nav-label').map((label) => textOf(label));
    expect(labels).toEqual(expect.arrayContaining(['GET /things/{id}', 'Delete a thing', 'label-created']));
    expect(labels.every((label) => label.length <= 120)).toBe(true);

    const markdown = await readFile(join(out, 'api.md'), 'utf8');
    expect(markdown).toContain('### getThing\n');
    expect(markdown).toContain(`${LONG_LINE}\n\nThe description.`);
    expect(markdown).toContain('### label-created\n\n[Reference](https://example.com/api#webhook/label-created).\n\nThis event occurs when there is activity relating to labels.');
  });
});

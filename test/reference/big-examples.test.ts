// A page cannot be split inside an operation, and real descriptions write examples of hundreds of
// kilobytes (one has two of 400 KB under one operation: a 2.8 MB page). Such an example is
// published as a file of its own beside the downloadable spec; the page shows its first lines and
// links the file, and nothing of it is lost.
import { describe, expect, it } from 'vitest';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { html } from '../helpers/html.js';
import { buildSpecSite, codeTextOf, sampleTextOf } from './helpers.js';

/** A record of `count` entries, about 200 bytes each once pretty-printed. */
function bigRecord(count: number) {
  return { entries: Array.from({ length: count }, (_, i) => ({ id: `entry-${i}`, title: `Docket entry number ${i}`, filed: '2024-01-02', pages: i % 40, sealed: i % 7 === 0 })) };
}

describe('examples too big for a page', () => {
  it('are files of their own, linked from the first lines the page shows', async () => {
    const huge = bigRecord(4000); // about 700 KB pretty-printed
    const small = { id: 'case-1', title: 'A small case' };
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Cases', version: '1' },
      paths: {
        '/cases/{id}': {
          get: {
            operationId: 'getCase',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: {
              '200': {
                description: 'The case',
                content: { 'application/json': { schema: { type: 'object' }, examples: { full: { summary: 'A full case', value: huge }, short: { summary: 'A short case', value: small } } } },
              },
            },
          },
        },
      },
    };
    const { run, out } = await buildSpecSite(spec, { baseUrl: '/docs/' });
    expect(run.exitCode, run.output).toBe(0);
    expect(run.output).toContain(', 0 warnings,');

    const file = join(out, 'docs', 'api', 'index.html');
    expect((await stat(file)).size).toBeLessThan(100_000);
    const page = html(await readFile(file, 'utf8'));
    const examples = page.querySelectorAll('section[id="operation/getCase"] .operation-samples .example');
    expect(examples).toHaveLength(2);

    // The big one: its first lines, then the link to the file with all of it.
    const [full, short] = examples;
    const shownLines = codeTextOf(full.querySelector('pre')!).split('\n');
    expect(shownLines.slice(0, 3)).toEqual(['{', '  "entries": [', '    {']);
    expect(shownLines.at(-1)).toBe('…');
    expect(shownLines.length).toBe(41);
    const link = full.querySelector('.example-file a')!;
    const url = link.getAttribute('href')!;
    expect(url).toMatch(/^\/docs\/specs\/examples\/[0-9a-f]{16}\.json$/);
    expect(full.querySelector('.example-file')!.text).toMatch(/^Shortened \([\d,]+ lines\)\. The whole example: [0-9a-f]{16}\.json \(\d+ KB\)\.$/);
    const written = await readFile(join(out, url), 'utf8');
    expect(JSON.parse(written)).toEqual(huge);

    // The small one stays whole, highlighted.
    expect(short.querySelector('.example-file')).toBeNull();
    expect(JSON.parse(codeTextOf(short.querySelector('pre')!))).toEqual(small);

    // One file per example, next to the downloadable spec.
    expect(await readdir(join(out, 'docs', 'specs', 'examples'))).toEqual([url.split('/').at(-1)]);
  });

  it('are sent by the code samples from a file rather than written into each of them', async () => {
    const body = bigRecord(200); // about 30 KB pretty-printed: shown whole, too long for six samples
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Cases', version: '1' },
      paths: {
        '/cases': {
          post: { operationId: 'createCase', requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: body } } }, responses: { '201': { description: 'Created' } } },
        },
      },
    };
    const { run, read } = await buildSpecSite(spec);
    expect(run.exitCode, run.output).toBe(0);
    const source = await read('api/index.html');
    const page = html(source);
    const set = page.querySelector('section[id="operation/createCase"] .code-samples')!;
    const languages = set.querySelectorAll('.code-panel').map((panel) => panel.getAttribute('data-lang')!);
    expect(languages).toEqual(['curl', 'javascript', 'python', 'php', 'ruby', 'go']);
    for (const lang of languages) {
      const code = sampleTextOf(set, lang);
      // JavaScript in the browser sends a file the reader picks (an <input type="file">).
      if (lang !== 'javascript') expect(code, lang).toContain('body.json');
      expect(code, lang).not.toContain('entry-1');
    }
    // Nor is it in the request the browser writes the other languages from.
    expect(set.getAttribute('data-request')).not.toContain('entry-1');
    expect(page.querySelector('section[id="operation/createCase"] .example-file')!.text).toBe(
      'The request body is too long to write into each sample: they send the request body example, saved as body.json.',
    );
    // The example itself is on the page, whole.
    const example = page.querySelector('section[id="operation/createCase"] .example pre')!;
    expect(JSON.parse(codeTextOf(example))).toEqual(body);
    expect(source.length).toBeLessThan(200_000); // six samples with the body: about 340 KB
  });
});

// Hostile input, one case each: every one ends in a file:line:col diagnostic or a successful build,
// within a time and memory bound the harness enforces (a hard timeout and a V8 heap cap on the
// real CLI process: test/helpers/bounded-run.ts), never a hang, an out-of-memory or a stack trace.
import { execa } from 'execa';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bin, repoRoot, tempDir } from '../helpers/cli.js';
import { runBounded } from '../helpers/bounded-run.js';

const hostile = join(repoRoot, 'fixtures', 'hostile');

/** A site with one page and, optionally, one spec. */
async function site(options: { spec?: string; config?: string; pages?: Record<string, string> } = {}): Promise<string> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs'));
  for (const [name, text] of Object.entries({ 'index.md': '# Home\n', ...options.pages })) await writeFile(join(dir, 'docs', name), text);
  if (options.config) {
    await writeFile(join(dir, 'specpress.config.yaml'), options.config);
  } else {
    const specs = options.spec ? `specs:\n  - { id: v1, file: ${options.spec}, route: api, label: v1 }\n` : '';
    await writeFile(join(dir, 'specpress.config.yaml'), `title: Hostile\nurl: https://hostile.example\n${specs}`);
  }
  return dir;
}

async function siteWithSpec(fixture: string, name = 'openapi.yaml'): Promise<string> {
  const dir = await site({ spec: name });
  await copyFile(join(hostile, fixture), join(dir, name));
  return dir;
}

describe('hostile input ends in bounded time and memory', () => {
  it('a YAML alias bomb in an example value', async () => {
    const run = await runBounded(['generate'], await siteWithSpec('alias-example.yaml'));
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/openapi\.yaml:12:\d+: error YAML aliases in this file expand to [\d,]+ values \(at most 1,000,000, or 4× what is written\); the file is not read \[yaml-alias-limit\]/);
    expect(run.stderr).toContain('hint: An alias that repeats aliases multiplies them');
  });

  it('a YAML alias bomb built from schemas', async () => {
    const run = await runBounded(['generate'], await siteWithSpec('alias-schema.yaml'));
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/openapi\.yaml:\d+:\d+: error YAML aliases in this file expand to .*\[yaml-alias-limit\]/);
  });

  it('a YAML alias bomb in the config, also as JSON from validate', async () => {
    const dir = await site();
    await copyFile(join(hostile, 'alias-config.yaml'), join(dir, 'specpress.config.yaml'));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/specpress\.config\.yaml:7:\d+: error YAML aliases .*\[yaml-alias-limit\]/);
    const json = await runBounded(['validate', '--format', 'json'], dir);
    expect(json.exitCode).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ file: 'specpress.config.yaml', line: 7, code: 'yaml-alias-limit', severity: 'error' })]);
  });

  it('a YAML alias bomb in front matter', async () => {
    const dir = await site();
    await copyFile(join(hostile, 'alias-front-matter.md'), join(dir, 'docs', 'bomb.md'));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/bomb\.md:5:\d+: error YAML aliases .*\[yaml-alias-limit\]/);
  });

  // 30,000 levels (100,000 before: 0.8 s more of CPU in the parse): a recursive walk of the value
  // overflows Node's stack at 6,000–11,000 levels, so a read or walk that recurses before the depth
  // check still ends in a stack overflow here, not in the diagnostic.
  it('a JSON spec nested 30,000 levels deep', async () => {
    const dir = await site({ spec: 'openapi.json' });
    await writeFile(join(dir, 'openapi.json'), `{"openapi":"3.1.0","info":{"title":"Deep","version":"1"},"paths":{},"x-deep":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/openapi\.json:1:\d+: error Values in this file are nested more than 256 levels deep; the file is not read \[yaml-depth-limit\]/);
    expect(run.stderr).not.toContain('syntax');
  });

  it('a YAML spec nested 300 levels deep in block style', async () => {
    const dir = await site({ spec: 'openapi.yaml' });
    const deep = Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i + 1)}l${i}:`).join('\n');
    await writeFile(join(dir, 'openapi.yaml'), `openapi: 3.1.0\ninfo: { title: Deep, version: "1" }\npaths: {}\nx-deep:\n${deep} end\n`);
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/openapi\.yaml:\d+:\d+: error Values in this file are nested more than 256 levels deep.*\[yaml-depth-limit\]/);
  });

  it('$ref chains that loop through parameters, responses and request bodies', async () => {
    const run = await runBounded(['generate'], await siteWithSpec('ref-cycles.yaml'));
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(
      /openapi\.yaml:8:\d+: error \$ref "#\/components\/parameters\/A" never reaches a value: #\/components\/parameters\/A → #\/components\/parameters\/B → #\/components\/parameters\/A .*\[openapi-ref-cycle\]/,
    );
    expect(run.stderr).toMatch(/openapi\.yaml:10:\d+: error \$ref "#\/components\/requestBodies\/A" never reaches a value/);
    expect(run.stderr).toMatch(/openapi\.yaml:13:\d+: error \$ref "#\/components\/responses\/A" never reaches a value/);
  });

  it('huge strings and enums in a spec build', async () => {
    const dir = await site({ spec: 'openapi.json' });
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Huge', version: '1', description: 'word '.repeat(400_000) },
      paths: {
        '/x': {
          get: {
            operationId: 'getX',
            parameters: [{ name: 'kind', in: 'query', schema: { type: 'string', enum: Array.from({ length: 20_000 }, (_, i) => `value-${i}`) } }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    };
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(spec));
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
  });

  it('pathological markdown builds: 50,000 [, 5,000 nested quotes, 10,000 headings, a 5,000-column table', async () => {
    const dir = await site({
      pages: {
        'brackets.md': `# Brackets\n\n${'['.repeat(50_000)}\n`,
        'quotes.md': `# Quotes\n\n${'> '.repeat(5_000)}deep\n`,
        'headings.md': `# Headings\n\n${Array.from({ length: 10_000 }, (_, i) => `## Heading ${i}\n`).join('\n')}`,
        'table.md': `# Table\n\n|${' c |'.repeat(5_000)}\n|${' - |'.repeat(5_000)}\n|${' v |'.repeat(5_000)}\n`,
      },
    });
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode, run.stderr).toBe(0);
  });

  it('a React page that throws is reported at its file, not as a crash', async () => {
    const dir = await site({ pages: { 'boom.tsx': 'export default function Boom(): JSX.Element {\n  throw new Error("kaboom");\n}\n' } });
    const run = await runBounded(['generate'], dir);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/docs\/boom\.tsx: error This React page threw while rendering: Error: kaboom \[react-page-threw\]/);
    const verbose = await execa('node', [bin, 'generate', '--verbose'], { cwd: dir, reject: false });
    expect(verbose.stderr).toMatch(/at Boom \(/);
  });
});

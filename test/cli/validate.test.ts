// `specpress validate`: exit codes (0 valid, 1 errors, 2 usage) and the JSON report's shape.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { repoRoot, runCli, runCliProcess, type JsonDiagnostic } from '../helpers/cli.js';

const config = (name: string) => join(repoRoot, 'fixtures', name, 'specpress.config.yaml');

async function validateJson(name: string, extra: string[] = []) {
  const run = await runCli(['validate', '--config', config(name), '--format', 'json', ...extra]);
  return { run, report: JSON.parse(run.stdout) as JsonDiagnostic[] };
}

describe('specpress validate', () => {
  it('exits 0 on a valid site and says so', async () => {
    const run = await runCli(['validate', '--config', config('docusaurus-tree')]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('✔ valid (0 warnings)');
  });

  it('prints an empty JSON array for a valid site', async () => {
    const { run, report } = await validateJson('docusaurus-tree');
    expect(run.exitCode).toBe(0);
    expect(report).toEqual([]);
  });

  it('passes a site whose raw HTML loses markup to the sanitiser, naming what goes', async () => {
    const { run, report } = await validateJson('minimal');
    expect(run.exitCode).toBe(0);
    expect(report).toEqual([
      {
        code: 'markdown-html-dropped',
        column: 1,
        file: 'fixtures/minimal/docs/guides/setup.md',
        hint: null,
        line: 37,
        message: 'the sanitiser removes the onclick attribute of <div>, <script>: markdown may not embed other pages, run scripts or restyle the site (use an MDX page for author-trusted markup)',
        severity: 'warning',
      },
    ]);
  });

  it('reports errors as JSON with file, line, column, severity, code and message, and exits 1', async () => {
    const { run, report } = await validateJson('invalid/unknown-navbar-type');
    expect(run.exitCode).toBe(1);
    expect(report).toEqual([
      {
        file: 'fixtures/invalid/unknown-navbar-type/specpress.config.yaml',
        line: expect.any(Number),
        column: expect.any(Number),
        severity: 'error',
        code: 'navbar-unknown-item-type',
        message: expect.stringContaining('Bad navbar item type "docsSidebar"'),
        hint: expect.stringContaining('docSidebar'),
      },
    ]);
  });

  it('reports a broken link at the markdown line that wrote it', async () => {
    const { run, report } = await validateJson('invalid/broken-link');
    expect(run.exitCode).toBe(1);
    const broken = report.find((d) => d.code === 'broken-link');
    expect(broken).toMatchObject({ file: 'fixtures/invalid/broken-link/docs/index.md', severity: 'error', line: expect.any(Number), column: expect.any(Number) });
    for (const d of report) expect(Object.keys(d).sort()).toEqual(['code', 'column', 'file', 'hint', 'line', 'message', 'severity']);
  });

  it('prints file:line:col in text mode', async () => {
    const run = await runCli(['validate', '--config', config('invalid/yaml-syntax')]);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/fixtures\/invalid\/yaml-syntax\/specpress\.config\.yaml:\d+:\d+: error YAML syntax error.*\[config-yaml-syntax\]/);
    expect(run.stdout).toMatch(/✖ 1 error, 0 warnings/);
  });

  it('passes warnings, and fails them with --strict', async () => {
    const lenient = await validateJson('warnings');
    expect(lenient.run.exitCode).toBe(0);
    expect(lenient.report.length).toBeGreaterThan(0);
    expect(lenient.report.every((d) => d.severity === 'warning')).toBe(true);
    const strict = await validateJson('warnings', ['--strict']);
    expect(strict.run.exitCode).toBe(1);
    expect(strict.report.every((d) => d.severity === 'error')).toBe(true);
  });

  it('exits 1 when the config does not exist', async () => {
    const { run, report } = await validateJson('does-not-exist');
    expect(run.exitCode).toBe(1);
    expect(report[0]).toMatchObject({ severity: 'error', code: 'config-not-found' });
  });

  it('exits 2 on a usage error', async () => {
    expect((await runCli(['validate', '--format', 'xml'])).exitCode).toBe(2);
    expect((await runCli(['validate', '--no-such-flag'])).exitCode).toBe(2);
  });

  it('as a process, bin/specpress.js exits with the code and prints on the streams the CLI gives it', async () => {
    const valid = await runCliProcess(['validate', '--config', config('docusaurus-tree')]);
    expect(valid.exitCode).toBe(0);
    expect(valid.stdout).toContain('✔ valid (0 warnings)');
    const invalid = await runCliProcess(['validate', '--config', config('invalid/yaml-syntax')]);
    expect(invalid.exitCode).toBe(1);
    expect(invalid.stderr).toMatch(/fixtures\/invalid\/yaml-syntax\/specpress\.config\.yaml:\d+:\d+: error YAML syntax error.*\[config-yaml-syntax\]/);
    expect(invalid.stdout).toMatch(/✖ 1 error, 0 warnings/);
    const usage = await runCliProcess(['validate', '--no-such-flag']);
    expect(usage.exitCode).toBe(2);
    expect(usage.stderr).toMatch(/unknown option '--no-such-flag'/);
  });
});

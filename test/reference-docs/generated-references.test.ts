// The references generated from the code (website/docs/reference/) are what the code gives, and
// each covers all of its source: every config key with a description, every diagnostic code with an
// example, every command and flag. Replaces the README config-table test (the table moved here).
import { execa } from 'execa';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { AnySchema } from '../../src/config/schema-kit.js';
import { siteConfigSchema } from '../../src/config/site-config.js';
import { DIAGNOSTIC_CODES } from '../../src/diagnostics/codes.js';
import { repoRoot } from '../helpers/cli.js';

const page = (name: string) => readFileSync(join(repoRoot, 'website', 'docs', 'reference', name), 'utf8');

/** Every key of the schema by its dotted path, walked here independently of the generator. */
function schemaPaths(schema: AnySchema, path: string, seen: Set<AnySchema>): string[] {
  const under = (fields: Record<string, AnySchema>, prefix: string) => Object.entries(fields).flatMap(([key, field]) => [`${prefix}${key}`, ...schemaPaths(field, `${prefix}${key}`, seen)]);
  switch (schema.kind) {
    case 'object':
      return under(schema.fields, path === '' ? '' : `${path}.`);
    case 'toggle':
      return under(schema.object.fields, `${path}.`);
    case 'array':
      return schemaPaths(schema.item, `${path}[]`, seen);
    case 'record':
      return schemaPaths(schema.value, `${path}.<name>`, seen);
    case 'tagged':
      return Object.entries(schema.variants).flatMap(([name, variant]) => under(variant.fields, `${path}(${schema.tag}: ${name}).`));
    case 'either':
      return schema.options.flatMap((option) => under(option.fields, `${path}.`));
    case 'lazy':
      if (seen.has(schema)) return [];
      seen.add(schema);
      return schemaPaths(schema.get(), path, seen);
    default:
      return [];
  }
}

describe('the generated references', () => {
  it('are what the code gives (regenerating changes nothing)', { timeout: 30_000 }, async () => {
    const check = await execa('node', ['bin/reference-docs.mjs', '--check'], { cwd: repoRoot, reject: false });
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
  });

  it('configuration: every key of the schema has a row with a description, and every row is a key', () => {
    const rows = new Map(
      page('configuration.md')
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => {
          const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
          return [cells[1].replace(/^`|`$/g, ''), cells[6]] as const;
        }),
    );
    const keys = [...new Set(schemaPaths(siteConfigSchema, '', new Set()))];
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !rows.has(key))).toEqual([]);
    expect(keys.filter((key) => (rows.get(key) ?? '') === '')).toEqual([]);
    expect([...rows.keys()].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('diagnostics: every registered code has a section with its severity, an example line and a fix', () => {
    const text = page('diagnostics.md');
    const codes = Object.keys(DIAGNOSTIC_CODES);
    expect(codes.length).toBeGreaterThan(100);
    const missing = codes.filter((code) => {
      const section = text.split(`\n## ${code}\n`)[1]?.split('\n## ')[0] ?? '';
      return !/\*\*Severity:\*\* (error|warning)/.test(section) || !section.includes('**Example:**') || !section.includes(`[${code}]\n\`\`\``) || !section.includes('**Fix:**');
    });
    expect(missing).toEqual([]);
  });

  it('cli: every command, argument and flag of the program appears', () => {
    const text = page('cli.md');
    const { buildProgram } = createRequire(import.meta.url)(join(repoRoot, 'dist', 'cli.cjs')) as { buildProgram: () => Command };
    const program = buildProgram();
    const missing: string[] = [];
    for (const option of program.options) if (!text.includes(`\`${option.flags}\``)) missing.push(option.flags);
    for (const command of program.commands) {
      const section = text.split(`\n## specpress ${command.name()}\n`)[1]?.split('\n## ')[0];
      if (section === undefined) missing.push(command.name());
      for (const option of command.options) if (!section?.includes(`\`${option.flags}\``)) missing.push(`${command.name()} ${option.flags}`);
      for (const argument of command.registeredArguments) if (!section?.includes(`\`${argument.name()}\``)) missing.push(`${command.name()} ${argument.name()}`);
    }
    expect(program.commands.length).toBeGreaterThan(4);
    expect(missing).toEqual([]);
  });
});

// Builds the proposal site (the repository root) once per test file with the real CLI, --strict.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, runCli, tempDir, type CliRun } from '../helpers/cli.js';

export interface BuiltSite {
  run: CliRun;
  out: string;
  read: (path: string) => Promise<string>;
}

export async function buildProposalSite(): Promise<BuiltSite> {
  const out = join(await tempDir('specpress-content-'), 'build');
  const run = await runCli(['generate', '--out', out, '--strict']);
  return { run, out, read: (path) => readFile(join(out, path), 'utf8') };
}

/** A spec of the repository, parsed independently of specpress. */
export function spec(version: 'v1' | 'v2'): Record<string, any> {
  return parse(readFileSync(join(repoRoot, 'specs', `${version}.yaml`), 'utf8'));
}

export function operationIds(doc: Record<string, any>): string[] {
  return Object.values(doc.paths as Record<string, Record<string, any>>).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, op]) => op.operationId as string),
  );
}

export function propertiesOf(doc: Record<string, any>, name: string): string[] {
  const schema = doc.components.schemas[name];
  const own = Object.keys(schema.properties ?? {});
  const inherited = (schema.allOf ?? []).flatMap((part: any) => (part.$ref ? propertiesOf(doc, part.$ref.split('/').pop()) : Object.keys(part.properties ?? {})));
  return [...new Set([...inherited, ...own])];
}

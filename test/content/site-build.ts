// Builds the proposal site (the repository root) with the real CLI, --strict: once for every test
// file that reads it (test/helpers/shared-build.ts).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot, type CliRun } from '../helpers/cli.js';
import { proposalInputs, sharedBuild } from '../helpers/shared-build.js';

export interface BuiltSite {
  run: CliRun;
  out: string;
  read: (path: string) => Promise<string>;
}

export async function buildProposalSite(): Promise<BuiltSite> {
  const { out, run } = await sharedBuild(repoRoot, { inputs: proposalInputs, args: ['--strict'] });
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

// Shared helpers for the API reference tests: build a fixture site with the real CLI, read pages.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { stringify } from 'yaml';
import { generateFixture, repoRoot, runCli, tempDir, type CliRun } from '../helpers/cli.js';
import { html } from '../helpers/html.js';
import { languageById } from '../../src/shared/samples/languages.js';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface BuiltSite {
  run: CliRun;
  out: string;
  read: (path: string) => Promise<string>;
  page: (path: string) => Promise<ReturnType<typeof html>>;
}

export async function buildFixture(name: string): Promise<BuiltSite> {
  const { run, out, read } = await generateFixture(name);
  return { run, out, read, page: async (path) => html(await read(path)) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Spec = any;

export async function readSpec(relative: string): Promise<Spec> {
  return load(await readFile(join(repoRoot, relative), 'utf8'));
}

/** Every operation of a spec as [method, path, operation]. */
export function operationsOf(spec: Spec): [string, string, Spec][] {
  const out: [string, string, Spec][] = [];
  for (const [path, item] of Object.entries<Spec>(spec.paths ?? {})) for (const method of METHODS) if (item[method]) out.push([method, path, item[method]]);
  return out;
}

/** Every id="…" in a page. */
export function ids(source: string): Set<string> {
  return new Set([...source.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"')));
}

/** An element's text with HTML entities decoded (node-html-parser keeps some numeric ones). */
export function textOf(el: { text: string }): string {
  return el.text.replace(/&(#x27|#39|quot|amp|lt|gt);/g, (_, e: string) => ({ '#x27': "'", '#39': "'", quot: '"', amp: '&', lt: '<', gt: '>' })[e] ?? _);
}

/** The text of code blocks inside an element (node-html-parser keeps <pre> content as raw HTML). */
export function codeTextOf(el: { innerHTML: string }): string {
  return textOf({ text: el.innerHTML.replace(/<[^>]+>/g, '') });
}

/**
 * A language's request sample as a reader sees it (`samples`: its `.code-samples` set): the code
 * written into the page, or, for a language the browser writes when its tab is opened, what the
 * same generators write from the set's request (test/e2e/reference-highlighting.test.ts checks,
 * in a real browser, that the two agree).
 */
export function sampleTextOf(samples: ReturnType<typeof html>, lang: string): string {
  const panel = samples.querySelector(`.code-panel[data-lang="${lang}"]`);
  if (!panel) throw new Error(`no ${lang} sample`);
  if (!panel.hasAttribute('data-generate')) return codeTextOf(panel.querySelector('pre')!);
  const request = samples.getAttribute('data-request');
  const language = languageById(lang);
  if (request === undefined || !language) throw new Error(`the ${lang} sample cannot be written: no request or no generator`);
  return language.generate(JSON.parse(request)).source;
}

/**
 * Builds a one-spec site around `spec` (a home page and the reference at /api, version v1) with
 * the real CLI: what a team gets from `init` and its own description. `config` adds to the config.
 */
export async function buildSpecSite(spec: Spec, config: Record<string, unknown> = {}): Promise<{ run: CliRun; out: string; read: (path: string) => Promise<string> }> {
  const dir = await tempDir();
  await mkdir(join(dir, 'docs'));
  await writeFile(join(dir, 'docs', 'index.md'), '# Home\n');
  await writeFile(join(dir, 'api.yaml'), stringify(spec));
  await writeFile(
    join(dir, 'specpress.config.yaml'),
    stringify({ title: 'Site', url: 'https://example.com', baseUrl: '/', specs: [{ id: 'v1', file: 'api.yaml', route: 'api', label: 'v1' }], ...config }),
  );
  const out = join(dir, 'build');
  const run = await runCli(['generate', '--config', join(dir, 'specpress.config.yaml'), '--out', out]);
  return { run, out, read: (path) => readFile(join(out, path), 'utf8') };
}

// `specpress init --from <folder>`: adds specpress.config.yaml to a Docusaurus or Starlight site and
// changes no other file, so both generators build the same content while a team moves. The config
// carries what has a counterpart; the report (returned as warnings, also written into the config's
// header) lists the rest at its file:line with what to do.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import { diagnostic, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import { DEFAULT_CONFIG_FILE } from '../load/config.js';
import { parseYamlLazily } from '../load/yaml-source.js';
import { validateConfig } from '../validate/config.js';
import { DOCUSAURUS_CONFIGS, fromDocusaurus } from './from-docusaurus.js';
import { ASTRO_CONFIGS, fromStarlight } from './from-starlight.js';
import type { Obj } from './foreign-values.js';
import { ForeignConfigError, loadForeignConfig, type StubbedInput } from './load-foreign-config.js';
import { mentionPosition, MigrationReport } from './migration-report.js';
import { outerRootOf, rebasedConfig } from './outer-root.js';

export interface InitFromOptions {
  /** The Docusaurus or Starlight site's folder (relative to cwd). */
  from: string;
  cwd?: string;
}

export type ForeignTool = 'Docusaurus' | 'Starlight';

export interface InitFromResult {
  ok: boolean;
  /** The report (warnings), then any error. */
  diagnostics: Diagnostic[];
  /** Absolute path of the site folder. */
  dir: string;
  /** The config written (absolute), when one was. */
  written?: string;
  tool?: ForeignTool;
}

export async function initFrom(options: InitFromOptions): Promise<InitFromResult> {
  const dir = resolve(options.cwd ?? process.cwd(), options.from);
  const fail = (code: DiagnosticCode, message: string, hint: string, file = dir): InitFromResult => ({ ok: false, dir, diagnostics: [diagnostic(code, 'error', message, { file }, hint)] });
  if (existsSync(join(dir, DEFAULT_CONFIG_FILE)))
    return fail(
      'init-config-exists',
      `${join(dir, DEFAULT_CONFIG_FILE)} already exists; nothing was written`,
      'This site already has a specpress config: edit it, or delete it to make a new one.',
      join(dir, DEFAULT_CONFIG_FILE),
    );
  const docusaurus = DOCUSAURUS_CONFIGS.map((name) => join(dir, name)).find((file) => existsSync(file));
  const astro = docusaurus ? undefined : ASTRO_CONFIGS.map((name) => join(dir, name)).find((file) => existsSync(file));
  const file = docusaurus ?? astro;
  if (!file) {
    return fail(
      'init-from-unknown-site',
      `${dir} has no docusaurus.config.{js,mjs,ts} and no astro.config.{mjs,js,ts}; nothing was written`,
      'Pass the folder that holds the Docusaurus or Astro config, or run `specpress init <dir>` for a new site.',
    );
  }
  const tool: ForeignTool = docusaurus ? 'Docusaurus' : 'Starlight';
  let loaded;
  try {
    loaded = await loadForeignConfig(file, dir);
  } catch (error) {
    const first = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 3).join(' ');
    const missing = error instanceof ForeignConfigError ? [...new Set(error.stubbed.map((input) => (input.kind === 'file' ? relative(dir, input.specifier) : input.specifier)))] : [];
    return fail(
      'init-from-load-failed',
      `${basename(file)} could not be loaded as ${tool} would: ${first}; nothing was written`,
      missing.length > 0
        ? `It ran without ${missing.join(', ')} (not installed or not present), which is the likely cause: install the site's dependencies or restore the files, then run init --from again.`
        : "Fix the error the message names (run the site's own build to see it), then run init --from again.",
      file,
    );
  }
  const source = readFileSync(file, 'utf8');
  // Starlight's options are the `starlight(` call's: keys are looked for from there.
  const report = new MigrationReport(file, source, docusaurus ? 0 : Math.max(0, source.search(/\bstarlight\s*\(/)));
  stubbedInputs(loaded.stubbed, report);
  let config: Obj;
  if (docusaurus) config = (await fromDocusaurus(loaded.value, dir, report)).config;
  else {
    const starlight = loaded.captured.get('starlight');
    if (starlight === undefined)
      return fail(
        'init-from-no-starlight',
        `${basename(file)} does not call starlight({...}); nothing was written`,
        'init --from reads Starlight sites; add the site by hand (README: Configuration).',
        file,
      );
    config = fromStarlight(loaded.value, starlight, dir, report);
  }
  // Docs beside the site (`path: '../docs'`): the config goes in the folder that holds both, its paths from there.
  const root = docusaurus ? outerRootOf(dir, config) : undefined;
  if (root) config = rebasedConfig(dir, root, config);
  const configDir = root ?? dir;
  const target = join(configDir, DEFAULT_CONFIG_FILE);
  if (root && existsSync(target))
    return fail(
      'init-config-exists',
      `${target} already exists; nothing was written`,
      'The folder that holds the site and its docs already has a specpress config: edit it, or delete it to make a new one.',
      target,
    );
  const warnings = sortDiagnostics(report.diagnostics);
  const text = header(tool, file, configDir, warnings) + stringify(order(config), { lineWidth: 0 });
  const parsed = parseYamlLazily(target, text, 'config-yaml-syntax');
  const checked = parsed.source ? validateConfig(parsed.source, existsSync(join(configDir, 'versions.json'))).diagnostics : parsed.diagnostics;
  const errors = checked.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { ok: false, dir, tool, diagnostics: [...warnings, ...errors] };
  try {
    await writeFile(target, text, { flag: 'wx' });
  } catch {
    return fail('init-config-exists', `${target} could not be written (it appeared meanwhile, or the folder is read-only); nothing was written`, 'Check the folder and run init --from again.', target);
  }
  return { ok: true, dir, tool, written: target, diagnostics: [...warnings, ...checked] };
}

/** One report line per import that was stubbed and per file read that found nothing, at its mention. */
function stubbedInputs(stubbed: StubbedInput[], report: MigrationReport): void {
  const seen = new Set<string>();
  for (const input of stubbed) {
    const key = `${input.kind}\0${input.specifier}\0${input.importer}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = existsSync(input.importer) ? readFileSync(input.importer, 'utf8') : '';
    const shown = input.kind === 'file' ? relative(input.importer.replace(/[^/\\]+$/, ''), input.specifier) : input.specifier;
    report.diagnostics.push(
      diagnostic(
        input.kind === 'import' ? 'migrate-stubbed-import' : 'migrate-missing-file',
        'warning',
        input.kind === 'import'
          ? `${input.specifier} is not installed or not present here; it was replaced by a stub while the config loaded`
          : `${shown} is read by the config but is not present; it read as empty`,
        { file: input.importer, ...mentionPosition(text, input.kind === 'import' ? input.specifier : basename(input.specifier)) },
        'Nothing to do for the import itself: the options that depend on it are listed at their own lines.',
      ),
    );
  }
}

/** The keys in the order of the README's config table, so the file reads like the README. */
const KEY_ORDER = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'trailingSlash',
  'favicon',
  'noIndex',
  'staticDir',
  'siteAlias',
  'i18n',
  'navbar',
  'footer',
  'colorMode',
  'announcementBar',
  'markdown',
  'docs',
  'specs',
  'redirects',
  'stylesheets',
  'headTags',
  'scripts',
  'links',
];

function order(config: Obj): Obj {
  const keys = Object.keys(config).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(keys.map((key) => [key, config[key]]));
}

function rank(key: string): number {
  const at = KEY_ORDER.indexOf(key);
  return at < 0 ? KEY_ORDER.length : at;
}

function header(tool: ForeignTool, file: string, dir: string, report: Diagnostic[]): string {
  const lines = [
    `Made by \`specpress init --from\` from ${relative(dir, file)} (${tool}); no other file was changed.`,
    report.length === 0 ? 'Every option was carried.' : `Review: ${report.length} option(s) were not carried as they were; each is listed below at its line, with what to do.`,
    ...report.map((d) => `  ${relative(dir, d.file ?? file)}:${d.line ?? 1}: ${d.message}. ${d.hint ?? ''}`.trimEnd()),
    '',
  ];
  return lines.map((line) => (line ? `# ${line.replace(/\r?\n/g, ' ')}` : '')).join('\n') + '\n';
}

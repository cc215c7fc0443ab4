// The import aliases a site declares in its tsconfig.json (or jsconfig.json) `compilerOptions.paths`:
// Astro and Starlight sites write `~/components/x.astro` or `~/assets/hero.webp` for files under
// src/, and their MDX imports and images use the alias as Vite resolves it. Only `paths` (with
// `baseUrl`) is read: the rest of a tsconfig (jsx, target, decorators) would change how pages
// compile, and specpress compiles them the same whatever the folder holds.
//
// TypeScript's rules: a key has at most one `*`; the key with the longest text before its `*`
// wins (an exact key first); its targets are tried in order; they are relative to `baseUrl`, or
// to the file that declares `paths` when there is none. `extends` is followed when it names a
// file of the site; a package's base config (`astro/tsconfigs/strict`) declares no paths a site
// relies on and is not read.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser/lib/esm/main.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { realSite, readSiteFileSync } from './readable-path.js';

/** One `paths` entry: `~/*` → [`/site/src/*`]. */
export interface SiteAlias {
  /** The text before the key's `*` (the whole key when it has none). */
  prefix: string;
  /** The text after the key's `*` ('' when none). */
  suffix: string;
  wildcard: boolean;
  /** Absolute target patterns, each with at most one `*`. */
  targets: string[];
}

export interface SiteAliases {
  /** The config file the aliases come from (for diagnostics and watch), when there is one. */
  file?: string;
  /** The folder `@site/` names (the config's `siteAlias`), when it is not the site folder. */
  atSite?: string;
  /** Longest prefix first, exact keys before wildcards of the same prefix: the order TypeScript tries them. */
  aliases: SiteAlias[];
}

export const NO_ALIASES: SiteAliases = { aliases: [] };

/** The files looked for in the site folder, in TypeScript's order (a JavaScript site has a jsconfig.json). */
const CONFIG_FILES = ['tsconfig.json', 'jsconfig.json'];
/** `extends` chains longer than this are a loop or a mistake. */
const MAX_EXTENDS = 8;

interface CompilerPaths {
  paths?: { map: Record<string, unknown>; dir: string };
  baseUrl?: string;
}

/** The site's aliases, and a warning for a config that cannot be read as JSON with comments. */
export function loadSiteAliases(siteDir: string, atSite?: string): { aliases: SiteAliases; diagnostics: Diagnostic[] } {
  const found = tsconfigAliases(siteDir);
  return atSite === undefined ? found : { ...found, aliases: { ...found.aliases, atSite } };
}

function tsconfigAliases(siteDir: string): { aliases: SiteAliases; diagnostics: Diagnostic[] } {
  const site = realSite(siteDir);
  for (const name of CONFIG_FILES) {
    const file = join(siteDir, name);
    const diagnostics: Diagnostic[] = [];
    const found = readCompilerPaths(file, site, diagnostics, 0);
    if (found === undefined) {
      if (diagnostics.length > 0) return { aliases: NO_ALIASES, diagnostics };
      continue;
    }
    const { paths, baseUrl } = found;
    if (!paths) return { aliases: { file, aliases: [] }, diagnostics };
    const base = baseUrl ?? paths.dir;
    const aliases: SiteAlias[] = [];
    for (const [key, value] of Object.entries(paths.map)) {
      const targets = (Array.isArray(value) ? value : []).filter((t): t is string => typeof t === 'string' && t.split('*').length <= 2);
      if (key.split('*').length > 2 || targets.length === 0) {
        diagnostics.push(
          diagnostic(
            'site-alias-unread',
            'warning',
            `The alias "${key}" in compilerOptions.paths is not read: a key has at most one * and lists target paths`,
            { file },
            'Write it as TypeScript does, e.g. "~/*": ["./src/*"].',
          ),
        );
        continue;
      }
      const star = key.indexOf('*');
      aliases.push({
        prefix: star < 0 ? key : key.slice(0, star),
        suffix: star < 0 ? '' : key.slice(star + 1),
        wildcard: star >= 0,
        targets: targets.map((target) => resolve(base, target)),
      });
    }
    aliases.sort((a, b) => b.prefix.length - a.prefix.length || Number(a.wildcard) - Number(b.wildcard));
    return { aliases: { file, aliases }, diagnostics };
  }
  return { aliases: NO_ALIASES, diagnostics: [] };
}

/** `paths` and `baseUrl` of a config file and the files it extends (the nearest declaration wins); undefined: no such file. */
function readCompilerPaths(file: string, site: string, diagnostics: Diagnostic[], depth: number): CompilerPaths | undefined {
  const read = readSiteFileSync(file, site);
  if (!read.ok) return undefined;
  const errors: ParseError[] = [];
  const value: unknown = parseJsonc(read.content.toString('utf8'), errors, { allowTrailingComma: true });
  if (errors.length > 0 || !isObject(value)) {
    const text = read.content.toString('utf8');
    const at = errors[0]?.offset ?? 0;
    const line = text.slice(0, at).split('\n').length;
    const column = at - text.lastIndexOf('\n', at - 1);
    const why = errors[0] ? printParseErrorCode(errors[0].error) : 'it is not an object';
    diagnostics.push(
      diagnostic(
        'site-alias-unread',
        'warning',
        `${relative(process.cwd(), file) || file} is not read for import aliases: ${why}`,
        { file, line, column },
        'Fix the file (JSON with comments, as TypeScript reads it); until then its compilerOptions.paths aliases are not resolved.',
      ),
    );
    return undefined;
  }
  const options = isObject(value.compilerOptions) ? value.compilerOptions : {};
  const own: CompilerPaths = {
    ...(isObject(options.paths) ? { paths: { map: options.paths, dir: dirname(file) } } : {}),
    ...(typeof options.baseUrl === 'string' ? { baseUrl: resolve(dirname(file), options.baseUrl) } : {}),
  };
  const base = typeof value.extends === 'string' && /^\.\.?\//.test(value.extends) && depth < MAX_EXTENDS ? extendedFile(file, value.extends) : undefined;
  const inherited = base ? readCompilerPaths(base, site, diagnostics, depth + 1) : undefined;
  return { ...inherited, ...own };
}

/** `./base` → `./base.json` when that is the file, as TypeScript looks for it. */
function extendedFile(file: string, written: string): string {
  const target = resolve(dirname(file), written);
  return target.endsWith('.json') ? target : `${target}.json`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The files an aliased specifier may name, in the order TypeScript tries them (extensions are
 * the resolver's to add); undefined when no alias matches.
 */
export function aliasTargets(siteAliases: SiteAliases, specifier: string): string[] | undefined {
  for (const alias of siteAliases.aliases) {
    if (!alias.wildcard) {
      if (specifier === alias.prefix) return alias.targets.filter((target) => !target.includes('*'));
      continue;
    }
    if (!specifier.startsWith(alias.prefix) || !specifier.endsWith(alias.suffix) || specifier.length < alias.prefix.length + alias.suffix.length) continue;
    const matched = specifier.slice(alias.prefix.length, specifier.length - alias.suffix.length);
    return alias.targets.map((target) => target.replace('*', matched));
  }
  return undefined;
}

/** A key that identifies the aliases (memo keys of compiled pages: a tsconfig edit compiles them again). */
export function aliasesKey(siteAliases: SiteAliases): string {
  return [siteAliases.atSite ?? '', ...siteAliases.aliases.map((alias) => `${alias.prefix}*${alias.suffix}=${alias.targets.join(',')}`)].join(';');
}

/** For messages: a target as a path in the site folder. */
export function shownTarget(siteDir: string, target: string): string {
  return relative(siteDir, target).split(sep).join('/');
}

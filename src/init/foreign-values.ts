// Small readers of a loaded foreign config (plain JavaScript values of unknown shape), shared by the
// Docusaurus and Starlight mappings: a value is narrowed here, never cast where it is used.
import { isAbsolute, relative } from 'node:path';
import { stubOrigin } from './load-foreign-config.js';

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !stubOrigin(value);
}

export function obj(value: unknown): Obj {
  return isObj(value) ? value : {};
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) && !stubOrigin(value) ? value : [];
}

/** Only the keys of `value` that have a defined value (YAML gets no `key: null` for what was absent). */
export function defined(value: Obj): Obj {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** A path the other tool resolved (absolute, or relative to the site), as the config writes it: relative to the site. */
export function sitePath(siteDir: string, path: string): string {
  const rel = isAbsolute(path) ? relative(siteDir, path) : path.replace(/^\.\//, '');
  return rel.split('\\').join('/') || '.';
}

/** A base path with a leading and trailing slash, as specpress's baseUrl wants. */
export function slashed(path: string): string {
  const inner = path.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

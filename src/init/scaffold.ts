// `specpress init`: a new site from templates/init/. Files ending in .hbs are rendered with the
// site's title; `_name` becomes `.name` (npm drops dotfiles from packages); the rest is copied.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import Handlebars from 'handlebars';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../load/package-root.js';
import { isInside } from '../load/paths.js';

export interface InitOptions {
  /** Folder to create the site in (relative to cwd). */
  dir: string;
  cwd?: string;
  /** Site title; defaults to the folder name in title case. */
  title?: string;
  /** Write into a non-empty folder, overwriting files of the same name. */
  force?: boolean;
}

export interface InitResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  /** Absolute path of the site folder. */
  dir: string;
  /** Files written, relative to dir. */
  files: string[];
}

export async function scaffoldSite(options: InitOptions): Promise<InitResult> {
  const dir = resolve(options.cwd ?? process.cwd(), options.dir);
  const refuse = (code: DiagnosticCode, message: string, hint: string): InitResult => ({ ok: false, dir, files: [], diagnostics: [diagnostic(code, 'error', message, { file: dir }, hint)] });
  if (existsSync(dir) && !statSync(dir).isDirectory()) return refuse('init-not-a-folder', `${dir} exists and is not a folder`, 'Pick another name for the new site.');
  if (existsSync(dir) && readdirSync(dir).length > 0 && !options.force) {
    return refuse(
      'init-folder-not-empty',
      `The folder ${dir} is not empty`,
      'Pick a new or empty folder, or pass --force to write the starter files into it (files of the same name are overwritten).',
    );
  }
  const title = options.title?.trim() || titleFromFolder(dir);
  const data = {
    title,
    description: `The documentation of ${title}: guides and the API reference.`,
    // The site's own name, not the example API's: it stays right when the team brings its spec.
    tagline: `Guides and the API reference of ${title}.`,
    copyright: `Copyright © ${new Date().getFullYear()} ${title}. Built with specpress.`,
    packageName: packageNameFrom(basename(dir)),
    versionRange: specpressDependency(dir),
  };
  const templatesDir = join(packageRoot(), 'templates', 'init');
  const files: string[] = [];
  for (const template of await listFiles(templatesDir)) {
    const target = outputName(template);
    const text = await readFile(join(templatesDir, template));
    const content = template.endsWith('.hbs') ? render(text.toString('utf8'), data) : text;
    await mkdir(dirname(join(dir, target)), { recursive: true });
    await writeFile(join(dir, target), content);
    files.push(target);
  }
  return { ok: true, dir, files: files.sort(), diagnostics: [] };
}

const handlebars = Handlebars.create();
// A string as a YAML / JSON double-quoted scalar: safe whatever the title contains.
handlebars.registerHelper('yaml', (value: unknown) => new Handlebars.SafeString(JSON.stringify(String(value))));
handlebars.registerHelper('json', (value: unknown) => new Handlebars.SafeString(JSON.stringify(value)));

function render(template: string, data: object): string {
  return handlebars.compile(template, { strict: true })(data);
}

/** `docs/index.md.hbs` → `docs/index.md`; `_gitignore` → `.gitignore`. */
function outputName(template: string): string {
  const withoutHbs = template.replace(/\.hbs$/, '');
  return join(dirname(withoutHbs), basename(withoutHbs).replace(/^_/, '.')).replace(/^\.\//, '');
}

async function listFiles(root: string, folder = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(join(root, folder), { withFileTypes: true })) {
    const rel = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(root, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** `my-docs` → `My Docs`. */
export function titleFromFolder(dir: string): string {
  const words = basename(dir)
    .split(/[-_\s.]+/)
    .filter(Boolean);
  return words.length > 0 ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') : 'My Docs';
}

function packageNameFrom(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+|-+$/g, '') || 'my-docs'
  );
}

/**
 * How the new site depends on specpress, in a form that works on a teammate's machine and in CI:
 * a site inside the project that installed specpress uses that install (no dependency of its own:
 * `npx` and npm scripts find it up the tree); a specpress installed as a package is depended on by
 * its version range (`^0.1.0`), as any package is; a specpress run from a checkout (its
 * developers) is linked by a path relative to the site (`file:../specpress`), which holds wherever
 * the two folders are cloned side by side, never by this machine's absolute path.
 */
function specpressDependency(siteDir: string): string | undefined {
  const root = packageRoot();
  const parts = root.split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at > 0 && isInside(siteDir, parts.slice(0, at).join(sep))) return undefined;
  if (at > 0) return `^${packageVersion(root)}`;
  const path = relative(siteDir, root).split(sep).join('/');
  return `file:${path.startsWith('.') ? path : `./${path}`}`;
}

function packageVersion(root: string): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

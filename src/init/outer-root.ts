// A Docusaurus site whose docs live beside it (`docs: { path: '../docs' }` in website/, as Jest,
// Redux and Prettier keep them). specpress reads nothing outside the folder of its config, so the
// config goes in the folder that holds both, with every path it names rewritten from there, and
// the Docusaurus layout that specpress finds by itself beside a config (versioned_docs/,
// versioned_sidebars/, static/, blog/) named explicitly, since it is no longer beside it.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { readVersionsFile } from '../load/versions-file.js';
import { isObj, list, obj, str, type Obj } from './foreign-values.js';

/** How far up the config may move: the docs of the sites this is for are one folder up. */
const MAX_LEVELS_UP = 2;

export interface OuterRoot {
  /** The folder the config is written in (absolute). */
  root: string;
  /** The config, its paths relative to `root`. */
  config: Obj;
}

/** The folder that holds the site and its docs, when the docs are outside the site folder (undefined: they are inside). */
export function outerRootOf(siteDir: string, config: Obj): string | undefined {
  const folder = str(obj(config.docs).folder);
  if (folder === undefined || !(folder === '..' || folder.startsWith('../'))) return undefined;
  let root = siteDir;
  const docs = resolve(siteDir, folder);
  for (let up = 0; up < MAX_LEVELS_UP && !isWithin(docs, root); up++) root = dirname(root);
  return isWithin(docs, root) && dirname(root) !== root ? root : undefined;
}

function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** The config with its paths relative to `root` instead of `siteDir`, and the Docusaurus layout's folders named. */
export function rebasedConfig(siteDir: string, root: string, config: Obj): Obj {
  const from = (path: string) => relative(root, resolve(siteDir, path)).split(sep).join('/') || '.';
  const existing = (path: string) => (existsSync(resolve(siteDir, path)) ? from(path) : undefined);
  const out: Obj = { ...config };
  const docs: Obj = { ...obj(config.docs) };
  if (str(docs.folder)) docs.folder = from(String(docs.folder));
  // Versions: versions.json is read beside the config, so each one gets its folder and sidebars here, in its order.
  const names = readVersionsFile(siteDir, 'no versions were built')?.names ?? [];
  if (names.length > 0 || isObj(docs.versions)) {
    const options = obj(docs.versions);
    const versions: Obj = {};
    for (const name of names) {
      const option: Obj = { ...obj(options[name]) };
      option.folder = from(str(option.folder) ?? `versioned_docs/version-${name}`);
      const sidebars = str(option.sidebars) ?? `versioned_sidebars/version-${name}-sidebars.json`;
      if (str(option.sidebars) !== undefined || existsSync(resolve(siteDir, sidebars))) option.sidebars = from(sidebars);
      versions[name] = option;
    }
    for (const [name, value] of Object.entries(options)) {
      if (name in versions) continue;
      const option: Obj = { ...obj(value) };
      if (str(option.folder)) option.folder = from(String(option.folder));
      if (str(option.sidebars)) option.sidebars = from(String(option.sidebars));
      versions[name] = option;
    }
    docs.versions = versions;
    if (names.length > 0 && docs.lastVersion === undefined) docs.lastVersion = names[0];
  }
  if (isObj(docs.instances))
    docs.instances = Object.fromEntries(
      Object.entries(docs.instances).map(([id, instance]) => [id, isObj(instance) && str(instance.folder) ? { ...instance, folder: from(String(instance.folder)) } : instance]),
    );
  out.docs = docs;
  // Docusaurus's `@site/` is the site's folder, no longer the config's.
  out.siteAlias = from('.');
  const staticDir = str(config.staticDir) ?? 'static';
  const movedStatic = existing(staticDir);
  if (movedStatic !== undefined) out.staticDir = movedStatic;
  const blog: Obj = { ...obj(config.blog) };
  const blogPath = existing(str(blog.path) ?? 'blog');
  if (blogPath !== undefined) out.blog = { ...blog, path: blogPath };
  if (Array.isArray(config.stylesheets)) out.stylesheets = list(config.stylesheets).map((file) => (typeof file === 'string' ? from(file) : file));
  if (Array.isArray(config.specs)) out.specs = list(config.specs).map((spec) => (isObj(spec) && str(spec.file) ? { ...spec, file: from(String(spec.file)) } : spec));
  return out;
}

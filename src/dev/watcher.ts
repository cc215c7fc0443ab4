// What a watch session watches (the config, docs/, specs/, the static folder, stylesheets) and what
// kind of rebuild a changed file needs.
import { watch } from 'chokidar';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';

export interface WatchTargets {
  configFile: string;
  siteDir: string;
  config?: SiteConfig;
}

/** Folders and files to watch, whether they exist now or not (call again after a config change). */
export function watchedPaths({ configFile, siteDir, config }: WatchTargets): string[] {
  const paths = new Set([configFile, join(siteDir, 'docs'), join(siteDir, 'specs'), join(siteDir, 'static')]);
  // Docs versions in Docusaurus's layout (load/docs-variants.ts).
  for (const name of ['versions.json', 'versioned_docs', 'versioned_sidebars']) paths.add(join(siteDir, name));
  // The import aliases MDX pages and images use (load/site-aliases.ts).
  for (const name of ALIAS_FILES) paths.add(join(siteDir, name));
  if (config) {
    paths.add(resolve(siteDir, config.docs.folder));
    for (const version of Object.values(config.docs.versions ?? {})) for (const path of [version.folder, version.sidebars]) if (path !== undefined) paths.add(resolve(siteDir, path));
    for (const instance of Object.values(config.docs.instances ?? {})) paths.add(resolve(siteDir, instance.folder));
    paths.add(resolve(siteDir, config.staticDir));
    for (const spec of config.specs) paths.add(dirname(resolve(siteDir, spec.file)));
    for (const stylesheet of config.stylesheets) paths.add(resolve(siteDir, stylesheet));
  }
  return [...paths];
}

/** The files a site's import aliases come from (load/site-aliases.ts). */
const ALIAS_FILES = ['tsconfig.json', 'jsconfig.json'];

/** A config, stylesheet or alias change rebuilds everything; anything else reuses unchanged results. */
export function needsFullBuild(file: string, { configFile, siteDir, config }: WatchTargets): boolean {
  const changed = resolve(file);
  return (
    changed === resolve(configFile) || ALIAS_FILES.some((name) => resolve(siteDir, name) === changed) || (config?.stylesheets ?? []).some((stylesheet) => resolve(siteDir, stylesheet) === changed)
  );
}

/** chokidar reports one change per file per this many ms and drops the rest. */
export const CHANGE_THROTTLE_MS = 50;

/** Editor droppings: swap files, backups, dotfiles. */
function ignored(path: string): boolean {
  const name = basename(path);
  return path.split(sep).includes('node_modules') || (name.startsWith('.') && name.length > 1) || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || /^#.*#$/.test(name);
}

export interface SiteWatcher {
  /** Watches more paths (missing ones as soon as they appear). */
  add(paths: string[]): void;
  close(): Promise<void>;
}

/**
 * Watches `paths`. One that is missing, or is deleted later (`docs/` removed and restored by a
 * checkout), is picked up again when it appears: a second watcher looks at the folders holding
 * them, one level deep, for their names.
 */
export async function startWatcher(paths: string[], onChange: (file: string) => void, onError: (error: unknown) => void): Promise<SiteWatcher> {
  const wanted = new Set<string>();
  const main = watch([], { ignoreInitial: true, ignored });
  const parents = watch([], { ignoreInitial: true, depth: 0 });
  main.on('all', (event, path) => {
    if (event === 'add' || event === 'change' || event === 'unlink' || event === 'addDir' || event === 'unlinkDir') onChange(resolve(path));
  });
  parents.on('all', (event, path) => {
    const full = resolve(path);
    if ((event === 'add' || event === 'addDir') && wanted.has(full)) {
      // Watch it again (chokidar forgets a deleted path), and build with what it holds now.
      main.unwatch(full);
      main.add(full);
      onChange(full);
    }
  });
  main.on('error', onError);
  parents.on('error', onError);
  const add = (more: string[]) => {
    const fresh = more.map((path) => resolve(path)).filter((path) => !wanted.has(path));
    for (const path of fresh) wanted.add(path);
    const present = fresh.filter((path) => existsSync(path));
    if (present.length > 0) main.add(present);
    const holders = [...new Set(fresh.map((path) => dirname(path)))].filter((dir) => existsSync(dir));
    if (holders.length > 0) parents.add(holders);
  };
  add(paths);
  await Promise.all([main, parents].map((w) => new Promise<void>((ready) => w.once('ready', () => ready()))));
  return { add, close: async () => void (await Promise.all([main.close(), parents.close()])) };
}

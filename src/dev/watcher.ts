// What a watch session watches (the config, docs/, specs/, templates/, the static folder) and what
// kind of rebuild a changed file needs.
import { watch, type FSWatcher } from 'chokidar';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { SiteConfig } from '../config/site-config.js';

export interface WatchTargets {
  configFile: string;
  siteDir: string;
  config?: SiteConfig;
}

/** Folders and files to watch; missing ones are skipped (call again after a config change). */
export function watchedPaths({ configFile, siteDir, config }: WatchTargets): string[] {
  const paths = new Set([configFile, join(siteDir, 'docs'), join(siteDir, 'specs'), join(siteDir, 'templates'), join(siteDir, 'static')]);
  if (config) {
    paths.add(resolve(siteDir, config.docs.folder));
    paths.add(resolve(siteDir, config.staticDir));
    for (const spec of config.specs) paths.add(dirname(resolve(siteDir, spec.file)));
  }
  return [...paths].filter((path) => existsSync(path));
}

/** A config or template change rebuilds everything; anything else reuses unchanged results. */
export function needsFullBuild(file: string, { configFile, siteDir }: WatchTargets): boolean {
  return resolve(file) === resolve(configFile) || !relative(join(siteDir, 'templates'), file).startsWith('..');
}

/** chokidar reports one change per file per this many ms and drops the rest. */
export const CHANGE_THROTTLE_MS = 50;

/** Editor droppings: swap files, backups, dotfiles. */
function ignored(path: string): boolean {
  const name = basename(path);
  return path.split(sep).includes('node_modules') || (name.startsWith('.') && name.length > 1) || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name) || /^#.*#$/.test(name);
}

export async function startWatcher(paths: string[], onChange: (file: string) => void, onError: (error: unknown) => void): Promise<FSWatcher> {
  const watcher = watch(paths, { ignoreInitial: true, ignored });
  watcher.on('all', (event, path) => {
    if (event === 'add' || event === 'change' || event === 'unlink' || event === 'addDir' || event === 'unlinkDir') onChange(resolve(path));
  });
  watcher.on('error', onError);
  await new Promise<void>((resolveReady) => watcher.once('ready', () => resolveReady()));
  return watcher;
}

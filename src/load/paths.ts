// Path relations that decide what the build may read and write. Node only (not for src/client).
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** `inner` is strictly below `outer` (both absolute). */
export function isInside(inner: string, outer: string): boolean {
  const rel = relative(outer, inner);
  return rel !== '' && rel !== '..' && !rel.startsWith('..' + sep) && !isAbsolute(rel);
}

/** The real path of `path`, through symlinks, even when its last parts do not exist yet. */
export function realOrResolved(path: string): string {
  const absolute = resolve(path);
  if (existsSync(absolute)) {
    try {
      return realpathSync(absolute);
    } catch {
      return absolute;
    }
  }
  const parent = dirname(absolute);
  return parent === absolute ? absolute : join(realOrResolved(parent), basename(absolute));
}

// Lists the files of a folder of the site (docs, static), following symlinks only while they stay
// inside the site folder. A contributor's `static/etc -> /etc` must never publish the machine's
// files, and a link loop must not walk forever: a link that leaves the site, points at nothing or
// loops is reported at its path and not followed. fast-glob cannot bound where links lead (it
// follows every one, loops included), hence this walker.
import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { diagnostic, type Diagnostic, type Severity } from '../diagnostics/diagnostic.js';
import { compareText } from '../util/compare-text.js';
import { isInside } from './paths.js';
import { placeInSite } from './readable-path.js';

export interface SiteFile {
  /** Path as the site names it (through links), for messages and the watcher. */
  file: string;
  /** Path inside the listed folder with forward slashes, e.g. `guides/setup.md`. */
  relPath: string;
}

export interface ListOptions {
  /** The site folder: no link may lead out of it. */
  siteDir: string;
  /** Whether a file or folder name is listed at all (e.g. no dotfiles, no `_partials`). */
  accept(name: string, isDirectory: boolean): boolean;
  /** How a link out of the site is reported; the link is never followed either way. */
  outsideLinks?: Severity;
}

/** More entries than any real site folder has: past it, links are fanning out (a hostile tree). */
export const MAX_LISTED_ENTRIES = 200_000;

export interface ListedFiles {
  files: SiteFile[];
  diagnostics: Diagnostic[];
}

/** Files under `root`, sorted by relative path; a missing root lists nothing. */
export async function listSiteFiles(root: string, options: ListOptions): Promise<ListedFiles> {
  const files: SiteFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const site = await realpath(options.siteDir).catch(() => options.siteDir);
  const severity = options.outsideLinks ?? 'error';
  const hint = 'Keep the files inside the site folder (copy them in), or point the link at a file of the site.';

  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return { files, diagnostics };
  if (realRoot !== site && !isInside(realRoot, site)) {
    diagnostics.push(diagnostic('symlink-outside-site', severity, `${root} leads to ${realRoot}, outside the site folder ${site}; nothing in it is published`, { file: root }, hint));
    return { files, diagnostics };
  }

  // `chain` holds the real folders from the root down to `dir`: a link back into one is a loop.
  let seen = 0;
  let stopped = false;
  const walk = async (dir: string, shownDir: string, prefix: string, chain: readonly string[]): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => compareText(a.name, b.name));
    for (const entry of entries) {
      if (stopped) return;
      if (++seen > MAX_LISTED_ENTRIES) {
        stopped = true;
        diagnostics.push(
          diagnostic(
            'site-folder-too-large',
            'error',
            `${root} holds more than ${MAX_LISTED_ENTRIES.toLocaleString('en')} files and folders (through its links); listing stopped at ${join(shownDir, entry.name)}`,
            { file: root },
            'Check for symbolic links that fan out, or move what is not the site elsewhere.',
          ),
        );
        return;
      }
      const shown = join(shownDir, entry.name);
      const relPath = prefix + entry.name;
      if (entry.isSymbolicLink()) {
        const target = await realpath(join(dir, entry.name)).catch(() => undefined);
        if (!target) {
          diagnostics.push(diagnostic('symlink-broken', 'warning', `${shown} is a symbolic link to nothing; it is skipped`, { file: shown }, 'Remove the link or restore its target.'));
          continue;
        }
        // The rule for every path the site names (readable-path.ts): .git, .env and the like are
        // never published, whatever the link is called.
        const placed = placeInSite(target, site);
        if (!placed.inside) {
          const where = placed.hidden === undefined ? `outside the site folder ${site}` : 'a hidden file or folder of the site';
          diagnostics.push(diagnostic('symlink-outside-site', severity, `${shown} is a symbolic link to ${target}, ${where}; it is not published`, { file: shown }, hint));
          continue;
        }
        const info = await stat(target).catch(() => undefined);
        if (info?.isDirectory()) {
          if (!options.accept(entry.name, true)) continue;
          if (chain.some((folder) => folder === target || isInside(folder, target))) {
            diagnostics.push(
              diagnostic('symlink-loop', 'error', `${shown} is a symbolic link to ${target}, a folder that contains it: following it would never end`, { file: shown }, 'Remove the link.'),
            );
            continue;
          }
          await walk(target, shown, `${relPath}/`, [...chain, target]);
        } else if (info?.isFile() && options.accept(entry.name, false)) {
          files.push({ file: shown, relPath });
        }
      } else if (entry.isDirectory()) {
        if (options.accept(entry.name, true)) await walk(join(dir, entry.name), shown, `${relPath}/`, [...chain, join(dir, entry.name)]);
      } else if (entry.isFile() && options.accept(entry.name, false)) {
        files.push({ file: shown, relPath });
      }
    }
  };
  await walk(realRoot, root, '', [realRoot]);
  files.sort((a, b) => compareText(a.relPath, b.relPath));
  return { files, diagnostics };
}

// Which folders a build may replace. The output folder is swapped out whole on every build, so
// before any work starts it is held to two rules:
// 1. it must not be, contain, or (for the folders a build reads from) lie inside any of the
//    site's own inputs: the working folder, the config file, docs, specs, static files, templates.
//    Nothing overrides this rule.
// 2. an existing, non-empty folder is replaced only when specpress wrote it: every build leaves a
//    marker file at its root. `force` overrides this rule only.
import { readdirSync, statSync } from 'node:fs';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { isInside, realOrResolved } from '../load/paths.js';

/** Written at the root of every build; its presence says "specpress may replace this folder". */
export const OUTPUT_MARKER = '.specpress-output';
export const OUTPUT_MARKER_TEXT = 'This folder was written by specpress. Each build replaces it whole; keep nothing else here.\n';

/** One input of the site that an output folder must leave alone. */
export interface ProtectedInput {
  /** What it is, for the message: "the docs folder", "the config file". */
  label: string;
  path: string;
  /** A folder the build reads every file of: an output inside it would be read back as content. */
  readWhole?: boolean;
}

export interface OutputFolderCheck {
  outDir: string;
  inputs: readonly ProtectedInput[];
  /** Replace an existing folder that has no marker (rule 2 only). */
  force?: boolean;
}

/** The problems that forbid writing to `outDir`; empty when the build may go ahead. */
export function checkOutputFolder({ outDir, inputs, force }: OutputFolderCheck): Diagnostic[] {
  const out = realOrResolved(outDir);
  const hint = 'Pick a folder of its own for the build, e.g. `--out build` (the default).';
  for (const input of inputs) {
    const path = realOrResolved(input.path);
    const where = { file: outDir };
    if (path === out) {
      return [
        diagnostic('output-folder-is-input', 'error', `The output folder ${outDir} is ${input.label} (${input.path}); a build replaces its output folder whole and would delete it`, where, hint),
      ];
    }
    if (isInside(path, out)) {
      return [
        diagnostic('output-folder-is-input', 'error', `The output folder ${outDir} contains ${input.label} (${input.path}); a build replaces its output folder whole and would delete it`, where, hint),
      ];
    }
    if (input.readWhole && isInside(out, path)) {
      return [
        diagnostic('output-folder-is-input', 'error', `The output folder ${outDir} is inside ${input.label} (${input.path}); the next build would read its own output back as content`, where, hint),
      ];
    }
  }
  const problem = foreignContent(out);
  if (problem === IS_A_FILE) {
    return [diagnostic('output-folder-not-ours', 'error', `The output folder ${outDir} is a file, not a folder`, { file: outDir }, 'Pick another --out.')];
  }
  if (problem && !force) {
    return [
      diagnostic(
        'output-folder-not-ours',
        'error',
        `The output folder ${outDir} ${problem}; specpress replaces only folders it wrote itself (they hold a ${OUTPUT_MARKER} file)`,
        { file: outDir },
        'Pick another --out, empty or remove that folder yourself, or pass --force to replace it with the build.',
      ),
    ];
  }
  return [];
}

const IS_A_FILE = 'is a file, not a folder';

/** Why the folder is not ours to replace, or undefined when it is (or does not exist, or is empty). */
function foreignContent(out: string): string | undefined {
  let entries: string[];
  try {
    if (!statSync(out).isDirectory()) return IS_A_FILE;
    entries = readdirSync(out);
  } catch {
    return undefined;
  }
  if (entries.length === 0 || entries.includes(OUTPUT_MARKER)) return undefined;
  return `already holds ${entries.length} file${entries.length === 1 ? '' : 's'} or folder${entries.length === 1 ? '' : 's'} (${entries.sort().slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}) and was not written by specpress`;
}

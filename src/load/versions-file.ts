// versions.json, Docusaurus's list of docs versions (newest first), read in one place: the build
// (docs-variants.ts), `specpress docs:version` (write/docs-version.ts) and `init --from`
// (init/from-docusaurus.ts) all read it here, so they agree on what a version name is and on what a
// malformed file says.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { parseYamlLazily, type YamlSource } from './yaml-source.js';

/** A version name as versions.json and `docs:version` accept it: a URL segment, and not "current". */
export function isVersionName(name: unknown): name is string {
  return typeof name === 'string' && /^[^/\\?#\s]+$/.test(name) && name !== 'current' && name !== '.' && name !== '..';
}

export interface VersionsFile {
  file: string;
  /** The parsed file (positions for diagnostics); undefined when it is not JSON/YAML. */
  source?: YamlSource;
  /** The list as written, when it is a list. */
  entries?: unknown[];
  /** The valid version names, in the file's order, each once. */
  names: string[];
  /** The file's syntax error, or that it is not a list (`consequence` ends that message). */
  fileDiagnostics: Diagnostic[];
  /** One per entry that is not a version name (left out of `names`). */
  entryDiagnostics: Diagnostic[];
}

/**
 * The site's versions.json, or undefined when there is none. `consequence` finishes the message
 * of a file that is not a list ("no versions were built", "nothing was written").
 */
export function readVersionsFile(siteDir: string, consequence: string): VersionsFile | undefined {
  const file = resolve(siteDir, 'versions.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = parseYamlLazily(file, text, 'versions-file-syntax');
  const result: VersionsFile = { file, source: parsed.source, names: [], fileDiagnostics: [...parsed.diagnostics], entryDiagnostics: [] };
  const data = parsed.source?.data;
  if (parsed.source && !Array.isArray(data)) {
    result.fileDiagnostics.push(
      diagnostic(
        'versions-file-invalid',
        'error',
        `versions.json is not a list of version names; ${consequence}`,
        parsed.source.positionOf([]),
        'Write a JSON array of names, newest first, e.g. ["2.0", "1.0"].',
      ),
    );
  } else if (Array.isArray(data)) {
    result.entries = data;
    data.forEach((name: unknown, index) => {
      if (isVersionName(name) && !result.names.includes(name)) result.names.push(name);
      else
        result.entryDiagnostics.push(
          diagnostic(
            'versions-file-invalid',
            'error',
            `versions.json entry ${index} (${JSON.stringify(name)}) is not a version name; it was left out`,
            parsed.source?.positionOf([index]),
            'A version name is a string without "/", "?", "#" or spaces, listed once, and not "current".',
          ),
        );
    });
  }
  return result;
}

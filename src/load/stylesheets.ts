// The site's own CSS files (`stylesheets` in the config), read once per build in the order given.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { YamlSource } from './yaml-source.js';

export interface SiteStylesheets {
  /** The files joined, each after a comment naming it; empty when the site has none. */
  css: string;
  files: string[];
  diagnostics: Diagnostic[];
}

export async function loadStylesheets(paths: readonly string[], siteDir: string, source?: YamlSource): Promise<SiteStylesheets> {
  const diagnostics: Diagnostic[] = [];
  const files = paths.map((path) => resolve(siteDir, path));
  const parts = await Promise.all(
    files.map(async (file, index) => {
      try {
        return `/* ${paths[index]} */\n${await readFile(file, 'utf8')}`;
      } catch {
        diagnostics.push(
          diagnostic(
            'stylesheet-not-found',
            'error',
            `The stylesheet ${paths[index]} does not exist`,
            source?.positionOf(['stylesheets', index]) ?? { file },
            'Paths under stylesheets are relative to the config file.',
          ),
        );
        return '';
      }
    }),
  );
  return { css: parts.filter(Boolean).join('\n'), files, diagnostics };
}

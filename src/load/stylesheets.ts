// The site's own CSS files (`stylesheets` in the config), read once per build in the order given.
import { resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { describeRefusal, readNamedFile } from './readable-path.js';
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
      const read = await readNamedFile(file);
      if (read.ok) return `/* ${paths[index]} */\n${read.content.toString('utf8')}`;
      const at = source?.positionOf(['stylesheets', index]) ?? { file };
      if (read.refusal.reason === 'missing') {
        diagnostics.push(diagnostic('stylesheet-not-found', 'error', `The stylesheet ${paths[index]} does not exist`, at, 'Paths under stylesheets are relative to the config file.'));
      } else {
        const refused = describeRefusal(read.refusal, 'it', siteDir);
        diagnostics.push(diagnostic(`stylesheet-${refused.code}`, 'error', `The stylesheet ${paths[index]} is not read: ${refused.why}`, at, refused.hint));
      }
      return '';
    }),
  );
  return { css: parts.filter(Boolean).join('\n'), files, diagnostics };
}

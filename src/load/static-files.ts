import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import { readBytesNow } from './read-now.js';
import { listSiteFiles } from './site-files.js';

export interface StaticFiles {
  /** Path inside the static folder → content. */
  files: Map<string, Uint8Array>;
  diagnostics: Diagnostic[];
}

/**
 * Files of the site's static folder, copied as they are under the base path. Dotfiles are left
 * out; links are followed only inside the site folder (see site-files.ts).
 */
export async function loadStaticFiles(staticDir: string, siteDir: string, outsideLinks: Severity): Promise<StaticFiles> {
  const listed = await listSiteFiles(staticDir, { siteDir, outsideLinks, accept: (name) => !name.startsWith('.') });
  const files = new Map<string, Uint8Array>();
  for (const { file, relPath } of listed.files) files.set(relPath, await readBytesNow(file));
  return { files, diagnostics: listed.diagnostics };
}

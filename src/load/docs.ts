import { readFile } from 'node:fs/promises';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import { listSiteFiles } from './site-files.js';

/** A file of the docs folder: markdown pages (.md) and React pages (.tsx / .jsx). */
export interface DocSource {
  file: string;
  /** Path inside the docs folder with forward slashes, e.g. `guides/setup.md`. */
  relPath: string;
  kind: 'markdown' | 'react';
  text: string;
}

const PAGE_FILE = /\.(md|tsx|jsx)$/;

/**
 * The pages of the docs folder. Names starting with `_` (partials, category files) or `.`, and
 * node_modules, are not pages; links are followed only inside the site folder (see site-files.ts).
 */
export async function loadDocs(docsDir: string, siteDir: string, outsideLinks: Severity): Promise<{ docs: DocSource[]; diagnostics: Diagnostic[] }> {
  const listed = await listSiteFiles(docsDir, {
    siteDir,
    outsideLinks,
    accept: (name, isDirectory) => !name.startsWith('_') && !name.startsWith('.') && (isDirectory ? name !== 'node_modules' : PAGE_FILE.test(name)),
  });
  const docs = await Promise.all(
    listed.files.map(async ({ file, relPath }): Promise<DocSource> => ({ file, relPath, kind: relPath.endsWith('.md') ? 'markdown' : 'react', text: await readFile(file, 'utf8') })),
  );
  return { docs, diagnostics: listed.diagnostics };
}

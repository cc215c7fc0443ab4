// The docs folder read: its pages' text and its `_category_` files.
import { dirname, join, resolve } from 'node:path';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.js';
import type { DocsVariant } from './docs-variants.js';
import { readTextNow } from './read-now.js';
import { listSiteFiles } from './site-files.js';
import { parseYamlLazily, type YamlSource } from './yaml-source.js';

/** A file of the docs folder: markdown pages (.md, and .mdx read as markdown) and React pages (.tsx / .jsx). */
export interface DocSource {
  file: string;
  /** Path inside the docs folder with forward slashes, e.g. `guides/setup.md`. */
  relPath: string;
  kind: 'markdown' | 'react';
  text: string;
  /** The tree of docs (a version) the file belongs to: its routes carry the variant's prefix. */
  variant: DocsVariant;
}

/** A `_category_.json` / `_category_.yml` file: how a folder shows as a sidebar category. */
export interface CategorySource {
  /** The folder it describes, inside the docs folder (`guides`, `guides/advanced`). */
  dir: string;
  source: YamlSource;
  variant: DocsVariant;
}

const PAGE_FILE = /\.(mdx?|tsx|jsx)$/;
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/**
 * The pages of the docs folder, and its `_category_` files. Other names starting with `_`
 * (partials) or `.`, and node_modules, are not pages; links are followed only inside the site
 * folder (see site-files.ts). `variant`: the docs folder (or a version's) and its route prefix. `readText`: how a file's text is read (watch mode reads only what changed).
 */
export async function loadDocs(
  variant: DocsVariant,
  siteDir: string,
  outsideLinks: Severity,
  readText: (file: string) => Promise<string> = readTextNow,
): Promise<{ docs: DocSource[]; categories: CategorySource[]; diagnostics: Diagnostic[] }> {
  const listed = await listSiteFiles(variant.folder, {
    siteDir,
    outsideLinks,
    accept: (name, isDirectory) => !name.startsWith('.') && (isDirectory ? name !== 'node_modules' && !name.startsWith('_') : PAGE_FILE.test(name) ? !name.startsWith('_') : CATEGORY_FILE.test(name)),
  });
  const diagnostics = [...listed.diagnostics];
  // Starlight's root locale: the other locales' folders are theirs, not pages of this one.
  const skip = variant.skipFolders;
  if (skip?.length) listed.files = listed.files.filter(({ relPath }) => !skip.includes(relPath.split('/')[0] ?? ''));
  const pages = listed.files.filter(({ relPath }) => PAGE_FILE.test(relPath));
  const docs = await Promise.all(
    pages.map(async ({ file, relPath }): Promise<DocSource> => ({ file, relPath, kind: /\.mdx?$/.test(relPath) ? 'markdown' : 'react', text: await readText(file), variant })),
  );
  const categories: CategorySource[] = [];
  const components = importedComponents(docs);
  for (const { file, relPath } of listed.files.filter(({ relPath }) => CATEGORY_FILE.test(relPath.split('/').pop() ?? ''))) {
    const parsed = parseYamlLazily(file, await readText(file), 'category-file-syntax');
    diagnostics.push(...parsed.diagnostics);
    if (parsed.source) categories.push({ dir: relPath.includes('/') ? relPath.slice(0, relPath.lastIndexOf('/')) : '.', source: parsed.source, variant });
  }
  return { docs: components.size > 0 ? docs.filter((doc) => !components.has(doc.file)) : docs, categories, diagnostics };
}

/** `import Note from './components/Note'` in a page's text: a relative module (the text's own import lines). */
const RELATIVE_IMPORT = /^\s*import\s[^'"\n]*?\bfrom\s*['"](\.{1,2}\/[^'"\n]+)['"]/gm;

/**
 * The React files of the docs folder that its markdown pages import: components the pages use,
 * not pages (Docusaurus keeps components beside its docs, `docs/components/Note.jsx`, and reads
 * only markdown there). Found by the pages' import lines, with the extensions esbuild tries.
 */
function importedComponents(docs: readonly DocSource[]): Set<string> {
  const react = new Set(docs.filter((doc) => doc.kind === 'react').map((doc) => doc.file));
  const found = new Set<string>();
  if (react.size === 0) return found;
  for (const doc of docs) {
    if (doc.kind !== 'markdown' || !doc.text.includes('import')) continue;
    for (const match of doc.text.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(doc.file), match[1]);
      for (const candidate of [target, `${target}.tsx`, `${target}.jsx`, join(target, 'index.tsx'), join(target, 'index.jsx')]) if (react.has(candidate)) found.add(candidate);
    }
  }
  return found;
}

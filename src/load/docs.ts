import fg from 'fast-glob';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A file of the docs folder: markdown pages (.md) and React pages (.tsx / .jsx). */
export interface DocSource {
  file: string;
  /** Path inside the docs folder with forward slashes, e.g. `guides/setup.md`. */
  relPath: string;
  kind: 'markdown' | 'react';
  text: string;
}

export async function loadDocs(docsDir: string): Promise<DocSource[]> {
  const relPaths = await fg(['**/*.md', '**/*.tsx', '**/*.jsx'], { cwd: docsDir, ignore: ['**/node_modules/**', '**/_*'], onlyFiles: true });
  relPaths.sort();
  return Promise.all(
    relPaths.map(async (relPath) => {
      const file = join(docsDir, relPath);
      return { file, relPath, kind: relPath.endsWith('.md') ? 'markdown' : 'react', text: await readFile(file, 'utf8') } as DocSource;
    }),
  );
}

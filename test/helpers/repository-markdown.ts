// The repository's markdown, for tests that hold a text-level pass to real content: the proposal's
// docs, the website and the fixtures (real Docusaurus and Starlight content among them), and, when
// asked, the markdown the installed packages ship (READMEs and docs nobody on the project wrote).
import fg from 'fast-glob';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './cli.js';

const REPOSITORY = ['docs/**/*.{md,mdx}', 'website/**/*.{md,mdx}', 'fixtures/**/*.{md,mdx}'];
const PACKAGES = ['node_modules/**/*.md'];

/** The texts of the repository's markdown files (`packages`: the installed packages' too), in glob order. */
export function repositoryMarkdown({ packages = false } = {}): string[] {
  return fg.sync(packages ? [...REPOSITORY, ...PACKAGES] : REPOSITORY, { cwd: repoRoot }).map((file) => readFileSync(join(repoRoot, file), 'utf8'));
}

// Imports go one way: load → validate → model → render → write, with the helpers below them and
// the drivers (pipeline, dev server, CLI) above. The browser runtime imports only itself and
// src/shared, and src/shared holds only what it imports (Node-only helpers are in src/util or
// their stage). A backward import fails here, naming the file and the import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

/**
 * Rank of each part of src/ (a folder, or a top-level file without its extension): a module may
 * import modules of its own part or of a lower rank.
 */
export const RANKS: Record<string, number> = {
  shared: 0,
  util: 1,
  diagnostics: 1,
  threads: 1,
  config: 2,
  load: 3,
  markdown: 4,
  validate: 5,
  model: 6,
  content: 7,
  render: 8,
  bundle: 9,
  search: 10,
  check: 11,
  write: 12,
  init: 13,
  pipeline: 14,
  dev: 15,
  api: 16,
  cli: 17,
};

/** The part of src/ a path belongs to: `src/model/x.ts` → model, `src/api.ts` → api. */
export function partOf(srcRelative: string): string {
  const [first, ...rest] = srcRelative.split('/');
  return rest.length > 0 ? first : first.replace(/\.tsx?$/, '');
}

/** Why `from` may not import `to` (both relative to src/), or undefined when it may. */
export function importProblem(from: string, to: string): string | undefined {
  const [a, b] = [partOf(from), partOf(to)];
  if (a === b) return undefined;
  if (a === 'client') return b === 'shared' ? undefined : 'the browser runtime imports only src/client and src/shared';
  if (b === 'client') return 'only the build bundles src/client; other code does not import it';
  if (RANKS[a] === undefined || RANKS[b] === undefined) return `${RANKS[a] === undefined ? a : b} has no rank in test/architecture/imports.test.ts`;
  return RANKS[b] > RANKS[a] ? `${a} (rank ${RANKS[a]}) imports ${b} (rank ${RANKS[b]}), a later stage` : undefined;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative imports of each module of src/ (paths relative to src/, `.ts`/`.tsx` as on disk). */
function importGraph(): Map<string, string[]> {
  const src = join(repoRoot, 'src');
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const from = relative(src, file).split('\\').join('/');
    const imports: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const to = relative(src, resolve(dirname(file), spec))
        .split('\\')
        .join('/')
        .replace(/\.js$/, '.ts');
      imports.push(to);
    }
    graph.set(from, imports);
  }
  return graph;
}

/** Modules that render (markdown, MDX, highlighting, React components) or run a React page: none of model/'s business. */
const RENDERERS = [/^render\//, /^markdown\/render-markdown\.js$/, /^markdown\/mdx\//, /^markdown\/highlight\.js$/];

/** Why importing `to` (relative to src/) from model/ is refused; a React page's types (not its runner) may be named. */
function rendererImport(to: string, typeOnly: boolean): string | undefined {
  if (RENDERERS.some((pattern) => pattern.test(to))) return 'model/ imports no renderer';
  if (to === 'load/react-page.js' && !typeOnly) return 'model/ runs no React page';
  return undefined;
}

describe('import direction', () => {
  it('the rule itself: a backward import is named, a forward one passes', () => {
    expect(importProblem('model/site.ts', 'render/render-page.tsx')).toBe('model (rank 6) imports render (rank 8), a later stage');
    expect(importProblem('render/render-page.tsx', 'model/site.ts')).toBeUndefined();
    expect(importProblem('client/search/load-index.ts', 'search/options.ts')).toBe('the browser runtime imports only src/client and src/shared');
    expect(importProblem('client/index.ts', 'shared/routes.ts')).toBeUndefined();
    expect(importProblem('pipeline/index.ts', 'write/output.ts')).toBeUndefined();
    expect(importProblem('write/output.ts', 'pipeline/index.ts')).toBe('write (rank 12) imports pipeline (rank 14), a later stage');
  });

  it('no module of src/ imports a later stage', () => {
    const problems: string[] = [];
    for (const [from, imports] of importGraph()) {
      for (const to of imports) {
        const problem = importProblem(from, to);
        if (problem) problems.push(`src/${from} imports src/${to}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('model/ imports no renderer: the model is plain data, bodies are rendered by render/ and the references stage', () => {
    const problems: string[] = [];
    for (const file of sourceFiles(join(repoRoot, 'src', 'model'))) {
      const from = relative(join(repoRoot, 'src'), file).split('\\').join('/');
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = match[1] ?? match[2];
        if (!spec.startsWith('.')) continue;
        const to = relative(join(repoRoot, 'src'), resolve(dirname(file), spec))
          .split('\\')
          .join('/');
        const typeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0]);
        const problem = rendererImport(to, typeOnly);
        if (problem) problems.push(`src/${from} imports src/${to}: ${problem}`);
      }
    }
    expect(rendererImport('markdown/highlight.js', false)).toBeDefined();
    expect(rendererImport('load/react-page.js', true)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('no stage imports the dev server: only the API and the CLI drive it', () => {
    const drivers = new Set(['dev', 'api', 'cli']);
    const problems = [...importGraph()].flatMap(([from, imports]) => (drivers.has(partOf(from)) ? [] : imports.filter((to) => partOf(to) === 'dev').map((to) => `src/${from} imports src/${to}`)));
    expect(problems).toEqual([]);
  });

  it('only the memo module knows about watch: the stages take their memo as an argument', () => {
    const graph = importGraph();
    const importersOf = (target: string) =>
      [...graph]
        .filter(([, imports]) => imports.includes(target))
        .map(([from]) => from)
        .sort();
    // pipeline/memo.ts: the pipeline's script hands it to the stages; the dev server keeps it between builds.
    expect(importersOf('pipeline/memo.ts').filter((from) => !from.startsWith('dev/'))).toEqual(['pipeline/index.ts', 'pipeline/types.ts']);
    // No memo made current behind the stages' backs: no module of src/ uses node:async_hooks (AsyncLocalStorage).
    const hooked = sourceFiles(join(repoRoot, 'src')).filter((file) => /['"]node:async_hooks['"]/.test(readFileSync(file, 'utf8')));
    expect(hooked.map((file) => relative(join(repoRoot, 'src'), file))).toEqual([]);
  });

  it('src/shared holds only modules the browser runtime imports (directly or through another)', () => {
    const graph = importGraph();
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const to of graph.get(file) ?? graph.get(file.replace(/\.ts$/, '.tsx')) ?? []) visit(to);
    };
    for (const file of graph.keys()) if (file.startsWith('client/')) visit(file);
    const nodeOnly = [...graph.keys()].filter((file) => file.startsWith('shared/') && !reached.has(file));
    expect(nodeOnly).toEqual([]);
  });
});

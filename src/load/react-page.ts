// React pages are TSX modules compiled with esbuild at build time and run in-process.
// React itself resolves to specpress's own copy, so a site folder needs no node_modules.
import { build } from 'esbuild';
import Module, { createRequire } from 'node:module';
import { basename, dirname, resolve as resolvePath } from 'node:path';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { currentBuildCache, hashFile } from '../pipeline-cache.js';

/** What a page component receives. */
export interface ReactPageProps {
  /** URL of a site route, e.g. url('authentication') → '/api-docs/authentication'. */
  url: (route: string) => string;
  /** Build-time syntax highlighting: returns HTML for a <code> element. */
  highlight: (code: string, language: string) => string;
  siteTitle: string;
  /** The config's `tagline`, for a home page to show under its title. */
  tagline?: string;
}

export interface LoadedReactPage {
  Component: ComponentType<ReactPageProps>;
  title?: string;
  description?: string;
}

// A compiled page's `require`: specpress's own, so `react` and `react-dom` (left out of the
// bundle) are specpress's copy, the one that renders the page.
const require = createRequire(import.meta.url);
const OWN_PACKAGES = ['react', 'react/*', 'react-dom', 'react-dom/*'];

type LoadResult = { page?: LoadedReactPage; diagnostics: Diagnostic[]; /** Local files the page imports (watch mode). */ imports?: string[] };

/** React pages whose compilation is under way, by file (see startReactPages). */
export type ReactPageLoads = ReadonlyMap<string, Promise<LoadResult>>;

/**
 * Starts compiling every React page among the docs. esbuild compiles in its own process, so this
 * runs beside the specs' parsing and rendering instead of keeping the docs step waiting for it.
 */
export function startReactPages(docs: readonly { file: string; kind: string }[]): ReactPageLoads {
  return new Map(docs.filter((doc) => doc.kind === 'react').map((doc) => [doc.file, loadReactPage(doc.file)]));
}

export function loadReactPage(file: string): Promise<LoadResult> {
  const cache = currentBuildCache();
  if (!cache) return compileReactPage(file, false);
  // Watch mode: reuse the module while the page and its local imports are unchanged; never keep failures.
  return cache.memo(`react:${file}:${hashFile(file)}`, () => compileReactPage(file, true), { deps: (r) => (r.imports ?? []).map((f) => [f]), keep: (r) => r.page !== undefined });
}

/** `trackImports`: list the page's local imports (watch mode rebuilds it when one changes). */
async function compileReactPage(file: string, trackImports: boolean): Promise<LoadResult> {
  let code: string;
  let imports: string[] = [];
  try {
    const result = await build({
      metafile: trackImports,
      entryPoints: [file],
      bundle: true,
      write: false,
      // CommonJS, run below: importing an ES module from memory goes through Node's module loader,
      // which on a cold start cost more than compiling the page.
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      logLevel: 'silent',
      external: OWN_PACKAGES,
    });
    code = result.outputFiles[0].text;
    if (result.metafile)
      imports = Object.keys(result.metafile.inputs)
        .map((input) => resolvePath(input))
        .filter((input) => input !== resolvePath(file) && !input.includes('node_modules'));
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    return {
      diagnostics: [
        diagnostic('react-page-compile', 'error', `Cannot compile the React page: ${first?.text ?? String(error)}`, { file, line: first?.location?.line, column: (first?.location?.column ?? 0) + 1 }),
      ],
    };
  }
  let mod: Record<string, unknown>;
  try {
    mod = runCommonJs(code, file);
  } catch (error) {
    return { diagnostics: [diagnostic('react-page-load', 'error', `The React page threw while loading: ${(error as Error).message}`, { file })] };
  }
  if (typeof mod.default !== 'function') {
    return {
      diagnostics: [
        diagnostic(
          'react-page-no-default-export',
          'error',
          `The React page ${basename(file)} has no default export`,
          { file, line: 1, column: 1 },
          'Export the page component as default: `export default function Page() { … }`.',
        ),
      ],
    };
  }
  return {
    diagnostics: [],
    imports,
    page: {
      Component: mod.default as ComponentType<ReactPageProps>,
      title: typeof mod.title === 'string' ? mod.title : undefined,
      description: typeof mod.description === 'string' ? mod.description : undefined,
    },
  };
}

/** Runs a compiled page; its `require` is specpress's own, for React and Node's built-in modules. */
function runCommonJs(code: string, file: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const run = new vm.Script(Module.wrap(code), { filename: file }).runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  run(module.exports, require, module, file, dirname(file));
  return module.exports;
}

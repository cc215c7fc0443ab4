// React pages are TSX modules compiled with esbuild at build time and imported in-process.
// React itself resolves to specpress's own copy, so a site folder needs no node_modules.
import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { basename } from 'node:path';
import type { ComponentType } from 'react';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { resolve as resolvePath } from 'node:path';
import { currentBuildCache, hashFile } from '../pipeline-cache.js';
import { importModule } from './import-module.js';

/** What a page component receives. */
export interface ReactPageProps {
  /** URL of a site route, e.g. url('authentication') → '/api-docs/authentication'. */
  url: (route: string) => string;
  /** Build-time syntax highlighting: returns HTML for a <code> element. */
  highlight: (code: string, language: string) => string;
  siteTitle: string;
}

export interface LoadedReactPage {
  Component: ComponentType<ReactPageProps>;
  title?: string;
  description?: string;
}

const require = createRequire(import.meta.url);
const reactSpecifier = /^(react|react-dom)(\/.*)?$/;

const useOwnReact: Plugin = {
  name: 'specpress-own-react',
  setup(b) {
    b.onResolve({ filter: reactSpecifier }, (args) => ({ path: pathToFileURL(require.resolve(args.path)).href, external: true }));
  },
};

type LoadResult = { page?: LoadedReactPage; diagnostics: Diagnostic[]; /** Local files the page imports (watch mode). */ imports?: string[] };

export function loadReactPage(file: string): Promise<LoadResult> {
  const cache = currentBuildCache();
  if (!cache) return compileReactPage(file);
  // Watch mode: reuse the module while the page and its local imports are unchanged; never keep failures.
  return cache.memo(`react:${file}:${hashFile(file)}`, () => compileReactPage(file), { deps: (r) => (r.imports ?? []).map((f) => [f]), keep: (r) => r.page !== undefined });
}

async function compileReactPage(file: string): Promise<LoadResult> {
  let code: string;
  let imports: string[] = [];
  try {
    const result = await build({
      metafile: true,
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      logLevel: 'silent',
      plugins: [useOwnReact],
    });
    code = result.outputFiles[0].text;
    imports = Object.keys(result.metafile.inputs).map((input) => resolvePath(input)).filter((input) => input !== resolvePath(file) && !input.includes('node_modules'));
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
    mod = await importModule(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  } catch (error) {
    return { diagnostics: [diagnostic('react-page-load', 'error', `The React page threw while loading: ${(error as Error).message}`, { file })] };
  }
  if (typeof mod.default !== 'function') {
    return {
      diagnostics: [
        diagnostic('react-page-no-default-export', 'error', `The React page ${basename(file)} has no default export`, { file, line: 1, column: 1 }, 'Export the page component as default: `export default function Page() { … }`.'),
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

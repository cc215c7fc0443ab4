// React pages are TSX modules compiled with esbuild at build time and run in-process.
// React itself resolves to specpress's own copy, so a site folder needs no node_modules.
import { build, type Plugin } from 'esbuild';
import Module, { createRequire } from 'node:module';
import { basename, dirname, relative as relativePath, resolve as resolvePath, sep } from 'node:path';
import vm from 'node:vm';
import type { ComponentType } from 'react';
import { diagnostic, type Diagnostic, type Severity } from '../diagnostics/diagnostic.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { hashFile } from '../util/hash.js';
import { computeNow, type Memo } from '../util/memo.js';
import { aliasImports } from './alias-imports.js';
import { cssModules, publishedCss } from './css-imports.js';
import { checkImportedFile, describeRefusal } from './readable-path.js';
import { aliasesKey, NO_ALIASES, type SiteAliases } from './site-aliases.js';
import { PageTimeLimitExceeded, pageTimeLimitDiagnostic, withPageTimeLimit } from './time-limit.js';

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
/** Where esbuild would put a bundle's files: nothing is written there. */
const CSS_OUTDIR = resolvePath('/specpress-bundle');
/**
 * The files a stylesheet may name with `url()`: copied beside it under a name with their content's
 * hash (a component's background image, a font), as Docusaurus and Astro bundle them. An image a
 * module imports is not one of them: it is the page's (compile-mdx.ts, IMAGE_MODULE).
 */
const CSS_FILE_LOADERS = Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file' as const]));
/** Where those files go, beside the page's stylesheet. */
const CSS_FILE_NAMES = 'site-components/[name].[hash]';

type LoadResult = { page?: LoadedReactPage; diagnostics: Diagnostic[]; /** Local files the page imports (watch mode). */ imports?: string[] };

/** React pages whose compilation is under way, by file (see startReactPages). */
export type ReactPageLoads = ReadonlyMap<string, Promise<LoadResult>>;

/**
 * Starts compiling every React page among the docs. esbuild compiles in its own process, so this
 * runs beside the specs' parsing and rendering instead of keeping the docs step waiting for it.
 */
export function startReactPages(docs: readonly { file: string; kind: string }[], memo: Memo = computeNow, site?: SiteOfPages): ReactPageLoads {
  return new Map(docs.filter((doc) => doc.kind === 'react').map((doc) => [doc.file, loadReactPage(doc.file, memo, site)]));
}

/** The site folder and its tsconfig aliases, which a page's imports may use. */
export interface SiteOfPages {
  siteDir: string;
  aliases: SiteAliases;
}

/** A page compiled, or (`memo`) the module compiled before while the page and its local imports are unchanged; a failure is never kept. */
export function loadReactPage(file: string, memo: Memo = computeNow, site?: SiteOfPages): Promise<LoadResult> {
  return memo(
    'react-page',
    () => [file, hashFile(file), aliasesKey(site?.aliases ?? NO_ALIASES)],
    (kept) => compileReactPage(file, kept, site),
    { deps: (r) => (r.imports ?? []).map((f) => [f]), keep: (r) => r.page !== undefined },
  );
}

/** What compileModule gives back: the module's exports, or the diagnostics that stopped it. */
export interface CompiledModule {
  exports?: Record<string, unknown>;
  diagnostics: Diagnostic[];
  /** Local files the module imports (when tracked, for watch mode). */
  imports?: string[];
  /** The CSS its components import (`css`), minified; absent when they import none. */
  css?: string;
  /**
   * The images and fonts that CSS names with `url()`, each as its path beside the stylesheet
   * (`site-components/bg.5GHT2PQX.png`, the name its `url()` is written with) and its bytes.
   */
  cssFiles?: [path: string, bytes: Uint8Array][];
}

export interface CompileOptions {
  /** List the module's local imports (watch mode rebuilds it when one changes). */
  trackImports?: boolean;
  /** esbuild plugins (MDX: compiles .mdx files, resolves the built-in components). */
  plugins?: Plugin[];
  /** Modules the compiled code requires that are objects of this process (left out of the bundle). */
  provided?: Record<string, unknown>;
  /** The diagnostic codes' first part and the words for what is compiled ('react-page', 'React page'). */
  code: 'react-page' | 'mdx';
  what: string;
  /** `.js` files may hold JSX, as Docusaurus sites' components do (Babel reads them so). */
  jsxInJs?: boolean;
  /** Gather the CSS the module imports (CSS modules named by their path in this site folder: load/css-imports.ts). */
  css?: { siteDir: string };
  /** The site's tsconfig aliases (`~/components/…`), resolved from its folder. */
  aliases?: { siteDir: string; aliases: SiteAliases };
}

/**
 * Compiles a page module (TSX, JSX, MDX) and its local imports with esbuild into one CommonJS
 * bundle and runs it in this process. React stays specpress's own copy.
 */
export async function compileModule(file: string, options: CompileOptions): Promise<CompiledModule> {
  const { code: prefix, what } = options;
  let code: string;
  let imports: string[] = [];
  let warnings: Diagnostic[] = [];
  let css: string | undefined;
  let urlFiles: [string, Uint8Array][] | undefined;
  // CSS modules are loaded under names of their own (css-imports.ts): their files, for watch mode.
  const cssFiles = new Set<string>();
  try {
    const result = await build({
      metafile: options.trackImports === true,
      entryPoints: [file],
      bundle: true,
      write: false,
      // CommonJS, run below: importing an ES module from memory goes through Node's module loader,
      // which on a cold start cost more than compiling the page.
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      // The site's tsconfig.json is not read (Docusaurus does not bundle with it either): a
      // Docusaurus site's `extends: "@docusaurus/tsconfig"` would warn on every page, and pages
      // compile the same whatever the folder holds.
      tsconfigRaw: '{}',
      loader: { ...(options.jsxInJs ? { '.js': 'jsx' as const } : {}), ...(options.css ? CSS_FILE_LOADERS : {}) },
      ...(options.css ? { assetNames: CSS_FILE_NAMES } : {}),
      logLevel: 'silent',
      external: [...OWN_PACKAGES, ...Object.keys(options.provided ?? {})],
      plugins: [
        regularFilesOnly(),
        ...(options.css ? [cssModules(options.css.siteDir, cssFiles)] : []),
        ...(options.plugins ?? []),
        // Last: an Astro component or `@site/` path is the plugins' before an alias is tried.
        ...(options.aliases ? [aliasImports(options.aliases.siteDir, options.aliases.aliases)] : []),
      ],
      // Imported CSS is bundled as a file beside the module's (never written: `write` is off).
      ...(options.css ? { outdir: CSS_OUTDIR } : {}),
    });
    // The module (`.js` when an outdir is set for the CSS, else a path of esbuild's own), its CSS, and the files that CSS names.
    const module = result.outputFiles.find((output) => output.path.endsWith('.js')) ?? result.outputFiles.find((output) => !output.path.endsWith('.css'))!;
    code = module.text;
    const bundledCss = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text;
    if (bundledCss) css = (await publishedCss(bundledCss)) || undefined;
    const named = result.outputFiles.filter((output) => output !== module && !output.path.endsWith('.css'));
    if (css && named.length > 0) urlFiles = named.map((output) => [relativePath(CSS_OUTDIR, output.path).split(sep).join('/'), output.contents]);
    warnings = result.warnings.map((w) => esbuildDiagnostic(w, `${prefix}-content`, 'warning', w.text, file));
    if (result.metafile)
      imports = Object.keys(result.metafile.inputs)
        .filter((input) => !input.includes(':'))
        .map((input) => resolvePath(input))
        .concat([...cssFiles].sort())
        .filter((input) => input !== resolvePath(file) && !input.includes('node_modules'));
  } catch (error) {
    const errors = (error as { errors?: EsbuildMessage[] }).errors ?? [];
    if (errors.length === 0) return { diagnostics: [diagnostic(`${prefix}-compile`, 'error', `Cannot compile the ${what}: ${String(error)}`, { file })] };
    // Every problem, each where it is written (a partial's error in the partial).
    return {
      diagnostics: errors.map((e) => esbuildDiagnostic(e, `${prefix}-compile`, 'error', `Cannot compile the ${what}: ${e.text}`, file)),
    };
  }
  try {
    return { exports: runCommonJs(code, file, options.provided ?? {}), diagnostics: warnings, imports, ...(css ? { css } : {}), ...(urlFiles ? { cssFiles: urlFiles } : {}) };
  } catch (error) {
    if (error instanceof PageTimeLimitExceeded) return { diagnostics: [pageTimeLimitDiagnostic(file, what, error)] };
    return { diagnostics: [diagnostic(`${prefix}-load`, 'error', `The ${what} threw while loading: ${(error as Error).message}`, { file })] };
  }
}

/** An esbuild error or warning, as its build's exception or result gives it. */
interface EsbuildMessage {
  text: string;
  /** The hint a specpress plugin gives with its message. */
  detail?: unknown;
  location?: { file: string; line: number; column: number } | null;
}

/**
 * An esbuild message as a diagnostic where it is written (a partial's in the partial); a message
 * placed in a plugin's own namespace (`name:path`) or nowhere is the page's.
 */
function esbuildDiagnostic(message: EsbuildMessage, code: DiagnosticCode, severity: Severity, text: string, file: string): Diagnostic {
  const { location } = message;
  return diagnostic(
    code,
    severity,
    text,
    {
      file: location?.file && !location.file.includes(':') ? resolvePath(location.file) : file,
      line: location?.line,
      column: location ? location.column + 1 : undefined,
    },
    typeof message.detail === 'string' ? message.detail : undefined,
  );
}

/**
 * esbuild reads the files a page imports by itself, and a named pipe would keep that read (and
 * the build) waiting forever: each file is judged by stat first (readable-path.ts).
 */
function regularFilesOnly(): Plugin {
  return {
    name: 'specpress-regular-files',
    setup(build) {
      build.onLoad({ filter: /.*/ }, async (args) => {
        if (args.namespace !== 'file') return undefined;
        const refusal = await checkImportedFile(args.path);
        if (!refusal) return undefined;
        const shown = relativePath(process.cwd(), args.path);
        const { why, hint } = describeRefusal(refusal, shown, '');
        return { errors: [{ text: `the imported file ${shown} is not read: ${why}`, detail: hint }] };
      });
    },
  };
}

/** `trackImports`: list the page's local imports (watch mode rebuilds it when one changes). */
async function compileReactPage(file: string, trackImports: boolean, site: SiteOfPages | undefined): Promise<LoadResult> {
  const compiled = await compileModule(file, { trackImports, code: 'react-page', what: 'React page', ...(site ? { aliases: site } : {}) });
  if (!compiled.exports) return { diagnostics: compiled.diagnostics };
  const mod = compiled.exports;
  const imports = compiled.imports ?? [];
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

/** Runs a compiled page; its `require` is specpress's own (React, Node's built-in modules) and answers `provided` first. */
function runCommonJs(code: string, file: string, provided: Record<string, unknown>): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const run = new vm.Script(Module.wrap(code), { filename: file }).runInThisContext() as (exports: object, require: (id: string) => unknown, module: object, filename: string, dirname: string) => void;
  const pageRequire = (id: string) => (Object.prototype.hasOwnProperty.call(provided, id) ? provided[id] : require(id));
  // The module's top level is the author's code too: it runs under the page time limit.
  withPageTimeLimit(() => run(module.exports, pageRequire, module, file, dirname(file)));
  return module.exports;
}

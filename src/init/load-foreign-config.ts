// Loads another generator's config file (docusaurus.config.js, sidebars.js, astro.config.mjs) the
// way that tool would: esbuild bundles it (TypeScript, ESM or CommonJS, JSON imports), the bundle is
// written outside the site (os.tmpdir) and imported. A package the site has not installed, and every
// `@docusaurus/*`, `@astrojs/*` and `astro/*` helper, becomes a stub: a callable Proxy that answers
// every read with another stub and remembers where it came from, so the config still evaluates. A
// file the config reads that is not there reads as empty. What was stubbed is returned for the report.
import { build, type Plugin } from 'esbuild';
import { readFileSync } from 'node:fs';
import * as fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Marks a stub; reading it gives where the stub came from. */
export const STUB = Symbol.for('specpress.stub');

export interface StubOrigin {
  /** The import specifier, e.g. `@docusaurus/remark-plugin-npm2yarn`. */
  specifier: string;
  /** What was read or called on it, e.g. `.default()`. */
  access: string;
}

/** An import that was replaced by a stub, or a file read that found nothing. */
export interface StubbedInput {
  kind: 'import' | 'file';
  specifier: string;
  /** The file that imports or reads it. */
  importer: string;
}

export interface ForeignConfig {
  /** The module's default export (module.exports), a called config function's result. */
  value: unknown;
  /** Arguments given to captured helpers, by name (`starlight`: the options of `starlight({...})`). */
  captured: Map<string, unknown>;
  stubbed: StubbedInput[];
}

/** The config threw while it ran; `stubbed` says what it was missing, often the cause. */
export class ForeignConfigError extends Error {
  constructor(
    message: string,
    readonly stubbed: StubbedInput[],
  ) {
    super(message);
    this.name = 'ForeignConfigError';
  }
}

/** Packages whose helpers are stubbed even when installed: running them would start the other tool. */
const ALWAYS_STUBBED = /^(@docusaurus\/|@astrojs\/|astro(\/|$))/;

interface LoadContext {
  stubbed: StubbedInput[];
  captured: Map<string, unknown>;
}

/** Where the bundle finds the loader's context while it runs (one load at a time). */
const CONTEXT_KEY = '__specpressForeignConfig';

export function stubOrigin(value: unknown): StubOrigin | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  return (value as { [STUB]?: StubOrigin })[STUB];
}

function makeStub(specifier: string, access: string): unknown {
  const origin: StubOrigin = { specifier, access };
  const target = () => undefined;
  return new Proxy(target, {
    get(_target, key) {
      if (key === STUB) return origin;
      if (key === 'then' || key === '__esModule') return undefined;
      if (key === Symbol.toPrimitive) return () => `[${specifier}${access}]`;
      if (key === Symbol.iterator) return function* () {};
      if (typeof key === 'symbol') return undefined;
      return makeStub(specifier, `${access}.${key}`);
    },
    apply() {
      return makeStub(specifier, `${access}()`);
    },
    construct() {
      return makeStub(specifier, `new ${access}()`) as object;
    },
    ownKeys: () => ['length', 'name'],
    // esbuild's `import * as x` copies own keys onto an object made from the prototype: a stub
    // prototype keeps `x.anything` a stub.
    getPrototypeOf: () => makeStub(specifier, access) as object,
  });
}

/** The module a stubbed specifier becomes; `starlight()` and `defineConfig()` keep what they are given. */
function stubModule(specifier: string, context: LoadContext): unknown {
  if (specifier === '@astrojs/starlight') {
    // Callable itself and as `default`: esbuild's interop takes either, by the importer's kind.
    const starlight = Object.assign(
      (options: unknown) => {
        context.captured.set('starlight', options);
        return { name: '@astrojs/starlight' };
      },
      { __esModule: true },
    );
    return Object.assign(starlight, { default: starlight });
  }
  if (specifier === 'astro/config') return moduleWith(specifier, { defineConfig: (config: unknown) => config });
  return makeStub(specifier, '');
}

/** An ES module (for esbuild's interop) with these exports, and a stub for any other. */
function moduleWith(specifier: string, named: Record<string, unknown>): object {
  const exports: Record<string, unknown> = { __esModule: true, ...named };
  return new Proxy(exports, {
    get: (target, key) => (key in target || typeof key === 'symbol' ? Reflect.get(target, key) : makeStub(specifier, `.${key}`)),
    getPrototypeOf: () => makeStub(specifier, '') as object,
  });
}

/** `fs` as the config sees it: reading a file that is not there gives '' instead of throwing. */
function tolerantFs(context: LoadContext, importer: () => string): typeof fs {
  const readFileSyncTolerant = ((path: fs.PathOrFileDescriptor, options?: unknown) => {
    try {
      return (fs.readFileSync as (p: fs.PathOrFileDescriptor, o?: unknown) => string | Buffer)(path, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      context.stubbed.push({ kind: 'file', specifier: String(path), importer: importer() });
      return typeof options === 'string' || (typeof options === 'object' && options !== null && 'encoding' in options) ? '' : Buffer.alloc(0);
    }
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync: readFileSyncTolerant, default: { ...fs, readFileSync: readFileSyncTolerant } } as typeof fs;
}

/** A package or a relative path: whatever cannot be found becomes a stub (Go regular expressions have no lookahead). */
const IMPORT = /^[^/]/;

function stubPlugin(context: LoadContext): Plugin {
  return {
    name: 'specpress-foreign-config',
    setup(b) {
      b.onResolve({ filter: /^(node:)?fs$/ }, (args) => ({ path: `${args.importer}?fs`, namespace: 'specpress-fs' }));
      b.onLoad({ filter: /.*/, namespace: 'specpress-fs' }, (args) => ({
        contents: `module.exports = globalThis.${CONTEXT_KEY}.fs(${JSON.stringify(args.path.slice(0, -'?fs'.length))});`,
        loader: 'js',
      }));
      b.onResolve({ filter: IMPORT }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('node:') || /^[a-zA-Z]:[\\/]/.test(args.path)) return undefined;
        if (args.path.startsWith('.')) {
          const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'resolving' });
          if (found.errors.length === 0) return found;
        } else if (!ALWAYS_STUBBED.test(args.path)) {
          const found = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'resolving' });
          if (found.errors.length === 0) return found.external || !found.path ? found : { path: found.path, external: true };
        }
        // The other tool's own helpers are stubbed on purpose: not worth a report line.
        if (!ALWAYS_STUBBED.test(args.path)) context.stubbed.push({ kind: 'import', specifier: args.path, importer: args.importer });
        return { path: args.path, namespace: 'specpress-stub' };
      });
      b.onLoad({ filter: /.*/, namespace: 'specpress-stub' }, (args) => ({
        contents: `module.exports = globalThis.${CONTEXT_KEY}.stub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      // The site's own files: __dirname, __filename, import.meta.url and require.resolve as they are in place.
      b.onLoad({ filter: /\.(c|m)?(j|t)sx?$/, namespace: 'file' }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = await readFile(args.path, 'utf8');
        const url = JSON.stringify(pathToFileURL(args.path).href);
        let contents = text
          .replace(/\bimport\.meta\.url\b/g, url)
          .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(dirname(args.path)))
          .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(args.path))
          .replace(/\brequire\.resolve\s*\(/g, `globalThis.${CONTEXT_KEY}.resolve(${JSON.stringify(args.path)}, `);
        const declares = (name: string) => new RegExp(`\\b(const|let|var|function)\\s+${name}\\b`).test(text);
        const prefix = [declares('__dirname') ? '' : `var __dirname = ${JSON.stringify(dirname(args.path))};`, declares('__filename') ? '' : `var __filename = ${JSON.stringify(args.path)};`].join('');
        contents = prefix + contents;
        const ext = args.path.split('.').pop() ?? 'js';
        const loader = ext.startsWith('t') || ext.endsWith('ts') ? (ext.endsWith('x') ? 'tsx' : 'ts') : ext.endsWith('x') ? 'jsx' : 'js';
        return { contents, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * Loads `file` (a config or sidebars file of the site at `siteDir`). A module whose default export is a
 * function (Docusaurus's `async function createConfig()`) is called. Throws when the file itself
 * cannot be bundled or throws while it runs; the message says where.
 */
export async function loadForeignConfig(file: string, siteDir: string): Promise<ForeignConfig> {
  const context: LoadContext = { stubbed: [], captured: new Map() };
  const outDir = await mkdtemp(join(tmpdir(), 'specpress-foreign-'));
  const outFile = join(outDir, 'config.mjs');
  let current = file;
  const cwd = process.cwd();
  const runtime = {
    stub: (specifier: string) => stubModule(specifier, context),
    fs: (importer: string) => {
      current = importer;
      return tolerantFs(context, () => current);
    },
    resolve: (from: string, id: string) => {
      try {
        return createRequire(from).resolve(id);
      } catch {
        context.stubbed.push({ kind: 'import', specifier: id, importer: from });
        return id;
      }
    },
  };
  try {
    await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: outFile,
      write: true,
      logLevel: 'silent',
      absWorkingDir: siteDir,
      banner: { js: `import { createRequire as __spCreateRequire } from 'node:module'; const require = __spCreateRequire(${JSON.stringify(pathToFileURL(file).href)});` },
      plugins: [stubPlugin(context)],
    });
    (globalThis as Record<string, unknown>)[CONTEXT_KEY] = runtime;
    // The other tool runs from the site folder: path.resolve('src/css/custom.css') means the site's file.
    process.chdir(siteDir);
    const module = (await import(`${pathToFileURL(outFile).href}?t=${Date.now()}`)) as { default?: unknown };
    let value: unknown = module.default ?? module;
    if (typeof value === 'function' && !stubOrigin(value)) value = await (value as () => unknown)();
    return { value: await value, captured: context.captured, stubbed: context.stubbed };
  } catch (error) {
    throw new ForeignConfigError(error instanceof Error ? error.message : String(error), context.stubbed);
  } finally {
    process.chdir(cwd);
    delete (globalThis as Record<string, unknown>)[CONTEXT_KEY];
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The text of a file the report points into (cached by the caller when it reads many). */
export function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

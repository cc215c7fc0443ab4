// Compiles specpress itself: the Node side (CLI + programmatic API) and the browser runtime.
// Run by `npm ci` (prepare), `npm test` and `npm run bench`, so dist/ is never hand-built.
import { build } from 'esbuild';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { writeOpenApiValidators } from './openapi-validators.mjs';
import { buildInputsHash } from './build-inputs.mjs';

const root = new URL('..', import.meta.url).pathname;
// Built into a fresh folder and swapped in at the end, so a specpress that is running meanwhile
// (a test, a watch session, a site's `npm install` linking this checkout) never sees dist/ missing.
const out = `dist.tmp-${process.pid}`;
// Hashed before anything is built: an input edited during the build leaves a stale mark, not a false one.
const inputsHash = await buildInputsHash(root);
await rm(`${root}${out}`, { recursive: true, force: true });
await mkdir(`${root}${out}`, { recursive: true });

// Dependencies are bundled in (one file loads much faster than hundreds of small modules: cold
// start is most of a small site's build time). React stays external so React pages share its
// single copy; esbuild ships a native binary; chokidar/playwright are dev-time only.
const nodeExternal = ['react', 'react-dom', 'react/*', 'react-dom/*', 'esbuild', 'chokidar', 'fsevents', 'playwright-core'];

// OpenAPI schema validators, compiled once here instead of on every build (see the script).
const validatorsDir = `${root}${out}/openapi-validators`;
await writeOpenApiValidators(validatorsDir);

// The languages with a stemmer of their own (src/shared/search-stems.ts lists them), English's
// aside: it is bundled on both sides; every other one is a file of its own on each.
const stemLanguages = await (async () => {
  const table = await build({ absWorkingDir: root, entryPoints: ['src/shared/search-stems.ts'], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'warning' });
  const module = { exports: {} };
  new Function('module', 'exports', table.outputFiles[0].text)(module, module.exports);
  return [...new Set(Object.values(module.exports.STEM_LANGUAGES))].filter((one) => one !== 'english').sort();
})();

// Seams: modules in src/ whose contents the bundles replace with what this build made, so that it
// is bundled instead of made or loaded at run time. Run from src, they
// stay as written and the code around them does the work itself.
const { default: Handlebars } = await import('handlebars');
const seams = {
  // The precompiled validators (src/validate/bundled-validators.ts).
  'validate/bundled-validators.ts': () => ({
    resolveDir: validatorsDir,
    contents: "export const bundledValidators = { v20: () => require('./v20.cjs'), v30: () => require('./v30.cjs'), v31: () => require('./v31.cjs'), v32: () => require('./v32.cjs') };",
  }),
  // The HTML document template, precompiled (src/render/document-template.ts).
  'render/document-template.ts': async () => ({
    contents: `export const precompiledDocument = ${Handlebars.precompile(await readFile(`${root}templates/document.hbs`, 'utf8'), { strict: false })};`,
  }),
  // A language's stemmer but English's, required from its own small file beside the bundle (built
  // below) the first time a site indexes a locale in it (src/search/stemmer-files.ts). The path is
  // a variable so that esbuild leaves the require to run time.
  'search/stemmer-files.ts': () => ({
    contents: "export function loadStemmer(language) { const file = './stemmers/' + language + '.cjs'; return require(file).stemmer; }",
  }),
};
const fillSeams = {
  name: 'specpress-seams',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/](validate[\\/]bundled-validators|render[\\/]document-template|search[\\/]stemmer-files)\.ts$/ }, async (args) => {
      const seam = Object.keys(seams).find((name) => args.path.replaceAll('\\', '/').endsWith(`/src/${name}`));
      return { loader: 'js', ...(await seams[seam]()) };
    });
  },
};

// @vscode/markdown-it-katex (the math syntax) requires KaTeX as it loads, to render with; specpress
// renders the formulas itself (src/markdown/math.ts loads KaTeX on the first one), so that require
// gets an empty module and a build without math never loads KaTeX.
const katexOnDemand = {
  name: 'specpress-katex-on-demand',
  setup(b) {
    b.onResolve({ filter: /^katex$/ }, (args) => (/[\\/]@vscode[\\/]markdown-it-katex[\\/]/.test(args.importer) ? { path: 'katex', namespace: 'specpress-unused' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'specpress-unused' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

// markdown-it and linkify-it ship class fields compiled to `_defineProperty(this, "name", value)`
// (a helper that converts the key and tests `in` before defining): markdown-it's Token and state
// constructors run it for every token of every page, about 4% of a large docs build. In a
// constructor, on a fresh object whose class has no setters, `this.name = value` makes the same
// own, writable, enumerable property, so the bundle gets those assignments; the helper itself and
// the packages' other code are untouched (and tests run on the packages as shipped).
const CLASS_FIELD = /_defineProperty\(\s*this,\s*(?:\/\*[\s\S]*?\*\/\s*)?"(\w+)",\s*([^;]*?)\s*\);/g;
const plainClassFields = {
  name: 'specpress-plain-class-fields',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/](markdown-it|linkify-it)[\\/](dist|build)[\\/][^\\/]+\.[cm]?js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(CLASS_FIELD, (_, name, value) => `this.${name} = ${value};`), loader: 'js' };
    });
  },
};

// What the API and the CLI bundles share: specpress's own code for Node, dependencies bundled
// in (but nodeExternal), the seams filled.
const nodeBundle = {
  absWorkingDir: root,
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: nodeExternal,
  sourcemap: 'linked',
  jsx: 'automatic',
  plugins: [fillSeams, katexOnDemand, plainClassFields],
  logLevel: 'warning',
};

// The programmatic API (ESM; watch, serve and init are split off and loaded on first use).
await build({
  ...nodeBundle,
  entryPoints: { api: 'src/api.ts' },
  splitting: true,
  format: 'esm',
  banner: { js: "import { createRequire as __specpressCreateRequire } from 'node:module'; const require = __specpressCreateRequire(import.meta.url);" },
});

// The CLI: one CommonJS file (one file loads much faster than many), which bin/specpress.js requires.
await build({
  ...nodeBundle,
  entryPoints: { cli: 'src/cli/index.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__specpressModuleUrl' },
  // A third smaller to read at every start; names stay, and the source map maps positions back.
  minifyWhitespace: true,
  banner: { js: "const __specpressModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// The MDX compiler, its own CommonJS file beside the CLI, required on first use: only sites
// with .mdx pages load it (src/markdown/mdx/compiler-entry.ts).
await build({
  ...nodeBundle,
  entryPoints: { 'mdx-compiler': 'src/markdown/mdx/compiler-entry.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  sourcemap: false,
  minifyWhitespace: true,
});

// The threads, each its own small CommonJS file beside the CLI, started by path: the search
// indexer's, on which a big site's one-off build indexes its pages (src/search/indexer.ts), the
// output writer's, which writes a big output's files (src/write/writer-thread.ts), and the
// markdown renderer's, which shares a big build's markdown renders (src/render/markdown-sharing.ts).
await build({
  ...nodeBundle,
  entryPoints: { 'search-indexer': 'src/search/indexer-thread.ts', 'output-writer': 'src/write/writer-worker.ts', 'markdown-renderer': 'src/render/markdown-thread.ts' },
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__specpressModuleUrl' },
  sourcemap: false,
  minifyWhitespace: true,
  banner: { js: "const __specpressModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

// Each language's stemmer but English's (bundled), for the Node side: a small CommonJS file of its
// own in dist/stemmers/, which a build requires the first time it indexes a locale in that
// language (src/search/stemmer-files.ts), so the CLI's bundle holds none of them.
await build({
  ...nodeBundle,
  entryPoints: Object.fromEntries(stemLanguages.map((language) => [`stemmers/${language}`, `@orama/stemmers/${language}`])),
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  sourcemap: false,
  minifyWhitespace: true,
});

// The browser runtime: one small bundle shared by every page (see src/client/).
const browser = {
  absWorkingDir: root,
  outdir: `${out}/client`,
  bundle: true,
  // Lazily imported parts (search) become their own content-named chunks (see src/bundle/assets.ts).
  splitting: true,
  platform: 'browser',
  format: 'esm',
  // Safari 15, not 14: esbuild cannot lower destructuring around a Safari 14 bug. ES2021, not
  // 2020: every browser listed runs it (`??=`, `||=`), and lowering it cost the runtime 16 B gzip.
  target: ['es2021', 'chrome90', 'firefox90', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};
// The runtime's parts (src/render/page-parts.ts): modules that only the pages using them link and
// the runtime imports (src/client/parts.ts). Each is a build of its own, so that none of it is
// shared with the base runtime (esbuild would put shared helpers in a chunk every page loads).
// The diagrams part with mermaid (about a hundred chunks) is published only by a site with a
// diagram (src/bundle/assets.ts).
const entryOf = (result, entry) => basename(Object.keys(result.metafile.outputs).find((path) => result.metafile.outputs[path].entryPoint === entry));
// The request samples the reference part writes in the browser (src/client/sample-code.ts): a chunk
// of its own, imported by name (the part's define) the first time a reader opens such a tab.
const sampleCode = await build({ ...browser, splitting: false, entryPoints: { 'sample-code': 'src/client/sample-code.ts' }, entryNames: '[name]-[hash]', metafile: true });
browser.define = { ...browser.define, __SP_SAMPLE_CODE__: JSON.stringify(entryOf(sampleCode, 'src/client/sample-code.ts')) };
const diagrams = await build({ ...browser, entryPoints: { mermaid: 'src/client/diagrams-render.ts' }, entryNames: '[name]-[hash]', metafile: true });
const diagramFiles = Object.keys(diagrams.metafile.outputs).map((path) => basename(path));
const pageScripts = { diagrams: entryOf(diagrams, 'src/client/diagrams-render.ts') };
for (const [name, entry] of [
  ['tabs', 'src/client/tabs.ts'],
  ['reference', 'src/client/reference-part.ts'],
]) {
  const part = await build({ ...browser, splitting: false, entryPoints: { [name]: entry }, entryNames: '[name]-[hash]', metafile: true });
  pageScripts[name] = entryOf(part, entry);
}
// "Try it" (specs[].tryIt): a small hook script that sites with it on link from every page, and
// the console chunk it imports on the first click. A build of its own, like the parts, so it
// shares nothing with the runtime, and published only by those sites (src/bundle/assets.ts).
const tryIt = await build({ ...browser, entryPoints: { 'try-it': 'src/client/try-it/hook.ts' }, entryNames: '[name]-[hash]', chunkNames: 'try-it-[name]-[hash]', metafile: true });
const tryItFiles = Object.keys(tryIt.metafile.outputs).map((path) => basename(path));
const tryItEntry = entryOf(tryIt, 'src/client/try-it/hook.ts');
// Each language's stemmer but English's (which the search chunk holds): a module of its own, which
// a locale's search imports by the URL its index's manifest gives, and which only a site with a
// locale in that language publishes (src/shared/search-stems.ts lists the languages).
const stemmers = {};
for (const language of stemLanguages) {
  const chunk = await build({ ...browser, splitting: false, entryPoints: { [`stem-${language}`]: `@orama/stemmers/${language}` }, entryNames: '[name]-[hash]', metafile: true });
  stemmers[language] = basename(Object.keys(chunk.metafile.outputs)[0]);
}
const lazyParts = { diagrams: diagramFiles.sort(), pageScripts: Object.fromEntries(Object.entries(pageScripts).sort()), stemmers, tryIt: { entry: tryItEntry, files: tryItFiles.sort() } };
await writeFile(`${root}${out}/client/lazy-parts.json`, `${JSON.stringify(lazyParts, null, 1)}\n`);
await build({ ...browser, entryPoints: { runtime: 'src/client/index.ts' } });

// config.schema.json at the package root: the config schema as JSON Schema, for editors
// (yaml-language-server), made from the declaration that validates (src/config/json-schema.ts).
{
  const schema = await build({ absWorkingDir: root, entryPoints: ['src/config/json-schema.ts'], bundle: true, platform: 'node', format: 'cjs', write: false, logLevel: 'warning' });
  const module = { exports: {} };
  new Function('module', 'exports', schema.outputFiles[0].text)(module, module.exports);
  await writeFile(`${root}config.schema.json`, module.exports.configJsonSchemaText());
}

// Type declarations of the programmatic API (dist/api.d.ts and what it references).
{
  const { spawnSync } = await import('node:child_process');
  const tsc = spawnSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.types.json`, '--outDir', `${root}${out}`], { cwd: root, encoding: 'utf8' });
  if (tsc.status !== 0) console.warn(`build: type declarations were emitted with errors (run npm run typecheck):\n${tsc.stdout}${tsc.stderr}`);
}

// The build's identity (src/pipeline/disk-cache.ts keys the build cache by it, so a rebuilt
// specpress never reads what an older build cached): a hash of every file of the new dist/.
{
  const { createHash } = await import('node:crypto');
  const { readdir } = await import('node:fs/promises');
  const hash = createHash('sha256');
  const files = (await readdir(`${root}${out}`, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile())
    .map((f) => `${f.parentPath ?? f.path}/${f.name}`)
    .sort();
  for (const file of files)
    hash
      .update(file.slice(`${root}${out}`.length))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  await writeFile(`${root}${out}/build-id.txt`, `${hash.digest('hex')}\n`);
}

// What this dist/ was built from (bin/build-inputs.mjs), written after the build's identity so that
// identity stays a hash of the built files alone.
await writeFile(`${root}${out}/build-inputs.txt`, `${inputsHash}\n`);

// Swap: the old dist/ is renamed away before the new one takes its place, then removed.
const old = `${root}dist.old-${process.pid}`;
await rename(`${root}dist`, old).catch((error) => {
  if (error.code !== 'ENOENT') throw error;
});
await rename(`${root}${out}`, `${root}dist`);
await rm(old, { recursive: true, force: true });

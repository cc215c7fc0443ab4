// Site-wide assets: the stylesheet and the browser runtime, renamed with a content hash so
// hosts can cache them forever. The runtime is compiled once by `npm run build` (dist/client).
// The stylesheets and runtime parts of optional content (src/render/page-parts.ts) are files of
// their own that only the pages using them link. Two are published only for a site that uses
// them: KaTeX's stylesheet and fonts (a page with a formula links them) and the diagrams part
// (mermaid and its chunks); a site without either gets the same files as before they existed.
// A language's search stemmer (stemmerChunk) is published with the search index of that language.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compiledDir, packageRoot } from '../load/package-root.js';
import { PAGE_SCRIPTS, PAGE_STYLESHEETS, type PageScript, type PageStylesheet } from '../render/page-parts.js';
import type { StemLanguage } from '../shared/search-stems.js';

export interface BuiltAssets {
  /** Output path (relative to the output folder) → content. */
  files: Map<string, string>;
  cssHref: string;
  /** The site's own stylesheets, bundled. */
  customCssHref?: string;
  runtimeHref?: string;
  /** Stylesheets linked only on the pages that need them (see src/render/page-parts.ts). */
  pageCss: Record<PageStylesheet, string>;
  /** Runtime parts' URLs, linked only on the pages that need them (see src/render/page-parts.ts). */
  pageScripts: Partial<Record<PageScript, string>>;
  /** KaTeX's stylesheet: linked by the pages that show a formula. */
  mathCssHref: string;
  /** The stylesheet and its fonts, to publish when a page links it. */
  mathFiles(): Map<string, string | Uint8Array>;
  /** The runtime's chunks that only a page with a diagram loads (mermaid), to publish when one has. */
  diagramFiles(): Map<string, string>;
  /** "Try it": the hook script's URL and its files, to publish and link when a spec turns it on. */
  tryIt?: { href: string; files(): Map<string, string> };
}

export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

type Sources = {
  css: string;
  pageCss: Record<PageStylesheet, string>;
  runtime?: string;
  /** Chunk file name → its content, read on first use. */
  chunks: [name: string, content: () => string][];
  /** Chunks only the diagram renderer loads (bin/build.mjs lists them in lazy-parts.json). */
  diagramChunks: Set<string>;
  /** Each runtime part's entry file (lazy-parts.json); the diagrams part's files are `diagramChunks`. */
  pageScripts: Partial<Record<PageScript, string>>;
  /** The "Try it" hook and its console chunk (lazy-parts.json), never among the runtime's chunks. */
  tryIt?: { entry: string; files: Set<string> };
  /** Each language's search stemmer (lazy-parts.json; not English's), never among the runtime's chunks. */
  stemmers: Map<string, string>;
};
let cache: Sources | undefined;

function readSources(): Sources {
  if (cache) return cache;
  const root = packageRoot();
  const css = ['theme.css', 'highlight.css']
    .map((name) => join(root, 'templates', 'assets', name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const clientDir = join(compiledDir(), 'client');
  const runtimeFile = join(clientDir, 'runtime.js');
  const pageCss = Object.fromEntries(PAGE_STYLESHEETS.map((name) => [name, readFileSync(join(root, 'templates', 'assets', `${name}.css`), 'utf8')])) as Record<PageStylesheet, string>;
  const parts = readLazyParts(clientDir);
  cache = { css, pageCss, runtime: existsSync(runtimeFile) ? readFileSync(runtimeFile, 'utf8') : undefined, chunks: readChunks(clientDir), ...parts };
  return cache;
}

/** `siteCss`: the site's own stylesheets (config `stylesheets`), linked after specpress's. */
export function buildAssets(baseUrl: string, siteCss = ''): BuiltAssets {
  const { css, pageCss, runtime, chunks, diagramChunks, pageScripts, tryIt, stemmers } = readSources();
  const stemmerFiles = new Set(stemmers.values());
  const dir = `${baseUrl.replace(/^\//, '')}assets/`;
  const files = new Map<string, string>();
  const cssName = `${dir}site.${contentHash(css)}.css`;
  files.set(cssName, css);
  let customCssHref: string | undefined;
  if (siteCss) {
    const name = `${dir}custom.${contentHash(siteCss)}.css`;
    files.set(name, siteCss);
    customCssHref = `/${name}`;
  }
  const pageCssHrefs = {} as Record<PageStylesheet, string>;
  for (const name of PAGE_STYLESHEETS) {
    const path = `${dir}${name}.${contentHash(pageCss[name])}.css`;
    files.set(path, pageCss[name]);
    pageCssHrefs[name] = `/${path}`;
  }
  let runtimeHref: string | undefined;
  const diagramFiles = new Map<string, string>();
  if (runtime) {
    const name = `${dir}runtime.${contentHash(runtime)}.js`;
    files.set(name, runtime);
    runtimeHref = `/${name}`;
    // The runtime imports its chunks relatively (`./search-ui-<hash>.js`), so they sit beside it.
    for (const [chunk, content] of chunks) if (!diagramChunks.has(chunk) && !tryIt?.files.has(chunk) && !stemmerFiles.has(chunk)) files.set(`${dir}${chunk}`, content());
  }
  const pageScriptHrefs: Partial<Record<PageScript, string>> = {};
  if (runtime) for (const name of PAGE_SCRIPTS) if (pageScripts[name]) pageScriptHrefs[name] = `/${dir}${pageScripts[name]}`;
  const math = katexStylesheet();
  const mathName = `${dir}katex.${math.hash}.css`;
  return {
    files,
    cssHref: `/${cssName}`,
    customCssHref,
    runtimeHref,
    pageCss: pageCssHrefs,
    pageScripts: pageScriptHrefs,
    mathCssHref: `/${mathName}`,
    mathFiles: () => new Map<string, string | Uint8Array>([[mathName, math.css], ...math.fonts.map(([name, read]): [string, Uint8Array] => [`${dir}${name}`, read()])]),
    diagramFiles: () => {
      if (runtime && diagramFiles.size === 0) for (const [chunk, content] of chunks) if (diagramChunks.has(chunk)) diagramFiles.set(`${dir}${chunk}`, content());
      return diagramFiles;
    },
    tryIt:
      runtime && tryIt
        ? {
            href: `/${dir}${tryIt.entry}`,
            files: () => new Map(chunks.filter(([chunk]) => tryIt.files.has(chunk)).map(([chunk, content]) => [`${dir}${chunk}`, content()])),
          }
        : undefined,
  };
}

/** `language`'s search stemmer: its file's name (beside the runtime, under assets/) and content; undefined for English (in the search chunk) or without a built runtime. */
export function stemmerChunk(language: StemLanguage): { name: string; content: string } | undefined {
  const { stemmers, chunks } = readSources();
  const name = stemmers.get(language);
  const chunk = name === undefined ? undefined : chunks.find(([file]) => file === name);
  return chunk && { name: chunk[0], content: chunk[1]() };
}

/** Lazily imported chunks of the runtime (esbuild splitting): already named by content hash. */
function readChunks(dir: string): [string, () => string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && name !== 'runtime.js')
    .sort()
    .map((name) => {
      let content: string | undefined;
      return [name, () => (content ??= readFileSync(join(dir, name), 'utf8'))];
    });
}

function readLazyParts(dir: string): Pick<Sources, 'diagramChunks' | 'pageScripts' | 'tryIt' | 'stemmers'> {
  const file = join(dir, 'lazy-parts.json');
  if (!existsSync(file)) return { diagramChunks: new Set(), pageScripts: {}, stemmers: new Map() };
  const parts = JSON.parse(readFileSync(file, 'utf8')) as {
    diagrams?: unknown;
    pageScripts?: Record<string, unknown>;
    stemmers?: Record<string, unknown>;
    tryIt?: { entry?: unknown; files?: unknown };
  };
  const names = (list: unknown) => new Set(Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : []);
  const tryIt = typeof parts.tryIt?.entry === 'string' ? { entry: parts.tryIt.entry, files: names(parts.tryIt.files) } : undefined;
  const pageScripts: Partial<Record<PageScript, string>> = {};
  for (const name of PAGE_SCRIPTS) {
    const entry = parts.pageScripts?.[name];
    if (typeof entry === 'string') pageScripts[name] = entry;
  }
  const stemmers = new Map(Object.entries(parts.stemmers ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { diagramChunks: names(parts.diagrams), pageScripts, tryIt, stemmers };
}

type KatexStylesheet = { css: string; hash: string; fonts: [name: string, read: () => Uint8Array][] };
let katexCache: KatexStylesheet | undefined;

/**
 * KaTeX's stylesheet (from the KaTeX that renders the formulas, src/markdown/math.ts) with
 * templates/assets/math.css, its fonts woff2 only (every browser specpress supports reads it)
 * in a folder named by the stylesheet's hash, so a new KaTeX never meets cached old fonts.
 */
function katexStylesheet(): KatexStylesheet {
  if (katexCache) return katexCache;
  const katexDir = join(dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist');
  const original = readFileSync(join(katexDir, 'katex.min.css'), 'utf8') + readFileSync(join(packageRoot(), 'templates', 'assets', 'math.css'), 'utf8');
  const hash = contentHash(original);
  const fonts = new Map<string, string>();
  // `src:url(fonts/X.woff2) format("woff2"),url(fonts/X.woff) format("woff"),url(fonts/X.ttf) format("truetype")`
  const css = original.replace(/url\(fonts\/([\w-]+)\.woff2\) format\("woff2"\)(?:,url\(fonts\/[\w-]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\))*/g, (_, font: string) => {
    const name = `katex-fonts.${hash}/${font}.woff2`;
    fonts.set(name, join(katexDir, 'fonts', `${font}.woff2`));
    return `url(${name}) format("woff2")`;
  });
  katexCache = { css, hash, fonts: [...fonts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, file]) => [name, () => readFileSync(file)]) };
  return katexCache;
}

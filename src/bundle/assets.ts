// Site-wide assets: the stylesheet and the browser runtime, renamed with a content hash so
// hosts can cache them forever. The runtime is compiled once by `npm run build` (dist/client).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledDir, packageRoot } from '../load/package-root.js';
import { PAGE_STYLESHEETS, type PageStylesheet } from '../render/page-stylesheets.js';

export interface BuiltAssets {
  /** Output path (relative to the output folder) → content. */
  files: Map<string, string>;
  cssHref: string;
  /** The site's own stylesheets, bundled. */
  customCssHref?: string;
  runtimeHref?: string;
  /** Stylesheets linked only on the pages that need them (see src/render/page-stylesheets.ts). */
  pageCss: Record<PageStylesheet, string>;
}

export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

type Sources = { css: string; pageCss: Record<PageStylesheet, string>; runtime?: string; chunks: [name: string, content: string][] };
let cache: Sources | undefined;

function readSources(): Sources {
  if (cache) return cache;
  const root = packageRoot();
  const css = ['theme.css', 'highlight.css', 'reference.css']
    .map((name) => join(root, 'templates', 'assets', name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const clientDir = join(compiledDir(), 'client');
  const runtimeFile = join(clientDir, 'runtime.js');
  const pageCss = Object.fromEntries(PAGE_STYLESHEETS.map((name) => [name, readFileSync(join(root, 'templates', 'assets', `${name}.css`), 'utf8')])) as Record<PageStylesheet, string>;
  cache = { css, pageCss, runtime: existsSync(runtimeFile) ? readFileSync(runtimeFile, 'utf8') : undefined, chunks: readChunks(clientDir) };
  return cache;
}

/** `siteCss`: the site's own stylesheets (config `stylesheets`), linked after specpress's. */
export function buildAssets(baseUrl: string, siteCss = ''): BuiltAssets {
  const { css, pageCss, runtime, chunks } = readSources();
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
  if (runtime) {
    const name = `${dir}runtime.${contentHash(runtime)}.js`;
    files.set(name, runtime);
    runtimeHref = `/${name}`;
    // The runtime imports its chunks relatively (`./search-ui-<hash>.js`), so they sit beside it.
    for (const [chunk, content] of chunks) files.set(`${dir}${chunk}`, content);
  }
  return { files, cssHref: `/${cssName}`, customCssHref, runtimeHref, pageCss: pageCssHrefs };
}

/** Lazily imported chunks of the runtime (esbuild splitting): already named by content hash. */
function readChunks(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && name !== 'runtime.js')
    .sort()
    .map((name) => [name, readFileSync(join(dir, name), 'utf8')]);
}

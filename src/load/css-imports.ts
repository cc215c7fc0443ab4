// CSS imported by a site's components (`import styles from './styles.module.css'`, `import './x.css'`),
// as Docusaurus sites write them: a CSS module's class names are scoped by esbuild's `local-css`
// loader, each named after the file's folder, name and a hash of its path in the site (the same
// on every page and build, and never the same for two files: client navigation keeps the
// stylesheets of the pages it came from). The CSS of a page's bundle is published as a stylesheet
// of its own (render/doc-bodies.ts names it, pipeline/assets.ts writes it, the page links it).
import { transform, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename, dirname, relative, sep } from 'node:path';
import { hashText } from '../util/hash.js';

const NAMESPACE = 'specpress-css-module';

/** `*.module.css` under names unique in the site (`siteDir`: what each file's path is relative to); `loaded` gets each file read. */
export function cssModules(siteDir: string, loaded: Set<string>): Plugin {
  return {
    name: 'specpress-css-modules',
    setup(build) {
      build.onResolve({ filter: /\.module\.css$/ }, async (args) => {
        // Resolved by esbuild (a package's CSS module too: this resolve comes back here, marked), then named by where it is.
        if (args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: NAMESPACE });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const file = resolved.path;
        const inSite = relative(siteDir, file).split(sep).join('/');
        const name = `${identifier(basename(dirname(file)))}_${identifier(basename(file, '.module.css'))}_${hashText(inSite).slice(0, 6)}`;
        return { path: `/${name}.module.css`, namespace: NAMESPACE, pluginData: file };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = args.pluginData as string;
        loaded.add(file);
        return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: dirname(file), watchFiles: [file] };
      });
    },
  };
}

/** A folder or file name as part of a class name (letters, digits, `_` and `-`). */
function identifier(name: string): string {
  const word = name.replace(/[^A-Za-z0-9_-]+/g, '_');
  return /^[A-Za-z_]/.test(word) ? word : `_${word}`;
}

/** The CSS of a page's bundle as published: minified, without esbuild's comments naming the files (paths on the build machine). */
export async function publishedCss(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', minify: true, legalComments: 'none' })).code;
}

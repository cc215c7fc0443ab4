// MDX pages: compiled with @mdx-js/mdx inside an esbuild bundle (the page, the partials and
// components it imports), then run in this process like React pages (load/react-page.ts).
// The MDX compiler is loaded on first use: a site without MDX pays nothing for it.
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, extname, relative, resolve, sep } from 'node:path';
import type { ComponentType } from 'react';
import { compileModule, type CompiledModule } from '../../load/react-page.js';
import { aliasesKey, NO_ALIASES, type SiteAliases } from '../../load/site-aliases.js';
import { checkSitePath, describeRefusal, readSiteFile, realSite, type PathRefusal } from '../../load/readable-path.js';
import { hashFile, hashText } from '../../util/hash.js';
import type { Memo } from '../../util/memo.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { BUILTIN_MODULES, MARKDOWN_PARTIAL, MDX_PROVIDER } from './builtins.js';
import { mdx1Compat } from './mdx1-compat.js';
import { explainMissingPackage } from './missing-package.js';
import { hasEsmStatements } from '../render-markdown.js';
import { hasMdxCodeBlock } from '../mdx-code-block.js';
import { markTruncate } from '../truncate-mark.js';
import { frontMatterData } from '../front-matter.js';
import { rehypeHeadingsAndCode, remarkAdmonitions, remarkFenceTabs, remarkGithubAlerts, remarkJsxImages, remarkMathFormulas, remarkPartialLinks, remarkStringStyles } from './plugins.js';
import type { SiteConfig } from '../../config/site-config.js';

export interface CompiledMdx {
  Content?: ComponentType;
  diagnostics: Diagnostic[];
  /** Local files the page imports (watch mode). */
  imports?: string[];
  /** The markdown partials the page imports, with their text as read: problems written in them are reported there. */
  partials?: { file: string; text: string }[];
  /** The CSS its components import (CSS modules, plain `.css`), minified (load/css-imports.ts). */
  css?: string;
  /** The files that CSS names with `url()`, by their path beside it (load/react-page.ts, CompiledModule). */
  cssFiles?: [path: string, bytes: Uint8Array][];
}

type Compiler = typeof import('./compiler-entry.js');
const require = createRequire(import.meta.url);
let compiler: Compiler | Promise<Compiler> | undefined;
/** The bundled compiler beside the built CLI (dist/mdx-compiler.cjs); run from the sources, the ES modules. */
function loadCompiler(): Compiler | Promise<Compiler> {
  if (compiler) return compiler;
  try {
    compiler = require('./mdx-compiler.cjs') as Compiler;
  } catch {
    // A path in a variable, so the CLI's bundle does not take the compiler in.
    const sources = './compiler-entry.js';
    compiler = import(sources) as Promise<Compiler>;
  }
  return compiler;
}

/** Where an imported `.astro` file is loaded from: not the file, which is Astro's own syntax. */
const ASTRO_COMPONENT = 'specpress-astro-component';
/** Where a `?raw` import is loaded from: the file's text, not its module. */
const RAW_TEXT = 'specpress-raw-text';
/** How .md files are read (config `markdown.format`). */
type MarkdownFormat = SiteConfig['markdown']['format'];

/**
 * What MDX made of a file's text, by that text and what else its compile reads (the format, and
 * for a partial where it is from the page): kept for one build, so a file whose text another one
 * already had is not compiled again. A versioned site's pages are mostly the same from one version
 * to the next (React Native's 1,510 MDX pages: 441 texts). Warnings are kept without their file.
 */
export type MdxCompiles = Map<string, Promise<MdxOutcome>>;

/** A file's compile: its module and warnings, or why it did not compile (places in the file, whichever file has the text). */
type MdxOutcome = { compiled: { contents: string; warnings: { text: string; line: number; column: number }[] } } | { failure: { text: string; line: number; column: number } };

/** Image files a module may import; and the namespace they are loaded in. */
const IMAGE_FILE = /^(?:\.\.?\/|\/).*\.(?:png|jpe?g|gif|webp|avif|svg)$/i;
const IMAGE_MODULE = 'specpress-image';
/** What stands in for an Astro component: its children, as its default slot would show them. */
const ASTRO_STAND_IN = 'export default function AstroComponent(props) { return props.children ?? null; }';

/**
 * Compiles `.mdx` (and `.md` imported as a partial) inside the bundle; `@site/…` is the site
 * folder. A partial is judged by the rule for every path a page names (readable-path.ts) when
 * its import is resolved (so the error is reported at the import), and read by it.
 */
function mdxPlugin(
  siteDir: string,
  page: string,
  excerptMark: boolean,
  atSite = siteDir,
  mdFormat: MarkdownFormat = 'detect',
  partials: { file: string; text: string }[] = [],
  compiles: MdxCompiles = new Map(),
): Plugin {
  const site = realSite(siteDir);
  const refused = (written: string, refusal: PathRefusal, file: string, what = 'the partial') => {
    const { why, hint } = describeRefusal(refusal, relative(siteDir, file).split(sep).join('/'), site);
    return { errors: [{ text: `${what} "${written}" is not read: ${why}`, detail: hint }] };
  };
  return {
    name: 'specpress-mdx',
    setup(build) {
      // Starlight sites import Astro components, which only Astro renders: each becomes a component
      // that shows its children (an Astro component's slot), and the page says what was left out.
      build.onResolve({ filter: /\.astro$/ }, (args) => ({
        path: args.path,
        namespace: ASTRO_COMPONENT,
        warnings: [
          {
            text: `the Astro component "${args.path}" is not rendered: specpress renders React and MDX components, not Astro's; where the page uses it, only what is written between its tags is shown`,
            detail: 'Rewrite the component as a React component (.tsx) and import that, or remove the import and its uses.',
          },
        ],
      }));
      build.onLoad({ filter: /.*/, namespace: ASTRO_COMPONENT }, () => ({ contents: ASTRO_STAND_IN, loader: 'js' }));
      // An image a module imports (Astro: `import shot from '../assets/shot.png'`) is its metadata,
      // `src` written from the page's folder, so <img src={shot.src}> and <Image src={shot}> publish
      // it as the page's own images are. An image a stylesheet names (`url()`) is the CSS bundler's.
      build.onResolve({ filter: IMAGE_FILE }, (args) =>
        args.kind === 'import-statement' || args.kind === 'require-call' || args.kind === 'dynamic-import'
          ? { path: resolve(args.resolveDir, args.path), namespace: IMAGE_MODULE, pluginData: args.path }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: IMAGE_MODULE }, (args) => {
        const checked = checkSitePath(args.path, site);
        if (!checked.ok) return refused(String(args.pluginData), checked.refusal, args.path, 'the image');
        const fromPage = relative(dirname(resolve(page)), args.path)
          .split(sep)
          .join('/');
        const metadata = { src: fromPage.startsWith('.') ? fromPage : `./${fromPage}`, format: extname(args.path).slice(1).toLowerCase() };
        return { contents: `export default ${JSON.stringify(metadata)};`, loader: 'js' };
      });
      // Vite's `?raw` (Astro and Starlight pages: `import code from './x.json?raw'`): the file's text,
      // read by the rule for every path a page names.
      build.onResolve({ filter: /^\.\.?\/.*\?raw$/ }, (args) => ({
        path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
        namespace: RAW_TEXT,
        pluginData: args.path,
      }));
      // Docusaurus sites' webpack forms of the same: `!!raw-loader!./example.js`, `!!./example.ts?raw`.
      build.onResolve({ filter: /^!!/ }, (args) => {
        const loaders = /^!!((?:[\w-]+!)*)/.exec(args.path)![1];
        const path = args.path.slice(2 + loaders.length);
        if (!/(^|!)raw-loader!$/.test(loaders) && !path.endsWith('?raw'))
          return {
            errors: [
              {
                text: `the file "${args.path}" is not read: its webpack loaders are not run, specpress reads a file's text (raw-loader, ?raw) only`,
                detail: 'Import the file as text (!!raw-loader!./file), or import a component that does what the loader did.',
              },
            ],
          };
        const file = path.endsWith('?raw') ? path.slice(0, -'?raw'.length) : path;
        return /^\.\.?\//.test(file)
          ? { path: resolve(args.resolveDir, file), namespace: RAW_TEXT, pluginData: args.path }
          : build.resolve(`${file}?raw`, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
      });
      build.onLoad({ filter: /.*/, namespace: RAW_TEXT }, async (args) => {
        const read = await readSiteFile(args.path, siteDir);
        if (!read.ok) return refused(String(args.pluginData), read.refusal, args.path, 'the file');
        return { contents: read.content, loader: 'text' };
      });
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: atSite, kind: args.kind, importer: args.importer }));
      build.onResolve({ filter: /^\.\.?\/.*\.mdx?$/ }, (args) => {
        const file = resolve(args.resolveDir, args.path);
        const checked = checkSitePath(file, site);
        // A missing file is esbuild's "Could not resolve" (atImport places it).
        return checked.ok || checked.refusal.reason === 'missing' ? undefined : refused(args.path, checked.refusal, file);
      });
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        let source: string;
        if (resolve(args.path) === resolve(page)) {
          source = await readFile(args.path, 'utf8');
          // A blog post's `{/* truncate */}` (an MDX comment, which renders nothing) becomes the mark the blog cuts at.
          if (excerptMark) source = markTruncate(source).text;
        } else {
          // Read by the rule again: the file may have changed since its import was resolved.
          const read = await readSiteFile(args.path, site);
          if (!read.ok) return refused(relative(dirname(page), args.path), read.refusal, args.path);
          source = read.content.toString('utf8');
          partials.push({ file: args.path, text: source });
        }
        const { compile, remarkGfm, remarkDirective, remarkMath } = await loadCompiler();
        // A `.md` file is MDX when it imports or exports something or holds an mdx-code-block (as render-markdown.ts decides,
        // from the file as written: an import after an HTML comment line is one), else plain markdown.
        // Only a `.md` file read with `detect` may be markdown: it is prepared as markdown once, and judged from that.
        const asMarkdown = extname(args.path) === '.md' && mdFormat === 'detect' && !hasMdxCodeBlock(source) ? mdx1Compat(source, { comments: false }) : undefined;
        const format = asMarkdown !== undefined && !hasEsmStatements(asMarkdown) ? 'md' : 'mdx';
        // Docusaurus gives every MDX page a `toc` export (`<TOCInline toc={toc} />`); here TOCInline
        // lists the rendered headings itself, so an empty one lets such pages compile unchanged.
        const compat = format === 'md' && asMarkdown !== undefined ? asMarkdown : mdx1Compat(source);
        const withToc = format === 'mdx' && /\btoc\b/.test(compat) && !exportsName(compat, 'toc') ? `${compat}\n\nexport const toc = [];\n` : compat;
        // Astro gives every MDX file its front matter as `frontmatter` (`{frontmatter.title}`).
        const data = format === 'mdx' && /\bfrontmatter\b/.test(withToc) && !exportsName(withToc, 'frontmatter') ? frontMatterData(args.path, source) : undefined;
        const text = data ? `${withToc}\n\nexport const frontmatter = ${JSON.stringify(data)};\n` : withToc;
        // A partial's links are rebased from its folder to the page's: that relation is part of what it compiles to.
        const partialFrom = resolve(args.path) === resolve(page) ? undefined : relative(dirname(page), dirname(args.path));
        // A markdown partial is rendered by the markdown renderer when the page renders, as a markdown page is (MarkdownPartial).
        if (format === 'md' && partialFrom !== undefined) {
          const props = JSON.stringify({ text: compat, file: args.path, from: partialFrom.split(sep).join('/') });
          return {
            contents: `import { MarkdownPartial } from ${JSON.stringify(MARKDOWN_PARTIAL)};\nimport { jsx } from 'react/jsx-runtime';\nconst props = ${props};\nexport default function MDXContent() { return jsx(MarkdownPartial, props); }\nexport { MDXContent as Content };\n`,
            loader: 'js',
          };
        }
        const compileText = async (): Promise<MdxOutcome> => {
          try {
            const file = await compile(
              { value: text, path: args.path },
              {
                format,
                providerImportSource: MDX_PROVIDER,
                remarkPlugins: [
                  remarkGfm,
                  remarkDirective,
                  remarkMath,
                  remarkAdmonitions,
                  remarkFenceTabs,
                  remarkGithubAlerts,
                  remarkMathFormulas,
                  // A partial's links lead from its own folder, the page resolves them from its own.
                  ...(partialFrom === undefined ? [] : [partialLinks(args.path, page)]),
                  remarkJsxImages,
                  remarkStringStyles,
                ],
                rehypePlugins: [rehypeHeadingsAndCode],
                // Footnotes as markdown pages write them (theme.css styles those classes); the
                // "Footnotes" label is for screen readers only.
                remarkRehypeOptions: { footnoteLabelProperties: { className: ['sp-visually-hidden'] } },
              },
            );
            // Astro's MDX modules export their content as `Content` too (`import { Content } from './_part.mdx'`).
            const compiled = String(file.value);
            return {
              compiled: {
                contents: exportsName(text, 'Content') ? compiled : `${compiled}\nexport { MDXContent as Content };\n`,
                warnings: file.messages.map((message) => ({ text: message.reason, line: message.line ?? 1, column: Math.max(0, (message.column ?? 1) - 1) })),
              },
            };
          } catch (error) {
            const message = error as { reason?: string; message: string; line?: number; column?: number };
            return { failure: { text: message.reason ?? message.message, line: message.line ?? 1, column: Math.max(0, (message.column ?? 1) - 1) } };
          }
        };
        const key = hashText(format, partialFrom ?? '', text);
        let outcome = compiles.get(key);
        if (!outcome) compiles.set(key, (outcome = compileText()));
        const made = await outcome;
        // Each file's warnings and errors are its own, where they are written in it.
        const at = (place: { line: number; column: number }) => ({ file: args.path, line: place.line, column: place.column });
        if ('failure' in made) return { errors: [{ text: made.failure.text, location: at(made.failure) }] };
        return {
          contents: made.compiled.contents,
          loader: 'js',
          warnings: made.compiled.warnings.map((warning) => ({ text: warning.text, location: at(warning) })),
        };
      });
    },
  };
}

/** Whether an MDX text exports `name` itself (then specpress adds no export of that name). */
function exportsName(text: string, name: string): boolean {
  return new RegExp(`^export\\s+(?:const|let|var|function|class)\\s+${name}\\b|^export\\s*\\{[^}]*\\b${name}\\b`, 'm').test(text);
}

/** The partial-links plugin with its folders (a tuple: unified's plugin and its options). */
function partialLinks(partial: string, page: string): [typeof remarkPartialLinks, { fromDir: string; toDir: string }] {
  return [remarkPartialLinks, { fromDir: dirname(resolve(partial)), toDir: dirname(resolve(page)) }];
}

/**
 * esbuild places an import it cannot resolve in the compiled JavaScript; the author wrote it in
 * the MDX file, so the diagnostic moves to where the module's name is written there.
 */
async function atImport(problem: Diagnostic): Promise<void> {
  const name = /(?:Could not resolve|the partial|the file|the image|the Astro component) "([^"]+)"/.exec(problem.message)?.[1];
  // A file refused when esbuild loads it (react-page.ts) is named by its path: its import ends with its name.
  const loaded = /the imported file (.+?) is not read/.exec(problem.message)?.[1];
  if ((!name && !loaded) || !problem.file || !/\.mdx?$/.test(problem.file)) return;
  const written = name ? undefined : new RegExp(`['"][^'"\\n]*${basename(loaded!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`);
  const lines = (await readFile(problem.file, 'utf8')).split('\n');
  for (let line = 0; line < lines.length; line++) {
    const column = written ? (written.exec(lines[line])?.index ?? -1) : Math.max(lines[line].indexOf(`'${name}'`), lines[line].indexOf(`"${name}"`));
    if (column < 0) continue;
    problem.line = line + 1;
    problem.column = column + 1;
    if (name)
      problem.hint ??= name.startsWith('.')
        ? 'Check the path: it is relative to this file.'
        : "specpress provides @theme/Tabs, TabItem, Admonition, Details, CodeBlock, TOCInline and DocCardList, @docusaurus/Link, useBaseUrl, BrowserOnly, Head, Translate, useDocusaurusContext and theme-common's useCurrentSidebarCategory, @theme/ThemedImage, @docusaurus/ExecutionEnvironment, @astrojs/starlight/components and astro:assets; other modules must be files of the site.";
    return;
  }
}

/** How an MDX page is compiled, besides its file and site. */
export interface MdxPageOptions {
  /** The page is a blog post: its truncate line becomes the mark where its excerpt ends (truncate-mark.ts). */
  excerptMark?: boolean;
  aliases?: SiteAliases;
  /** config `markdown.format`: how its `.md` partials are read. */
  mdFormat?: MarkdownFormat;
  /** The build's compiled texts, shared by its pages (MdxCompiles). */
  compiles?: MdxCompiles;
}

export async function compileMdxPage(
  file: string,
  siteDir: string,
  trackImports: boolean,
  { excerptMark = false, aliases = NO_ALIASES, mdFormat = 'detect', compiles }: MdxPageOptions = {},
): Promise<CompiledMdx> {
  const partials: { file: string; text: string }[] = [];
  const compiled = await compileModule(file, {
    trackImports,
    plugins: [mdxPlugin(siteDir, file, excerptMark, aliases.atSite, mdFormat, partials, compiles)],
    aliases: { siteDir, aliases },
    provided: BUILTIN_MODULES,
    code: 'mdx',
    what: 'MDX page',
    jsxInJs: true,
    css: { siteDir },
  });
  await Promise.all(compiled.diagnostics.map(atImport));
  compiled.diagnostics = compiled.diagnostics.map((problem) => explainMissingPackage(problem));
  for (const problem of compiled.diagnostics)
    if (problem.code === 'mdx-compile' && problem.file?.endsWith('.md'))
      problem.hint ??=
        mdFormat === 'mdx'
          ? 'markdown.format is mdx, so every .md file is compiled as MDX (as Docusaurus 3 reads them): write it as MDX (close every tag, escape { and <), or set markdown.format: detect.'
          : 'This .md file has import/export statements, so it is compiled as MDX (as Docusaurus 3 reads .md files): write it as MDX (close every tag, escape { and <), or move the imports out.';
  if (!compiled.exports) return { diagnostics: compiled.diagnostics };
  return {
    Content: compiled.exports.default as ComponentType,
    diagnostics: compiled.diagnostics,
    imports: compiled.imports,
    ...(partials.length > 0 ? { partials } : {}),
    ...(compiled.css ? { css: compiled.css } : {}),
    ...(compiled.cssFiles ? { cssFiles: compiled.cssFiles } : {}),
  };
}

/**
 * The site's MDX components module (Docusaurus's swizzled `src/theme/MDXComponents`), compiled as
 * a page's imports are: its `@theme-original/MDXComponents` (and `@theme/MDXComponents`) is the
 * map of what specpress renders markdown's elements with.
 */
export async function compileMdxComponentsModule(file: string, siteDir: string, aliases: SiteAliases, original: Readonly<Record<string, unknown>>): Promise<CompiledModule> {
  const originalModule = { __esModule: true, default: original };
  return compileModule(file, {
    trackImports: false,
    plugins: [mdxPlugin(siteDir, file, false, aliases.atSite)],
    aliases: { siteDir, aliases },
    provided: { ...BUILTIN_MODULES, '@theme-original/MDXComponents': originalModule, '@theme/MDXComponents': originalModule },
    code: 'mdx',
    what: 'MDX components module',
    jsxInJs: true,
    css: { siteDir },
  });
}

/**
 * A page compiled, or (`memo`) the module compiled before while the page and its local imports are
 * unchanged; a failure is never kept.
 */
export function loadMdxPage(file: string, siteDir: string, memo: Memo, options: MdxPageOptions = {}): Promise<CompiledMdx> {
  return memo(
    'mdx-page',
    () => [file, hashFile(file), String(options.excerptMark ?? false), aliasesKey(options.aliases ?? NO_ALIASES), options.mdFormat ?? 'detect'],
    (kept) => compileMdxPage(file, siteDir, kept, options),
    { deps: (r) => (r.imports ?? []).map((f) => [f]), keep: (r) => r.Content !== undefined },
  );
}

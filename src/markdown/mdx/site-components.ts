// Docusaurus sites give every MDX page components without an import by swizzling MDXComponents:
// `src/theme/MDXComponents.js` exports `{ ...MDXComponents, Highlight, PackageLink }`. specpress
// compiles that module once per build (as a page's imports are compiled: author-trusted code) and
// adds its new components, those named with a capital, to what every MDX page may use. The
// elements markdown renders with (`a`, `img`, `code`) and specpress's own components stay
// specpress's: they resolve links, publish images and record what the link check reads, so an
// override of them is left out, with a warning naming each.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SiteAliases } from '../../load/site-aliases.js';
import { MARKDOWN_ELEMENTS } from './builtins.js';
import { compileMdxComponentsModule } from './compile-mdx.js';
import { explainMissingPackage } from './missing-package.js';

export interface SiteMdxComponents {
  /** What every MDX page may use without importing it: specpress's, then the site's new ones. */
  components: Readonly<Record<string, unknown>>;
  /** The CSS the site's components import (CSS modules too), added to each MDX page's own. */
  css?: string;
  /** The files that CSS names with `url()` (load/react-page.ts, CompiledModule). */
  cssFiles?: [path: string, bytes: Uint8Array][];
  diagnostics: Diagnostic[];
}

/** Where Docusaurus looks for the swizzled module, in the site folder (`@site/`). */
const MODULE_FILES = [
  'MDXComponents.tsx',
  'MDXComponents.ts',
  'MDXComponents.jsx',
  'MDXComponents.js',
  'MDXComponents/index.tsx',
  'MDXComponents/index.ts',
  'MDXComponents/index.jsx',
  'MDXComponents/index.js',
];

/** The site's MDX components; specpress's alone when the site has no such module. */
export async function loadSiteMdxComponents(siteDir: string, aliases: SiteAliases): Promise<SiteMdxComponents> {
  const themeDir = join(aliases.atSite ?? siteDir, 'src', 'theme');
  const file = MODULE_FILES.map((name) => resolve(themeDir, name)).find((candidate) => existsSync(candidate));
  if (!file) return { components: MARKDOWN_ELEMENTS, diagnostics: [] };
  const compiled = await compileMdxComponentsModule(file, siteDir, aliases, MARKDOWN_ELEMENTS);
  compiled.diagnostics = compiled.diagnostics.map((problem) => explainMissingPackage(problem));
  if (!compiled.exports) return { components: MARKDOWN_ELEMENTS, diagnostics: compiled.diagnostics };
  const exported = compiled.exports.default;
  if (typeof exported !== 'object' || exported === null || Array.isArray(exported)) {
    return {
      components: MARKDOWN_ELEMENTS,
      diagnostics: [
        ...compiled.diagnostics,
        diagnostic(
          'mdx-load',
          'error',
          'The MDX components module does not export an object of components as default',
          { file, line: 1, column: 1 },
          'Export the map as default: `export default { ...MDXComponents, Highlight };`.',
        ),
      ],
    };
  }
  const added: Record<string, unknown> = {};
  const kept: string[] = [];
  for (const [name, component] of Object.entries(exported as Record<string, unknown>)) {
    if (Object.hasOwn(MARKDOWN_ELEMENTS, name)) {
      if (component !== MARKDOWN_ELEMENTS[name]) kept.push(name);
    } else if (/^[A-Z]/.test(name) && (typeof component === 'function' || (typeof component === 'object' && component !== null))) added[name] = component;
    else kept.push(name);
  }
  const diagnostics = [...compiled.diagnostics];
  if (kept.length > 0)
    diagnostics.push(
      diagnostic(
        'mdx-content',
        'warning',
        `The MDX components module's ${kept.map((name) => `"${name}"`).join(', ')} ${kept.length === 1 ? 'is' : 'are'} not used: the elements markdown renders with and specpress's own components stay specpress's (they resolve links and images for the link check)`,
        { file, line: 1, column: 1 },
        'Use a component of another name in the pages (a capitalised one: it is given to every MDX page), or remove the entry.',
      ),
    );
  return {
    components: Object.keys(added).length > 0 ? { ...MARKDOWN_ELEMENTS, ...added } : MARKDOWN_ELEMENTS,
    diagnostics,
    ...(compiled.css ? { css: compiled.css } : {}),
    ...(compiled.cssFiles ? { cssFiles: compiled.cssFiles } : {}),
  };
}

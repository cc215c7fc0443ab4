// A page or component importing a package the site has not installed (`import clsx from 'clsx'`
// with no node_modules/clsx): esbuild says only "Could not resolve". Site components may use the
// packages installed in the site (they are bundled when the page is compiled), so the error names
// the package and the `npm install` that fixes it. Docusaurus' and Starlight's modules keep their
// own hint (compile-mdx.ts lists what specpress provides in their place).
import type { Diagnostic } from '../../diagnostics/diagnostic.js';

/** Import paths that are no npm package: relative, absolute, the site folder, the themes' modules specpress provides. */
const NOT_A_PACKAGE = /^(?:\.|\/|@site\/|@theme\/|@theme-original\/|@theme-init\/|@docusaurus\/|@generated\/|@astrojs\/|specpress[:/])/;

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; undefined for what is not a package's name. */
export function packageName(specifier: string): string | undefined {
  if (NOT_A_PACKAGE.test(specifier) || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i.test(name) ? name : undefined;
}

/** Rewrites esbuild's "Could not resolve" of a package into what happened and the command that fixes it. */
export function explainMissingPackage(problem: Diagnostic): Diagnostic {
  const written = /Could not resolve "([^"]+)"/.exec(problem.message)?.[1];
  const name = written === undefined ? undefined : packageName(written);
  if (name === undefined) return problem;
  // The folder is named by its config file, not by a path relative to where specpress was started
  // (the same message whichever folder a build runs from).
  return {
    ...problem,
    code: 'mdx-missing-package',
    message: `The package "${name}" is imported here but is not installed in the site, so the page is not built`,
    hint: `Install it in the site folder, the one that holds specpress.config.yaml: \`npm install ${name}\` (the packages in its node_modules are bundled when the page is compiled).`,
  };
}

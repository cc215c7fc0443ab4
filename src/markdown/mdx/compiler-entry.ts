// The MDX compiler and the remark plugins specpress uses with it, bundled by bin/build.mjs into
// dist/mdx-compiler.cjs: a CommonJS file the CLI requires on first use, so a site without MDX
// never loads it.
export { compile } from '@mdx-js/mdx';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkDirective } from 'remark-directive';
export { default as remarkMath } from 'remark-math';

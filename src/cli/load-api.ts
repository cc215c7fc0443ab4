// The build (src/api.ts: the pipeline with React, markdown-it, Prism and the reference renderers)
// loaded when a command runs, not when the CLI starts: `specpress --help`, `--version` and a usage
// error are answered without initialising it (dist/cli.cjs is one bundle; esbuild keeps a module
// reached only through import() uninitialised until that import runs). bench/README.md, seventh pass.
export const loadApi = () => import('../api.js');

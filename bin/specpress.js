#!/usr/bin/env node
// Thin shim: the CLI is compiled from src/cli by `npm run build` (run automatically by `npm ci` via `prepare`).
// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';
const { fileURLToPath } = await import('node:url');
const { loadCli } = await import('./load-cli.js');
// --verbose (or DEBUG=specpress) is for bug reports: the CLI is then loaded as a plain CommonJS
// module with source maps on, so stack frames name src/ files and lines instead of the bundle.
const verbose = process.argv.includes('--verbose') || /(^|,)\s*specpress\b/.test(process.env.DEBUG ?? '');
let loaded;
try {
  const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
  if (verbose) {
    process.setSourceMapsEnabled(true);
    const { createRequire } = await import('node:module');
    loaded = { cli: createRequire(distDir)('./cli.cjs') };
  } else {
    loaded = loadCli(distDir);
  }
} catch (error) {
  if (error && error.code === 'ENOENT') {
    console.error('specpress: dist/ is missing. Run `npm run build` (npm ci does this automatically).');
    process.exit(1);
  }
  throw error;
}
await loaded.cli.runCli(process.argv);

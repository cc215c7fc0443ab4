#!/usr/bin/env node
// Thin shim: the CLI is compiled from src/cli by `npm run build` (run automatically by `npm ci` via `prepare`).
// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';
const { createRequire } = await import('node:module');
// --verbose (or DEBUG=specpress) is for bug reports: source maps are then on, so stack frames name
// src/ files and lines instead of the bundle.
const verbose = process.argv.includes('--verbose') || /(^|,)\s*specpress\b/.test(process.env.DEBUG ?? '');
if (verbose) process.setSourceMapsEnabled(true);
let cli;
try {
  cli = createRequire(import.meta.url)('../dist/cli.cjs');
} catch (error) {
  if (error && error.code === 'MODULE_NOT_FOUND' && /dist[\\/]cli\.cjs/.test(String(error.message))) {
    console.error('specpress: dist/ is missing. Run `npm run build` (npm ci does this automatically).');
    process.exit(1);
  }
  throw error;
}
await cli.runCli(process.argv);

#!/usr/bin/env node
// Thin shim: the process around runCli (src/cli/index.ts, which takes its io and returns its exit code).
// The CLI is compiled from src/cli by `npm run build` (run automatically by `npm ci` via `prepare`).
// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';
const { createRequire } = await import('node:module');
// --verbose (or DEBUG=specpress) is for bug reports: source maps are then on, so stack frames name
// src/ files and lines instead of the bundle.
const verbose = process.argv.includes('--verbose') || /(^|,)\s*specpress\b/.test(process.env.DEBUG ?? '');
if (verbose) {
  process.setSourceMapsEnabled(true);
  // Before anything runs, so that stacks of unexpected errors are kept for the report.
  if (process.argv.includes('--verbose')) process.env.DEBUG = [process.env.DEBUG, 'specpress'].filter(Boolean).join(',');
}
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
// runCli takes the process's io and returns the exit code; the process is this shim's to end.
const code = await cli.runCli(process.argv);
// A stopping signal's handler has set its own code (130, 143) and ends the process itself.
if (process.exitCode === undefined) process.exitCode = code;

#!/usr/bin/env node
// Thin shim: the CLI is compiled from src/cli by `npm run build` (run automatically by `npm ci` via `prepare`).
// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';
const { fileURLToPath } = await import('node:url');
const { loadCli } = await import('./load-cli.js');
let loaded;
try {
  loaded = loadCli(fileURLToPath(new URL('../dist/', import.meta.url)));
} catch (error) {
  if (error && error.code === 'ENOENT') {
    console.error('specpress: dist/ is missing. Run `npm run build` (npm ci does this automatically).');
    process.exit(1);
  }
  throw error;
}
await loaded.cli.runCli(process.argv);

#!/usr/bin/env node
// Thin shim: the CLI is compiled from src/cli by `npm run build` (run automatically by `npm ci` via `prepare`).
// React renders in production mode unless told otherwise (development mode is several times slower).
process.env.NODE_ENV ??= 'production';
import('../dist/cli.js').catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli.js')) {
    console.error('specpress: dist/ is missing. Run `npm run build` (npm ci does this automatically).');
    process.exit(1);
  }
  throw error;
});

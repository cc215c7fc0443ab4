// The references generated from the code: the three pages under website/docs/reference/ (written
// by bin/reference-docs.mjs, `npm run docs:reference`) and config.schema.json (written by the build).
import type { Command } from 'commander';
import { configurationPage } from './config-reference.js';
import { cliPage } from './cli-reference.js';
import { diagnosticsPage } from './diagnostics-reference.js';

export { REGENERATE_COMMAND } from './markdown.js';
export { configJsonSchemaText } from '../../config/json-schema.js';

/** Each page's path (relative to the repository root) and text. */
export function referencePages(program: Command): Record<string, string> {
  return {
    'website/docs/reference/configuration.md': configurationPage(),
    'website/docs/reference/cli.md': cliPage(program),
    'website/docs/reference/diagnostics.md': diagnosticsPage(),
  };
}

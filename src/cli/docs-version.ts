// `specpress docs:version <v>`: flags → docsVersion(); what was written, or why nothing was → terminal.
import type { Command } from 'commander';
import { loadApi } from './load-api.js';
import { printDiagnostics } from './report.js';
import { EXIT } from './options.js';
import type { Terminal } from './terminal.js';

export function registerDocsVersion(program: Command, term: Terminal): void {
  program
    .command('docs:version')
    .description('Snapshot the docs folder as a version (versioned_docs/version-<v>/, its sidebars, versions.json), as `docusaurus docs:version` does')
    .argument('<version>', 'name of the version, e.g. 2.0')
    .option('-c, --config <file>', 'site config file', 'specpress.config.yaml')
    .action(async (version: string, flags: { config: string }) => {
      const { docsVersion } = await loadApi();
      const result = await docsVersion({ version, config: flags.config, cwd: term.cwd });
      printDiagnostics(term, result.diagnostics);
      if (!result.ok) {
        term.exitCode = EXIT.errors;
        return;
      }
      term.log(`✔ docs version ${version} created`);
      for (const file of result.written) term.log(`  ${file}`);
    });
}

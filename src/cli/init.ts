// `specpress init <dir>` and `specpress init --from <folder>`: flags → init() / initFrom(); the
// files written, or the migration report (one line per item), and what to do next → terminal.
import type { Command } from 'commander';
import { relative } from 'node:path';
import type { Diagnostic } from '../api.js';
import { loadApi } from './load-api.js';
import { printDiagnostics } from './report.js';
import { EXIT } from './options.js';
import type { Terminal } from './terminal.js';

export function registerInit(program: Command, term: Terminal): void {
  program
    .command('init')
    .description('Create a new site: a config, a docs/ folder with a home page and a guide, and an example OpenAPI 3.1 spec')
    .argument('[dir]', 'folder to create the site in')
    .option('-t, --title <title>', 'site title (default: from the folder name)')
    .option('-f, --force', 'write into a non-empty folder, overwriting files of the same name', false)
    .option('--from <folder>', 'add specpress.config.yaml to the Docusaurus or Starlight site in <folder>, changing no other file')
    .action(async (dir: string | undefined, flags: { title?: string; force: boolean; from?: string }) => {
      if (flags.from !== undefined) return migrate(term, flags.from);
      if (dir === undefined) {
        term.error('specpress init: give the folder to create the site in, or --from <folder> for an existing Docusaurus or Starlight site');
        term.exitCode = EXIT.usage;
        return;
      }
      const { init } = await loadApi();
      const result = await init({ dir, title: flags.title, force: flags.force, cwd: term.cwd });
      if (!result.ok) {
        printDiagnostics(term, result.diagnostics);
        term.exitCode = EXIT.errors;
        return;
      }
      const shown = relative(term.cwd, result.dir) || '.';
      term.log(`✔ created ${shown}/ (${result.files.length} files)`);
      for (const file of result.files) term.log(`  ${file}`);
      term.log(
        `\nNext:\n  cd ${shown}\n  npm install          # links specpress (nothing to do when the site is inside the project that installed it)\n  npx specpress watch  # preview with live reload\n  npx specpress generate`,
      );
    });
}

async function migrate(term: Terminal, from: string): Promise<void> {
  const { initFrom } = await loadApi();
  const result = await initFrom({ from, cwd: term.cwd });
  for (const d of result.diagnostics) {
    if (d.severity === 'error') term.error(reportLine(term.cwd, d));
    else term.log(reportLine(term.cwd, d));
  }
  if (!result.ok || !result.written) {
    term.exitCode = EXIT.errors;
    return;
  }
  const shown = relative(term.cwd, result.written);
  const review = result.diagnostics.length;
  term.log(`✔ wrote ${shown} from the ${result.tool} config${review > 0 ? `; review the ${review} item(s) above (also listed in its header)` : ''}`);
  term.log(`\nNext:\n  npx specpress generate --config ${shown}`);
}

/** `file:line:col: what happened → what to do [code]`, on one line. */
function reportLine(cwd: string, d: Diagnostic): string {
  const where = d.file ? `${relative(cwd, d.file) || d.file}${d.line ? `:${d.line}:${d.column ?? 1}` : ''}: ` : '';
  return `${where}${d.severity === 'error' ? 'error ' : ''}${d.message} → ${d.hint ?? ''} [${d.code}]`;
}

// `specpress init <dir>`: flags → init(); the files written and what to do next → terminal.
import type { Command } from 'commander';
import { relative } from 'node:path';
import { init } from '../api.js';
import { printDiagnostics } from './report.js';
import { EXIT } from './options.js';

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('Create a new site: a config, a docs/ folder with a home page and a guide, and an example OpenAPI 3.1 spec')
    .argument('<dir>', 'folder to create the site in')
    .option('-t, --title <title>', 'site title (default: from the folder name)')
    .option('-f, --force', 'write into a non-empty folder, overwriting files of the same name', false)
    .action(async (dir: string, flags: { title?: string; force: boolean }) => {
      const result = await init({ dir, title: flags.title, force: flags.force });
      if (!result.ok) {
        printDiagnostics(result.diagnostics);
        process.exitCode = EXIT.errors;
        return;
      }
      const shown = relative(process.cwd(), result.dir) || '.';
      console.log(`✔ created ${shown}/ (${result.files.length} files)`);
      for (const file of result.files) console.log(`  ${file}`);
      console.log(
        `\nNext:\n  cd ${shown}\n  npm install          # links specpress (nothing to do when the site is inside the project that installed it)\n  npx specpress watch  # preview with live reload\n  npx specpress generate`,
      );
    });
}

// `specpress watch`: flags → watch(); every build → terminal; Ctrl-C → clean exit.
import type { Command } from 'commander';
import { relative } from 'node:path';
import type { WatchBuild } from '../api.js';
import { FatalDiagnostics } from '../diagnostics/diagnostic.js';
import { loadApi } from './load-api.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { printDiagnostics } from './report.js';
import { EXIT, withListenOptions, warnIfExposed } from './options.js';
import { stopOnSignal } from './signals.js';
import type { Terminal } from './terminal.js';

interface WatchFlags {
  config: string;
  port: number;
  host: string;
  strict: boolean;
  allowedHosts: string[];
  cache: boolean;
}

export function registerWatch(program: Command, term: Terminal): void {
  withListenOptions(
    program
      .command('watch')
      .description('Build, serve the site with live reload, and rebuild what a change to the config, docs/, specs/, static files or stylesheets affects')
      .option('-c, --config <file>', 'site config file', 'specpress.config.yaml'),
  )
    .option('--strict', 'treat warnings as errors', false)
    .option('--no-cache', "neither read nor write the build cache at start (its watch/ folder: the docs' pages of the first build)")
    .action(async (flags: WatchFlags) => {
      let shownWarnings = '';
      const report = (build: WatchBuild) => {
        const errors = build.diagnostics.filter((d) => d.severity === 'error');
        const warnings = build.diagnostics.filter((d) => d.severity === 'warning');
        const warningText = warnings.map((d) => formatDiagnostic(d, term.cwd)).join('\n');
        const what = build.first ? 'built' : `${build.trigger.map((file) => relative(term.cwd, file) || file).join(', ')} →${build.full ? ' full' : ''} rebuilt`;
        if (build.ok) {
          // Warnings are repeated only when they change, so a save does not scroll the terminal.
          if (warningText !== shownWarnings) printDiagnostics(term, warnings);
          shownWarnings = warningText;
          term.log(`${stamp()} ✔ ${what} in ${Math.round(build.ms)} ms${build.first ? '' : ` (${build.changed.length} file${build.changed.length === 1 ? '' : 's'} changed)`}`);
        } else {
          printDiagnostics(term, build.diagnostics);
          shownWarnings = '';
          term.error(`${stamp()} ✖ ${what} failed: ${errors.length} error${errors.length === 1 ? '' : 's'}; still serving the last good build`);
        }
      };
      warnIfExposed(term, flags.host);
      try {
        const { watch } = await loadApi();
        const session = await watch({
          config: flags.config,
          port: flags.port,
          host: flags.host,
          allowedHosts: flags.allowedHosts,
          strict: flags.strict,
          diskCache: flags.cache,
          cwd: term.cwd,
          onBuild: report,
          onWatchError: (error) => term.error(`${stamp()} watcher: ${String(error)}`),
        });
        term.log(`  serving ${session.url} with live reload; Ctrl-C to stop`);
        if (term.io.ownsProcess) stopOnSignal(term, () => session.close());
      } catch (error) {
        if (!(error instanceof FatalDiagnostics)) throw error;
        printDiagnostics(term, error.diagnostics);
        term.exitCode = EXIT.errors;
      }
    });
}

function stamp(): string {
  return `[${new Date().toTimeString().slice(0, 8)}]`;
}

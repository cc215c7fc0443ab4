// `specpress serve`: flags → serve(); Ctrl-C → clean exit.
import type { Command } from 'commander';
import { relative } from 'node:path';
import { FatalDiagnostics } from '../diagnostics/diagnostic.js';
import { loadApi } from './load-api.js';
import { printDiagnostics } from './report.js';
import { EXIT, withListenOptions, warnIfExposed } from './options.js';
import { stopOnSignal } from './signals.js';
import type { Terminal } from './terminal.js';

interface ServeFlags {
  dir: string;
  port: number;
  host: string;
  base?: string;
  allowedHosts: string[];
}

export function registerServe(program: Command, term: Terminal): void {
  withListenOptions(
    program
      .command('serve')
      .description('Serve a built site the way a production static host does (base path, 404 page, cache headers, gzip/brotli)')
      .option('-d, --dir <dir>', 'built site folder', 'build'),
  )
    .option('--base <path>', 'base path of the site (default: read from the build)')
    .action(async (flags: ServeFlags) => {
      warnIfExposed(term, flags.host);
      try {
        const { serve } = await loadApi();
        const server = await serve({ dir: flags.dir, port: flags.port, host: flags.host, base: flags.base, allowedHosts: flags.allowedHosts, cwd: term.cwd });
        term.log(`  serving ${relative(term.cwd, server.dir) || '.'} at ${server.url}; Ctrl-C to stop`);
        if (term.io.ownsProcess) stopOnSignal(term, () => server.close());
      } catch (error) {
        if (!(error instanceof FatalDiagnostics)) throw error;
        printDiagnostics(term, error.diagnostics);
        term.exitCode = EXIT.errors;
      }
    });
}

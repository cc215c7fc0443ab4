// `specpress serve`: flags → serve(); Ctrl-C → clean exit.
import type { Command } from 'commander';
import { relative } from 'node:path';
import { FatalDiagnostics, serve } from '../api.js';
import { printDiagnostics } from './report.js';
import { EXIT, withListenOptions, warnIfExposed } from './options.js';
import { stopOnSignal } from './signals.js';

interface ServeFlags {
  dir: string;
  port: number;
  host: string;
  base?: string;
  allowedHosts: string[];
}

export function registerServe(program: Command): void {
  withListenOptions(
    program
      .command('serve')
      .description('Serve a built site the way a production static host does (base path, 404 page, cache headers, gzip/brotli)')
      .option('-d, --dir <dir>', 'built site folder', 'build'),
  )
    .option('--base <path>', 'base path of the site (default: read from the build)')
    .action(async (flags: ServeFlags) => {
      warnIfExposed(flags.host);
      try {
        const server = await serve({ dir: flags.dir, port: flags.port, host: flags.host, base: flags.base, allowedHosts: flags.allowedHosts });
        console.log(`  serving ${relative(process.cwd(), server.dir) || '.'} at ${server.url}; Ctrl-C to stop`);
        stopOnSignal(() => server.close());
      } catch (error) {
        if (!(error instanceof FatalDiagnostics)) throw error;
        printDiagnostics(error.diagnostics);
        process.exitCode = EXIT.errors;
      }
    });
}

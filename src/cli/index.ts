// commander only: flags → api options; diagnostics → terminal; exit codes.
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FatalDiagnostics } from '../diagnostics/diagnostic.js';
import { internalErrorDiagnostic } from '../diagnostics/internal-error.js';
import { packageRoot } from '../load/package-root.js';
import { printDiagnostics, printSummary, printTimings } from './report.js';
import { diagnosticsToJson } from '../diagnostics/format.js';
import { registerInit } from './init.js';
import { registerDocsVersion } from './docs-version.js';
import { EXIT } from './options.js';
import { registerServe } from './serve.js';
import { registerWatch } from './watch.js';
import { dropTemporaryOutputOnSignal } from './signals.js';
import { BuildStopped } from '../write/stopping.js';
import { processIo, Terminal, type CliIo } from './terminal.js';
import { loadApi } from './load-api.js';
export type { CliIo } from './terminal.js';

/**
 * Runs the CLI on `argv` (process.argv shape) with `io` (default: the process's own) and returns
 * its exit code; it neither sets process.exitCode nor changes folder. bin/specpress.js calls it.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const term = new Terminal(io);
  const program = buildProgram(term);
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    // Stopped by SIGINT/SIGTERM: the signal's handler reports it and exits (see signals.ts).
    if (error instanceof BuildStopped) return term.exitCode;
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    // A bug: one diagnostic line, never a stack with bundle source (unless --verbose).
    const failure = error instanceof FatalDiagnostics ? error.diagnostics : [internalErrorDiagnostic(error, argv.slice(2).find((arg) => !arg.startsWith('-')) ?? 'specpress')];
    printDiagnostics(term, failure);
    return EXIT.errors;
  }
  return term.exitCode;
}

/**
 * The commander program: `runCli` runs it; the CLI reference (src/cli/reference/) is written from
 * it (without a terminal: the process's, never used).
 */
export function buildProgram(term: Terminal = new Terminal(processIo())): Command {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  const program = new Command('specpress')
    .description('Static developer-documentation sites with an API reference, from OpenAPI specs, a YAML config and markdown.')
    .version(pkg.version, '-v, --version')
    .showHelpAfterError()
    // Usage errors (unknown command or flag, bad value) exit with 2; --help and --version with 0.
    .option('--verbose', 'print the stack of an unexpected error (a bug in specpress), for a bug report')
    // Help, version and usage errors go to the terminal given (subcommands inherit both settings).
    .configureOutput({ writeOut: (text) => term.io.stdout(text), writeErr: (text) => term.io.stderr(text) })
    .exitOverride();

  program
    .command('generate')
    .description('Build the site into an output folder (the previous output stays untouched if the build fails)')
    .option('-c, --config <file>', 'site config file', 'specpress.config.yaml')
    .option('-o, --out <dir>', 'output folder', 'build')
    .option('--strict', 'treat warnings as errors', false)
    .option('--force', 'replace an existing output folder that specpress did not write (never one holding the site itself)', false)
    .option('--timings', 'print how long each build step took', false)
    .option('--no-cache', 'neither read nor write the build cache (node_modules/.cache/specpress by default)')
    .action(async (options: { config: string; out: string; strict: boolean; force: boolean; timings: boolean; cache: boolean }) => {
      if (term.io.ownsProcess) dropTemporaryOutputOnSignal(term);
      const { generate } = await loadApi();
      const result = await generate({ config: options.config, outDir: options.out, strict: options.strict, force: options.force, diskCache: options.cache, cwd: term.cwd });
      printDiagnostics(term, result.diagnostics);
      if (options.timings) printTimings(term, result.timings);
      printSummary(term, result);
      term.exitCode = result.ok ? 0 : 1;
    });

  program
    .command('validate')
    .description('Run every check of generate (config, specs, markdown, links, anchors) without writing output')
    .option('-c, --config <file>', 'site config file', 'specpress.config.yaml')
    .option('--strict', 'treat warnings as errors', false)
    .option('--format <format>', 'text or json', 'text')
    .action(async (options: { config: string; strict: boolean; format: string }) => {
      if (options.format !== 'text' && options.format !== 'json') {
        term.error(`specpress validate: unknown --format "${options.format}"; use text or json`);
        term.exitCode = 2;
        return;
      }
      const { validate } = await loadApi();
      const result = await validate({ config: options.config, strict: options.strict, cwd: term.cwd });
      if (options.format === 'json') term.log(diagnosticsToJson(result.diagnostics, term.cwd));
      else {
        printDiagnostics(term, result.diagnostics);
        const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
        const warnings = result.diagnostics.length - errors;
        term.log(result.ok ? `✔ valid (${warnings} warning${warnings === 1 ? '' : 's'})` : `✖ ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
      }
      term.exitCode = result.ok ? 0 : 1;
    });

  registerWatch(program, term);
  registerServe(program, term);
  registerInit(program, term);
  registerDocsVersion(program, term);
  return program;
}

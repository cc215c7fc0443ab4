// commander only: flags → api options; diagnostics → terminal; exit codes.
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FatalDiagnostics, generate, validate } from '../api.js';
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

/** Runs the CLI on `argv` (process.argv shape); sets process.exitCode. bin/specpress.js calls it. */
export async function runCli(argv: readonly string[]): Promise<void> {
  // Before anything runs, so that stacks of unexpected errors are kept for the report.
  if (argv.includes('--verbose')) process.env.DEBUG = [process.env.DEBUG, 'specpress'].filter(Boolean).join(',');
  const program = buildProgram();
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    // Stopped by SIGINT/SIGTERM: the signal's handler reports it and exits (see signals.ts).
    if (error instanceof BuildStopped) return;
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    // A bug: one diagnostic line, never a stack with bundle source (unless --verbose).
    const failure = error instanceof FatalDiagnostics ? error.diagnostics : [internalErrorDiagnostic(error, argv.slice(2).find((arg) => !arg.startsWith('-')) ?? 'specpress')];
    printDiagnostics(failure);
    process.exitCode = EXIT.errors;
  }
}

/** The commander program: `runCli` runs it; the CLI reference (src/cli/reference/) is written from it. */
export function buildProgram(): Command {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string };
  const program = new Command('specpress')
    .description('Static developer-documentation sites with an API reference, from OpenAPI specs, a YAML config and markdown.')
    .version(pkg.version, '-v, --version')
    .showHelpAfterError()
    // Usage errors (unknown command or flag, bad value) exit with 2; --help and --version with 0.
    .option('--verbose', 'print the stack of an unexpected error (a bug in specpress), for a bug report')
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
      dropTemporaryOutputOnSignal();
      const result = await generate({ config: options.config, outDir: options.out, strict: options.strict, force: options.force, diskCache: options.cache });
      printDiagnostics(result.diagnostics);
      if (options.timings) printTimings(result.timings);
      printSummary(result);
      process.exitCode = result.ok ? 0 : 1;
    });

  program
    .command('validate')
    .description('Run every check of generate (config, specs, markdown, links, anchors) without writing output')
    .option('-c, --config <file>', 'site config file', 'specpress.config.yaml')
    .option('--strict', 'treat warnings as errors', false)
    .option('--format <format>', 'text or json', 'text')
    .action(async (options: { config: string; strict: boolean; format: string }) => {
      if (options.format !== 'text' && options.format !== 'json') {
        console.error(`specpress validate: unknown --format "${options.format}"; use text or json`);
        process.exitCode = 2;
        return;
      }
      const result = await validate({ config: options.config, strict: options.strict });
      if (options.format === 'json') console.log(diagnosticsToJson(result.diagnostics));
      else {
        printDiagnostics(result.diagnostics);
        const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
        const warnings = result.diagnostics.length - errors;
        console.log(result.ok ? `✔ valid (${warnings} warning${warnings === 1 ? '' : 's'})` : `✖ ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`);
      }
      process.exitCode = result.ok ? 0 : 1;
    });

  registerWatch(program);
  registerServe(program);
  registerInit(program);
  registerDocsVersion(program);
  return program;
}

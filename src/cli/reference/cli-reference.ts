// The CLI reference (website/docs/reference/cli.md), written from the commander definitions the CLI
// runs: every command, argument and flag with its description and default.
import type { Command, Option } from 'commander';
import { cell, generatedNotice } from './markdown.js';

function defaultOf(option: Option): string {
  const value: unknown = option.defaultValue;
  if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) return '—';
  return `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
}

function optionsTable(options: readonly Option[]): string[] {
  if (options.length === 0) return [];
  return ['| Flag | Description | Default |', '| --- | --- | --- |', ...options.map((o) => `| \`${o.flags.replace(/\|/g, '\\|')}\` | ${cell(o.description)} | ${defaultOf(o)} |`), ''];
}

function commandSection(command: Command): string[] {
  const args = command.registeredArguments;
  const usage = ['specpress', command.name(), ...args.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)), command.options.length > 0 ? '[options]' : ''].filter(Boolean).join(' ');
  return [
    `## specpress ${command.name()}`,
    '',
    cell(command.description()),
    '',
    '```sh',
    usage,
    '```',
    '',
    ...(args.length > 0 ? ['| Argument | Description |', '| --- | --- |', ...args.map((a) => `| \`${a.name()}\` | ${cell(a.description)}${a.required ? '' : ' (optional)'} |`), ''] : []),
    ...optionsTable(command.options),
  ];
}

/** The page, from the program `specpress` runs. */
export function cliPage(program: Command): string {
  return [
    '---',
    'title: CLI reference',
    '---',
    '',
    '# CLI reference',
    '',
    generatedNotice("the CLI's command definitions (src/cli/)"),
    '',
    `${cell(program.description())} Exit codes: 0 when the run succeeded, 1 when the input has errors (or warnings with \`--strict\`), 2 for a usage error (an unknown command or flag, a bad value).`,
    '',
    '## Options of every command',
    '',
    ...optionsTable([...program.options, { flags: '-h, --help', description: 'print the help of specpress or of a command', defaultValue: undefined } as Option]),
    ...program.commands.flatMap(commandSection),
  ].join('\n');
}

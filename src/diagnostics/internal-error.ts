// An exception no stage expected is a bug in specpress, not in the site. It still ends as a
// diagnostic (one line naming the input being processed and asking for a report), never as a
// stack trace with bundle source; the stack is shown only when asked for (--verbose or
// DEBUG=specpress), and points at src/ through the bundle's source map.
import { diagnostic, FatalDiagnostics, type Diagnostic } from './diagnostic.js';

/** An unexpected exception, with the input file that was being processed when it was thrown. */
export class InputFailure extends Error {
  constructor(
    readonly file: string,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'InputFailure';
  }
}

/** Runs `work` on one input file; an unexpected exception is tagged with that file. */
export function withInputFile<T>(file: string, work: () => T): T {
  try {
    const result = work();
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(tag(file, error))) as T;
    return result;
  } catch (error) {
    throw tag(file, error);
  }
}

function tag(file: string, error: unknown): unknown {
  return error instanceof InputFailure || error instanceof FatalDiagnostics ? error : new InputFailure(file, error);
}

/** Whether stacks of unexpected errors are printed (the CLI's --verbose sets DEBUG=specpress). */
export function verboseErrors(): boolean {
  return /(^|,)\s*specpress\b/.test(process.env.DEBUG ?? '');
}

/** An exception as one line (`TypeError: …`), and its stack when asked for (else ''), for a hint. */
export function describeException(error: unknown): { message: string; stack: string } {
  const original = error instanceof InputFailure ? error.original : error;
  const message = original instanceof Error ? `${original.name}: ${original.message}` : String(original);
  return { message: firstLine(message), stack: original instanceof Error && original.stack && verboseErrors() ? `\n${original.stack}` : '' };
}

/** The diagnostic for an unexpected exception thrown during `step`. */
export function internalErrorDiagnostic(error: unknown, step: string): Diagnostic {
  const file = error instanceof InputFailure ? error.file : undefined;
  const { message, stack } = describeException(error);
  return diagnostic(
    'internal-error',
    'error',
    `specpress failed unexpectedly during "${step}"${file ? ' on this file' : ''}: ${message}`,
    file ? { file } : undefined,
    `This is a bug in specpress, not in your site: please report it with this message${file ? ' and, if you can, the file' : ''}. Run with --verbose (or DEBUG=specpress) to print the stack.${stack}`,
  );
}

function firstLine(text: string): string {
  const line = text.split('\n')[0];
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

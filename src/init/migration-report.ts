// The report of `init --from`: every option of the other tool that was not carried (it depends on a
// stub, is a function, or has no counterpart in specpress), at the line of its key in the file that
// wrote it, with what to do about it. One collector shared by the Docusaurus and Starlight mappings.
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { diagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { stubOrigin } from './load-foreign-config.js';

/** The keys from the file's top-level object to an option, e.g. ['themeConfig', 'navbar', 'items']. */
export type KeyPath = readonly string[];

export class MigrationReport {
  readonly diagnostics: Diagnostic[] = [];
  constructor(
    readonly file: string,
    private readonly text: string,
    /** Where the options start in the file (Starlight's are the `starlight(` call's), so a key is not found in an import above. */
    private readonly start = 0,
  ) {}

  /** Reports an option; `code` names the kind (migrate-function, migrate-stub, migrate-no-counterpart, …). */
  add(code: DiagnosticCode, path: KeyPath, message: string, hint: string, file: string = this.file, text: string = this.text): void {
    this.diagnostics.push(diagnostic(code, 'warning', message, { file, ...keyPosition(text, path, file === this.file ? this.start : 0) }, hint));
  }

  /** Reports at the first mention of `text` (a plugin's name) in the file. */
  mention(code: DiagnosticCode, text: string, message: string, hint: string): void {
    this.diagnostics.push(diagnostic(code, 'warning', message, { file: this.file, ...mentionPosition(this.text, text) }, hint));
  }

  /** An option with no counterpart in specpress: reported, not carried. */
  dropped(path: KeyPath, hint: string): void {
    this.add('migrate-no-counterpart', path, `${path.join('.')} has no counterpart in specpress; it was not carried`, hint);
  }

  /**
   * Whether `value` can be carried as data. A function or a stub (or an object holding one) is reported
   * and false is returned; `what` says what specpress's key wants instead.
   */
  plain(path: KeyPath, value: unknown, what: string): boolean {
    const origin = stubOrigin(value);
    if (origin) {
      this.add(
        'migrate-stub',
        path,
        `${path.join('.')} comes from ${origin.specifier}${origin.access}, which is not installed here or not present; it was not carried`,
        `Write ${what} in specpress.config.yaml by hand.`,
      );
      return false;
    }
    if (typeof value === 'function') {
      this.add('migrate-function', path, `${path.join('.')} is a function; specpress cannot run it, so it was not carried`, `Write ${what} in specpress.config.yaml by hand.`);
      return false;
    }
    if (typeof value === 'object' && value !== null) return Object.entries(value).every(([key, inner]) => this.plain([...path, key], inner, what));
    return true;
  }
}

/**
 * Where an option's key is written: each key of the path searched for in turn (`key:`, `'key':`,
 * `"key":`, or the shorthand `key,` ending a line), from `start` (else from the top), then from where the one before it was found. Exact for keys written literally in the file; a key
 * made by a spread, a variable or another file gets its nearest written ancestor's line.
 */
export function keyPosition(text: string, path: KeyPath, start = 0): { line: number; column: number } {
  let at = -1;
  let from = start;
  for (const key of path) {
    const pattern = new RegExp(`(^|[\\s{,(\\[])(['"]?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\2\\s*(:|,[ \\t]*$)`, 'gm');
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) continue;
    at = match.index + match[1].length;
    from = at + key.length;
  }
  if (at < 0) return start > 0 ? keyPosition(text, path, 0) : { line: 1, column: 1 };
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

/** Where `specifier` is imported or read in `text` (its first mention), for stubbed imports. */
export function mentionPosition(text: string, specifier: string): { line: number; column: number } {
  const at = text.indexOf(specifier);
  if (at < 0) return { line: 1, column: 1 };
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}
